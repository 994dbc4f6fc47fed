import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from './support/test-app.ts';

let context: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  context = await createTestApp();
});
afterAll(async () => {
  await context.close();
});

const page = async (url: string) => {
  const response = await context.app.inject({ method: 'GET', url });
  return { status: response.statusCode, type: response.headers['content-type'], body: response.body };
};

describe('pages of the web app', () => {
  it.each([
    '/',
    '/hyderabad',
    '/sell-mobile',
    '/bengaluru/sell-mobile',
    '/sell-mobile/apple',
    '/hyderabad/sell-mobile/apple/apple-iphone-15-pro-max',
    '/hyderabad/options/apple-iphone-13/128gb',
    '/hyderabad/search-result/iphone',
    '/exact-value',
    '/hyderabad/exact-value',
  ])('serves %s with HTTP 200 and the app shell', async (url) => {
    const { status, type, body } = await page(url);
    expect(status).toBe(200);
    expect(type).toContain('text/html');
    expect(body).toContain('<div id="root">');
  });

  it.each([
    '/no-such-page',
    '/hyderabad/no-such-page',
    '/atlantis/sell-mobile',
    '/sell-mobile/nokia-9000',
    '/sell-mobile/samsung/apple-iphone-15',
    '/hyderabad/options/apple-iphone-13/3gb',
  ])('answers %s with HTTP 404 and the app shell (which shows the not-found page)', async (url) => {
    const { status, body } = await page(url);
    expect(status).toBe(404);
    expect(body).toContain('<div id="root">');
  });
});

// A page's whole set; JSON answers carry only the headers JSON needs (security-headers.test.ts, DR 213).
describe('security headers', () => {
  it.each([
    ['a page', '/sell-mobile'],
    ['a missing page', '/no-such-page'],
  ] as const)('are on %s', async (_name, url) => {
    const response = await context.app.inject({ method: 'GET', url });
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    // Frames: only the contact page's OpenStreetMap embed, nothing broader.
    const directives = String(response.headers['content-security-policy'])
      .split(';')
      .map((part) => part.trim());
    expect(directives.filter((part) => part.startsWith('frame-src'))).toEqual([
      'frame-src https://www.openstreetmap.org',
    ]);
    expect(directives.some((part) => part.startsWith('child-src'))).toBe(false);
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['strict-transport-security']).toContain('max-age=');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
  });
});
