import crypto from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** A response body encoded once, plain and gzipped, with its entity tag, when a cache is built. */
export interface PreparedBody {
  plain: Buffer;
  gzip: Buffer;
  /**
   * A weak validator of the content (W/"..."): the plain and gzipped bodies are two encodings of one
   * content, which only a weak tag may share.
   */
  etag: string;
}

export function prepareBody(value: unknown): PreparedBody {
  const plain = Buffer.from(JSON.stringify(value));
  const etag = `W/"${crypto.createHash('sha256').update(plain).digest('base64url').slice(0, 22)}"`;
  return { plain, gzip: gzipSync(plain), etag };
}

/**
 * Catalog answers may be kept but must be revalidated before each use: a price an operator changes shows
 * at once, and revalidating costs a 304 without a body.
 */
const CATALOG_CACHE_CONTROL = 'public, no-cache';

const opaque = (tag: string) => tag.trim().replace(/^W\//, '');

/** Whether an If-None-Match header names this entity tag (weak comparison, as RFC 9110 asks for GET). */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch === etag || ifNoneMatch === '*') return true;
  return ifNoneMatch.split(',').some((tag) => opaque(tag) === opaque(etag));
}

/**
 * Sends a body that was serialised (and checked against its response schema) when the cache was built,
 * so the hot catalog reads skip per-request validation, serialisation and compression. A request that
 * already holds the same version gets 304 with no body.
 */
export function sendPrepared(request: FastifyRequest, reply: FastifyReply, body: PreparedBody): FastifyReply {
  reply
    .header('etag', body.etag)
    .header('cache-control', CATALOG_CACHE_CONTROL)
    .header('vary', 'accept-encoding');
  if (matches(request.headers['if-none-match'], body.etag)) return reply.code(304).send();
  reply.type('application/json; charset=utf-8');
  if (request.headers['accept-encoding']?.includes('gzip')) {
    return reply.header('content-encoding', 'gzip').send(body.gzip);
  }
  return reply.send(body.plain);
}
