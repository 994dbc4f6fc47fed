import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { blogCards as hindiCards } from '@phonix/shared/content/blog-cards/hi';
import { blogCards as teluguCards } from '@phonix/shared/content/blog-cards/te';
import { articlePost, BLOG_ARTICLE_SLUGS, BLOG_POSTS } from '@phonix/shared/content/blog-posts';
import { FAQ_ITEMS, faqItems } from '@phonix/shared/content/faq';
import * as m from '@phonix/shared/messages';
import { CONSOLE_BASE, PARTNER_BASE, ROUTE_PATTERNS } from '@phonix/shared/routes';
import { PAGE_METADATA } from '@phonix/shared/seo';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from './support/test-app.ts';

const ORIGIN = 'https://phonix.example';

/** Like Vite's build: a default title and description that each page's own replace. */
function webDistLikeTheBuild(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'phonix-web-seo-'));
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    `<!doctype html>
<html lang="en-IN">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta
      name="description"
      content="The default description."
    />
    <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
    <title>Default title | Phonix</title>
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`,
  );
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'assets/index-abc123.js'), APP_JS);
  // The web build writes these copies (apps/web/vite.config.ts, precompress).
  fs.writeFileSync(path.join(dir, 'assets/index-abc123.js.br'), brotliCompressSync(APP_JS));
  fs.writeFileSync(path.join(dir, 'assets/index-abc123.js.gz'), gzipSync(APP_JS));
  // Vite's build manifest (build.manifest): the home page's module imports a chunk of its own and the
  // entry's shared chunk, which index.html already loads.
  fs.mkdirSync(path.join(dir, '.vite'));
  fs.writeFileSync(
    path.join(dir, '.vite/manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-abc123.js', isEntry: true, imports: ['_shared-1.js'] },
      '_shared-1.js': { file: 'assets/shared-1.js' },
      '_icons-2.js': { file: 'assets/icons-2.js', imports: ['_shared-1.js'] },
      'src/app/routes/home.tsx': {
        file: 'assets/home-3.js',
        isDynamicEntry: true,
        imports: ['_icons-2.js', '_shared-1.js', 'index.html'],
      },
      'src/app/routes/model.tsx': {
        file: 'assets/model-4.js',
        isDynamicEntry: true,
        imports: ['index.html'],
      },
    }),
  );
  // The Hindi build beside it (dist-hi): the same files, and the addresses of its two faces (Devanagari
  // subsets, apps/web/build/script-fonts.ts). There is no Telugu build: Telugu pages get the English files.
  fs.cpSync(dir, `${dir}-hi`, { recursive: true });
  fs.writeFileSync(
    path.join(`${dir}-hi`, '.vite/script-fonts.json'),
    JSON.stringify({ faces: { hi: HINDI_FACES } }),
  );
  return dir;
}

const HINDI_FACES = {
  regular: '/assets/noto-sans-devanagari-400-Ab12Cd34.woff2',
  bold: '/assets/noto-sans-devanagari-700-Ef56Gh78.woff2',
};

const APP_JS = `console.log(${JSON.stringify('Sell your old phone for instant cash. '.repeat(100))});\n`;

let context: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  context = await createTestApp({ webDistDir: webDistLikeTheBuild(), publicOrigin: ORIGIN });
});
afterAll(async () => {
  await context.close();
});

/** Text of an HTML attribute or element as a browser reads it (the server escapes & < > " '). */
function decodeHtml(text: string | undefined): string | undefined {
  return text?.replace(/&(#\d+|amp|lt|gt|quot|apos);/g, (entity, name: string) => {
    if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
    return { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }[name] ?? entity;
  });
}

