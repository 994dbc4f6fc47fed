import { bigserial, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Tables of the platform, not of a module: read and written by plugins (apps/server/src/plugins). */

/**
 * Answers of writes sent with an Idempotency-Key (plugins/idempotency.ts): a repeat of the same call with
 * the same key is answered from here instead of running again. A row without a status is a first request
 * still running. Kept IDEMPOTENCY_TTL_HOURS; answers that hold a secret (a session token, an issued
 * password) are never stored.
 */
export const idempotentRequests = pgTable(
  'idempotent_requests',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** SHA-256 of who sent it (principal and id), the method, the route and the key. */
    keyHash: text('key_hash').notNull().unique(),
    /** SHA-256 of the request's path, query and body: the same key with another request is refused. */
    requestHash: text('request_hash').notNull(),
    /** The answer's HTTP status and JSON body; null while the first request runs. */
    status: integer('status'),
    body: text('body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('idempotent_requests_expiry').on(table.expiresAt)],
);
