import fs from 'node:fs';
import path from 'node:path';
import { loadBlogArticle } from '@phonix/shared/content/blog-articles';
import { articlePost, BLOG_ARTICLE_SLUGS } from '@phonix/shared/content/blog-posts';
import { FAQ_ITEMS } from '@phonix/shared/content/faq';
import { expect, type Page, test } from '@playwright/test';
import { HYDRATION_CHECK_PORT } from '../playwright.config.ts';
import { inr } from './support/api.ts';
import { registerCustomer, storeSession } from './support/customers.ts';
import {
  deviceReportPage,
  PUBLIC_PAGES,
  type PublicPage,
  pageText,
  visibleText,
} from './support/public-pages.ts';

const root = path.resolve(import.meta.dirname, '../..');

test.describe('pages rendered on the server', () => {
  test('every public page arrives with its heading and text in the HTML, and its status', async ({
    request,
  }) => {
    for (const page of [...PUBLIC_PAGES, await deviceReportPage(request)]) {
      const response = await request.get(page.path);
      expect(response.status(), page.path).toBe(page.status);
      const html = await response.text();
      const root = html.slice(html.indexOf('<div id="root">'));
      const heading = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(root)?.[1] ?? '';
      expect(visibleText(heading).trim(), `${page.path}: its heading`).toBe(page.heading);
      const text = visibleText(root);
      for (const part of await pageText(page)) expect(text, `${page.path}: "${part}"`).toContain(part);
      // The data the page was rendered from goes with it, for the browser to hydrate with.
      expect(html, `${page.path}: its data`).toContain('<script type="application/json" id="page-data">');
      // Nothing is sent to run inline (the Content-Security-Policy allows scripts from the site only).
      expect(html, `${page.path}: an inline script`).not.toMatch(
        /<script(?![^>]*(type="application\/(ld\+)?json"|src=))[^>]*>/,
      );
    }
  });

  test('a model page shows its Get Upto prices and breadcrumbs in the HTML', async ({ request }) => {
    const { variants } = (await (await request.get('/api/variant/apple-iphone-13')).json()) as {
      variants: { VariantName: string; Rate: number }[];
    };
    const html = await (await request.get('/hyderabad/sell-mobile/apple/apple-iphone-13')).text();
    const text = visibleText(html);
    for (const variant of variants) {
      expect(text).toContain(`Get Exact Price for ${variant.VariantName} (Get Upto ${inr(variant.Rate)})`);
    }
    expect(html).toContain('href="/hyderabad/sell-mobile/apple"');
    expect(html).toContain('<nav aria-label="Breadcrumb"');
  });

  test('a rendered page is kept, served with an ETag and a short Cache-Control, and revalidates with a 304', async ({
    request,
  }) => {
    const first = await request.get('/sell-mobile/samsung');
    const etag = first.headers().etag;
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers()['cache-control']).toBe('public, max-age=60');
    const again = await request.get('/sell-mobile/samsung');
    expect(again.headers().etag).toBe(etag);
    expect(await again.text()).toBe(await first.text());
    const revalidated = await request.get('/sell-mobile/samsung', {
      headers: { 'if-none-match': etag ?? '' },
    });
    expect(revalidated.status()).toBe(304);
    expect(await revalidated.body()).toHaveLength(0);
  });

  test('no personal data is written into a page: a signed-in seller gets the same HTML as anyone', async ({
    request,
  }) => {
    const seller = await registerCustomer(request, 'Private Person');
    const headers = { authorization: `Bearer ${seller.token}`, cookie: `token=${seller.token}` };
    for (const pagePath of ['/', '/sell-mobile/apple/apple-iphone-13', '/sales-orders', '/editprofile']) {
      const anonymous = await (await request.get(pagePath)).text();
      const signedIn = await (await request.get(pagePath, { headers })).text();
      expect(signedIn, pagePath).toBe(anonymous);
      expect(signedIn, pagePath).not.toContain(seller.mobile);
      expect(signedIn, pagePath).not.toContain('Private Person');
    }
  });
});