/** What a crawler sees: the HTML of a plain GET, no JavaScript run. */
async function crawl(url: string) {
  const response = await context.app.inject({ method: 'GET', url });
  const html = response.body;
  const meta = (attribute: 'name' | 'property', key: string) => {
    const matches = [...html.matchAll(new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`, 'g'))];
    if (matches.length > 1) throw new Error(`${key} appears ${matches.length} times`);
    return matches[0]?.[1];
  };
  const titles = [...html.matchAll(/<title>([^<]*)<\/title>/g)].map((match) => match[1]);
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] as string) as Record<string, unknown>,
  );
  return {
    status: response.statusCode,
    html,
    titles,
    title: titles[0],
    description: meta('name', 'description'),
    robots: meta('name', 'robots'),
    canonical: /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1],
    ogTitle: meta('property', 'og:title'),
    ogType: meta('property', 'og:type'),
    ogImage: meta('property', 'og:image'),
    ogUrl: meta('property', 'og:url'),
    twitterTitle: meta('name', 'twitter:title'),
    jsonLd,
    ofType: (type: string) => jsonLd.find((entry) => entry['@type'] === type),
  };
}

const getJson = async (url: string) => (await context.app.inject({ method: 'GET', url })).json();

/** The Disallow rules of /robots.txt. */
async function robotsRules(): Promise<string[]> {
  const response = await context.app.inject({ method: 'GET', url: '/robots.txt' });
  return response.body
    .split('\n')
    .filter((line) => line.startsWith('Disallow: '))
    .map((line) => line.slice('Disallow: '.length));
}

/** The rule that keeps a crawler out of a path, as Google reads them ('*' any characters, '$' the end). */
function disallowingRule(rules: string[], path: string): string | undefined {
  return rules.find((rule) => {
    const exact = rule.endsWith('$');
    const body = (exact ? rule.slice(0, -1) : rule)
      .split('*')
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*');
    return new RegExp(`^${body}${exact ? '$' : ''}`).test(path);
  });
}

describe('page metadata in the HTML the server sends', () => {
  it('home: title, description, canonical, open graph, twitter and Organization + WebSite JSON-LD', async () => {
    const page = await crawl('/');
    expect(page.status).toBe(200);
    expect(page.titles).toEqual(['Sell Old Mobile Phones for Instant Cash | Phonix']);
    expect(page.description).toMatch(/^Sell your old or used mobile phone online/);
    expect(page.html).not.toContain('The default description.');
    expect(page.canonical).toBe(`${ORIGIN}/`);
    expect(page.ogTitle).toBe(page.title);
    expect(page.twitterTitle).toBe(page.title);
    expect(page.ogUrl).toBe(page.canonical);
    expect(page.ogImage).toBe(`${ORIGIN}/images/og/phonix.png`);
    expect(page.robots).toMatch(/^index, follow/);
    expect(page.ofType('Organization')).toMatchObject({ name: 'Phonix', url: `${ORIGIN}/` });
    expect(page.ofType('WebSite')).toMatchObject({
      url: `${ORIGIN}/`,
      potentialAction: { '@type': 'SearchAction' },
    });
    // The rest of the document is the app shell, untouched.
    expect(page.html).toContain('<script type="module" crossorigin src="/assets/index-abc123.js"></script>');
    expect(page.html).toContain('<div id="root"></div>');
  });

  it('a city home has the same metadata with the city-less canonical URL', async () => {
    const page = await crawl('/hyderabad');
    expect(page.status).toBe(200);
    expect(page.canonical).toBe(`${ORIGIN}/`);
    expect(page.title).toBe('Sell Old Mobile Phones for Instant Cash | Phonix');
  });

  it('brand page: the brand name from the catalog and a BreadcrumbList', async () => {
    for (const url of ['/sell-mobile/apple', '/bengaluru/sell-mobile/Apple']) {
      const page = await crawl(url);
      expect(page.status).toBe(200);
      expect(page.title).toBe('Sell Old Apple Mobile Phones for Instant Cash | Phonix');
      expect(page.description).toContain('Apple');
      expect(page.canonical).toBe(`${ORIGIN}/sell-mobile/apple`);
      expect(page.ogTitle).toBe(page.title);
      expect(page.ofType('BreadcrumbList')).toEqual({
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: 'Home', item: `${ORIGIN}/` },
          { '@type': 'ListItem', position: 2, name: 'Sell Mobile', item: `${ORIGIN}/sell-mobile` },
          { '@type': 'ListItem', position: 3, name: 'Apple', item: `${ORIGIN}/sell-mobile/apple` },
        ],
      });
    }
  });

  it('model page: Product with an Offer at the highest Get Upto price in INR, and the model image', async () => {
    const { variants, model } = await getJson('/api/variant/apple-iphone-15-pro-max');
    const highest = Math.max(...variants.map((variant: { Rate: number }) => variant.Rate));
    const rupees = `₹${highest.toLocaleString('en-IN')}`;

    const page = await crawl('/hyderabad/sell-mobile/apple/apple-iphone-15-pro-max');
    expect(page.status).toBe(200);
    expect(page.title).toBe(`Sell Old ${model.ItemName}: Get Upto ${rupees} | Phonix`);
    expect(page.description).toContain(`get upto ${rupees}`);
    expect(page.canonical).toBe(`${ORIGIN}/sell-mobile/apple/apple-iphone-15-pro-max`);
    expect(page.ogTitle).toBe(page.title);
    expect(page.ogType).toBe('product');
    expect(page.ogImage).toBe(`${ORIGIN}/images/models/apple-iphone-15-pro-max.webp`);
    expect(page.ofType('Product')).toMatchObject({
      name: model.ItemName,
      image: `${ORIGIN}/images/models/apple-iphone-15-pro-max.webp`,
      brand: { '@type': 'Brand', name: 'Apple' },
      offers: {
        '@type': 'Offer',
        price: highest,
        priceCurrency: 'INR',
        availability: 'https://schema.org/InStock',
        url: page.canonical,
      },
    });
    expect(page.ofType('BreadcrumbList')?.itemListElement).toHaveLength(4);
  });

  it('FAQ page: FAQPage structured data with the eight questions and answers', async () => {
    const page = await crawl('/faq');
    expect(page.status).toBe(200);
    expect(page.title).toBe('Frequently Asked Questions | Phonix');
    expect(page.canonical).toBe(`${ORIGIN}/faq`);
    expect(page.ogTitle).toBe(page.title);
    const faq = page.ofType('FAQPage') as {
      mainEntity: { name: string; acceptedAnswer: { text: string } }[];
    };
    expect(faq.mainEntity).toHaveLength(8);
    expect(faq.mainEntity.map((question) => question.name)).toEqual(FAQ_ITEMS.map((item) => item.question));
    expect(faq.mainEntity[0]?.acceptedAnswer.text).toBe(FAQ_ITEMS[0]?.answer);
  });

  it("FAQ page in Telugu and Hindi: the head and the FAQPage structured data in the page's language", async () => {
    const telugu = await crawl('/te/faq');
    expect(telugu.status).toBe(200);
    expect(telugu.title).toBe('తరచుగా అడిగే ప్రశ్నలు | Phonix');
    expect(telugu.canonical).toBe(`${ORIGIN}/te/faq`);
    const faq = telugu.ofType('FAQPage') as {
      mainEntity: { name: string; acceptedAnswer: { text: string } }[];
    };
    expect(faq.mainEntity).toHaveLength(8);
    expect(faq.mainEntity.map((question) => question.name)).toEqual(
      faqItems('te').map((item) => item.question),
    );
    expect(faq.mainEntity[0]?.name).toBe('నా ఫోన్ ధరను Phonix ఎలా నిర్ణయిస్తుంది?');
    for (const question of faq.mainEntity) {
      expect(question.name).toMatch(/[\u0C00-\u0C7F]/);
      expect(question.acceptedAnswer.text).toMatch(/[\u0C00-\u0C7F]/);
      expect(FAQ_ITEMS.map((item) => item.answer)).not.toContain(question.acceptedAnswer.text);
    }
    const hindi = (await crawl('/hi/faq')).ofType('FAQPage') as { mainEntity: { name: string }[] };
    expect(hindi.mainEntity[0]?.name).toBe('Phonix मेरे फ़ोन की कीमत कैसे तय करता है?');
  });

  it.each([
    ['/hi/about', 'हमारे बारे में | Phonix', 'AboutPage', 'Phonix के बारे में'],
    ['/te/privacy-policy', 'ప్రైవసీ పాలసీ | Phonix', 'WebPage', 'Phonix ప్రైవసీ పాలసీ'],
    ['/hi/contact', 'संपर्क करें | Phonix', 'ContactPage', undefined],
  ])('%s: title, description and JSON-LD in its language', async (path, title, type, name) => {
    const page = await crawl(path);
    expect(page.status).toBe(200);
    expect(page.title).toBe(title);
    expect(page.description).toMatch(/[\u0900-\u097F\u0C00-\u0C7F]/);
    if (name) expect(page.ofType(type)).toMatchObject({ name });
    else expect(page.ofType(type)).toBeDefined();
  });

  it('not-found and search pages: their heads in the language of the address', async () => {
    expect((await crawl('/te/no-such-page')).title).toBe('పేజీ దొరకలేదు | Phonix');
    expect((await crawl('/hi/search-result/iphone')).title).toBe('“iphone” के लिए खोज के नतीजे | Phonix');
    expect((await crawl('/no-such-page')).title).toBe('Page not found | Phonix');
  });

  it('has 16 blog articles, one per card of /blogs, each with its own title', () => {
    expect(BLOG_ARTICLE_SLUGS).toHaveLength(16);
    expect(BLOG_POSTS).toHaveLength(16);
    expect(BLOG_POSTS.map((post) => post.slug)).toEqual([...BLOG_ARTICLE_SLUGS]);
    expect(new Set(BLOG_POSTS.map((post) => post.title)).size).toBe(16);
    expect(new Set(BLOG_POSTS.map((post) => post.description)).size).toBe(16);
  });

  it.each(BLOG_ARTICLE_SLUGS)('blog article /%s: Article structured data', async (slug) => {
    const post = articlePost(slug);
    const page = await crawl(`/${slug}`);
    expect(page.status).toBe(200);
    expect(decodeHtml(page.title)).toBe(`${post.title} | Phonix`);
    expect(decodeHtml(page.description)).toBe(post.description);
    expect(page.canonical).toBe(`${ORIGIN}/${slug}`);
    expect(page.ogTitle).toBe(page.title);
    expect(page.ogType).toBe('article');
    expect(page.ofType('Article')).toMatchObject({
      headline: post.title,
      datePublished: post.dateTime,
      mainEntityOfPage: `${ORIGIN}/${slug}`,
      image: `${ORIGIN}${post.image}`,
    });
    // The cover, the page's largest paint, is fetched before the app asks for it.
    expect(page.html).toContain(`<link rel="preload" as="image" href="${post.image}"`);
    // Under a city: the same article, at its city-less canonical address.
    const underCity = await crawl(`/hyderabad/${slug}`);
    expect(underCity.status).toBe(200);
    expect(underCity.title).toBe(page.title);
    expect(underCity.canonical).toBe(`${ORIGIN}/${slug}`);
  });

  it.each([
    ['hi', 'hi-IN', hindiCards],
    ['te', 'te-IN', teluguCards],
  ] as const)(
    'blog pages under /%s/: heads in the language, dates and covers the same',
    async (locale, tag, cards) => {
      const slug = BLOG_ARTICLE_SLUGS[4];
      const post = articlePost(slug);
      const card = cards[slug];
      const page = await crawl(`/${locale}/${slug}`);
      expect(page.status).toBe(200);
      expect(decodeHtml(page.title)).toBe(`${card.title} | Phonix`);
      expect(decodeHtml(page.description)).toBe(card.description);
      expect(page.canonical).toBe(`${ORIGIN}/${locale}/${slug}`);
      expect(page.ofType('Article')).toMatchObject({
        headline: card.title,
        description: card.description,
        inLanguage: tag,
        datePublished: post.dateTime,
        mainEntityOfPage: `${ORIGIN}/${locale}/${slug}`,
        image: `${ORIGIN}${post.image}`,
      });
      const list = await crawl(`/${locale}/blogs`);
      expect(decodeHtml(list.title)).toBe(`${m.seo_blogs_title({}, { locale })} | Phonix`);
      expect(decodeHtml(list.description)).toBe(m.seo_blogs_description({}, { locale }));
      const crumbs = list.ofType('BreadcrumbList') as { itemListElement: { name: string; item: string }[] };
      expect(crumbs.itemListElement.at(-1)).toMatchObject({
        name: m.blog_heading({}, { locale }),
        item: `${ORIGIN}/${locale}/blogs`,
      });
    },
  );

  it.each([
    ['/about', 'About Us | Phonix'],
    ['/blogs', 'Blogs: Tips for Selling Your Used Phone | Phonix'],
    ['/privacy-policy', 'Privacy Policy | Phonix'],
    ['/partner-form', 'Partner with Us | Phonix'],
    ['/hyderabad/contact', 'Contact Us | Phonix'],
    ['/sell-mobile', 'Sell Old Mobile Phone Online for Instant Cash | Phonix'],
  ])('%s has its own title and an indexable head', async (url, title) => {
    const page = await crawl(url);
    expect(page.status).toBe(200);
    expect(page.title).toBe(title);
    expect(page.robots).toMatch(/^index/);
    expect(page.canonical).toBe(`${ORIGIN}${url.replace('/hyderabad', '')}`);
  });

  it.each([
    '/exact-value',
    '/hyderabad/sell-now',
    '/search-result/iphone',
    '/hyderabad/options/apple-iphone-13/128gb',
  ])('%s is kept out of search results (noindex)', async (url) => {
    const page = await crawl(url);
    expect(page.status).toBe(200);
    expect(page.robots).toBe('noindex, follow');
  });

  it.each([
    '/no-such-page',
    '/hyderabad/no-such-page',
    '/sell-mobile/nokia-9000',
    '/sell-mobile/apple/no-such-model',
    // Longer than any route: no metadata of the route it starts with.
    '/about/extra',
    '/hyderabad/sell-mobile/apple/apple-iphone-15-pro-max/extra',
  ])('%s answers HTTP 404 with the not-found title, noindex and no canonical', async (url) => {
    const page = await crawl(url);
    expect(page.status).toBe(404);
    expect(page.titles).toEqual(['Page not found | Phonix']);
    expect(page.robots).toBe('noindex, follow');
    expect(page.canonical).toBeUndefined();
    expect(page.html).toContain('<div id="root"></div>');
  });

  it('escapes what the visitor typed, in the head and inside JSON-LD', async () => {
    const page = await crawl('/search-result/%3C%2Ftitle%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E%22');
    expect(page.status).toBe(200);
    expect(page.html).not.toContain('<script>alert(1)');
    expect(page.title).toBe(
      'Search results for &quot;&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;&quot;&quot; | Phonix',
    );
  });

  it('sends the page gzipped to browsers that accept it', async () => {
    const response = await context.app.inject({
      method: 'GET',
      url: '/sell-mobile/apple',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.rawPayload).toString()).toContain(
      '<title>Sell Old Apple Mobile Phones for Instant Cash | Phonix</title>',
    );
  });

  it('every route of the site has metadata', async () => {
    const samples: Record<string, string> = {
      brand: 'apple',
      model: 'apple-iphone-15-pro-max',
      variant: '128gb',
      search: 'pixel',
      article: BLOG_ARTICLE_SLUGS[0],
    };
    for (const pattern of Object.values(ROUTE_PATTERNS)) {
      const url = pattern.replace(/:(\w+)/g, (_, name: string) => samples[name] ?? name);
      const fixedModel = url.replace('/options/apple-iphone-15-pro-max/', '/options/apple-iphone-13/');
      const page = await crawl(fixedModel);
      expect(page.status, fixedModel).toBe(200);
      expect(page.title, fixedModel).not.toBe('Page not found | Phonix');
      expect(page.description, fixedModel).toBeTruthy();
      expect(page.ogTitle, fixedModel).toBe(page.title);
    }
  });

  it('the metadata has one entry per route and per route tree (console, partner portal), and no other', () => {
    const keys = Object.keys(PAGE_METADATA).sort();
    expect(keys).toEqual([...Object.keys(ROUTE_PATTERNS), CONSOLE_BASE, PARTNER_BASE].sort());
  });

  it.each([
    ['/requote/PX123456/apple-iphone-13/128gb', 'Revised Quote | Phonix'],
    ['/hyderabad/requote/PX123456/apple-iphone-13/128gb', 'Revised Quote | Phonix'],
    ['/reexact-value/PX123456', 'Your Revised Price | Phonix'],
    ['/bengaluru/reexact-value/PX123456', 'Your Revised Price | Phonix'],
    ['/partner', 'Partner portal | Phonix'],
    ['/partner/pickups/12', 'Partner portal | Phonix'],
    ['/admin/catalog', 'Operations console | Phonix'],
  ])('%s is a personal page: its own title, noindex, disallowed in robots.txt', async (url, title) => {
    const page = await crawl(url);
    expect(page.status).toBe(200);
    expect(page.title).toBe(title);
    expect(page.robots).toBe('noindex, follow');
    expect(page.canonical).toBe(`${ORIGIN}${url.replace(/^\/(hyderabad|bengaluru)/, '')}`);
    expect(disallowingRule(await robotsRules(), url), url).toBeDefined();
  });

  it('serves the 1200 x 630 share image', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/images/og/phonix.png' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.rawPayload.readUInt32BE(16)).toBe(1200);
    expect(response.rawPayload.readUInt32BE(20)).toBe(630);
  });
});

describe('built files', () => {
  it('are sent as their pre-compressed brotli or gzip copies, cached for a year when fingerprinted, and revalidated by ETag', async () => {
    const url = '/assets/index-abc123.js';
    const response = await context.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(APP_JS);
    expect(response.rawPayload.length).toBeLessThan(APP_JS.length / 5);

    const gzipped = await context.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(APP_JS);

    const plain = await context.app.inject({ method: 'GET', url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(APP_JS);

    const etag = String(response.headers.etag);
    const again = await context.app.inject({
      method: 'GET',
      url,
      headers: { 'if-none-match': etag, 'accept-encoding': 'gzip, br' },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });
});

describe('/sitemap.xml and /robots.txt', () => {
  it('the sitemap lists every public page: each brand and each model page at its city-less address', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/xml');
    const xml = response.body;
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org/,
    );
    const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);
    expect(new Set(locs).size).toBe(locs.length);

    const expected = [
      '/',
      '/sell-mobile',
      '/about',
      '/faq',
      '/blogs',
      '/privacy-policy',
      '/contact',
      '/partner-form',
    ];
    expected.push(...BLOG_ARTICLE_SLUGS.map((slug) => `/${slug}`));
    const { brands } = await getJson('/api/brands');
    for (const brand of brands as { slug: string }[]) {
      expected.push(`/sell-mobile/${brand.slug}`);
      const { models } = await getJson(`/api/model/${brand.slug}`);
      for (const model of models as { ic_slug: string }[]) {
        expected.push(`/sell-mobile/${brand.slug}/${model.ic_slug}`);
      }
    }
    expect(expected.length).toBeGreaterThan(100);
    // Each page in English, Hindi and Telugu (issue 22).
    const inEachLanguage = expected.flatMap((entry) => [
      entry,
      `/hi${entry === '/' ? '/' : entry}`,
      `/te${entry === '/' ? '/' : entry}`,
    ]);
    expect([...locs].sort()).toEqual(inEachLanguage.map((entry) => `${ORIGIN}${entry}`).sort());
    // Personal pages and placeholders stay out.
    expect(xml).not.toContain('exact-value');
    // All 16 articles, each with its own date.
    expect(BLOG_ARTICLE_SLUGS).toHaveLength(16);
    for (const slug of BLOG_ARTICLE_SLUGS)
      expect(xml).toContain(`<loc>${ORIGIN}/${slug}</loc><lastmod>${articlePost(slug).dateTime}</lastmod>`);
  });

  it('names every language of each page and x-default (English) in the sitemap, the same from each', async () => {
    const xml = (await context.app.inject({ method: 'GET', url: '/sitemap.xml' })).body;
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const entries = [...xml.matchAll(/<url><loc>([^<]*)<\/loc>.*?<\/url>/g)];
    for (const [entry, loc] of entries) {
      const alternates = [...entry.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map(
        ([, hreflang, href]) => `${hreflang} ${href}`,
      );
      const path = (loc as string).slice(ORIGIN.length).replace(/^\/(hi|te)(?=\/)/, '');
      expect(alternates, loc).toEqual([
        `en ${ORIGIN}${path}`,
        `hi ${ORIGIN}/hi${path}`,
        `te ${ORIGIN}/te${path}`,
        `x-default ${ORIGIN}${path}`,
      ]);
    }
    expect(entries.length).toBeGreaterThan(300);
  });

  it('robots.txt allows the site, keeps crawlers out of the API and personal pages, and names the sitemap', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    const lines = response.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toContain('Allow: /');
    expect(lines).toContain('Disallow: /api/');
    expect(lines).toContain('Disallow: /sell-now');
    expect(lines).toContain('Disallow: /*/exact-value');
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    expect(lines.some((line) => /^Disallow: \/(sell-mobile|faq|blogs)?$/.test(line))).toBe(false);
  });

  it('robots.txt keeps crawlers out of no page of the sitemap, with or without a city', async () => {
    const rules = await robotsRules();
    const xml = (await context.app.inject({ method: 'GET', url: '/sitemap.xml' })).body;
    const paths = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) =>
      (match[1] as string).slice(ORIGIN.length),
    );
    expect(paths).toContain('/partner-form');
    for (const path of paths) {
      expect(disallowingRule(rules, path), path).toBeUndefined();
      expect(disallowingRule(rules, `/hyderabad${path === '/' ? '' : path}`), path).toBeUndefined();
    }
  });
});

describe('page code named in the head (web/page-modules.ts)', () => {
  const preloads = (html: string) =>
    [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((match) => match[1]);

  it("names each page module's chunks the entry does not load, after the entry script", async () => {
    const home = (await context.app.inject({ method: 'GET', url: '/' })).body;
    expect(preloads(home)).toEqual(['/assets/home-3.js', '/assets/icons-2.js']);
    expect(home.indexOf('modulepreload')).toBeGreaterThan(home.indexOf('/assets/index-abc123.js'));
    expect(home.indexOf('modulepreload')).toBeLessThan(home.indexOf('</head>'));
    const model = (
      await context.app.inject({ method: 'GET', url: '/hyderabad/sell-mobile/apple/apple-iphone-15' })
    ).body;
    expect(preloads(model)).toEqual(['/assets/model-4.js']);
  });

  const fontPreloads = (html: string) =>
    [
      ...html.matchAll(/<link rel="preload" as="font" type="font\/woff2" crossorigin href="([^"]+)" \/>/g),
    ].map((match) => match[1]);

  it("preloads both faces on a Hindi page whose LCP element is text, before the stylesheet and the app's script", async () => {
    for (const url of ['/hi/sell-mobile/apple', '/hi/sell-mobile', '/hi/faq', '/hi/privacy-policy']) {
      const page = await context.app.inject({ method: 'GET', url });
      expect(page.statusCode, url).toBe(200);
      expect(fontPreloads(page.body), url).toEqual([HINDI_FACES.regular, HINDI_FACES.bold]);
      expect(page.body.indexOf(HINDI_FACES.bold), url).toBeLessThan(
        page.body.indexOf('/assets/index-abc123.js'),
      );
    }
  });

  it('preloads no font where the LCP element is a picture, in English, or without a subset', async () => {
    for (const url of [
      '/hi',
      '/hi/sell-mobile/apple/apple-iphone-15',
      '/sell-mobile/apple',
      '/te/sell-mobile/apple',
    ]) {
      const page = await context.app.inject({ method: 'GET', url });
      expect(page.statusCode, url).toBe(200);
      expect(fontPreloads(page.body), url).toEqual([]);
    }
    const missing = await context.app.inject({ method: 'GET', url: '/hi/sell-mobile/no-such-brand' });
    expect(missing.statusCode).toBe(404);
    expect(fontPreloads(missing.body)).toEqual([]);
  });

  it('names nothing on pages whose module is not in the manifest, nor on the not-found page', async () => {
    expect(preloads((await context.app.inject({ method: 'GET', url: '/about' })).body)).toEqual([]);
    const missing = await context.app.inject({ method: 'GET', url: '/sell-mobile/apple/no-such-phone' });
    expect(missing.statusCode).toBe(404);
    expect(preloads(missing.body)).toEqual([]);
  });
});
