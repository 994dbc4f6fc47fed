import { expect, type Page, test } from '@playwright/test';
import { HYDRATION_CHECK_PORT } from '../playwright.config.ts';

/**
 * Hindi and Telugu (issue 22, DR 090) on a 360 px phone, against React's development build (it reports every
 * hydration mismatch): the switcher keeps the page, the choice is remembered, a browser preferring Telugu is
 * offered Telugu in one line and never redirected.
 */
test.use({ baseURL: `http://127.0.0.1:${HYDRATION_CHECK_PORT}`, viewport: { width: 360, height: 740 } });

/** Console errors and warnings and uncaught exceptions of a page from now on. */
function problemsOf(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

const HINDI_HEADING = 'अपना पुराना या इस्तेमाल किया हुआ मोबाइल फ़ोन तुरंत कैश में बेचें';
const ENGLISH_HEADING = 'Sell your old or used mobile phone for instant cash';

test.describe('languages', () => {
  test.use({ locale: 'en-IN' });

  test('the switcher opens the same page in Hindi, which stays Hindi after a reload, hydrating cleanly', async ({
    page,
    context,
  }) => {
    const problems = problemsOf(page);
    await page.goto('/', { waitUntil: 'networkidle' });
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ENGLISH_HEADING);

    const hindi = page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'हिन्दी' });
    await expect(hindi).toBeVisible();
    await hindi.click();
    await page.waitForURL('**/hi/');
    await page.waitForLoadState('networkidle');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HINDI_HEADING);
    await expect(page.getByRole('heading', { name: 'ब्रांड चुनकर अपना फ़ोन बेचें' })).toBeVisible();
    // Links stay in Hindi: the brand list leads to the Hindi brand page.
    await expect(page.getByRole('link', { name: 'मोबाइल बेचें' }).first()).toHaveAttribute('href', /^\/hi\//);
    expect((await context.cookies()).find((cookie) => cookie.name === 'phonix_lang')?.value).toBe('hi');

    await page.reload({ waitUntil: 'networkidle' });
    await expect(page).toHaveURL(/\/hi\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HINDI_HEADING);
    // Back in English by the switcher, the same page again.
    await page.getByRole('navigation', { name: 'भाषा' }).getByRole('link', { name: 'English' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ENGLISH_HEADING);
    expect(problems).toEqual([]);
  });

  test('a city page switches to Telugu under the same city and route', async ({ page }) => {
    const problems = problemsOf(page);
    await page.goto('/hyderabad/sell-mobile/apple', { waitUntil: 'networkidle' });
    await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'తెలుగు' }).click();
    await page.waitForURL('**/te/hyderabad/sell-mobile/apple');
    await page.waitForLoadState('networkidle');
    await expect(page.locator('html')).toHaveAttribute('lang', 'te');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('మీ పాత iPhone అమ్మి క్యాష్ పొందండి');
    await expect(page.getByRole('link', { name: 'iPhone 13', exact: true })).toHaveAttribute(
      'href',
      '/te/hyderabad/sell-mobile/apple/apple-iphone-13',
    );
    expect(problems).toEqual([]);
  });
});

test.describe('a browser that prefers Telugu', () => {
  test.use({ locale: 'te-IN' });

  test('is offered Telugu in one line, never redirected, until it chooses a language', async ({ page }) => {
    const problems = problemsOf(page);
    await page.goto('/', { waitUntil: 'networkidle' });
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ENGLISH_HEADING);
    const offer = page.getByRole('link', { name: 'ఈ పేజీని తెలుగులో చదవండి' });
    await expect(offer).toBeVisible();
    await expect(offer).toHaveAttribute('href', '/te/');
    // "No, thanks" keeps English and remembers it: the next page offers nothing.
    await page.getByRole('button', { name: 'వద్దు, ధన్యవాదాలు' }).click();
    await expect(offer).toHaveCount(0);
    await page.reload({ waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ENGLISH_HEADING);
    await expect(offer).toHaveCount(0);
    expect(problems).toEqual([]);
  });
});
