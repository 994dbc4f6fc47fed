import { faqItems } from '@phonix/shared/content/faq';
import type { Locale } from '@phonix/shared/i18n';
import * as m from '@phonix/shared/messages';
import { formatINR } from '@phonix/shared/money';
import { CURRENT_PRIVACY_NOTICE } from '@phonix/shared/privacy-notice';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { api } from './support/api.ts';
import { freshStart } from './support/browser.ts';
import { actAsSeparateClients, clientHeaders, registerCustomer, storeSession } from './support/customers.ts';
import { randomMobile, readLatestOtp, smsCount } from './support/sms.ts';

/**
 * Issue 32, the seller's pages: the FAQ's accordion, the sign-up's privacy notice and its OTP step, toasts
 * clear of the header, the add-address dialog's focus, an empty search, the brand page holding still through
 * hydration on a phone, and what the brand and model pages show without JavaScript.
 */
actAsSeparateClients(test);

const PREFIX: Record<Locale, string> = { en: '', hi: '/hi', te: '/te' };
const dialog = (page: Page) => page.getByRole('dialog');

/** Whether React has hydrated this element (its fiber is attached to the DOM node). */
const hydrated = (element: Locator) =>
  element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber')));

test.describe('the FAQ', () => {
  for (const locale of ['en', 'hi', 'te'] as const)
    for (const where of ['home', 'faq'] as const) {
      test(`${where} in ${locale}: only the first answer open; a question opens and closes its own`, async ({
        page,
      }) => {
        const items = faqItems(locale);
        await page.goto(`${PREFIX[locale]}${where === 'home' ? '/' : '/faq'}`);
        const faq =
          where === 'home'
            ? page.getByRole('region', { name: m.home_faq_title({}, { locale }) })
            : page.getByRole('main');
        // The home page's FAQ hydrates when it scrolls near.
        await faq.scrollIntoViewIfNeeded();
        const questions = faq
          .getByRole('button', { expanded: true })
          .or(faq.getByRole('button', { expanded: false }));
        await expect(questions).toHaveCount(8);
        await expect(questions).toHaveText(items.map((item) => item.question));
        const first = questions.first();
        const third = questions.nth(2);
        const answer = (index: number) => faq.getByText(items[index]?.answer ?? '', { exact: true });
        await expect(first).toHaveAttribute('aria-expanded', 'true');
        await expect(answer(0)).toBeVisible();
        for (const index of [1, 2, 3, 4, 5, 6, 7]) {
          await expect(questions.nth(index)).toHaveAttribute('aria-expanded', 'false');
          await expect(answer(index)).toBeHidden();
        }
        await expect.poll(() => hydrated(first), { timeout: 20_000 }).toBe(true);

        await third.click();
        await expect(third).toHaveAttribute('aria-expanded', 'true');
        await expect(answer(2)).toBeVisible();
        await expect(first).toHaveAttribute('aria-expanded', 'false');
        await expect(answer(0)).toBeHidden();
        await third.click();
        await expect(third).toHaveAttribute('aria-expanded', 'false');
        await expect(answer(2)).toBeHidden();
      });
    }
});

test('sign-up links the privacy notice, counts Resend down from the start, and records the notice accepted', async ({
  page,
  request,
}) => {
  const mobile = randomMobile();
  await freshStart(page);
  await page
    .getByRole('banner')
    .getByRole('button', { name: 'Login', exact: true })
    .filter({ visible: true })
    .click();
  await dialog(page).getByLabel('Mobile Number').fill(mobile);
  await dialog(page).getByRole('button', { name: 'Proceed' }).click();
  await expect(dialog(page).getByRole('heading', { name: 'Signup' })).toBeVisible();
  const notice = dialog(page).getByRole('link', { name: 'privacy notice' });
  await expect(notice).toHaveAttribute('href', '/privacy-policy');
  await expect(notice).toHaveAttribute('target', '_blank');

  const before = smsCount(mobile);
  await dialog(page).getByLabel('Full Name').fill('Anjali Rao');
  await dialog(page).getByRole('textbox', { name: 'Password', exact: true }).fill('a-long-password');
  await dialog(page).getByRole('button', { name: 'Sign Up' }).click();
  await expect(dialog(page).getByRole('heading', { name: 'Enter OTP' })).toBeVisible();
  // Resend waits from the start: the code was just sent.
  const resend = dialog(page).getByRole('button', { name: /^Resend in \d+s$/ });
  await expect(resend).toBeDisabled();

  await dialog(page)
    .getByLabel('OTP')
    .fill(await readLatestOtp(mobile, before));
  await expect(dialog(page)).toBeHidden();
  const token = await page.evaluate(() => window.localStorage.getItem('token'));
  const privacy = await request.get('/api/customer/privacy', {
    headers: { ...clientHeaders(), Authorization: `Bearer ${token}` },
  });
  expect((await privacy.json()).privacy.notice).toMatchObject({
    accepted: { version: CURRENT_PRIVACY_NOTICE.version },
    up_to_date: true,
  });
});

