import { loadBlogArticle } from '@phonix/shared/content/blog-articles';
import { blogCards as hindiCards } from '@phonix/shared/content/blog-cards/hi';
import { BLOG_ARTICLE_SLUGS, BLOG_POSTS } from '@phonix/shared/content/blog-posts';
import { FAQ_ITEMS } from '@phonix/shared/content/faq';
import * as m from '@phonix/shared/messages';
import {
  CURRENT_PRIVACY_NOTICE,
  GRIEVANCE_OFFICER,
  PRIVACY_NOTICE_ITEMS,
} from '@phonix/shared/privacy-notice';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { collectErrors, expectNoHorizontalOverflow } from './support/browser.ts';

const SELL_TITLE = 'Sell your old or used mobile phone for instant cash';

/** Scrolls through the page so the sections loaded on approach (testimonials, FAQ) are rendered. */
async function scrollThrough(page: Page): Promise<void> {
  // The page's own sections first (its code is a lazy chunk), so the page has its full height.
  await expect(page.getByRole('heading', { name: 'Frequently Asked Questions' })).toBeAttached();
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 500) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 30));
    }
  });
}

function viewportWidth(page: Page): number {
  return page.viewportSize()?.width ?? 0;
}

test.describe('home page', () => {
  test('shows the banner carousel after mount: 4 slides, controls, indicators, links and titles', async ({
    page,
  }) => {
    const errors = collectErrors(page);
    await page.goto('/');
    const banner = page.getByTestId('banner-carousel');
    await expect(banner).toBeVisible();
    const slides = banner.getByRole('group');
    await expect(slides).toHaveCount(4);
    await expect(banner.getByRole('button', { name: 'Previous slide' })).toBeVisible();
    await expect(banner.getByRole('button', { name: 'Next slide' })).toBeVisible();
    const indicators = banner.getByRole('button', { name: /^Go to slide \d$/ });
    await expect(indicators).toHaveCount(4);

    for (const index of [0, 1, 2]) {
      const link = slides.nth(index).getByRole('link');
      await expect(link).toHaveAttribute('href', '/sell-mobile');
      await expect(link).toHaveAttribute('title', SELL_TITLE);
    }
    const partnerLink = slides.nth(3).getByRole('link');
    await expect(partnerLink).toHaveAttribute('href', '/partner-form');
    await expect(partnerLink).toHaveAttribute('title', /join.*grow your business/i);

    // Separate art per layout: the desktop image is 1200 x 600, the mobile one is its own file.
    const image = slides.first().getByRole('img');
    await expect(image).toHaveJSProperty('complete', true);
    const shown = await image.evaluate((element: HTMLImageElement) => ({
      src: element.currentSrc,
      width: element.naturalWidth,
      height: element.naturalHeight,
    }));
    if (viewportWidth(page) >= 768) {
      expect(shown.src).toContain('/banners/banner-1-desktop.svg');
      expect(shown).toMatchObject({ width: 1200, height: 600 });
    } else {
      expect(shown.src).toContain('/banners/banner-1-mobile.svg');
    }

    // Next, previous and the indicators move the carousel; the current indicator says so.
    await expect(indicators.nth(0)).toHaveAttribute('aria-current', 'true');
    await banner.getByRole('button', { name: 'Next slide' }).click();
    await expect(indicators.nth(1)).toHaveAttribute('aria-current', 'true');
    await banner.getByRole('button', { name: 'Previous slide' }).click();
    await expect(indicators.nth(0)).toHaveAttribute('aria-current', 'true');
    await banner.getByRole('button', { name: 'Go to slide 4' }).click();
    await expect(indicators.nth(3)).toHaveAttribute('aria-current', 'true');
    await expect(indicators.nth(0)).not.toHaveAttribute('aria-current', 'true');
    // Wraps around from the last slide.
    await banner.getByRole('button', { name: 'Next slide' }).click();
    await expect(indicators.nth(0)).toHaveAttribute('aria-current', 'true');
    expect(errors).toEqual([]);
  });

  test('banner: a visible button on the phone layout, arrows clear of the text, 44 px indicators', async ({
    page,
  }) => {
    await page.goto('/');
    const banner = page.getByTestId('banner-carousel');
    const slides = banner.getByRole('group');
    await expect(slides).toHaveCount(4);
    const width = viewportWidth(page);
    const box = async (locator: Locator) => {
      const found = await locator.boundingBox();
      if (!found) throw new Error('not rendered');
      return found;
    };

    const buttons = ['Sell Now', 'Book a Pickup', 'Check Your Price', 'Join as a Partner'];
    for (const [index, label] of buttons.entries()) {
      await banner.getByRole('button', { name: `Go to slide ${index + 1}` }).click();
      const slide = slides.nth(index);
      await expect(slide).not.toHaveAttribute('inert');
      const cta = slide.getByTestId('banner-cta');
      const picture = await box(slide.getByRole('img'));
      if (width < 768) {
        // The phone art has no drawn button: a real one sits under it, inside the slide's link.
        await expect(cta).toBeVisible();
        await expect(cta).toHaveText(label);
        // The carousel scrolls smoothly to the slide: measure once it has come to rest inside the screen.
        await expect
          .poll(async () => {
            const settled = await box(cta);
            return settled.x >= 0 && settled.x + settled.width <= width;
          })
          .toBe(true);
        const button = await box(cta);
        expect(button.height).toBeGreaterThanOrEqual(44);
        expect(button.y).toBeGreaterThanOrEqual(picture.y + picture.height - 1);
        expect(button.x + button.width).toBeLessThanOrEqual(width);
      } else {
        // The desktop art draws its own button.
        await expect(cta).toBeHidden();
      }

      for (const name of ['Previous slide', 'Next slide']) {
        const arrow = await box(banner.getByRole('button', { name }));
        expect(arrow.width).toBeGreaterThanOrEqual(44);
        expect(arrow.height).toBeGreaterThanOrEqual(44);
        if (width < 1280) {
          // Below the slide (its picture and its button), never over the text.
          const slideBox = await box(slide);
          expect(arrow.y, name).toBeGreaterThanOrEqual(slideBox.y + slideBox.height - 1);
        } else if (name === 'Previous slide') {
          // Beside the slide: inside the art's left margin (72 of 1200), left of the text.
          expect(arrow.x + arrow.width).toBeLessThanOrEqual(picture.x + picture.width * 0.06);
        }
      }
    }

    const indicators = banner.getByRole('button', { name: /^Go to slide \d$/ });
    for (const index of [0, 1, 2, 3]) {
      const target = await box(indicators.nth(index));
      expect(target.width).toBeGreaterThanOrEqual(44);
      expect(target.height).toBeGreaterThanOrEqual(44);
      // The visible chip is at least 12 px, not a speck.
      const chip = await box(indicators.nth(index).locator('span'));
      expect(Math.min(chip.width, chip.height)).toBeGreaterThanOrEqual(12);
    }

    if (width < 768) {
      await slides.nth(3).getByTestId('banner-cta').click();
      await expect(page).toHaveURL(/\/partner-form$/);
    }
  });

  test("banner: the art's words (eyebrow, headline, chips) are at least 12 px as shown", async ({ page }) => {
    await page.goto('/');
    const picture = page.getByTestId('banner-carousel').getByRole('img').first();
    await expect(picture).toBeVisible();
    const shownWidth = (await picture.boundingBox())?.width ?? 0;
    const art = viewportWidth(page) < 768 ? 'mobile' : 'desktop';
    // Each slide's art, drawn inline at the width the page shows it: the size of every text meant to be
    // read (directly on the art, or in a pill-shaped chip) in CSS pixels. The drawn scenes (a phone's
    // screen, a calendar, a shop sign) may hold smaller words, as any illustration does.
    const sizes = await page.evaluate(
      async ({ art, shownWidth }) => {
        const found: { slide: number; text: string; px: number }[] = [];
        for (const slide of [1, 2, 3, 4]) {
          const svg = await (await fetch(`/banners/banner-${slide}-${art}.svg`)).text();
          const holder = document.createElement('div');
          holder.style.width = `${shownWidth}px`;
          holder.innerHTML = svg;
          const root = holder.querySelector('svg') as SVGSVGElement;
          root.setAttribute('width', '100%');
          root.removeAttribute('height');
          document.body.append(holder);
          const isPill = (element: Element | null) =>
            element instanceof SVGRectElement &&
            Number(element.getAttribute('rx')) * 2 === Number(element.getAttribute('height'));
          for (const text of Array.from(root.querySelectorAll('text'))) {
            const parent: Element | null = text.parentNode instanceof Element ? text.parentNode : null;
            if (parent !== root && !isPill(parent?.firstElementChild ?? null)) continue;
            const scale = text.getScreenCTM()?.a ?? 0;
            const px = Number(text.getAttribute('font-size') ?? 0) * scale;
            found.push({ slide, text: text.textContent ?? '', px: Math.round(px * 10) / 10 });
          }
          holder.remove();
        }
        return found;
      },
      { art, shownWidth },
    );
    // The eyebrow, two headline lines, the subtitle and at least one chip on each slide.
    for (const slide of [1, 2, 3, 4]) {
      expect(sizes.filter((size) => size.slide === slide).length, `slide ${slide}`).toBeGreaterThanOrEqual(5);
    }
    for (const size of sizes) expect(size.px, `slide ${size.slide}: ${size.text}`).toBeGreaterThanOrEqual(12);
  });

  test('has the two tiles, the sections and the partner call to action', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(SELL_TITLE);
    await expect(page.getByRole('heading', { name: 'What would you like to do?' })).toBeVisible();
    const tiles = page.getByRole('region', { name: 'What would you like to do?' });
    await expect(tiles.getByRole('link', { name: /^Sell Mobile/ })).toHaveAttribute('href', '/sell-mobile');
    await expect(tiles.getByRole('link', { name: /^Repair Mobile/ })).toHaveAttribute('href', '/buy-mobile');

    const brands = page.getByRole('region', { name: 'Sell your phone by brand' });
    await expect(brands.getByRole('link', { name: 'Apple' })).toBeVisible();

    const how = page.getByRole('region', { name: 'How it works' });
    for (const step of ['Choose Device', 'Schedule Pickup', 'Get Paid'])
      await expect(how.getByRole('heading', { name: step })).toBeVisible();

    const why = page.getByRole('region', { name: 'Why Choose Phonix' });
    for (const reason of ['Best Price Guaranteed', '100% Safe & Hassle-Free', 'Free Doorstep Pickup'])
      await expect(why.getByRole('heading', { name: reason })).toBeVisible();

    const partner = page.getByRole('link', { name: 'Become a Partner' }).first();
    await expect(partner).toHaveAttribute('href', '/partner-form');
    await partner.click();
    await expect(page).toHaveURL(/\/partner-form$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Partner with Us');
  });

  test('shows the 8-question FAQ with the first item open', async ({ page }) => {
    await page.goto('/');
    await scrollThrough(page);
    const faq = page.getByRole('region', { name: 'Frequently Asked Questions' });
    const questions = faq.getByRole('button');
    await expect(questions).toHaveCount(8);
    await expect(questions.first()).toHaveAttribute('aria-expanded', 'true');
    await expect(faq.getByText(FAQ_ITEMS[0]?.answer ?? '')).toBeVisible();
    for (const index of [1, 2, 3, 4, 5, 6, 7])
      await expect(questions.nth(index)).toHaveAttribute('aria-expanded', 'false');

    await questions.nth(2).click();
    await expect(questions.nth(2)).toHaveAttribute('aria-expanded', 'true');
    await expect(questions.first()).toHaveAttribute('aria-expanded', 'false');
    await expect(faq.getByText(FAQ_ITEMS[2]?.answer ?? '')).toBeVisible();
  });
});

