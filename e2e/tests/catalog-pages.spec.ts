import { expect, type Page, test } from '@playwright/test';
import { api, findSingleVariantModel, inr } from './support/api.ts';

const NONSENSE = 'zzqx-no-such-phone';

/** The search box in the header; on a phone it sits under the header bar, outside the menu. */
async function headerSearch(page: Page) {
  const box = page.getByRole('searchbox', { name: 'Search for your mobile' });
  await expect(box).toBeVisible();
  return box;
}

async function expectNotFoundPage(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops, page not found...');
  await expect(page).toHaveTitle(/^Page not found/);
}

test.describe('brand list', () => {
  test('the search box filters brands live', async ({ page, request }) => {
    const brands = await api.brands(request);
    await page.goto('/hyderabad/sell-mobile');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Get Instant Cash for Your Mobile!');
    await expect(page.getByRole('heading', { name: 'Choose your brand' })).toBeVisible();
    const tiles = page.getByRole('main').getByRole('link');
    await expect(tiles).toHaveText(brands.map((brand) => brand.CategoryGroupName));

    const search = page.getByRole('searchbox', { name: 'Search brand' });
    await search.fill('sam');
    await expect(tiles).toHaveText(['Samsung']);
    await search.fill('SAMSUNG');
    await expect(tiles).toHaveText(['Samsung']);

    await search.fill(NONSENSE);
    await expect(tiles).toHaveCount(0);
    await expect(page.getByText('No matching brands found', { exact: true })).toBeVisible();

    await search.fill('');
    await expect(tiles).toHaveCount(brands.length);
    await expect(page.getByText('No matching brands found')).toHaveCount(0);
  });

  test('is served with and without a city', async ({ page }) => {
    for (const path of ['/hyderabad/sell-mobile', '/sell-mobile']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Get Instant Cash for Your Mobile!');
      await expect(page.getByRole('main').getByRole('link', { name: 'Apple', exact: true })).toBeVisible();
    }
  });
});

test.describe('brand page', () => {
  test('series checkboxes and the model search narrow the models', async ({ page, request, isMobile }) => {
    const { series, models } = await api.brandModels(request, 'apple');
    const thirteen = series.find((item) => item.CategoryName === 'iPhone 13 Series');
    const twelve = series.find((item) => item.CategoryName === 'iPhone 12 Series');
    if (!thirteen || !twelve) throw new Error('The Apple catalog has no iPhone 13 or 12 series');
    const namesIn = (codes: string[]) =>
      models.filter((model) => codes.includes(model.CategoryCode)).map((model) => model.model);

    await page.goto('/hyderabad/sell-mobile/apple');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Trade In Your Used iPhone for Cash');
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toHaveText(
      /Home\s*Sell Old Mobile Phone\s*Apple/,
    );
    const cards = page.getByRole('region', { name: 'Pick Model' }).getByRole('link');
    await expect(cards).toHaveText(models.map((model) => model.model));

    // On a phone the series list is folded away until opened.
    const seriesBox = page.getByRole('checkbox', { name: 'iPhone 13 Series', exact: true });
    if (isMobile) {
      await expect(seriesBox).toBeHidden();
      await page.getByRole('button', { name: 'Series' }).click();
    }
    await seriesBox.click();
    await expect(cards).toHaveText(namesIn([thirteen.CategoryCode]));
    await page.getByRole('checkbox', { name: 'iPhone 12 Series', exact: true }).click();
    await expect(cards).toHaveText(namesIn([thirteen.CategoryCode, twelve.CategoryCode]));

    const search = page.getByRole('searchbox', { name: 'Search model' });
    await expect(search).toHaveAttribute('placeholder', 'Search For...');
    await search.fill('mini');
    await expect(cards).toHaveText(
      models
        .filter((model) => [thirteen.CategoryCode, twelve.CategoryCode].includes(model.CategoryCode))
        .filter((model) => model.ItemName.toLowerCase().includes('mini'))
        .map((model) => model.model),
    );
    await search.fill(NONSENSE);
    await expect(cards).toHaveCount(0);
    await expect(page.getByText('No record found.', { exact: true })).toBeVisible();
  });

  test("each brand's heading names its own phones; Apple's keeps SPEC's iPhone text", async ({
    page,
    request,
  }) => {
    const brands = await api.brands(request);
    expect(brands.length).toBeGreaterThan(1);
    for (const brand of brands) {
      await page.goto(`/hyderabad/sell-mobile/${brand.slug}`);
      await expect(page.getByRole('heading', { level: 1 }), brand.slug).toHaveText(
        brand.slug === 'apple'
          ? 'Trade In Your Used iPhone for Cash'
          : `Trade In Your Used ${brand.CategoryGroupName} Phone for Cash`,
      );
    }
    // And without a city, as the mobile layout links it.
    await page.goto('/sell-mobile/samsung');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Trade In Your Used Samsung Phone for Cash',
    );
  });

  test('a model card opens the model page', async ({ page }) => {
    await page.goto('/hyderabad/sell-mobile/apple');
    await page
      .getByRole('region', { name: 'Pick Model' })
      .getByRole('link', { name: 'iPhone 13', exact: true })
      .click();
    await expect(page).toHaveURL(/\/hyderabad\/sell-mobile\/apple\/apple-iphone-13$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Trade Your Pre-Owned iPhone 13 for Cash',
    );
  });
});

