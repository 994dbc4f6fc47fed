import type { Locale } from '@phonix/shared/i18n';
import { latinWordsLeft } from '@phonix/shared/latin-words';
import * as m from '@phonix/shared/messages';
import { formatINR } from '@phonix/shared/money';
import { expect, type Page, test } from '@playwright/test';

/**
 * Issue 22: the no-JavaScript walk of issue 20 (home, brand, model, variant, the questionnaire's first step), in
 * Hindi and in Telugu: each page is the server's, in its language (<html lang>, headings, links that keep the
 * prefix), and the note a page that needs JavaScript shows is in that language too.
 */
test.use({ javaScriptEnabled: false });

const SCRIPT: Record<Exclude<Locale, 'en'>, RegExp> = { hi: /[\u0900-\u097F]/, te: /[\u0C00-\u0C7F]/ };

/** The note shown where a page needs JavaScript (Playwright's text search skips <noscript>: read it raw). */
async function javaScriptNote(page: Page): Promise<string> {
  return (await page.locator('noscript p').first().textContent()) ?? '';
}

for (const locale of ['hi', 'te'] as const) {
  test(`in ${locale}: home, brand, model and variant lead to the questionnaire, every page in ${locale}`, async ({
    page,
    request,
  }) => {
    const { variants } = (await (await request.get('/api/variant/apple-iphone-13')).json()) as {
      variants: { VariantName: string; Rate: number }[];
    };
    const [first] = variants;
    if (!first) throw new Error('The iPhone 13 has no variant');
    const say = { locale };

    await page.goto(`/${locale}/`);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.home_heading({}, say));
    await expect(page.getByRole('heading', { name: m.home_brands_title({}, say) })).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Apple', exact: true }).click();

    await expect(page).toHaveURL(new RegExp(`/${locale}/(?:hyderabad/)?sell-mobile/apple$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.brand_heading_iphone({}, say));
    await page.getByRole('main').getByRole('link', { name: 'iPhone 13', exact: true }).click();

    await expect(page).toHaveURL(new RegExp(`/${locale}/(?:hyderabad/)?sell-mobile/apple/apple-iphone-13$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      m.model_heading({ model: 'iPhone 13' }, say),
    );
    const exact = m.model_get_exact_price_for(
      { variant: first.VariantName, price: formatINR(first.Rate, locale) },
      say,
    );
    await page.getByRole('link', { name: exact }).click();

    await expect(page).toHaveURL(
      new RegExp(`/${locale}/(?:hyderabad/)?options/apple-iphone-13/${first.VariantName.toLowerCase()}$`),
    );
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('iPhone 13');
    await expect(page.getByText(formatINR(first.Rate, locale)).first()).toBeVisible();
    // The questionnaire's first step, drawn by the server, in the language; and the note that it needs JavaScript.
    // biome-ignore lint/performance/useDomNodeTextContent: Playwright's innerText, what is shown (not hidden text)
    const main = (await page.getByRole('main').innerText()).replace(/iPhone 13|\d+GB|₹[\d,]+/g, ' ');
    expect(latinWordsLeft(main)).toEqual([]);
    expect(main).toMatch(SCRIPT[locale]);
    const note = await javaScriptNote(page);
    expect(note).toMatch(SCRIPT[locale]);
    expect(latinWordsLeft(note)).toEqual([]);
  });

  test(`in ${locale}: pages that need JavaScript say so in ${locale}`, async ({ page }) => {
    for (const at of ['/sales-orders', '/editprofile', '/sell-now', '/partner']) {
      await page.goto(`/${locale}${at}`);
      await expect(page.locator('html'), at).toHaveAttribute('lang', locale);
      const note = await javaScriptNote(page);
      expect(note, at).toMatch(SCRIPT[locale]);
      expect(latinWordsLeft(note), at).toEqual([]);
    }
  });
}
