import http from 'node:http';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CatalogService } from '../src/modules/catalog/service.ts';
import { createTestApp } from './support/test-app.ts';

let context: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  context = await createTestApp();
});
afterAll(async () => {
  await context.close();
});

const get = async (url: string) => {
  const response = await context.app.inject({ method: 'GET', url });
  return { status: response.statusCode, body: response.json(), headers: response.headers };
};

describe('GET /api/brands', () => {
  it('lists every brand of the demo catalog in display order with the spec field names', async () => {
    const { status, body, headers } = await get('/api/brands');
    expect(status).toBe(200);
    expect(headers['content-type']).toContain('application/json');
    expect(body.success).toBe(true);
    expect(body.brands.length).toBeGreaterThanOrEqual(12);
    expect(body.brands[0]).toEqual({
      id: expect.any(Number),
      slug: 'apple',
      CategoryGroupName: 'Apple',
      image: 'apple.webp',
    });
    const names = body.brands.map((brand: { CategoryGroupName: string }) => brand.CategoryGroupName);
    for (const name of [
      'Samsung',
      'OnePlus',
      'Xiaomi',
      'Vivo',
      'Oppo',
      'Realme',
      'Google',
      'Motorola',
      'Nothing',
      'iQOO',
      'Poco',
    ]) {
      expect(names).toContain(name);
    }
  });
});

describe('GET /api/model/{brand slug}', () => {
  it('answers the brand, its series and its models', async () => {
    const { status, body } = await get('/api/model/apple');
    expect(status).toBe(200);
    expect(body.brand.slug).toBe('apple');
    expect(body.series.length).toBeGreaterThan(3);
    expect(body.series[0]).toEqual({
      CategoryCode: expect.any(String),
      CategoryName: expect.any(String),
      cc_slug: expect.any(String),
    });
    const iphone15ProMax = body.models.find(
      (model: { ic_slug: string }) => model.ic_slug === 'apple-iphone-15-pro-max',
    );
    expect(iphone15ProMax).toMatchObject({
      ItemName: 'Apple iPhone 15 Pro Max',
      model: 'iPhone 15 Pro Max',
      cgc_slug: 'apple',
      image: 'apple-iphone-15-pro-max.webp',
    });
    const codes = new Set(body.series.map((entry: { CategoryCode: string }) => entry.CategoryCode));
    for (const model of body.models) expect(codes.has(model.CategoryCode)).toBe(true);
  });

  it('names each model with its brand once ("OnePlus 13", not "OnePlus OnePlus 13")', async () => {
    const named = async (brand: string, slug: string) => {
      const { body } = await get(`/api/model/${brand}`);
      return body.models.find((model: { ic_slug: string }) => model.ic_slug === slug)?.ItemName;
    };
    expect(await named('oneplus', 'oneplus-13')).toBe('OnePlus 13');
    expect(await named('samsung', 'samsung-galaxy-s23')).toBe('Samsung Galaxy S23');
    const { body } = await get('/api/brands');
    for (const brand of body.brands as { slug: string; CategoryGroupName: string }[]) {
      const models = (await get(`/api/model/${brand.slug}`)).body.models as { ItemName: string }[];
      const twice = `${brand.CategoryGroupName} ${brand.CategoryGroupName} `.toLowerCase();
      for (const model of models) expect(model.ItemName.toLowerCase().startsWith(twice)).toBe(false);
    }
  });

  it('matches the slug case-insensitively', async () => {
    expect((await get('/api/model/Apple')).status).toBe(200);
  });

  it('answers 404 with a message for an unknown brand', async () => {
    const { status, body } = await get('/api/model/nokia-9000');
    expect(status).toBe(404);
    expect(body).toEqual({
      success: false,
      code: 'BRAND_NOT_FOUND',
      message: "No brand found for 'nokia-9000'",
    });
  });
});

