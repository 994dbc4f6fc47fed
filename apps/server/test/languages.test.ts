import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describePage, type SeoSources } from '@phonix/shared/seo';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, partners } from '../src/db/schema.ts';
import { signUp } from './support/customers.ts';
import { createPartner } from './support/partners.ts';
import { RecordingSms } from './support/recording-sms.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

/**
 * Pages in English, Hindi and Telugu (issue 22, DR 090) as the server sends them: the language from the
 * path's prefix, <html lang>, hreflang alternates in the head, the head's texts translated, a kept page per
 * language and per offered language, the offer from Accept-Language unless a language was chosen. The body
 * comes from a stand-in of the web build's server entry that writes the home page's heading with the real
 * compiled message in the language of the path it was asked for (the real entry has its own test,
 * apps/web/src/entry-server.test.tsx, and the browser suite).
 */
const ORIGIN = 'https://phonix.example';
const heading = pathToFileURL(
  path.resolve(import.meta.dirname, '../../../packages/shared/src/i18n/paraglide/messages/home_heading.js'),
).href;
const ENTRY = `
import { home_heading } from ${JSON.stringify(heading)};
let renders = 0;
export async function renderPage({ url, offer }) {
  renders += 1;
  const locale = /^\\/(hi|te)(\\/|$)/.exec(url)?.[1] ?? 'en';
  return {
    status: 200,
    html: '<h1>' + home_heading({}, { locale }) + '</h1><p>render ' + renders + ' offer ' + (offer ?? 'none') + '</p>',
    data: '{}',
    cacheable: true,
  };
}
`;

function webBuildWithEntry(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'phonix-web-i18n-'));
  const dist = path.join(root, 'dist');
  fs.mkdirSync(dist);
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html>\n<html lang="en-IN"><head><title>Phonix</title></head><body><div id="root"></div></body></html>',
  );
  fs.mkdirSync(path.join(root, 'dist-ssr'));
  fs.writeFileSync(path.join(root, 'dist-ssr', 'entry-server.js'), ENTRY);
  return dist;
}

const sms = new RecordingSms();
let context: TestApp;
beforeAll(async () => {
  context = await createTestApp({ webDistDir: webBuildWithEntry(), publicOrigin: ORIGIN, auth: { sms } });
});
afterAll(async () => {
  await context.close();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  context.app.inject({ method: 'GET', url, headers, remoteAddress: '10.91.0.1' });

const htmlLang = (html: string) => /<html lang="([^"]+)"/.exec(html)?.[1];
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const headingOf = (html: string) => /<h1>([^<]*)<\/h1>/.exec(html)?.[1];
const alternatesOf = (html: string) =>
  [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)" \/>/g)].map(
    ([, hreflang, href]) => `${hreflang} ${href}`,
  );
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];

