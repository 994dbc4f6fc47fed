import { BLOG_POSTS } from '@phonix/shared/content/blog-posts';
import { expect, type Page, test } from '@playwright/test';

/**
 * The main pages a visitor sees, with a heading that says the page's own content has rendered and the
 * fewest pictures the page shows (the about page and the partner form draw with CSS and icons only).
 */
const PAGES: { path: string; heading: string; images: number }[] = [
  { path: '/', heading: 'What would you like to do?', images: 4 + 13 },
  { path: '/sell-mobile', heading: 'Get Instant Cash for Your Mobile!', images: 13 },
  { path: '/sell-mobile/apple', heading: 'Trade In Your Used iPhone for Cash', images: 30 },
  {
    path: '/sell-mobile/apple/apple-iphone-15',
    heading: 'Trade Your Pre-Owned iPhone 15 for Cash',
    images: 1,
  },
  { path: '/blogs', heading: 'Blogs', images: BLOG_POSTS.length },
  { path: `/${BLOG_POSTS[6]?.slug}`, heading: BLOG_POSTS[6]?.title ?? '', images: 1 + 3 },
  { path: '/about', heading: 'About Us', images: 0 },
  { path: '/hyderabad/contact', heading: 'Contact us', images: 1 },
  { path: '/partner-form', heading: 'Partner with Us', images: 0 },
];

/** Image requests that failed or answered an error status, from now on. */
function watchImageFailures(page: Page): string[] {
  const failures: string[] = [];
  page.on('requestfailed', (request) => {
    if (request.resourceType() === 'image')
      failures.push(`${request.url()}: ${request.failure()?.errorText}`);
  });
  page.on('response', (response) => {
    if (response.request().resourceType() === 'image' && response.status() >= 400)
      failures.push(`${response.url()}: HTTP ${response.status()}`);
  });
  return failures;
}

/**
 * Brings every <img> into view one after another (the page's own scrolling and the banner's horizontal
 * scroller), so lazy images load and the sections rendered on approach appear, until no new image shows up.
 */
async function revealEveryImage(page: Page): Promise<void> {
  let seen = -1;
  for (let round = 0; round < 5; round += 1) {
    const count = await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 400) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 40));
      }
      for (const image of Array.from(document.images)) {
        image.scrollIntoView({ block: 'center', inline: 'center' });
        await new Promise((resolve) => setTimeout(resolve, 40));
      }
      return document.images.length;
    });
    if (count === seen) return;
    seen = count;
  }
}

for (const { path, heading, images: fewest } of PAGES) {
  test(`every image on ${path} decodes`, async ({ page }) => {
    const failures = watchImageFailures(page);
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading, exact: true }).first()).toBeVisible();
    await revealEveryImage(page);

    expect(await page.locator('img').count()).toBeGreaterThanOrEqual(fewest);
    // Every image finishes loading (a lazy one still waiting would say complete = false)...
    await expect
      .poll(() => page.evaluate(() => Array.from(document.images).filter((image) => !image.complete).length))
      .toBe(0);
    // ...and has pixels: a broken image is complete with naturalWidth 0.
    const broken = await page.evaluate(() =>
      Array.from(document.images)
        .filter((image) => image.naturalWidth === 0)
        .map((image) => image.currentSrc || image.src),
    );
    expect(broken).toEqual([]);
    expect(failures).toEqual([]);
  });
}
