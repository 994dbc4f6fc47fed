import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

const applyHelmet = helmet({
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      imgSrc: ["'self'", 'data:'],
      // react-hot-toast injects its keyframes as a <style> element.
      styleSrc: ["'self'", "'unsafe-inline'"],
      scriptSrc: ["'self'"],
      // The contact page's map, embedded only after the visitor clicks "Show map".
      frameSrc: ['https://www.openstreetmap.org'],
      upgradeInsecureRequests: null,
    },
  },
});

/**
 * The headers helmet sets with our options. They depend on nothing in the request (no CSP nonces), so
 * helmet runs once, against a recording response, and every reply copies the result.
 */
function recordSecurityHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader() {},
  };
  let failure: unknown;
  applyHelmet({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure;
  return headers;
}

/**
 * Every page's security headers, and those of any answer that is not JSON (a PDF, a CSV, an image, the API's
 * documentation): helmet's whole set (lib/http.ts writes them into the prepared pages too).
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze(recordSecurityHeaders());

/**
 * The security headers a JSON answer carries (docs/decisions/213). A browser never renders JSON as a
 * document, so the headers that only govern documents (the CSP, framing, the opener, the referrer, DNS
 * prefetch, the origin-keyed agent cluster, IE's download and XSS switches, Flash's policy files) do nothing
 * on it. What does: `nosniff` (no browser reads a JSON answer as HTML or script), HSTS (whatever answer a
 * client gets over HTTPS keeps it on HTTPS), and `cross-origin-resource-policy: same-origin` (another site
 * cannot pull our answers into its process with a no-cors request).
 */
export const JSON_SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze(
  Object.fromEntries(
    ['strict-transport-security', 'x-content-type-options', 'cross-origin-resource-policy'].map((name) => [
      name,
      SECURITY_HEADERS[name] as string,
    ]),
  ),
);

/** The headers SECURITY_HEADERS has and a JSON answer leaves out. */
const PAGE_ONLY_HEADERS = Object.keys(SECURITY_HEADERS).filter((name) => !(name in JSON_SECURITY_HEADERS));

/** Whether a Content-Type is JSON (application/json, application/problem+json, ...). */
export function isJsonType(contentType: unknown): boolean {
  return typeof contentType === 'string' && /^application\/([\w.-]+\+)?json\b/i.test(contentType);
}

/** The security headers for an answer of this Content-Type. */
export function securityHeadersFor(contentType: string): Readonly<Record<string, string>> {
  return isJsonType(contentType) ? JSON_SECURITY_HEADERS : SECURITY_HEADERS;
}

/** API calls answer JSON, except the API's documentation (a page); a few answer a file (fixed in onSend). */
function expectsJson(url: string): boolean {
  return url.startsWith('/api/') && !url.startsWith('/api/docs');
}

/**
 * Security headers on every response: JSON_SECURITY_HEADERS on JSON, SECURITY_HEADERS on everything else.
 * Set before the handler by the address (an API call answers JSON), then put right in onSend by the
 * Content-Type actually sent: a PDF, CSV or page under /api/ gets the whole set, JSON elsewhere the lean
 * one. Running helmet's middleware per request cost half the catalog's throughput in bench/; copying the
 * precomputed headers costs almost nothing.
 */
export function registerSecurityHeaders(app: FastifyInstance): Record<string, string> {
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(expectsJson(request.url) ? JSON_SECURITY_HEADERS : SECURITY_HEADERS);
    done();
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    const json = isJsonType(reply.getHeader('content-type'));
    if (json !== expectsJson(request.url)) {
      if (json) for (const name of PAGE_ONLY_HEADERS) reply.removeHeader(name);
      else reply.headers(SECURITY_HEADERS);
    }
    done(null, payload);
  });
  // Answers Fastify sends before any hook runs (a malformed URL) set them themselves: the whole set, which
  // covers the not-found page they may be.
  return { ...SECURITY_HEADERS };
}
