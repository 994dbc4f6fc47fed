import { bigint, boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** The staff module's tables: only this module reads or writes them (docs/decisions/206). */

/** The team that runs Phonix; signs in with e-mail, password and a TOTP code. */
export const staff = pgTable('staff', {
  id: serial('id').primaryKey(),
  /** Stored lower-case; the sign-in name. */
  email: text('email').notNull().unique(),
  name: text('name').notNull(),
  /** 'admin' or 'operations' (packages/shared/src/staff-api.ts). */
  role: text('role').notNull(),
  /** argon2id. */
  passwordHash: text('password_hash').notNull(),
  /** The password was issued by an admin (new account, reset): the first sign-in must change it. */
  mustChangePassword: boolean('must_change_password').notNull().default(false),
  /** The base32 TOTP secret, once enrolment is confirmed with a first code; null until then. */
  totpSecret: text('totp_secret'),
  /** The last TOTP time step accepted: a code is never accepted twice. */
  totpLastStep: bigint('totp_last_step', { mode: 'number' }),
  /** Wrong passwords or codes since the last successful sign-in; each one past a few adds a delay. */
  failedLogins: integer('failed_logins').notNull().default(0),
  loginBlockedUntil: timestamp('login_blocked_until', { withTimezone: true }),
  lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
  /** A deactivated account cannot sign in and its sessions end. */
  deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Staff sessions, apart from customers' (a customer's token never opens a staff call); only hashes stored. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('staff_sessions_staff').on(table.staffId)],
);

/**
 * The second step of a staff sign-in: issued after the right password, traded for a session with a TOTP
 * code. An enrolment challenge carries the new secret until its first code confirms it.
 */
export const staffLoginChallenges = pgTable('staff_login_challenges', {
  id: serial('id').primaryKey(),
  staffId: integer('staff_id')
    .notNull()
    .references(() => staff.id),
  tokenHash: text('token_hash').notNull().unique(),
  /** The secret being enrolled; null when the account already has one. */
  enrolSecret: text('enrol_secret'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});
