import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sellerReadyToBook } from './support/booking.ts';
import { RecordingSms } from './support/recording-sms.ts';
import { type StaffSession, signInNewAdmin } from './support/staff.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

/**
 * The server's side of rendered pages (modules/web/pages.ts) with a stand-in for the web build's server
 * entry: a module beside the build (dist-ssr/entry-server.js) that renders what it reads through the
 * server's reader, and counts its renders. The real entry is tested in the browser suite (e2e).
 */
const ENTRY = `
let renders = 0;
export async function renderPage({ url, read }) {
  renders += 1;
  if (url === '/about') throw new Error('a bug in a page');
  const model = /^\\/sell-mobile\\/[^/]+\\/([^/]+)$/.exec(url);
  if (model) {
    const result = await read('modelVariants', { params: { modelSlug: decodeURIComponent(model[1]) } });
    if (!result.ok) return { status: result.status === 404 ? 404 : 200, html: '<h1>' + result.error.code + '</h1>', data: '{}', cacheable: true };
    const rates = result.data.variants.map((variant) => variant.Rate).join(',');
    return { status: 200, html: '<h1>' + result.data.model.model + '</h1><p>rates ' + rates + '</p><p>render ' + renders + '</p>', data: JSON.stringify({ rates }), cacheable: true };
  }
  const report = /^\\/device-report\\/(.+)$/.exec(url);
  if (report) {
    const result = await read('deviceReport', { params: { ref: report[1] } });
    return { status: result.ok ? 200 : 404, html: '<h1>' + (result.ok ? result.data.enquiry.Model : 'no report') + '</h1><p>render ' + renders + '</p>', data: '{}', cacheable: false };
  }
  const search = /^\\/search-result\\/(.+)$/.exec(url);
  if (search) {
    const result = await read('searchResult', { params: { search: 'x'.repeat(101) } });
    return { status: 200, html: '<h1>' + (result.ok ? 'found' : result.error.code) + '</h1>', data: '{}', cacheable: true };
  }
  return { status: 200, html: '<h1>page ' + url + '</h1><p>render ' + renders + '</p>', data: '{}', cacheable: true };
}
`;

function webBuildWithEntry(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'phonix-web-ssr-'));
  const dist = path.join(root, 'dist');
  fs.mkdirSync(dist);
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><title>Phonix</title></head><body><div id="root"></div><script type="module" src="/assets/app.js"></script></body></html>',
  );
  fs.mkdirSync(path.join(root, 'dist-ssr'));
  fs.writeFileSync(path.join(root, 'dist-ssr', 'entry-server.js'), ENTRY);
  return dist;
}

const sms = new RecordingSms();
let context: TestApp;
let admin: StaffSession;

