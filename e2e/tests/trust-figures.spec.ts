import { expect, test } from '@playwright/test';

/**
 * Issue 11: the home page's trust figures come from the database (GET /api/sitestats), show only what is
 * real, say their period, and load below the fold, after the first page.
 */

interface SiteStats {
  periodDays: number;
  ordersBooked: number | null;
  citiesServed: number | null;
  pincodesCovered: number | null;
  averageQuoteSeconds: number | null;
}

const indian = new Intl.NumberFormat('en-IN');

test('the home page shows the figures the database counts, and only those, once scrolled to', async ({
  page,
  request,
}) => {
  const asked: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().includes('/api/sitestats')) asked.push(sent.url());
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  // Below the fold: not part of the first page.
  expect(asked).toEqual([]);

  const section = page.getByRole('region', { name: 'Phonix in numbers' });
  await page.getByRole('heading', { name: 'Why Choose Phonix' }).scrollIntoViewIfNeeded();
  await expect(section).toBeVisible();
  // The request event may reach the test a moment after the section is drawn.
  await expect.poll(() => asked.length).toBeGreaterThan(0);

  const stats = (await (await request.get('/api/sitestats')).json()) as SiteStats;
  const figure = (key: string) => section.locator(`[data-figure="${key}"]`);
  // Counted from the seeded cities and their pincodes; a new site's few orders are not shown.
  expect(stats.citiesServed).not.toBeNull();
  expect(stats.pincodesCovered).not.toBeNull();
  await expect(figure('cities')).toContainText(indian.format(stats.citiesServed ?? 0));
  await expect(figure('cities')).toContainText('cities with doorstep pickup');
  await expect(figure('pincodes')).toContainText(indian.format(stats.pincodesCovered ?? 0));
  if (stats.ordersBooked === null) await expect(figure('orders')).toHaveCount(0);
  else await expect(figure('orders')).toContainText(`in the last ${stats.periodDays} days`);
  if (stats.averageQuoteSeconds === null) await expect(figure('quote-time')).toHaveCount(0);
  await expect(section.getByText(/^0$/)).toHaveCount(0);
  // The caption is true of whichever figures are shown (here the service area, without orders).
  await expect(section.getByText('Counted from our own records, not estimated.')).toBeVisible();
  await section.screenshot({ path: test.info().outputPath('trust-figures.png') });
});

test('with no figure worth showing, the section is not drawn at all', async ({ page }) => {
  await page.route('**/api/sitestats', (route) =>
    route.fulfill({
      json: {
        success: true,
        periodDays: 90,
        ordersBooked: null,
        citiesServed: null,
        pincodesCovered: null,
        averageQuoteSeconds: null,
        countedAt: new Date().toISOString(),
      },
    }),
  );
  await page.goto('/');
  await page.getByRole('heading', { name: 'Why Choose Phonix' }).scrollIntoViewIfNeeded();
  const answered = page.waitForResponse('**/api/sitestats');
  await page.getByRole('link', { name: 'Become a Partner' }).first().scrollIntoViewIfNeeded();
  await answered;
  await expect(page.getByRole('region', { name: 'Phonix in numbers' })).toHaveCount(0);
  await expect(page.getByText('pincodes covered')).toHaveCount(0);
});

test('every figure, when real, with its period', async ({ page }) => {
  await page.route('**/api/sitestats', (route) =>
    route.fulfill({
      json: {
        success: true,
        periodDays: 90,
        ordersBooked: 12480,
        citiesServed: 14,
        pincodesCovered: 1200,
        averageQuoteSeconds: 90,
        countedAt: new Date().toISOString(),
      },
    }),
  );
  await page.goto('/');
  await page.getByRole('heading', { name: 'Why Choose Phonix' }).scrollIntoViewIfNeeded();
  const section = page.getByRole('region', { name: 'Phonix in numbers' });
  await expect(section.locator('[data-figure="orders"]')).toContainText('12,480');
  await expect(section.locator('[data-figure="orders"]')).toContainText('pickups booked in the last 90 days');
  await expect(section.locator('[data-figure="quote-time"]')).toContainText('1 min 30 sec');
  await expect(section.locator('[data-figure="quote-time"]')).toContainText(
    'average time to an exact price, in the last 90 days',
  );
  await expect(section.locator('[data-figure="pincodes"]')).toContainText('1,200');
  await section.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('trust-figures-all.png') });
});
