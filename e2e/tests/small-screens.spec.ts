import { expect, type Locator, test } from '@playwright/test';
import { freshStart } from './support/browser.ts';
import { actAsSeparateClients } from './support/customers.ts';
import { ALL_ACCESSORIES, completeQuestionnaire, openOptions } from './support/questionnaire.ts';

/**
 * Long names at 360 px (and 1280 px): nothing is cut short or spills out of its box. Each check measures
 * the element the seller reads; the screenshots are kept in the test output for a look.
 */

actAsSeparateClients(test);

/** The element shows all of its text: nothing hidden by truncation, nothing sticking out of it. */
async function expectFullyShown(element: Locator, label: string): Promise<void> {
  const box = await element.evaluate((node) => ({
    scrollWidth: node.scrollWidth,
    clientWidth: node.clientWidth,
    scrollHeight: node.scrollHeight,
    clientHeight: node.clientHeight,
    ellipsis: getComputedStyle(node).textOverflow === 'ellipsis',
  }));
  expect(box.scrollWidth, `${label} is wider than its box`).toBeLessThanOrEqual(box.clientWidth);
  expect(box.scrollHeight, `${label} is taller than its box`).toBeLessThanOrEqual(box.clientHeight);
  expect(box.ellipsis, `${label} is cut with an ellipsis`).toBe(false);
}

/** The element lies within the container, horizontally. */
async function expectInside(element: Locator, container: Locator, label: string): Promise<void> {
  const inner = await element.boundingBox();
  const outer = await container.boundingBox();
  if (!inner || !outer) throw new Error(`${label} is not on screen`);
  expect(inner.x, `${label} starts outside its box`).toBeGreaterThanOrEqual(outer.x);
  expect(inner.x + inner.width, `${label} ends outside its box`).toBeLessThanOrEqual(outer.x + outer.width);
}

test('the login and checkout dialogs show the whole model name', async ({ page }) => {
  // The longest model name of the catalog.
  const name = 'Realme GT Master Edition';
  await freshStart(page);
  await openOptions(page, 'realme-gt-master-edition', '8gb-128gb');
  await completeQuestionnaire(page, {
    calls: 'Yes',
    screen: 'Yes',
    body: 'Yes',
    warranty: 'No',
    faulty: [],
    accessories: [...ALL_ACCESSORIES],
  });

  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Get started' })).toBeVisible();
  const modelName = dialog.getByText(name, { exact: true });
  await expect(modelName).toBeVisible();
  await expectFullyShown(modelName, 'the model name in the login dialog');
  await expectInside(modelName, dialog, 'the model name in the login dialog');
  await expect(dialog.getByText('8GB-128GB', { exact: true })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('login-dialog.png') });

  await dialog.getByRole('button', { name: 'Continue with your details' }).click();
  await expect(dialog.getByRole('heading', { name: "You're just 1-step away" })).toBeVisible();
  await expectFullyShown(modelName, 'the model name in the checkout dialog');
  await expectInside(modelName, dialog, 'the model name in the checkout dialog');
  await page.screenshot({ path: test.info().outputPath('checkout-dialog.png') });
});

test('every city fits its tile in the city dialog', async ({ page }) => {
  await page.goto('/hyderabad/sell-mobile');
  await page.getByRole('button', { name: 'Selected city: Hyderabad. Change city' }).click();
  const dialog = page.getByRole('dialog', { name: 'Select your City' });
  const tiles = dialog.getByRole('listitem').getByRole('button');
  await expect(tiles.first()).toBeVisible();
  await expect(dialog.getByRole('button', { name: /^Visakhapatnam\b/ })).toBeVisible();
  for (const tile of await tiles.all()) {
    const label = (await tile.textContent()) ?? 'a city';
    await expectFullyShown(tile, label);
    await expectInside(tile.locator('span > span').first(), tile, `the city name in "${label}"`);
  }
  await page.screenshot({ path: test.info().outputPath('city-dialog.png') });
});

test('a variant name never breaks inside its chip', async ({ page }) => {
  await page.goto('/hyderabad/sell-mobile/samsung/samsung-galaxy-s25');
  const group = page.getByRole('radiogroup', { name: 'Choose a Variant' });
  const chips = group.locator('label');
  await expect(chips).toHaveText(['12GB-128GB', '12GB-256GB', '12GB-512GB']);
  for (const chip of await chips.all()) {
    const name = chip.locator('span').last();
    const label = (await name.textContent()) ?? 'a variant';
    await expectFullyShown(chip, label);
    await expectInside(name, chip, label);
    // One line: as tall as one line of its text.
    const lines = await name.evaluate(
      (node) => node.getBoundingClientRect().height / Number.parseFloat(getComputedStyle(node).lineHeight),
    );
    expect(lines, `${label} wraps`).toBeLessThan(1.5);
  }
  await page.screenshot({ path: test.info().outputPath('variant-chips.png'), fullPage: true });
});

test('the breadcrumb stays one line while the model name loads, with the current page shown whole', async ({
  page,
}) => {
  // Reached from the brand page, the model's name arrives with the data; before it the trail reads "...".
  // Nothing below may move. (Opened directly, the server sends the page with its data.)
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/variant/samsung-galaxy-s24-ultra', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/sell-mobile/samsung');
  await page.getByRole('main').getByRole('link', { name: 'Galaxy S24 Ultra', exact: true }).click();
  const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(trail.locator('[aria-current="page"]')).toHaveText('...');
  const card = page.locator('main img').first();
  const before = await trail.boundingBox();
  const cardBefore = await card.boundingBox();
  release();
  const current = trail.locator('[aria-current="page"]');
  await expect(current).toHaveText('Galaxy S24 Ultra');
  const after = await trail.boundingBox();
  expect(after?.height, 'the trail changed height').toBe(before?.height);
  expect((await card.boundingBox())?.y, 'the model picture moved').toBe(cardBefore?.y);
  // The current page, Home and the brand are shown whole (they may be cut only where even they do not fit);
  // only the middle link gives way.
  for (const [crumb, label] of [
    [current, 'the current page'],
    [trail.getByRole('link', { name: 'Home' }), 'Home'],
    [trail.getByRole('link', { name: 'Samsung' }), 'Samsung'],
  ] as const) {
    const cut = await crumb.evaluate((node) => node.scrollWidth > node.clientWidth);
    expect(cut, `${label} is cut`).toBe(false);
  }
  await page.screenshot({ path: test.info().outputPath('breadcrumb.png') });
});