describe('GET /api/variant/{model slug}', () => {
  it('answers the variants with whole-rupee rates, the model and the brand', async () => {
    const { status, body } = await get('/api/variant/apple-iphone-15-pro-max');
    expect(status).toBe(200);
    expect(body.brand.slug).toBe('apple');
    expect(body.model.model).toBe('iPhone 15 Pro Max');
    expect(body.variants.length).toBeGreaterThan(0);
    for (const variant of body.variants) {
      expect(variant).toEqual({
        id: expect.any(Number),
        VariantName: expect.any(String),
        Rate: expect.any(Number),
      });
      expect(Number.isInteger(variant.Rate)).toBe(true);
    }
  });

  it('answers 404 with a message for an unknown model', async () => {
    const { status, body } = await get('/api/variant/apple-iphone-99');
    expect(status).toBe(404);
    expect(body.message).toBe("No model found for 'apple-iphone-99'");
  });

  it('prices a new flagship far above an old budget phone', async () => {
    const flagship = (await get('/api/variant/apple-iphone-15-pro-max')).body.variants[0].Rate;
    const budget = (await get('/api/variant/xiaomi-redmi-9')).body.variants[0].Rate;
    expect(flagship).toBeGreaterThan(budget * 5);
  });
});

describe('GET /api/variantdetails/{model}/{variant}', () => {
  it('finds a variant by the lower-case variant name used in /options URLs', async () => {
    const { body: listing } = await get('/api/variant/apple-iphone-15-pro-max');
    const first = listing.variants[0];
    const { status, body } = await get(
      `/api/variantdetails/apple-iphone-15-pro-max/${first.VariantName.toLowerCase()}`,
    );
    expect(status).toBe(200);
    expect(body.variant).toEqual(first);
    expect(body.model.ic_slug).toBe('apple-iphone-15-pro-max');
  });

  it('answers 404 for a variant the model does not have', async () => {
    const { status, body } = await get('/api/variantdetails/apple-iphone-15-pro-max/3gb');
    expect(status).toBe(404);
    expect(body.message).toBe("No variant '3gb' found for model 'apple-iphone-15-pro-max'");
  });
});

describe('GET /api/selectedvariant/{model}/{variant id}', () => {
  it('answers the selected device of SPEC 3', async () => {
    const { body: listing } = await get('/api/variant/apple-iphone-13');
    const variant = listing.variants[0];
    const { status, body } = await get(`/api/selectedvariant/apple-iphone-13/${variant.id}`);
    expect(status).toBe(200);
    expect(body.data).toEqual({
      ic_slug: 'apple-iphone-13',
      model_name: 'iPhone 13',
      variant: variant.id,
      variant_name: variant.VariantName,
      item_image: '/images/models/apple-iphone-13.webp',
      item_name: `iPhone 13 (${variant.VariantName})`,
      brand_slug: 'apple',
      brand_name: 'Apple',
      Rate: variant.Rate,
    });
  });

  it('answers 404 when the variant belongs to another model, 400 when the id is not a number', async () => {
    const { body: listing } = await get('/api/variant/apple-iphone-13');
    expect((await get(`/api/selectedvariant/apple-iphone-14/${listing.variants[0].id}`)).status).toBe(404);
    const bad = await get('/api/selectedvariant/apple-iphone-13/abc');
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('variantId');
  });
});

