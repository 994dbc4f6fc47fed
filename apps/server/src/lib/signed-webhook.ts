import crypto from 'node:crypto';
import { isAcceptedText, isKnownMoment } from '@phonix/shared/validation';
import type { FastifyInstance } from 'fastify';

/**
 * What every signed webhook needs (payouts, WhatsApp, SMS reports): the request's body kept as its raw bytes,
 * since the signature is over them, the HMAC-SHA256 of those bytes compared in constant time, and the body's
 * values read by the site's rules. A signature proves who sent a body, not that it is usable: a value the
 * site would refuse in a request (a NUL or a lone surrogate, a day like 0000-01-01) is read as absent, so the
 * body is recorded as one we could not use (2xx) or refused as malformed (400), never a 5xx the provider
 * would retry forever.
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

/**
 * A text value of a signed body as the site keeps it: accepted text (validation.ts, the one text rule),
 * not empty, at most `max` characters; anything else is null (absent).
 */
export function webhookText(value: unknown, max = 200): string | null {
  return typeof value === 'string' && value !== '' && value.length <= max && isAcceptedText(value)
    ? value
    : null;
}

/**
 * A provider's free words (an error's description): accepted text cut to `max` characters (whole characters:
 * a cut never leaves half of a pair), else null.
 */
export function webhookNote(value: unknown, max: number): string | null {
  if (typeof value !== 'string' || !isAcceptedText(value)) return null;
  const words = Array.from(value).slice(0, max).join('');
  return words === '' ? null : words;
}

/** A moment of a signed body (ISO text) on a day the site knows (validation.ts isKnownMoment), else null. */
export function webhookMoment(value: unknown): Date | null {
  if (typeof value !== 'string' || value.length > 40) return null;
  const at = new Date(value);
  return isKnownMoment(at) ? at : null;
}
