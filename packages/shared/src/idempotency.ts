/**
 * Idempotency-Key: every write the web app sends carries one (apps/web/src/lib/api-client.ts, one key per
 * user action, the same on every repeat), and the server answers a repeat of the same call with the same
 * key from its store instead of doing it twice (apps/server/src/plugins/idempotency.ts).
 */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** What a key may be: 8 to 100 letters, digits, dashes or underscores (a UUID, or 32 hex digits). */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;

/** How long the server keeps an answer to replay. */
export const IDEMPOTENCY_TTL_HOURS = 24;