test.describe('model page', () => {
  test('shows the heading, the variants and the disclaimer', async ({ page, request }) => {
    const variants = await api.variants(request, 'apple-iphone-13');
    const response = await page.goto('/hyderabad/sell-mobile/apple/apple-iphone-13');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Trade Your Pre-Owned iPhone 13 for Cash',
    );
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toHaveText(
      /Home\s*Sell Old Mobile Phone\s*Apple\s*iPhone 13/,
    );
    const radios = page.getByRole('radiogroup', { name: 'Choose a Variant' }).getByRole('radio');
    await expect(radios).toHaveCount(variants.length);
    for (const radio of await radios.all()) await expect(radio).not.toBeChecked();
    await expect(page.getByRole('button', { name: 'Get Exact Price' })).toBeDisabled();
    await expect(page.getByText(/subject to change on the condition of the item/)).toBeVisible();
    await expect(page.getByText(/final offer will be made after an assessment of your device/)).toBeVisible();
  });

  test('a model with a single variant has it chosen already', async ({ page, request }) => {
    const found = await findSingleVariantModel(request);
    test.skip(found === null, 'The demo catalog has no model with exactly one variant');
    if (!found) return;
    const { brandSlug, model, variant } = found;

    await page.goto(`/hyderabad/sell-mobile/${brandSlug}/${model.ic_slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      `Trade Your Pre-Owned ${model.model} for Cash`,
    );
    const radio = page
      .getByRole('radiogroup', { name: 'Choose a Variant' })
      .getByRole('radio', { name: variant.VariantName, exact: true });
    await expect(radio).toBeChecked();
    await expect(page.getByText('Get Upto', { exact: true }).locator('xpath=..')).toHaveText(
      `Get Upto${inr(variant.Rate)}`,
    );
    const button = page.getByRole('button', { name: 'Get Exact Price' });
    await expect(button).toBeEnabled();
    await button.click();
    await expect(page).toHaveURL(
      new RegExp(
        `/hyderabad/options/${model.ic_slug}/${encodeURIComponent(variant.VariantName.toLowerCase())}$`,
      ),
    );
    await expect(page.getByRole('heading', { level: 2, name: 'Primary Info' })).toBeVisible();
  });
});

test.describe('search from the header', () => {
  test('lists the matching models', async ({ page, request }) => {
    const text = 'iphone 13';
    const expected = await api.search(request, text);
    expect(expected.length).toBeGreaterThan(0);

    await page.goto('/');
    const box = await headerSearch(page);
    await box.fill(text);
    await box.press('Enter');
    await expect(page).toHaveURL(/\/hyderabad\/search-result\/iphone%2013$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Your search for "iphone 13" returned the following',
    );
    const results = page.getByRole('main').getByRole('link');
    await expect(results).toHaveText(expected.map((model) => model.ItemName));
    for (const name of expected.map((model) => model.ItemName)) expect(name.toLowerCase()).toContain(text);

    await results.filter({ hasText: /^Apple iPhone 13$/ }).click();
    await expect(page).toHaveURL(/\/sell-mobile\/apple\/apple-iphone-13$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Trade Your Pre-Owned iPhone 13 for Cash',
    );
  });

  test('finds phones however they are typed, best match first, and keeps the text in the box', async ({
    page,
  }) => {
    const searches: [string, string, RegExp][] = [
      ['iphone13', 'Apple iPhone 13', /\/sell-mobile\/apple\/apple-iphone-13$/],
      ['13 pro max', 'Apple iPhone 13 Pro Max', /\/sell-mobile\/apple\/apple-iphone-13-pro-max$/],
      ['galaxy s23', 'Samsung Galaxy S23', /\/sell-mobile\/samsung\/samsung-galaxy-s23$/],
      ['redmi note12', 'Xiaomi Redmi Note 12', /\/sell-mobile\/xiaomi\/xiaomi-redmi-note-12$/],
      ['oneplus nord ce3', 'OnePlus Nord CE 3', /\/sell-mobile\/oneplus\/oneplus-nord-ce-3$/],
      ['iphnoe 15', 'Apple iPhone 15', /\/sell-mobile\/apple\/apple-iphone-15$/],
    ];
    await page.goto('/hyderabad');
    const results = page.getByRole('main').getByRole('link');
    for (const [text, best, link] of searches) {
      const box = await headerSearch(page);
      await box.fill(text);
      await box.press('Enter');
      await expect(page).toHaveURL(new RegExp(`/hyderabad/search-result/${encodeURIComponent(text)}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        `Your search for "${text}" returned the following`,
      );
      await expect(results.first(), text).toHaveText(best);
      expect(await results.first().getAttribute('href'), text).toMatch(link);
      // The results page shows what was searched in the header's box.
      await expect(box).toHaveValue(text);
    }

    // Opened directly (a shared link, a reload), the box holds the search too; another page empties it.
    await page.goto(`/hyderabad/search-result/${encodeURIComponent('galaxy s23')}`);
    await expect(results.first()).toHaveText('Samsung Galaxy S23');
    await expect(await headerSearch(page)).toHaveValue('galaxy s23');
    await results.first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Trade Your Pre-Owned Galaxy S23 for Cash',
    );
    await expect(await headerSearch(page)).toHaveValue('');
  });

  test('the search box is in reach on a phone without opening the menu', async ({ page, isMobile }) => {
    await page.goto('/hyderabad/about');
    const box = await headerSearch(page);
    if (isMobile) {
      await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
      await expect(page.locator('#mobile-menu')).toHaveCount(0);
    }
    // Near the top of the first screen, full width on a phone, and as tall as a finger needs.
    const bounds = await box.boundingBox();
    expect(bounds?.y ?? Number.POSITIVE_INFINITY).toBeLessThan(200);
    expect(bounds?.height ?? 0).toBeGreaterThanOrEqual(44);
    if (isMobile) expect(bounds?.width ?? 0).toBeGreaterThan(300);
    await box.fill('pixel 8a');
    await box.press('Enter');
    await expect(page.getByRole('main').getByRole('link').first()).toHaveText('Google Pixel 8a');
    await page.screenshot({ path: test.info().outputPath('search-results.png') });
  });

  test('says when nothing matches', async ({ page }) => {
    await page.goto('/hyderabad/sell-mobile');
    const box = await headerSearch(page);
    await box.fill(NONSENSE);
    await box.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/hyderabad/search-result/${NONSENSE}$`));
    // The heading says so too, not that the search "returned the following" (issue 32).
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Nothing was found for "${NONSENSE}"`);
    await expect(page.getByText('No record found', { exact: true })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Browse all brands' })).toBeVisible();
  });
});