test.describe('testimonials', () => {
  async function openTestimonials(page: Page) {
    await page.goto('/');
    await scrollThrough(page);
    // The sections still grow as they load and the carousel moves on its own, so they may never hold still
    // for Playwright's own scrolling (it timed out on a loaded machine): scroll them into view directly.
    await page
      .getByRole('heading', { name: 'Frequently Asked Questions' })
      .evaluate((node) => node.scrollIntoView({ block: 'center' }));
    const carousel = page.getByTestId('testimonials');
    await carousel.evaluate((node) => node.scrollIntoView({ block: 'center' }));
    await expect(carousel.getByRole('group')).toHaveCount(6);
    return carousel;
  }

  test('show 3 cards above 854 px and 1 at or below, with controls', async ({ page }) => {
    const carousel = await openTestimonials(page);
    const expected = viewportWidth(page) > 854 ? 3 : 1;
    await expect(carousel).toHaveAttribute('data-cards-per-view', String(expected));
    await expect(carousel.locator('[data-visible="true"]')).toHaveCount(expected);
    // 6 entries: more than one page either way, so the controls show.
    const section = page.getByRole('region', { name: 'What our customers say' });
    await expect(section.getByRole('button', { name: 'Next testimonials' })).toBeVisible();
    await expect(section.getByRole('button', { name: 'Previous testimonials' })).toBeVisible();
    // Every visible card is inside the viewport's width.
    const cardWidth = await carousel
      .locator('[data-visible="true"]')
      .first()
      .evaluate((node) => node.clientWidth);
    const viewport = await carousel.evaluate((node) => node.firstElementChild?.clientWidth ?? 0);
    expect(cardWidth).toBeLessThanOrEqual(Math.ceil(viewport / expected) + 1);
  });

  test('recompute the cards per view on resize, at the 854 px breakpoint', async ({ page }) => {
    const carousel = await openTestimonials(page);
    await page.setViewportSize({ width: 855, height: 800 });
    await expect(carousel).toHaveAttribute('data-cards-per-view', '3');
    await expect(carousel.locator('[data-visible="true"]')).toHaveCount(3);
    await page.setViewportSize({ width: 854, height: 800 });
    await expect(carousel).toHaveAttribute('data-cards-per-view', '1');
    await expect(carousel.locator('[data-visible="true"]')).toHaveCount(1);
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(carousel).toHaveAttribute('data-cards-per-view', '3');
  });

  test('advance every 3 seconds and wrap around', async ({ page }) => {
    const carousel = await openTestimonials(page);
    // The carousel pauses under the pointer; keep the pointer away from it.
    await page.mouse.move(0, 0);
    const perView = viewportWidth(page) > 854 ? 3 : 1;
    const pages = Math.ceil(6 / perView);
    // Each advance is timed in the page itself, with the card then shown first: on a loaded machine the test's
    // own steps lag the page by a second or more, and a clock on this side measured from a late start.
    type Advance = { page: number; first: string | null; at: number };
    await carousel.evaluate((node) => {
      const seen: Advance[] = [];
      (window as unknown as { advances: Advance[] }).advances = seen;
      new MutationObserver(() =>
        seen.push({
          page: Number(node.getAttribute('data-page')),
          first: node.querySelector('[data-visible="true"]')?.getAttribute('aria-label') ?? null,
          at: performance.now(),
        }),
      ).observe(node, { attributes: true, attributeFilter: ['data-page'] });
    });
    const advances = () => page.evaluate(() => (window as unknown as { advances: Advance[] }).advances);
    await expect.poll(async () => (await advances()).length, { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
    const [first, second] = (await advances()) as [Advance, Advance, ...Advance[]];
    const gap = second.at - first.at;
    expect(gap, 'advanced about 3000 ms after the previous advance').toBeGreaterThan(2_500);
    expect(gap).toBeLessThan(4_500);
    expect(second.page).toBe((first.page + 1) % pages);
    expect(second.first).toBe(`${second.page * perView + 1} of 6`);
    if (pages > 2) {
      // Six pages: click to the last page, then the carousel wraps to the first by itself.
      await carousel.hover();
      const next = page.getByRole('button', { name: 'Next testimonials' });
      while ((await carousel.getAttribute('data-page')) !== String(pages - 1)) await next.click();
      await page.mouse.move(0, 0);
    }
    // Two pages at desktop width: the advances go 0, 1, 0, ... by themselves.
    await expect(carousel).toHaveAttribute('data-page', '0', { timeout: 5_000 });
    await expect(carousel.locator('[data-visible="true"]').first()).toHaveAttribute('aria-label', '1 of 6');
  });
});

test.describe('static pages', () => {
  test('about', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Us');
    await expect(page.getByRole('heading', { name: 'What we promise every seller' })).toBeVisible();
    await expectNoHorizontalOverflow(page, viewportWidth(page));
  });

  test('faq lists the 8 questions with the first open', async ({ page }) => {
    await page.goto('/faq');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frequently Asked Questions');
    const questions = page.getByRole('main').locator('h2 > button');
    await expect(questions).toHaveCount(8);
    for (const [index, item] of FAQ_ITEMS.entries())
      await expect(questions.nth(index)).toHaveText(item.question);
    await expect(questions.first()).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText(FAQ_ITEMS[0]?.answer ?? '')).toBeVisible();
    await expectNoHorizontalOverflow(page, viewportWidth(page));
  });

  test('the privacy notice itemises what is collected, why, who receives it and how long, with its version', async ({
    page,
  }) => {
    await page.goto('/privacy-policy');
    const main = page.getByRole('main');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
    await expect(main).toContainText(
      `Version ${CURRENT_PRIVACY_NOTICE.version}, in effect from 29 November 2026`,
    );
    for (const item of PRIVACY_NOTICE_ITEMS) {
      const card = main.getByRole('listitem').filter({ has: page.getByRole('heading', { name: item.data }) });
      await expect(card).toContainText(item.purpose);
      await expect(card).toContainText(item.recipients);
      await expect(card).toContainText(item.retention);
    }
    for (const heading of ['Your rights', 'Grievance Officer', 'Data Protection Board of India'])
      await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
    await expect(main).toContainText(GRIEVANCE_OFFICER.name);
    await expect(page.getByRole('link', { name: GRIEVANCE_OFFICER.email })).toHaveAttribute(
      'href',
      `mailto:${GRIEVANCE_OFFICER.email}`,
    );
    await expect(page.getByRole('link', { name: 'Open my privacy page' })).toHaveAttribute(
      'href',
      '/account/privacy',
    );
    await expectNoHorizontalOverflow(page, viewportWidth(page));
  });

  test('the placeholders say Coming Soon, and Purchase Orders is not available yet', async ({ page }) => {
    for (const path of ['/hyderabad/buy-mobile', '/hyderabad/repair-mobile']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Coming Soon');
    }
    await page.goto('/hyderabad/purchase-orders');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Purchase Orders');
    await expect(page.getByRole('main')).toContainText('Purchase orders are not available at the moment');
    await expect(page.getByRole('main')).toContainText('check back soon');
  });
});

