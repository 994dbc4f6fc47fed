import type { FastifyRequest } from 'fastify';
import { type LoggerOptions, stdSerializers } from 'pino';

/**
 * What the server's log may hold (ENGINEERING 6): never a password or its hash, an OTP, a token or full
 * query parameters; mobile numbers masked. One set of pino options does it for every log line; main.ts
 * builds the logger from it and tests pass it to buildApp with a stream that captures the lines.
 *
 * The development SMS driver (SMS_DRIVER=log) is the one deliberate exception: its "SMS sent" lines carry
 * the number and the code in their own fields, so a developer can sign in without a phone. main.ts warns
 * when it runs with NODE_ENV=production.
 */

/** An Indian mobile number standing alone (not part of a longer run of digits). */
const MOBILE = /(?<!\d)[6-9]\d{5}(\d{4})(?!\d)/g;

/** 9876543210 -> XXXXXX3210 (the one masking style, handover.ts maskMobile), wherever a number appears. */
export function maskMobiles(text: string): string {
  return text.replace(MOBILE, 'XXXXXX$1');
}

/**
 * A request URL as logged: the path with mobile numbers masked, and the query string's names without
 * their values (a search text, a token in a link).
 * /api/checkcustomerexists/9876543210?src=sms -> /api/checkcustomerexists/XXXXXX3210?src=*
 */
export function loggedUrl(url: string): string {
  const mark = url.indexOf('?');
  const path = maskMobiles(mark === -1 ? url : url.slice(0, mark));
  if (mark === -1) return path;
  const names = url
    .slice(mark + 1)
    .split('&')
    .filter(Boolean)
    .map((pair) => `${maskMobiles(pair.split('=')[0] ?? '').slice(0, 40)}=*`);
  return `${path}?${names.join('&')}`;
}

/** Fields an error or a logged object may carry that hold request values (Drizzle's `params`). */
const VALUE_FIELDS = new Set(['params', 'parameters', 'values', 'binds']);

/**
 * A text of an error as logged: Drizzle's "params: ..." line (a failed insert's values: password hashes,
 * token hashes, numbers) cut, password hashes cut, mobile numbers masked.
 */
function cleanText(text: string): string {
  return maskMobiles(
    text
      .replace(/(^|\n)(\s*)params: [^\n]*/g, '$1$2params: [redacted]')
      .replace(/\$argon2[a-z]*\$[^\s,'")]*/g, '[password hash]'),
  );
}

function cleanValue(value: unknown, depth: number): unknown {
  if (typeof value === 'string') return cleanText(value);
  if (depth > 4 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => cleanValue(item, depth + 1));
  const result: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    result[key] = VALUE_FIELDS.has(key) ? '[redacted]' : cleanValue(item, depth + 1);
  }
  return result;
}

/** pino's error serializer, then every text cleaned and every field of request values dropped. */
export function serializeError(error: unknown): unknown {
  if (!(error instanceof Error)) return cleanValue(error, 0);
  return cleanValue(stdSerializers.err(error), 0);
}

/** A request as logged: method, the cleaned URL, and the client address Fastify resolved (TRUST_PROXY). */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: loggedUrl(request.url),
    remoteAddress: request.ip,
  };
}

/** Keys whose values never reach the log, wherever a caller puts them in a logged object. */
const SECRET_KEYS = new Set([
  'password',
  'newPassword',
  'passwordHash',
  'password_hash',
  'otp',
  'codeHash',
  'token',
  'reset_token',
  'resetToken',
  'tokenHash',
  'authorization',
  'cookie',
]);

/** Keys holding a mobile number: logged masked. */
const MOBILE_KEYS = new Set(['mobile', 'alternate_mobile', 'alternateMobile']);

/** Logged under these keys, objects go through their serializer above instead. */
const SERIALIZED_KEYS = new Set(['req', 'res', 'err', 'error']);

/**
 * A logged object with secret fields replaced and mobile fields masked, a few levels deep (a copy is made
 * only where something changes). One walk over the keys: pino's path-based redaction with a wildcard per
 * key cost about 20 µs a line, more than the rest of the logging.
 */
function scrub(value: Record<string, unknown>, depth: number): Record<string, unknown> {
  let result: Record<string, unknown> | undefined;
  for (const key in value) {
    const item = value[key];
    let clean = item;
    if (SECRET_KEYS.has(key)) clean = '[redacted]';
    else if (MOBILE_KEYS.has(key) && typeof item === 'string') clean = maskMobiles(item);
    else if (
      depth < 3 &&
      item !== null &&
      typeof item === 'object' &&
      !Array.isArray(item) &&
      !(depth === 0 && SERIALIZED_KEYS.has(key))
    )
      clean = scrub(item as Record<string, unknown>, depth + 1);
    if (clean !== item) {
      result ??= { ...value };
      result[key] = clean;
    }
  }
  return result ?? value;
}

/** The pino options of the server's logger (level and, in development, pino-pretty added by the caller). */
export function loggerOptions(level: string): LoggerOptions {
  return {
    level,
    serializers: {
      req: serializeRequest as (request: unknown) => unknown,
      err: serializeError,
    },
    formatters: {
      log: (object) => scrub(object, 0),
    },
    hooks: {
      // Messages are free text: a number written into one by mistake is masked too.
      logMethod(args, method) {
        const masked = args.map((arg) => (typeof arg === 'string' ? maskMobiles(arg) : arg));
        return method.apply(this, masked as Parameters<typeof method>);
      },
    },
  };
}
