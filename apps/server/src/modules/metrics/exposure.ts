import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { sendError } from '../../plugins/error-handler.ts';
import type { AppMetrics } from './metrics.ts';

/** Where the metrics are served (docs/decisions/105); neither set: nowhere, and /metrics is the not-found page. */
export interface MetricsExposure {
  /** METRICS_TOKEN: /metrics on the main port answers only `Authorization: Bearer <token>`. */
  token?: string;
  /** METRICS_PORT: a separate listener serving /metrics without a token (0: any free port, tests). */
  port?: number;
  /** METRICS_HOST: the separate listener's address; default 127.0.0.1. */
  host?: string;
}

export const METRICS_PATH = '/metrics';

/** Compares digests, so neither the token's length nor its first differing byte shows in the time taken. */
function tokenMatches(header: string | undefined, token: string): boolean {
  const match = /^Bearer (.+)$/.exec(header ?? '');
  const given = crypto
    .createHash('sha256')
    .update(match?.[1] ?? '')
    .digest();
  const expected = crypto.createHash('sha256').update(token).digest();
  return crypto.timingSafeEqual(given, expected) && match !== null;
}

/** GET /metrics on the main port, behind the bearer token. */
export function metricsRoute(app: FastifyInstance, metrics: AppMetrics, token: string): void {
  app.get(METRICS_PATH, { schema: { hide: true } }, async (request, reply) => {
    if (!tokenMatches(request.headers.authorization, token)) {
      reply.header('www-authenticate', 'Bearer');
      return sendError(reply, new AppError('METRICS_TOKEN_INVALID'));
    }
    const { contentType, body } = await metrics.exposition();
    return reply.header('cache-control', 'no-store').type(contentType).send(body);
  });
}

/**
 * The separate listener: GET /metrics only, nothing else (404), no token: what reaches METRICS_HOST:METRICS_PORT
 * is the operator's network. Resolves once it listens.
 */
export async function startMetricsServer(
  metrics: AppMetrics,
  port: number,
  host: string,
): Promise<{ address: () => AddressInfo; close: () => Promise<void> }> {
  const server = http.createServer((request, response) => {
    const path = request.url?.split('?')[0];
    if (path !== METRICS_PATH || (request.method !== 'GET' && request.method !== 'HEAD')) {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found\n');
      return;
    }
    metrics.exposition().then(
      ({ contentType, body }) => {
        response.writeHead(200, { 'content-type': contentType, 'cache-control': 'no-store' });
        response.end(request.method === 'HEAD' ? undefined : body);
      },
      () => {
        response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end('Metrics failed\n');
      },
    );
  });
  // Scrapes are short; an idle scraper's connection must not hold the stop.
  server.keepAliveTimeout = 5_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    address: () => server.address() as AddressInfo,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
