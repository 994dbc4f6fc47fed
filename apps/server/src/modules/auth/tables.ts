import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { customers } from '../customers/tables.ts';

/** The auth module's tables: only this module reads or writes them (docs/decisions/206). */

/** One-time codes sent by SMS; only a hash of the code is kept. Rows also count sends for the caps. */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: serial('id').primaryKey(),
    mobile: text('mobile').notNull(),
    /** 'verify' proves the number and logs in; 'reset' allows a password reset. */
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    /** Details to apply once the code is verified (checkout's name and e-mail). */
    payload: jsonb('payload'),
    clientIp: text('client_ip').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (table) => [
    index('otp_codes_mobile_created').on(table.mobile, table.createdAt),
    index('otp_codes_ip_created').on(table.clientIp, table.createdAt),
  ],
);

/** Login sessions; the bearer token itself is never stored, only its SHA-256. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('sessions_customer').on(table.customerId)],
);

/**
 * Consecutive wrong passwords per account (reset by a successful login or a password reset), and until
 * when the next attempt must wait. In the database, so every server process sees the same count.
 */
export const loginFailures = pgTable('login_failures', {
  customerId: integer('customer_id')
    .primaryKey()
    .references(() => customers.id),
  failures: integer('failures').notNull(),
  blockedUntil: timestamp('blocked_until', { withTimezone: true }).notNull(),
});

/** Single-use grants to set a new password, issued after a verified forgot-password OTP. */
export const passwordResets = pgTable('password_resets', {
  id: serial('id').primaryKey(),
  customerId: integer('customer_id')
    .notNull()
    .references(() => customers.id),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});