describe('GET /api/searchresult/{search}', () => {
  it('finds models by a case-insensitive part of their name', async () => {
    const { status, body } = await get('/api/searchresult/IPHONE%2015');
    expect(status).toBe(200);
    const slugs = body.models.map((model: { ic_slug: string }) => model.ic_slug);
    expect(slugs).toContain('apple-iphone-15-pro-max');
    expect(slugs).not.toContain('apple-iphone-14');
    expect(Object.keys(body.models[0]).sort()).toEqual([
      'ItemCode',
      'ItemName',
      'cgc_slug',
      'ic_slug',
      'image',
      'model',
    ]);
  });

  it('finds models by brand name too, and nothing for nonsense', async () => {
    expect((await get('/api/searchresult/samsung galaxy s')).body.models.length).toBeGreaterThan(3);
    expect((await get('/api/searchresult/zzzzzz')).body.models).toEqual([]);
  });

  it('is tolerant of glued numbers, brand names and a typo, best match first', async () => {
    const expected: [string, string][] = [
      ['iphone13', 'apple-iphone-13'],
      ['13 pro max', 'apple-iphone-13-pro-max'],
      ['galaxy s23', 'samsung-galaxy-s23'],
      ['redmi note12', 'xiaomi-redmi-note-12'],
      ['oneplus nord ce3', 'oneplus-nord-ce-3'],
      ['iphnoe 15', 'apple-iphone-15'],
      ['samsung s23', 'samsung-galaxy-s23'],
    ];
    for (const [text, slug] of expected) {
      const { status, body } = await get(`/api/searchresult/${encodeURIComponent(text)}`);
      expect(status, text).toBe(200);
      expect(body.models[0]?.ic_slug, text).toBe(slug);
    }
    const numbers = await get(`/api/searchresult/${encodeURIComponent('iphone 19')}`);
    expect(numbers.body.models).toEqual([]);
  });

  it('refuses an overlong search with 400', async () => {
    const { status, body } = await get(`/api/searchresult/${'a'.repeat(101)}`);
    expect(status).toBe(400);
    expect(body.message).toBe('search must be at most 100 characters');
  });
});

describe('cities', () => {
  it('GET /api/getcities and the /api/cities helper list the served cities, Hyderabad first', async () => {
    for (const url of ['/api/getcities', '/api/cities']) {
      const { status, body } = await get(url);
      expect(status).toBe(200);
      expect(body.data[0]).toEqual({
        city_id: expect.any(Number),
        city_name: 'Hyderabad',
        state: 'Telangana',
        city_slug: 'hyderabad',
      });
      expect(body.data.length).toBeGreaterThan(5);
    }
  });
});

describe('operations', () => {
  it('GET /api/health reports the database and the loaded catalog', async () => {
    const { status, body } = await get('/api/health');
    expect(status).toBe(200);
    expect(body.status).toBe('ok');
    expect(body.catalog.models).toBeGreaterThanOrEqual(150);
  });

  it('serves an OpenAPI document of the whole API generated from the schemas', async () => {
    const { status, body } = await get('/api/docs/json');
    expect(status).toBe(200);
    expect(body.openapi).toMatch(/^3\./);
    for (const path of [
      '/api/brands',
      '/api/model/{brandSlug}',
      '/api/getExactValue',
      '/api/insertPriceEnquiry',
      '/api/getcities',
    ]) {
      expect(Object.keys(body.paths)).toContain(path);
    }
    const exactValue = body.paths['/api/getExactValue'].post;
    expect(exactValue.requestBody.content['application/json'].schema.properties).toHaveProperty(
      'screenspoterror',
    );
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const { status, body } = await get('/api/nothing-here');
    expect(status).toBe(404);
    expect(body).toEqual({
      success: false,
      code: 'ROUTE_NOT_FOUND',
      message: 'No route for GET /api/nothing-here',
    });
  });
});

describe('display order', () => {
  it("lists a brand's models series by series, newest series first", async () => {
    const { body } = await get('/api/model/apple');
    const seriesOrder = body.series.map((entry: { CategoryCode: string }) => entry.CategoryCode);
    const positions = body.models.map((model: { CategoryCode: string }) =>
      seriesOrder.indexOf(model.CategoryCode),
    );
    expect(positions).toEqual([...positions].sort((a: number, b: number) => a - b));
    expect(body.models[0].model).toMatch(/^iPhone 17/);
  });
});

