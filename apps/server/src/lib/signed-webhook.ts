import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';

/**
 * What every signed webhook needs (payouts, WhatsApp): the request's body kept as its raw bytes, since the
 * signature is over them, and the HMAC-SHA256 of those bytes compared in constant time.
 */

/** Keeps every body in this Fastify scope as bytes, whatever its content type, up to `bodyLimit` (else 413). */
export function keepRawBodies(app: FastifyInstance, bodyLimit: number): void {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit }, (_request, body, done) => done(null, body));
}

/** Whether `hex` is the HMAC-SHA256 (64 hex digits) of `raw` under `secret`, compared in constant time. */
export function hmacSha256Matches(raw: Buffer, hex: unknown, secret: string): boolean {
  if (typeof hex !== 'string' || !/^[0-9a-f]{64}$/i.test(hex)) return false;
  const expected = crypto.createHmac('sha256', secret).update(raw).digest();
  return crypto.timingSafeEqual(expected, Buffer.from(hex, 'hex'));
}