describe('pages in each language', () => {
  it('renders /hi/ and /te/ in their language, and / as before', async () => {
    const [en, hi, te] = await Promise.all([get('/'), get('/hi/'), get('/te/')]);
    for (const page of [en, hi, te]) expect(page.statusCode).toBe(200);
    expect(htmlLang(en.body)).toBe('en-IN');
    expect(htmlLang(hi.body)).toBe('hi');
    expect(htmlLang(te.body)).toBe('te');
    expect(headingOf(en.body)).toBe('Sell your old or used mobile phone for instant cash');
    expect(headingOf(hi.body)).toBe('अपना पुराना या इस्तेमाल किया हुआ मोबाइल फ़ोन तुरंत कैश में बेचें');
    expect(headingOf(te.body)).toBe('మీ పాత లేదా వాడిన మొబైల్ ఫోన్‌ను వెంటనే క్యాష్‌కు అమ్మండి');
    expect(titleOf(en.body)).toBe('Sell Old Mobile Phones for Instant Cash | Phonix');
    expect(titleOf(hi.body)).toBe('पुराना मोबाइल फ़ोन बेचें, तुरंत कैश पाएं | Phonix');
    expect(titleOf(te.body)).toBe('పాత మొబైల్ ఫోన్ అమ్మండి, వెంటనే క్యాష్ పొందండి | Phonix');
    expect(en.body).toContain('<meta property="og:locale" content="en_IN" />');
    expect(te.body).toContain('<meta property="og:locale" content="te_IN" />');
    expect(canonicalOf(en.body)).toBe(`${ORIGIN}/`);
    expect(canonicalOf(hi.body)).toBe(`${ORIGIN}/hi/`);
  });

  it('names the same alternates (en, hi, te, x-default) on every language of a page: reciprocal', async () => {
    for (const page of [
      '/',
      '/sell-mobile/apple',
      '/hyderabad/sell-mobile/apple/apple-iphone-13',
      '/about',
    ]) {
      const canonicalPath = page.replace('/hyderabad', '') || '/';
      const expected = [
        `en ${ORIGIN}${canonicalPath}`,
        `hi ${ORIGIN}/hi${canonicalPath}`,
        `te ${ORIGIN}/te${canonicalPath}`,
        `x-default ${ORIGIN}${canonicalPath}`,
      ];
      for (const prefix of ['', '/hi', '/te']) {
        const response = await get(`${prefix}${page}`);
        expect(response.statusCode, `${prefix}${page}`).toBe(200);
        const alternates = alternatesOf(response.body);
        expect(alternates, `${prefix}${page}`).toEqual(expected);
        // The page's own address is among them: each links back to the others.
        expect(alternates).toContain(`${prefix ? prefix.slice(1) : 'en'} ${canonicalOf(response.body)}`);
      }
    }
  });

  it("translates the catalog pages' heads but never the brand and model names", async () => {
    const brand = await get('/te/sell-mobile/apple');
    expect(titleOf(brand.body)).toBe('పాత Apple మొబైల్ ఫోన్ అమ్మండి, వెంటనే క్యాష్ పొందండి | Phonix');
    const model = await get('/hi/sell-mobile/apple/apple-iphone-13');
    expect(titleOf(model.body)).toMatch(/^पुराना Apple iPhone 13 बेचें: ₹[\d,]+ तक पाएं \| Phonix$/);
    const product = /"@type":"Product","name":"([^"]+)"/.exec(model.body)?.[1];
    expect(product).toBe('Apple iPhone 13');
    expect(model.body).toContain(`"item":"${ORIGIN}/hi/sell-mobile/apple"`);
    expect(model.body).toContain(`"name":"होम"`);
    // Personal and placeholder pages name no alternates.
    expect(alternatesOf((await get('/hi/exact-value')).body)).toEqual([]);
  });

  it("gives the questionnaire's, the price page's and the device report's heads in the page's language", async () => {
    expect(titleOf((await get('/te/options/apple-iphone-13/128gb')).body)).toBe(
      'మీ ఫోన్ సరైన ధర తెలుసుకోండి | Phonix',
    );
    expect(titleOf((await get('/hi/exact-value')).body)).toBe('आपकी सही कीमत | Phonix');
    expect(titleOf((await get('/te/exact-value')).body)).toBe('మీ సరైన ధర | Phonix');
    expect(titleOf((await get('/exact-value')).body)).toBe('Your Exact Price | Phonix');
    const sources = { origin: ORIGIN, isCity: () => false } as unknown as SeoSources;
    expect(describePage('/te/device-report/PX123456', sources)).toMatchObject({
      title: 'డివైస్ రిపోర్ట్ | Phonix',
      description: 'డివైస్ రిపోర్ట్. మీ పాత మొబైల్ ఫోన్‌ను Phonixలో అమ్మి వెంటనే క్యాష్ పొందండి.',
      indexable: false,
    });
    expect(describePage('/device-report/PX123456', sources).description).toBe(
      'Device Report. Sell your old or used mobile phone for instant cash with Phonix.',
    );
  });

  it('keeps one rendered page per language, and one per offered language', async () => {
    const first = await get('/sell-mobile/samsung');
    const hindi = await get('/hi/sell-mobile/samsung');
    expect(headingOf(hindi.body)).not.toBe(headingOf(first.body));
    expect((await get('/hi/sell-mobile/samsung')).body).toBe(hindi.body);
    expect((await get('/sell-mobile/samsung')).body).toBe(first.body);
    expect(first.headers.vary).toBe('accept-encoding, accept-language, cookie');

    // A browser preferring Telugu, with no language chosen, is offered Telugu: a page of its own.
    const offered = await get('/sell-mobile/samsung', { 'accept-language': 'te-IN,te;q=0.9,en;q=0.8' });
    expect(offered.body).toContain('offer te');
    expect(first.body).toContain('offer none');
    expect((await get('/sell-mobile/samsung', { 'accept-language': 'te' })).body).toBe(offered.body);
    // Once a language is chosen (the cookie), or when the page is in the preferred one, nothing is offered.
    const chosen = await get('/sell-mobile/samsung', { 'accept-language': 'te', cookie: 'phonix_lang=en' });
    expect(chosen.body).toBe(first.body);
    expect((await get('/te/sell-mobile/samsung', { 'accept-language': 'te' })).body).toContain('offer none');
    // English is never offered; neither is a language we do not have.
    expect((await get('/hi/sell-mobile/samsung', { 'accept-language': 'en-GB' })).body).toBe(hindi.body);
    expect((await get('/sell-mobile/samsung', { 'accept-language': 'ta-IN' })).body).toBe(first.body);
  });

  it('serves the partner portal under each prefix, the console only in English, unknown pages as 404', async () => {
    expect((await get('/hi/partner')).statusCode).toBe(200);
    // The portal's pages say their language, its note for browsers without JavaScript too.
    const telugu = await get('/te/partner/login');
    expect(htmlLang(telugu.body)).toBe('te');
    expect(telugu.body).toContain('ఈ పేజీకి JavaScript కావాలి.');
    expect(htmlLang((await get('/partner/login')).body)).toBe('en-IN');
    expect(htmlLang((await get('/admin')).body)).toBe('en-IN');
    expect((await get('/hi/admin')).statusCode).toBe(404);
    expect((await get('/admin')).statusCode).toBe(200);
    const missing = await get('/te/no-such-page');
    expect(missing.statusCode).toBe(404);
    expect(htmlLang(missing.body)).toBe('te');
    expect((await get('/te/sell-mobile/nokia-9000')).statusCode).toBe(404);
    // Crawlers stay out of the portal in every language, and out of no public page.
    const robots = (await get('/robots.txt')).body.split('\n');
    expect(robots).toEqual(expect.arrayContaining(['Disallow: /hi/partner/', 'Disallow: /te/partner$']));
    expect(robots).toContain('Disallow: /*/exact-value');
  });
});