test.describe('blog', () => {
  test('lists 16 cards with their date, each opening an article page', async ({ page }) => {
    await page.goto('/blogs');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blogs');
    const cards = page.getByTestId('blog-list').getByRole('article');
    await expect(cards).toHaveCount(16);
    expect(BLOG_ARTICLE_SLUGS).toHaveLength(16);
    for (const [index, post] of BLOG_POSTS.entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole('link', { name: post.title })).toHaveAttribute('href', `/${post.slug}`);
      await expect(card.locator('time')).toHaveAttribute('dateTime', post.dateTime);
    }
    const dates = new Set(BLOG_POSTS.map((post) => post.dateTime));
    expect([...dates].sort()).toEqual(['2025-03-14', '2025-03-15', '2025-03-16']);
    await expect(cards.first().locator('time')).toHaveText('14 March 2025');
    await expectNoHorizontalOverflow(page, viewportWidth(page));

    // Every card opens its own article: 16 different addresses, and a card's article has the card's title.
    const hrefs = await cards
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(new Set(hrefs).size).toBe(16);
    await cards.nth(8).getByRole('link').click();
    await expect(page).toHaveURL(`/${BLOG_POSTS[8]?.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(BLOG_POSTS[8]?.title ?? '');
    await expect(page.getByTestId('article-cover')).toBeVisible();
  });

  for (const slug of BLOG_ARTICLE_SLUGS) {
    test(`article ${slug}: the whole cover (422 px high from 1024 px), date, title, intro and sections`, async ({
      page,
    }) => {
      const post = BLOG_POSTS.find((entry) => entry.slug === slug);
      const response = await page.goto(`/${slug}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(post?.title ?? '');
      const cover = page.getByTestId('article-cover');
      await expect(cover).toHaveAttribute('src', post?.image ?? '');
      await expect(cover).toHaveJSProperty('complete', true);
      const box = await cover.boundingBox();
      if (!box) throw new Error('no cover');
      if (viewportWidth(page) >= 1024) expect(box.height).toBe(422);
      else expect(box.width).toBeGreaterThanOrEqual(viewportWidth(page) - 40);
      // Nothing cropped: the picture is shown in its own shape (1200 x 630).
      expect(Math.abs(box.width / box.height - 1200 / 630)).toBeLessThan(0.02);
      await expect(page.getByTestId('article-date').locator('time')).toHaveAttribute(
        'dateTime',
        post?.dateTime ?? '',
      );
      await expect(page.locator('article section h2').nth(3)).toBeVisible();
      await expect(page).toHaveTitle(`${post?.title} | Phonix`);
      // Its own description and Article structured data, as the server wrote them.
      await expect(page.locator('meta[name="description"]')).toHaveAttribute(
        'content',
        post?.description ?? '',
      );
      const article = await page
        .locator('script[type="application/ld+json"]')
        .evaluateAll((scripts) =>
          scripts
            .map((script) => JSON.parse(script.textContent ?? '{}'))
            .find((data) => data['@type'] === 'Article'),
        );
      expect(article).toMatchObject({ headline: post?.title, datePublished: post?.dateTime });
      // Three other articles to read next.
      const more = page.getByRole('region', { name: 'More from our blog' }).getByRole('article');
      await expect(more).toHaveCount(3);
      await expectNoHorizontalOverflow(page, viewportWidth(page));
    });
  }

  test('articles say what sellers need to know', async ({ page }) => {
    await page.goto('/why-iphones-hold-resale-value');
    await expect(page.getByRole('main')).toContainText('5-6 years');
    await expect(page.getByRole('main')).toContainText('2-3 years');
    await page.goto('/prepare-phone-before-selling');
    for (const topic of [
      'Back up an iPhone',
      'Back up an Android phone',
      'Find My',
      'FRP',
      'Factory-reset',
      'SIM',
    ])
      await expect(page.getByRole('main')).toContainText(topic);
  });

  test('articles also open under a city, and an unknown slug is not found', async ({ page }) => {
    const response = await page.goto('/hyderabad/what-decides-used-phone-price');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'What Decides the Price of Your Used Phone?',
    );

    const missing = await page.goto('/what-decides-used-phone-prices');
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops, page not found...');
  });
});

