import crypto from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { securityHeadersFor } from '../plugins/security-headers.ts';

/** One encoding of a prepared answer: its bytes and every header line of its 200, ready for writeHead. */
interface PreparedEncoding {
  body: Buffer;
  headers: string[];
}

/**
 * A response body encoded once, plain and gzipped, with its entity tag and complete header lines, when a
 * cache is built: answering it costs one writeHead and one write.
 */
export interface PreparedBody {
  status: number;
  plain: PreparedEncoding;
  gzip: PreparedEncoding;
  /** The header lines of a 304 (the validators and caching rules a 200 would carry, no body). */
  notModified: string[];
  /**
   * A weak validator of the content (W/"..."): the plain and gzipped bodies are two encodings of one
   * content, which only a weak tag may share.
   */
  etag: string;
}

/**
 * Catalog answers may be kept but must be revalidated before each use: a price an operator changes shows
 * at once, and revalidating costs a 304 without a body.
 */
const CATALOG_CACHE_CONTROL = 'public, no-cache';

/** Flat [name, value, name, value, ...] header lines, the cheapest form writeHead takes. */
function headerLines(headers: Record<string, string>): string[] {
  return Object.entries(headers).flat();
}

/** A catalog answer (JSON), prepared once per catalog change. */
export function prepareBody(value: unknown): PreparedBody {
  return prepareBytes(Buffer.from(JSON.stringify(value)), {
    contentType: 'application/json; charset=utf-8',
    cacheControl: CATALOG_CACHE_CONTROL,
  });
}

/** Any body prepared once for many answers: a catalog answer, a server-rendered page. */
export function prepareBytes(
  plain: Buffer,
  options: {
    contentType: string;
    cacheControl: string;
    status?: number;
    /** Request headers besides Accept-Encoding that the answer depends on (for caches). */
    varyAlso?: readonly string[];
  },
): PreparedBody {
  const gzip = gzipSync(plain);
  const etag = `W/"${crypto.createHash('sha256').update(plain).digest('base64url').slice(0, 22)}"`;
  const validators = {
    // A JSON answer carries only the security headers JSON needs; a page the whole set (DR 213).
    ...securityHeadersFor(options.contentType),
    etag,
    'cache-control': options.cacheControl,
    vary: ['accept-encoding', ...(options.varyAlso ?? [])].join(', '),
  };
  const typed = { ...validators, 'content-type': options.contentType };
  return {
    status: options.status ?? 200,
    plain: { body: plain, headers: headerLines({ ...typed, 'content-length': String(plain.length) }) },
    gzip: {
      body: gzip,
      headers: headerLines({ ...typed, 'content-encoding': 'gzip', 'content-length': String(gzip.length) }),
    },
    notModified: headerLines(validators),
    etag,
  };
}

const opaque = (tag: string) => tag.trim().replace(/^W\//, '');

/** Whether an If-None-Match header names this entity tag (weak comparison, as RFC 9110 asks for GET). */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch === etag || ifNoneMatch === '*') return true;
  return ifNoneMatch.split(',').some((tag) => opaque(tag) === opaque(etag));
}

/**
 * Writes a prepared answer: 304 with no body when the request already holds this version (a 404 page is
 * always sent whole), else the gzipped or plain bytes. Node leaves the body out of an answer to HEAD.
 */
export function writePrepared(
  request: IncomingMessage,
  response: ServerResponse,
  prepared: PreparedBody,
): void {
  if (prepared.status === 200 && matches(request.headers['if-none-match'], prepared.etag)) {
    response.writeHead(304, prepared.notModified).end();
    return;
  }
  const encoding = request.headers['accept-encoding']?.includes('gzip') ? prepared.gzip : prepared.plain;
  response.writeHead(prepared.status, encoding.headers).end(encoding.body);
}

/**
 * Sends a body that was serialised (and checked against its response schema) when the cache was built,
 * so the hot catalog reads skip per-request validation, serialisation and compression. The answer is
 * byte for byte the one the front door (catalog/front-door.ts) writes for the same request.
 */
export function sendPrepared(request: FastifyRequest, reply: FastifyReply, body: PreparedBody): FastifyReply {
  reply.hijack();
  writePrepared(request.raw, reply.raw, body);
  return reply;
}