beforeAll(async () => {
  context = await createTestApp({ webDistDir: webBuildWithEntry(), auth: { sms } });
  admin = await signInNewAdmin(context.app, context.db);
});
afterAll(async () => {
  await context.close();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  context.app.inject({ method: 'GET', url, headers, remoteAddress: '10.90.0.1' });

const rootOf = (html: string) => html.slice(html.indexOf('<div id="root">'), html.indexOf('</div>') + 6);

describe('server-rendered pages', () => {
  it("puts the render and its data into index.html, with the page's head", async () => {
    const page = await get('/sell-mobile/apple/apple-iphone-13');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toMatch(
      /<div id="root"><h1>iPhone 13<\/h1><p>rates [\d,]+<\/p><p>render \d+<\/p><\/div>/,
    );
    expect(page.body).toMatch(
      /<script type="application\/json" id="page-data">\{"rates":"[\d,]+"\}<\/script>/,
    );
    expect(page.body).toContain('<title>Sell Old Apple iPhone 13');
    expect(page.body).toContain('<script type="module" src="/assets/app.js"></script>');
  });

  it('keeps a rendered page, answers it with an ETag and a short Cache-Control, and 304 on a match', async () => {
    const first = await get('/sell-mobile/samsung');
    const second = await get('/sell-mobile/samsung');
    expect(rootOf(second.body)).toBe(rootOf(first.body));
    expect(first.headers['cache-control']).toBe('public, max-age=60');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"/);
    expect(second.headers.etag).toBe(etag);
    const revalidated = await get('/sell-mobile/samsung', { 'if-none-match': etag });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
    const gzipped = await get('/sell-mobile/samsung', { 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
  });

  it('answers a kept page before Fastify routes it, byte for byte the same', async () => {
    await get('/sell-mobile/oneplus');
    await context.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = context.app.server.address() as AddressInfo;
    const body = await new Promise<string>((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path: '/sell-mobile/oneplus' }, (response) => {
          let text = '';
          response.on('data', (chunk) => {
            text += chunk;
          });
          response.on('end', () => resolve(text));
        })
        .on('error', reject);
    });
    expect(body).toBe((await get('/sell-mobile/oneplus')).body);
  });

  it('renders a page again once the catalog has changed (a console price edit)', async () => {
    const url = '/sell-mobile/apple/apple-iphone-12';
    const before = await get(url);
    expect((await get(url)).body).toBe(before.body);
    const brands = await context.app.inject({
      method: 'GET',
      url: '/api/staff/catalog/brands',
      headers: admin.auth,
    });
    const apple = brands.json().brands.find((brand: { slug: string }) => brand.slug === 'apple');
    const models = await context.app.inject({
      method: 'GET',
      url: `/api/staff/catalog/brands/${apple.id}/models`,
      headers: admin.auth,
    });
    const model = models.json().models.find((entry: { slug: string }) => entry.slug === 'apple-iphone-12');
    const variant = model.variants[0];
    const edited = await context.app.inject({
      method: 'POST',
      url: `/api/staff/catalog/variants/${variant.id}`,
      headers: admin.auth,
      payload: { rate: variant.rate + 100 },
    });
    expect(edited.statusCode).toBe(200);
    const after = await get(url);
    expect(after.body).not.toBe(before.body);
    expect(after.body).toContain(String(variant.rate + 100));
  });

  it('answers 404 for a missing model, from the read the page made', async () => {
    const page = await get('/sell-mobile/apple/no-such-phone');
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('<h1>MODEL_NOT_FOUND</h1>');
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  it("renders a device report each time (an order's data), and 404 for an unknown one", async () => {
    const seller = await sellerReadyToBook(context.app, sms, '10.90.0.2');
    const booked = await seller.book('page-render-report');
    const url = `/device-report/${booked.json().RefNo}`;
    const first = await get(url);
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain('<h1>iPhone 13</h1>');
    const second = await get(url);
    expect(rootOf(second.body)).not.toBe(rootOf(first.body));
    expect((await get('/device-report/PX-NO-SUCH-ORDER')).statusCode).toBe(404);
  });

  it("refuses a read the API would refuse (the contract's schema), and the page still answers", async () => {
    const page = await get('/search-result/phone');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<h1>VALIDATION_FAILED</h1>');
  });

  it('sends a page whose render failed unrendered, for the browser to draw, and does not keep it', async () => {
    const page = await get('/about');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root"></div>');
    expect(page.body).not.toContain('page-data');
  });

  it('sends the console and the partner portal with a note for browsers without JavaScript, never rendered', async () => {
    for (const url of ['/admin', '/partner/login']) {
      const page = await get(url);
      expect(page.statusCode, url).toBe(200);
      expect(page.body, url).toMatch(
        /<div id="root"><noscript>.*This page needs JavaScript.*<\/noscript><\/div>/,
      );
    }
  });

  it('redirects the search form sent without JavaScript to its results page, or home', async () => {
    const found = await get('/search-result?search=%20iphone%2013%20');
    expect(found.statusCode).toBe(303);
    expect(found.headers.location).toBe('/search-result/iphone%2013');
    for (const query of ['', '?search=', '?search=%00x', `?search=${'a'.repeat(101)}`]) {
      const home = await get(`/search-result${query}`);
      expect(home.statusCode, query).toBe(303);
      expect(home.headers.location, query).toBe('/');
    }
  });

  it('keeps the language of the page the search form was sent from', async () => {
    const hindi = await get('/hi/search-result?search=iphone');
    expect(hindi.statusCode).toBe(303);
    expect(hindi.headers.location).toBe('/hi/search-result/iphone');
    const home = await get('/te/search-result?search=');
    expect(home.headers.location).toBe('/te/');
  });
});

describe('the page renderer, loaded after the server listens (docs/decisions/212)', () => {
  it('answers the API at once; a page asked for meanwhile waits for the renderer and is rendered', async () => {
    const starting = await createTestApp({ webDistDir: webBuildWithEntry(), deferStartup: true });
    try {
      expect(starting.app.startup.pending).toContain('page renderer');
      expect((await starting.app.inject({ method: 'GET', url: '/api/brands' })).statusCode).toBe(200);
      let answered = false;
      const page = starting.app.inject({ method: 'GET', url: '/sell-mobile/apple' }).then((response) => {
        answered = true;
        return response;
      });
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(answered).toBe(false);
      await starting.app.startup.run(starting.app.log);
      const rendered = await page;
      expect(rendered.statusCode).toBe(200);
      expect(rendered.body).toContain('<div id="root"><h1>page /sell-mobile/apple</h1>');
    } finally {
      await starting.close();
    }
  });
});
