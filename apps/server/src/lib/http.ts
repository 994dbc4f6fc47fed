import { gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Fastify-level failures our callers see, with the spec's { success: false, message } body. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

export const notFound = (message: string) => new HttpError(404, message);
export const badRequest = (message: string, field?: string) => new HttpError(400, message, field);

/** A response body encoded once, plain and gzipped, when a cache is built. */
export interface PreparedBody {
  plain: Buffer;
  gzip: Buffer;
}

export function prepareBody(value: unknown): PreparedBody {
  const plain = Buffer.from(JSON.stringify(value));
  return { plain, gzip: gzipSync(plain) };
}

/**
 * Sends a body that was serialised (and checked against its response schema) when the cache was built,
 * so the hot catalog reads skip per-request validation, serialisation and compression.
 */
export function sendPrepared(request: FastifyRequest, reply: FastifyReply, body: PreparedBody): FastifyReply {
  reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
  if (request.headers['accept-encoding']?.includes('gzip')) {
    return reply.header('content-encoding', 'gzip').send(body.gzip);
  }
  return reply.send(body.plain);
}