test('toasts stay under the header, clear of its controls, at 360 and 1280 px', async ({ page }) => {
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/hyderabad/options/apple-iphone-13/128gb');
    await expect(page.getByRole('heading', { level: 2, name: 'Primary Info' })).toBeVisible();
    const header = page.getByRole('banner');
    for (const scrolled of [0, 600]) {
      await page.evaluate((y) => window.scrollTo(0, y), scrolled);
      // Continue with nothing answered: the questionnaire's error toast.
      await page.getByRole('button', { name: 'Continue' }).click();
      const toast = page.getByRole('status').filter({ hasText: /\w/ }).first();
      await expect(toast).toBeVisible();
      await expect
        .poll(
          async () => {
            const [toastBox, headerBox] = await Promise.all([toast.boundingBox(), header.boundingBox()]);
            return toastBox && headerBox ? toastBox.y - (headerBox.y + headerBox.height) : -1;
          },
          { message: `at ${width} px, scrolled ${scrolled}` },
        )
        .toBeGreaterThanOrEqual(0);
      await page.evaluate(() => window.scrollTo(0, 0));
    }
  }
});

test('the add-address dialog puts the focus in a field the seller can see', async ({ page, request }) => {
  const seller = await registerCustomer(request, 'Address Focus');
  await storeSession(page, seller);
  await page.goto('/editprofile');
  await page.getByRole('button', { name: 'Add New Address' }).click();
  await expect(dialog(page).getByRole('heading', { name: 'Add New Address' })).toBeVisible();
  const focused = page.locator(':focus');
  await expect(focused).toBeVisible();
  await expect(dialog(page).getByLabel('Flat no./H no./Office')).toBeFocused();
  const box = await focused.boundingBox();
  expect(box?.width ?? 0).toBeGreaterThan(40);
  expect(await focused.evaluate((element) => getComputedStyle(element).opacity)).toBe('1');
});

test('an empty search says nothing was found, in English and Hindi', async ({ page }) => {
  const text = 'zqxw phone';
  await page.goto(`/search-result/${encodeURIComponent(text)}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Nothing was found for "${text}"`);
  await expect(page.getByText(/returned the following/)).toHaveCount(0);
  await page.goto(`/hi/search-result/${encodeURIComponent(text)}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    m.page_search_heading_none({ search: text }, { locale: 'hi' }),
  );
  // A search that finds phones keeps SPEC's heading.
  await page.goto('/search-result/iphone');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Your search for "iphone" returned the following',
  );
});

test('the brand page on a 360 px phone does not move when it hydrates (layout shift below 0.02)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { __shifts: number[] }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[])
        if (!entry.hadRecentInput) shifts.push(entry.value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('/sell-mobile/apple');
  const series = page.getByRole('button', { name: 'Series' });
  await expect(series).toHaveAttribute('aria-expanded', 'false');
  // Folded already in the server's HTML: the checkboxes are not shown before or after hydration.
  await expect(page.getByRole('checkbox').first()).toBeHidden();
  await expect.poll(() => hydrated(series)).toBe(true);
  await page.waitForTimeout(1500);
  const shift = await page.evaluate(() =>
    (window as unknown as { __shifts: number[] }).__shifts.reduce((sum, value) => sum + value, 0),
  );
  expect(shift).toBeLessThan(0.02);

  // And the filter still works once hydrated.
  await series.click();
  await expect(page.getByRole('checkbox').first()).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the brand page shows no model search or series checkboxes, only the models', async ({ page }) => {
    await page.goto('/sell-mobile/apple');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.brand_heading_iphone());
    const main = page.getByRole('main');
    await expect(main.getByRole('searchbox')).toHaveCount(0);
    await expect(main.getByRole('checkbox')).toHaveCount(0);
    await expect(main.getByRole('button', { name: 'Series' })).toHaveCount(0);
    await expect(main.getByRole('link', { name: 'iPhone 13', exact: true })).toBeVisible();
    // The header's search is a real form: it stays.
    await expect(page.getByRole('search').getByRole('searchbox').first()).toBeVisible();
  });

  test('the model page shows each variant with its price and no radios', async ({ page, request }) => {
    const variants = await api.variants(request, 'apple-iphone-13');
    expect(variants.length).toBeGreaterThan(1);
    await page.goto('/sell-mobile/apple/apple-iphone-13');
    const main = page.getByRole('main');
    await expect(main.getByRole('radio')).toHaveCount(0);
    await expect(main.getByText(m.get_upto_choose_variant())).toBeHidden();
    for (const variant of variants) {
      const link = main.getByRole('link', {
        name: m.model_get_exact_price_for({ variant: variant.VariantName, price: formatINR(variant.Rate) }),
      });
      await expect(link).toBeVisible();
    }
  });
});