test.describe('not-found page', () => {
  test('an unknown path answers 404 with the not-found page', async ({ page }) => {
    const response = await page.goto('/no-such-page/at-all');
    expect(response?.status()).toBe(404);
    await expectNotFoundPage(page);
    // The site around it is still there.
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });

  test('an unknown city segment gives the not-found page', async ({ page }) => {
    const response = await page.goto('/atlantis/sell-mobile');
    expect(response?.status()).toBe(404);
    await expectNotFoundPage(page);
  });

  test('a model under another brand gives the not-found page', async ({ page }) => {
    for (const path of [
      '/hyderabad/sell-mobile/samsung/apple-iphone-15',
      '/sell-mobile/samsung/apple-iphone-15',
      '/hyderabad/sell-mobile/apple/samsung-galaxy-s23',
    ]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expectNotFoundPage(page);
      await expect(page.getByRole('radiogroup', { name: 'Choose a Variant' })).toHaveCount(0);
    }
    // The same model under its own brand is a page.
    const response = await page.goto('/hyderabad/sell-mobile/apple/apple-iphone-15');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Trade Your Pre-Owned iPhone 15 for Cash',
    );
  });

  test('an unknown model of a known brand gives the not-found page', async ({ page }) => {
    const response = await page.goto('/hyderabad/sell-mobile/apple/apple-iphone-2');
    expect(response?.status()).toBe(404);
    await expectNotFoundPage(page);
  });
});
