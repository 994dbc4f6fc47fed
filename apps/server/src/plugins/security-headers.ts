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

/** Every response's security headers (lib/http.ts writes them into the prepared catalog answers too). */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze(recordSecurityHeaders());

/**
 * Security headers on every response, from helmet. Running helmet's middleware per request (as the
 * @fastify/helmet wrapper does, and rebuilding it each time) cost half the catalog's throughput in bench/;
 * copying the precomputed headers costs almost nothing.
 */
export function registerSecurityHeaders(app: FastifyInstance): Record<string, string> {
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(SECURITY_HEADERS);
    done();
  });
  // Answers Fastify sends before any hook runs (a malformed URL) set them themselves.
  return { ...SECURITY_HEADERS };
}