describe('revalidation of catalog reads', () => {
  for (const url of ['/api/brands', '/api/model/apple', '/api/variant/apple-iphone-13', '/api/getcities']) {
    it(`${url} carries an ETag and a short Cache-Control, and answers 304 without a body when unchanged`, async () => {
      const first = await context.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
      expect(first.statusCode).toBe(200);
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^W\/"[\w-]{22}"$/);
      expect(first.headers['cache-control']).toBe('public, no-cache');
      // The same tag for the gzipped and the plain body: it names the content, not the encoding.
      const plain = await context.app.inject({ method: 'GET', url });
      expect(plain.headers.etag).toBe(etag);

      const again = await context.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(etag);
      const weakInList = await context.app.inject({
        method: 'GET',
        url,
        headers: { 'if-none-match': `"other", ${etag.slice(2)}` },
      });
      expect(weakInList.statusCode).toBe(304);
      const stale = await context.app.inject({ method: 'GET', url, headers: { 'if-none-match': '"stale"' } });
      expect(stale.statusCode).toBe(200);
      expect(stale.json().success).toBe(true);
    });
  }
});

describe('the catalog front door (catalog/front-door.ts)', () => {
  /** A raw HTTP/1.1 exchange over a socket: status, headers (no Date) and body bytes exactly as sent. */
  async function exchange(port: number, method: string, path: string, headers: Record<string, string> = {}) {
    const response = await new Promise<import('node:http').IncomingMessage>((resolve, reject) => {
      const request = http.request({ host: '127.0.0.1', port, method, path, headers, agent: false }, resolve);
      request.on('error', reject);
      request.end();
    });
    const chunks: Buffer[] = [];
    for await (const chunk of response) chunks.push(chunk as Buffer);
    const { date: _date, connection: _connection, 'keep-alive': _keepAlive, ...rest } = response.headers;
    return { status: response.statusCode, headers: rest, body: Buffer.concat(chunks) };
  }

  let port = 0;
  beforeAll(async () => {
    await context.app.listen({ port: 0, host: '127.0.0.1' });
    port = (context.app.server.address() as import('node:net').AddressInfo).port;
  });

  it('answers exact catalog reads with the bytes Fastify’s catalog routes send, in every variant of the request', async () => {
    const pairs: [string, string][] = [
      ['/api/brands', '/API/Brands'],
      ['/api/model/apple', '/api/model/Apple'],
      ['/api/variant/apple-iphone-13', '/api/variant/apple-iphone-13/'],
      ['/api/getcities', '/api/getcities?from=test'],
    ];
    const lookups = vi.spyOn(CatalogService.prototype, 'preparedRead');
    for (const [exact, routed] of pairs) {
      const etag = (await exchange(port, 'GET', exact)).headers.etag as string;
      const variants: Record<string, string>[] = [
        {},
        { 'accept-encoding': 'gzip, br' },
        { 'if-none-match': etag },
      ];
      for (const headers of variants) {
        const frontDoor = await exchange(port, 'GET', exact, headers);
        const fastify = await exchange(port, 'GET', routed, headers);
        expect(frontDoor).toEqual(fastify);
        // JSON's own security headers, no page's CSP (DR 213).
        expect(frontDoor.headers['content-security-policy']).toBeUndefined();
        expect(frontDoor.headers['x-content-type-options']).toBe('nosniff');
      }
    }
    // The exact paths were answered at the front door; the routed spellings found nothing there.
    const found = lookups.mock.calls.filter(
      (_call, index) => lookups.mock.results[index]?.value !== undefined,
    );
    expect(new Set(found.map(([url]) => url))).toEqual(new Set(pairs.map(([exact]) => exact)));
    lookups.mockRestore();
    const gzipped = await exchange(port, 'GET', '/api/brands', { 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gzipped.body).toString('utf8')).success).toBe(true);
  });

  it('leaves everything else to Fastify: unknown slugs, HEAD and other methods', async () => {
    const unknown = await exchange(port, 'GET', '/api/model/no-such-brand');
    expect(unknown.status).toBe(404);
    expect(JSON.parse(unknown.body.toString('utf8')).code).toBe('BRAND_NOT_FOUND');
    const head = await exchange(port, 'HEAD', '/api/brands');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    const post = await exchange(port, 'POST', '/api/brands');
    expect(post.status).toBe(404);
    expect(JSON.parse(post.body.toString('utf8')).code).toBe('ROUTE_NOT_FOUND');
  });
});
