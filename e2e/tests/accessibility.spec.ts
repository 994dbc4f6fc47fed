import { expect, type Page, test } from '@playwright/test';
import { seriousViolations } from './support/accessibility.ts';
import { api } from './support/api.ts';

/** Scrolls to the end and back so sections loaded on approach are part of the scan. */
async function renderWholePage(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 500) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 30));
    }
    window.scrollTo(0, 0);
  });
}

const PAGES: { name: string; path: string; ready: (page: Page) => Promise<void> }[] = [
  {
    name: 'home',
    path: '/',
    ready: async (page) => {
      await expect(page.getByTestId('banner-carousel')).toBeVisible();
      await page.getByRole('heading', { name: 'Frequently Asked Questions' }).scrollIntoViewIfNeeded();
      await renderWholePage(page);
      await expect(page.getByTestId('testimonials')).toBeVisible();
      await expect(
        page.getByRole('region', { name: 'Frequently Asked Questions' }).getByRole('button'),
      ).toHaveCount(8);
      await expect(
        page.getByRole('region', { name: 'Sell your phone by brand' }).getByRole('link', { name: 'Apple' }),
      ).toBeVisible();
    },
  },
  {
    name: 'sell-mobile',
    path: '/hyderabad/sell-mobile',
    ready: (page) => expect(page.getByRole('link', { name: 'Apple' }).first()).toBeVisible(),
  },
  {
    name: 'brand page',
    path: '/hyderabad/sell-mobile/apple',
    ready: (page) => expect(page.getByRole('heading', { name: 'Pick Model' })).toBeVisible(),
  },
  {
    name: 'about',
    path: '/about',
    ready: (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible(),
  },
  {
    name: 'faq',
    path: '/faq',
    ready: (page) => expect(page.getByRole('main').locator('h2 > button')).toHaveCount(8),
  },
  { name: 'blogs', path: '/blogs', ready: (page) => expect(page.getByRole('article')).toHaveCount(16) },
  {
    name: 'blog article',
    path: '/prepare-phone-before-selling',
    ready: (page) => expect(page.getByTestId('article-cover')).toBeVisible(),
  },
  {
    name: 'privacy policy',
    path: '/privacy-policy',
    ready: (page) => expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy'),
  },
  {
    name: 'contact',
    path: '/hyderabad/contact',
    ready: (page) => expect(page.getByRole('heading', { name: 'Get in Touch' })).toBeVisible(),
  },
  {
    name: 'partner form',
    path: '/partner-form',
    ready: (page) => expect(page.getByRole('heading', { level: 1 })).toHaveText('Partner with Us'),
  },
  {
    name: 'buy-mobile',
    path: '/hyderabad/buy-mobile',
    ready: (page) => expect(page.getByRole('heading', { level: 1 })).toHaveText('Coming Soon'),
  },
  {
    name: 'purchase-orders',
    path: '/hyderabad/purchase-orders',
    ready: (page) => expect(page.getByRole('heading', { level: 1 })).toHaveText('Purchase Orders'),
  },
  {
    name: 'not-found',
    path: '/no-such-page/at-all',
    ready: (page) => expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops, page not found...'),
  },
];

test.describe('accessibility: no serious or critical axe violations', () => {
  for (const { name, path, ready } of PAGES) {
    test(name, async ({ page }) => {
      await page.goto(path);
      await ready(page);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  test('model page', async ({ page, request }) => {
    const { models } = await api.brandModels(request, 'apple');
    const model = models[0];
    expect(model).toBeDefined();
    await page.goto(`/hyderabad/sell-mobile/apple/${model?.ic_slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Trade Your Pre-Owned');
    await expect(page.getByRole('button', { name: 'Get Exact Price' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('forms showing their errors', async ({ page }) => {
    await page.goto('/hyderabad/contact');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Name is required')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto('/partner-form');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Shop Name is required')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