describe("a seller's and a partner's language on their account", () => {
  it('is English until they choose, then the language they chose (a code), only their own', async () => {
    const seller = await signUp(context.app, sms, '10.91.1.1');
    const [before] = await context.db.select().from(customers).where(eq(customers.id, seller.customerId));
    expect(before?.language).toBe('en');
    const set = await context.app.inject({
      method: 'POST',
      url: '/api/customer/language',
      headers: seller.auth,
      payload: { language: 'te' },
      remoteAddress: '10.91.1.1',
    });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({ success: true, language: 'te' });
    const [after] = await context.db.select().from(customers).where(eq(customers.id, seller.customerId));
    expect(after?.language).toBe('te');

    const refused = await context.app.inject({
      method: 'POST',
      url: '/api/customer/language',
      headers: seller.auth,
      payload: { language: 'Telugu' },
      remoteAddress: '10.91.1.1',
    });
    expect(refused.statusCode).toBe(400);
    const anonymous = await context.app.inject({
      method: 'POST',
      url: '/api/customer/language',
      payload: { language: 'hi' },
      remoteAddress: '10.91.1.1',
    });
    expect(anonymous.statusCode).toBe(401);

    const partner = await createPartner(context, sms, { pincodes: ['500081'] });
    const partnerSet = await context.app.inject({
      method: 'POST',
      url: '/api/partner/language',
      headers: partner.auth,
      payload: { language: 'hi' },
      remoteAddress: '10.91.1.2',
    });
    expect(partnerSet.statusCode).toBe(200);
    const [row] = await context.db.select().from(partners).where(eq(partners.id, partner.id));
    expect(row?.language).toBe('hi');
    // A seller's token is no partner session.
    const wrong = await context.app.inject({
      method: 'POST',
      url: '/api/partner/language',
      headers: seller.auth,
      payload: { language: 'hi' },
      remoteAddress: '10.91.1.1',
    });
    expect(wrong.statusCode).toBe(401);
  });
});
