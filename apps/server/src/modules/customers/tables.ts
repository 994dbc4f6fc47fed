import { pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** The customers module's tables: only this module reads or writes them (docs/decisions/206). */

/** Sellers, identified by their 10-digit mobile number (SPEC 1). */
export const customers = pgTable('customers', {
  id: serial('id').primaryKey(),
  mobile: text('mobile').notNull().unique(),
  name: text('name').notNull(),
  /** The seller's language for what is sent to them: 'en', 'hi' or 'te' (packages/shared/src/i18n.ts). */
  language: text('language').notNull().default('en'),
  email: text('email').notNull().default(''),
  alternateMobile: text('alternate_mobile').notNull().default(''),
  /** argon2id; null for a customer created by checkout who never set a password. */
  passwordHash: text('password_hash'),
  /** Set when the customer first proved the number with an OTP. */
  verifiedAt: timestamp('verified_at', { withTimezone: true }),
  platform: text('platform').notNull().default('web'),
  /**
   * Set when the seller erased their account (issue 24, modules/privacy): the row is anonymised (its mobile
   * becomes 'erased:<id>'), so the number can sign up again as a new, empty account.
   */
  erasedAt: timestamp('erased_at', { withTimezone: true }),
  /**
   * An erased seller's number, kept only while a purchase receipt of theirs is within its legal period
   * (packages/shared/src/retention.ts): the dealer register names the seller's mobile. Null otherwise.
   */
  keptMobile: text('kept_mobile'),
  /**
   * The seller's latest sign-in (set when a session is made): with their orders and grievances, what the
   * inactive-account sweep reads (issue 24, packages/shared/src/retention.ts INACTIVE_ACCOUNT).
   */
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
