import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { customers } from '../customers/tables.ts';
import { orders } from '../orders/tables.ts';
import { partners } from '../partners/tables.ts';
import { staff } from '../staff/tables.ts';

/** The privacy module's tables: only this module reads or writes them (docs/decisions/206). */

/**
 * The privacy notice versions a seller accepted (issue 24; packages/shared/src/privacy-notice.ts), one row
 * per acceptance, with the time.
 */
export const privacyNoticeAcceptances = pgTable(
  'privacy_notice_acceptances',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    version: text('version').notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('privacy_notice_acceptances_customer').on(table.customerId, table.id)],
);

/**
 * Optional purposes other than WhatsApp (whose records are whatsapp_consents'): 'sms_offers'. One row per
 * change, never changed; the latest (highest id) decides; none means off.
 */
export const privacyConsents = pgTable(
  'privacy_consents',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    purpose: text('purpose').notNull(),
    optedIn: boolean('opted_in').notNull(),
    text: text('text').notNull().default(''),
    noticeVersion: text('notice_version').notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('privacy_consents_customer').on(table.customerId, table.purpose, table.id)],
);

/**
 * A seller's grievance (issue 24): a number, a state ('open', 'answered', 'closed') and the India day by
 * which the Grievance Officer must answer (GRIEVANCE_ANSWER_DAYS).
 */
export const grievances = pgTable(
  'grievances',
  {
    id: serial('id').primaryKey(),
    /** 'GR-000123'. */
    number: text('number').notNull().unique(),
    /** The seller the grievance is about; null for a partner's own grievance. */
    customerId: integer('customer_id').references(() => customers.id),
    /** Raised by the seller's nominee on their behalf (issue 24); null when the seller raised it. */
    nomineeId: integer('nominee_id').references(() => nominees.id),
    /** A partner's grievance about its own data (the portal); then customer_id is null. */
    partnerId: integer('partner_id').references(() => partners.id),
    orderId: integer('order_id').references(() => orders.id),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    state: text('state').notNull().default('open'),
    dueDay: text('due_day').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('grievances_customer').on(table.customerId), index('grievances_due').on(table.dueDay)],
);

/**
 * A seller's nominee (issue 24; DPDP Act 2023 section 14): a name and a mobile that is not the seller's,
 * 'pending' until the code sent to the nominee's number is entered, then 'active'; 'removed' when the seller
 * removes or replaces them. A seller has at most one nominee not removed.
 */
export const nominees = pgTable(
  'nominees',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    name: text('name').notNull(),
    mobile: text('mobile').notNull(),
    state: text('state').notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (table) => [
    index('nominees_customer').on(table.customerId),
    index('nominees_mobile').on(table.mobile),
    uniqueIndex('nominees_one_per_customer').on(table.customerId).where(sql`state <> 'removed'`),
  ],
);

/**
 * A nominee's sign-in (their own mobile and a code): short-lived, by number (one person may be the nominee
 * of several sellers); only the token's SHA-256 is kept.
 */
export const nomineeSessions = pgTable(
  'nominee_sessions',
  {
    id: serial('id').primaryKey(),
    mobile: text('mobile').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('nominee_sessions_mobile').on(table.mobile)],
);

/**
 * The breach register (issue 24; DPDP Rules 2025, rule 7): each personal data breach, when it was detected
 * (the Board's 72 hours run from then), what and whose data, and when the Board's report was made.
 */
export const dataBreaches = pgTable('data_breaches', {
  id: serial('id').primaryKey(),
  /** 'BR-000012'. */
  number: text('number').notNull().unique(),
  description: text('description').notNull(),
  detectedAt: timestamp('detected_at', { withTimezone: true }).notNull(),
  /** Kinds of data (packages/shared/src/privacy-api.ts BREACH_DATA_KINDS). */
  dataKinds: jsonb('data_kinds').notNull(),
  consequences: text('consequences').notNull(),
  measures: text('measures').notNull(),
  sellerSteps: text('seller_steps').notNull(),
  recordedBy: integer('recorded_by').references(() => staff.id),
  boardReportedAt: timestamp('board_reported_at', { withTimezone: true }),
  boardReference: text('board_reference'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The sellers a breach affected, and when their notice was queued (the outbox sends it once). */
export const dataBreachSellers = pgTable(
  'data_breach_sellers',
  {
    breachId: integer('breach_id')
      .notNull()
      .references(() => dataBreaches.id),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    notifiedAt: timestamp('notified_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.breachId, table.customerId] }),
    index('data_breach_sellers_customer').on(table.customerId),
  ],
);

/**
 * The inactive-account sweep's notices (issue 24; DPDP Rules 2025, rule 8): told at `notified_at`, erased
 * from `erase_after` if still inactive; 'pending', 'cancelled' (the seller came back) or 'erased'.
 */
export const inactivityNotices = pgTable(
  'inactivity_notices',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    lastActiveAt: timestamp('last_active_at', { withTimezone: true }).notNull(),
    notifiedAt: timestamp('notified_at', { withTimezone: true }).notNull(),
    eraseAfter: timestamp('erase_after', { withTimezone: true }).notNull(),
    state: text('state').notNull().default('pending'),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [
    index('inactivity_notices_customer').on(table.customerId),
    uniqueIndex('inactivity_notices_one_pending').on(table.customerId).where(sql`state = 'pending'`),
  ],
);

/** Each reply or state change of a grievance, with who made it (the officer's replies are also audited). */
export const grievanceUpdates = pgTable(
  'grievance_updates',
  {
    id: serial('id').primaryKey(),
    grievanceId: integer('grievance_id')
      .notNull()
      .references(() => grievances.id),
    /** 'seller' or 'officer'. */
    by: text('by').notNull(),
    staffId: integer('staff_id'),
    state: text('state').notNull(),
    message: text('message').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('grievance_updates_grievance').on(table.grievanceId)],
);
