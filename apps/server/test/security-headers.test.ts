import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app.ts';

/**
 * Which security headers each kind of answer carries (docs/decisions/213): JSON only those JSON needs
 * (nosniff, HSTS, cross-origin-resource-policy), pages and every other kind of file helmet's whole set with
 * the CSP. Asked over a real socket, so the front door's prepared answers (catalog reads, pages) are checked
 * as well as Fastify's routes.
 */
const JSON_SET = ['strict-transport-security', 'x-content-type-options', 'cross-origin-resource-policy'];
const PAGE_ONLY = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

let context: TestApp;
let origin: string;
beforeAll(async () => {
  context = await createTestApp();
  await context.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(context.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await context.close();
});

async function headersOf(path: string, init: RequestInit = {}) {
  const response = await fetch(`${origin}${path}`, init);
  await response.arrayBuffer();
  return {
    status: response.status,
    type: response.headers.get('content-type') ?? '',
    headers: response.headers,
  };
}

function expectJsonSet(headers: Headers) {
  expect(headers.get('x-content-type-options')).toBe('nosniff');
  expect(headers.get('strict-transport-security')).toMatch(/^max-age=\d+/);
  expect(headers.get('cross-origin-resource-policy')).toBe('same-origin');
  for (const name of PAGE_ONLY) expect(headers.get(name), name).toBeNull();
}

function expectPageSet(headers: Headers) {
  for (const name of [...JSON_SET, ...PAGE_ONLY]) expect(headers.get(name), name).not.toBeNull();
  expect(headers.get('content-security-policy')).toContain("default-src 'self'");
  expect(headers.get('x-frame-options')).toBe('SAMEORIGIN');
}

describe('security headers by kind of answer', () => {
  it('JSON answers carry only the headers JSON needs: catalog reads, routes, errors, plain and gzipped', async () => {
    for (const [path, status] of [
      ['/api/brands', 200], // the front door's prepared catalog answer
      ['/api/health/live', 200], // a Fastify route
      ['/api/no-such-call', 404], // a coded error
    ] as const) {
      for (const encoding of ['identity', 'gzip']) {
        const answer = await headersOf(path, { headers: { 'accept-encoding': encoding } });
        expect(answer.status, path).toBe(status);
        expect(answer.type, path).toMatch(/^application\/json/);
        expectJsonSet(answer.headers);
      }
    }
    const invalid = await headersOf('/api/getExactValue', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(invalid.status).toBe(400);
    expectJsonSet(invalid.headers);
  });

  it('pages and files that are not JSON carry the whole set with the CSP, under /api/ too', async () => {
    const home = await headersOf('/');
    expect(home.type).toMatch(/^text\/html/);
    expectPageSet(home.headers);
    const notFound = await headersOf('/no-such-page');
    expect(notFound.status).toBe(404);
    expectPageSet(notFound.headers);
    const robots = await headersOf('/robots.txt');
    expect(robots.type).toMatch(/^text\/plain/);
    expectPageSet(robots.headers);
    // The API's documentation is a page.
    const docs = await headersOf('/api/docs/static/index.html');
    expect(docs.type).toMatch(/^text\/html/);
    for (const name of PAGE_ONLY) expect(docs.headers.get(name), name).not.toBeNull();
  });
});