test.describe('React in the browser', () => {
  test('the browser runs react-dom 19, and neither the packages nor the build hold Preact', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      // React announces each renderer to the developer tools' hook: a stand-in hook hears which one runs.
      const renderers: { name: string; version: string }[] = [];
      Object.assign(window, {
        renderers,
        __REACT_DEVTOOLS_GLOBAL_HOOK__: {
          renderers: new Map(),
          supportsFiber: true,
          isDisabled: false,
          inject(renderer: { rendererPackageName: string; version: string }) {
            renderers.push({ name: renderer.rendererPackageName, version: renderer.version });
            return renderers.length;
          },
          onCommitFiberRoot() {},
          onCommitFiberUnmount() {},
          onPostCommitFiberRoot() {},
          checkDCE() {},
        },
      });
    });
    await page.goto('/');
    await expect(page.getByRole('button', { name: /Selected city/ })).toBeVisible();
    const renderers = await page.evaluate(() => (window as unknown as { renderers: unknown }).renderers);
    expect(renderers).toEqual([{ name: 'react-dom', version: expect.stringMatching(/^19\./) }]);

    const manifests = ['package.json', 'apps/web/package.json', 'packages/shared/package.json'];
    for (const manifest of manifests) {
      expect(fs.readFileSync(path.join(root, manifest), 'utf8'), manifest).not.toMatch(/preact/i);
    }
    const assets = path.join(root, 'apps/web/dist/assets');
    for (const file of fs.readdirSync(assets).filter((name) => name.endsWith('.js'))) {
      expect(fs.readFileSync(path.join(assets, file), 'utf8'), file).not.toMatch(/preact/i);
    }
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('home, brand, model and variant lead to the questionnaire, every page with its content', async ({
    page,
    request,
  }) => {
    const { variants } = (await (await request.get('/api/variant/apple-iphone-13')).json()) as {
      variants: { VariantName: string; Rate: number }[];
    };
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Sell your old or used mobile phone for instant cash',
    );
    await expect(page.getByRole('heading', { name: 'Sell your phone by brand' })).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Apple', exact: true }).click();

    await expect(page).toHaveURL(/\/sell-mobile\/apple$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Trade In Your Used iPhone for Cash');
    const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(trail).toHaveText(/Home.*Sell Old Mobile Phone.*Apple/);
    await page.getByRole('main').getByRole('link', { name: 'iPhone 13', exact: true }).click();

    await expect(page).toHaveURL(/\/sell-mobile\/apple\/apple-iphone-13$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Trade Your Pre-Owned iPhone 13 for Cash',
    );
    await expect(trail).toHaveText(/Home.*Sell Old Mobile Phone.*Apple.*iPhone 13/);
    for (const variant of variants) {
      await expect(
        page.getByRole('link', {
          name: `Get Exact Price for ${variant.VariantName} (Get Upto ${inr(variant.Rate)})`,
        }),
      ).toBeVisible();
    }
    // The button that needs JavaScript is not offered.
    await expect(page.getByRole('button', { name: 'Get Exact Price' })).toBeHidden();
    const [first] = variants;
    if (!first) throw new Error('The iPhone 13 has no variant');
    await page.getByRole('link', { name: new RegExp(`^Get Exact Price for ${first.VariantName} `) }).click();

    await expect(page).toHaveURL(new RegExp(`/options/apple-iphone-13/${first.VariantName.toLowerCase()}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('iPhone 13');
    await expect(page.getByText(inr(first.Rate))).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Primary Info' })).toBeVisible();
    await expect(page.getByText('Are you able to make and receive calls?')).toBeVisible();
    // (Playwright's text search skips <noscript>, whose content the browser shows here.)
    const note = page.locator('main noscript p').first();
    await expect(note).toBeVisible();
    await expect(note).toContainText('This page needs JavaScript.');
    await page.screenshot({
      path: test.info().outputPath('questionnaire-without-javascript.png'),
      fullPage: true,
    });
  });

  test('every FAQ answer is shown, and the blog leads to its articles', async ({ page }) => {
    await page.goto('/faq');
    for (const item of FAQ_ITEMS) await expect(page.getByText(item.answer)).toBeVisible();
    await page.goto('/blogs');
    const [first] = BLOG_ARTICLE_SLUGS;
    if (!first) throw new Error('The blog has no article');
    const post = articlePost(first);
    await page.getByRole('main').getByRole('link', { name: post.title }).first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
    await expect(page.getByText((await loadBlogArticle(first)).intro)).toBeVisible();
  });

  test('pages that need JavaScript say so instead of showing nothing', async ({ page }) => {
    for (const pagePath of ['/sales-orders', '/editprofile', '/sell-now', '/admin', '/partner']) {
      await page.goto(pagePath);
      // (Playwright's text search skips <noscript>, whose content the browser shows here.)
      const note = page.locator('noscript p').first();
      await expect(note, pagePath).toBeVisible();
      await expect(note, pagePath).toContainText('This page needs JavaScript.');
    }
  });
});

/** Console errors and warnings, uncaught exceptions and React's recoverable errors of a page from now on. */
function reactProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

/** A page whose resources failed on purpose (a 404 page's own status) is no hydration problem. */
const isExpected = (problem: string, page: PublicPage) =>
  page.status === 404 &&
  problem.startsWith('Failed to load resource: the server responded with a status of 404');

test.describe('hydration', () => {
  // React's development build in the browser (playwright.config.ts): it reports every mismatch.
  test.use({ baseURL: `http://127.0.0.1:${HYDRATION_CHECK_PORT}` });

  /** Opens a page and fails on any warning or error React (or anything else) reports while it hydrates. */
  async function expectCleanHydration(page: Page, publicPage: PublicPage) {
    const problems = reactProblems(page);
    await page.goto(publicPage.path, { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(publicPage.heading);
    expect(problems.filter((problem) => !isExpected(problem, publicPage))).toEqual([]);
  }

  // Each page at both widths: the desktop project's 1280 px and the mobile project's 360 px.
  for (const publicPage of PUBLIC_PAGES) {
    test(`${publicPage.path} hydrates without a warning`, async ({ page }) => {
      await expectCleanHydration(page, publicPage);
    });
  }
  test('a device report hydrates without a warning', async ({ page, request }) => {
    await expectCleanHydration(page, await deviceReportPage(request));
  });

  test('a signed-in seller, a chosen city and a questionnaire in progress hydrate without a warning', async ({
    page,
    request,
  }) => {
    const seller = await registerCustomer(request, 'Hydrating Seller');
    await page.goto('/about');
    await storeSession(page, seller);
    await page.evaluate(() => window.localStorage.setItem('selectedCity', 'bengaluru'));
    const problems = reactProblems(page);
    await page.goto('/sell-mobile/apple');
    // After hydration the header shows the seller and links carry the chosen city.
    await expect(
      page.getByRole('button', { name: 'Account menu for Hydrating Seller' }).first(),
    ).toBeAttached();
    await expect(
      page.getByRole('main').getByRole('link', { name: 'iPhone 13', exact: true }),
    ).toHaveAttribute('href', '/bengaluru/sell-mobile/apple/apple-iphone-13');
    await page.goto('/options/apple-iphone-13/128gb');
    // (A tap before the page's code has arrived can be lost: tap until the answer shows.)
    const yes = page.getByRole('radio', { name: 'Yes' }).first();
    await expect(async () => {
      await yes.click();
      await expect(yes).toBeChecked({ timeout: 1_000 });
    }).toPass();
    await page.reload({ waitUntil: 'networkidle' });
    await expect(page.getByRole('radio', { name: 'Yes' }).first()).toBeChecked();
    expect(problems).toEqual([]);
  });

  test('the check itself fails on a page that does not match what the browser renders', async ({ page }) => {
    const problems = reactProblems(page);
    await page.route('**/sell-mobile', async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace('Choose your brand', 'Choose a brand');
      await route.fulfill({ response, body: html });
    });
    await page.goto('/sell-mobile', { waitUntil: 'networkidle' });
    await expect.poll(() => problems.join('\n')).toMatch(/hydrat/i);
  });
});