test.describe('blog in Hindi', () => {
  /** The text of every script the page downloads from now on. */
  function collectScripts(page: Page): string[] {
    const scripts: string[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      scripts.push(await response.text().catch(() => ''));
    });
    return scripts;
  }

  test("lists the Hindi cards, opens an article in Hindi and downloads neither another language's cards nor the English article", async ({
    page,
  }) => {
    const errors = collectErrors(page);
    const scripts = collectScripts(page);
    await page.goto('/hi/blogs');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.blog_heading({}, { locale: 'hi' }));
    const cards = page.getByTestId('blog-list').getByRole('article');
    await expect(cards).toHaveCount(16);
    for (const [index, post] of BLOG_POSTS.entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole('link', { name: hindiCards[post.slug].title })).toHaveAttribute(
        'href',
        `/hi/${post.slug}`,
      );
      await expect(card).toContainText(hindiCards[post.slug].details);
      await expect(card.locator('time')).toHaveAttribute('dateTime', post.dateTime);
    }
    // The date in Hindi, with Latin digits.
    await expect(cards.first().locator('time')).toHaveText(/^14 \S*[\u0900-\u097F]\S* 2025$/);
    await expect(cards.first()).toContainText(m.blog_read_more({}, { locale: 'hi' }));
    await expect(page).toHaveTitle(`${m.seo_blogs_title({}, { locale: 'hi' })} | Phonix`);
    const main = page.getByRole('main');
    await expect(main).not.toContainText('Read more');
    await expect(main).not.toContainText(BLOG_POSTS[0]?.title ?? '');
    await expectNoHorizontalOverflow(page, viewportWidth(page));

    // A card opens its article in the browser: Hindi text, head and the three related cards.
    const post = BLOG_POSTS[4] as (typeof BLOG_POSTS)[number];
    const hindi = await loadBlogArticle(post.slug, 'hi');
    const english = await loadBlogArticle(post.slug);
    await cards.nth(4).getByRole('link').click();
    await expect(page).toHaveURL(`/hi/${post.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(hindiCards[post.slug].title);
    await expect(page.getByText(hindi.intro)).toBeVisible();
    for (const section of hindi.sections)
      await expect(page.locator(`#${section.id}`).getByRole('heading')).toHaveText(section.heading);
    await expect(page).toHaveTitle(`${hindiCards[post.slug].title} | Phonix`);
    const more = page.getByRole('region', { name: m.blog_more({}, { locale: 'hi' }) }).getByRole('article');
    await expect(more).toHaveCount(3);
    for (const [index, next] of hindi.related.entries())
      await expect(more.nth(index).getByRole('link')).toHaveText(hindiCards[next].title);
    await expect(page.getByRole('link', { name: m.blog_cta_button({}, { locale: 'hi' }) })).toBeVisible();

    // Only the Hindi texts came down: no English article, no other language's cards.
    const downloaded = scripts.join('\n');
    expect(downloaded).toContain(hindi.intro.slice(0, 60));
    expect(downloaded).not.toContain(english.intro.slice(0, 60));
    expect(errors).toEqual([]);
  });

  test('an article loaded at its address: heads in Hindi as the server wrote them', async ({ page }) => {
    const slug = 'why-iphones-hold-resale-value';
    const card = hindiCards[slug];
    const response = await page.goto(`/hi/${slug}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(card.title);
    await expect(page.getByRole('main')).toContainText('5-6 साल');
    await expect(page.getByRole('main')).toContainText('2-3 साल');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', card.description);
    const article = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) =>
        scripts
          .map((script) => JSON.parse(script.textContent ?? '{}'))
          .find((data) => data['@type'] === 'Article'),
      );
    expect(article).toMatchObject({ headline: card.title, inLanguage: 'hi-IN' });
  });

  test('the English and Telugu lists do not download the Hindi cards', async ({ page }) => {
    const scripts = collectScripts(page);
    const first = BLOG_POSTS[0] as (typeof BLOG_POSTS)[number];
    for (const path of ['/blogs', '/te/blogs']) {
      await page.goto(path);
      await expect(page.getByTestId('blog-list').getByRole('article')).toHaveCount(16);
    }
    expect(scripts.join('\n')).not.toContain(hindiCards[first.slug].details);
  });
});

test.describe('contact page', () => {
  test('shows the company details, the map behind a click and the form; nothing is fetched from another site on load', async ({
    page,
  }) => {
    // The machine is offline: every request to another host is recorded and aborted, so nothing hangs.
    const errors = collectErrors(page);
    const foreign: string[] = [];
    await page.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => {
      foreign.push(route.request().url());
      return route.abort();
    });
    await page.goto('/hyderabad/contact');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact us');
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: '+91 40 4852 7300' })).toHaveAttribute(
      'href',
      'tel:+914048527300',
    );
    await expect(main.getByRole('link', { name: 'support@phonix.in' })).toHaveAttribute(
      'href',
      'mailto:support@phonix.in',
    );
    await expect(main.getByRole('link', { name: 'www.phonix.in' })).toBeVisible();
    await expect(main).toContainText('Hyderabad, Telangana, India');
    await expect(page.getByRole('heading', { name: 'Get in Touch' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Submit' })).toBeVisible();

    // Until asked, a drawing stands in for the map: no frame, no request to OpenStreetMap.
    const drawing = main.getByRole('img', { name: /Drawing of the area around our office/ });
    await drawing.scrollIntoViewIfNeeded();
    await expect(drawing).toHaveJSProperty('complete', true);
    expect(await drawing.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    await expect(main.locator('iframe')).toHaveCount(0);
    const maps = main.getByRole('link', { name: /Open in Google Maps/ });
    await expect(maps).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/);
    await expect(maps).toHaveAttribute('target', '_blank');
    await page.waitForLoadState('networkidle');
    expect(foreign).toEqual([]);

    const show = main.getByRole('button', { name: 'Show map' });
    await expect(show).toHaveAccessibleDescription('Loads a map from OpenStreetMap');
    const box = await show.boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(44);
    await show.click();

    // The real map: OpenStreetMap's embed around the office, with a marker, and a title for screen readers.
    const frame = main.locator('iframe');
    await expect(frame).toHaveCount(1);
    await expect(frame).toHaveAttribute('title', /Map of our office at .*Hyderabad \(OpenStreetMap\)/);
    const src = new URL((await frame.getAttribute('src')) ?? '');
    expect(src.origin + src.pathname).toBe('https://www.openstreetmap.org/export/embed.html');
    const [west, south, east, north] = (src.searchParams.get('bbox') ?? '').split(',').map(Number);
    const [lat, lon] = (src.searchParams.get('marker') ?? '').split(',').map(Number);
    expect(lat).toBeGreaterThan(south ?? 0);
    expect(lat).toBeLessThan(north ?? 0);
    expect(lon).toBeGreaterThan(west ?? 0);
    expect(lon).toBeLessThan(east ?? 0);
    // Hyderabad, HITEC City.
    expect(lat).toBeCloseTo(17.45, 1);
    expect(lon).toBeCloseTo(78.38, 1);
    await expect(frame).toBeFocused();
    await expect(drawing).toHaveCount(0);
    await expect
      .poll(() => foreign.some((url) => url.startsWith('https://www.openstreetmap.org/')))
      .toBe(true);
    expect(foreign.every((url) => url.startsWith('https://www.openstreetmap.org/'))).toBe(true);
    expect(errors.filter((error) => !error.includes('openstreetmap.org'))).toEqual([]);
    await expectNoHorizontalOverflow(page, viewportWidth(page));
  });
});
