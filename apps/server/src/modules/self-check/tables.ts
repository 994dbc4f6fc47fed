import type { SelfCheckReport } from '@phonix/shared/self-check';
import type { DevicePublicKey } from '@phonix/shared/self-check-proof';
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { customers } from '../customers/tables.ts';
import { orders } from '../orders/tables.ts';
import { partners } from '../partners/tables.ts';

/** The self-check module's tables: only this module reads or writes them (docs/decisions/206). */

/**
 * The self-check a seller shared with an order (issue 34), one per order (a new share replaces it): the
 * report as the phone signed it, the phone's public key and the signature, so the signature can be checked
 * again later and the door proof checked against the same key.
 */
export const selfCheckReports = pgTable(
  'self_check_reports',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .unique()
      .references(() => orders.id),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    /** The report (packages/shared/src/self-check.ts) exactly as it was signed (its canonical JSON). */
    report: jsonb('report').$type<SelfCheckReport>().notNull(),
    /** The report's own time (when the check ran on the phone). */
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull(),
    /** The phone's ECDSA P-256 public key as a JWK. */
    publicKey: jsonb('public_key').$type<DevicePublicKey>().notNull(),
    /** base64url ECDSA-SHA-256 signature over the report's canonical JSON. */
    signature: text('signature').notNull(),
    /** When it was shared (replaced); a proof counts only when made after it. */
    sharedAt: timestamp('shared_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('self_check_reports_customer').on(table.customerId)],
);

/**
 * Door codes the partner holding an order asked for, and the proof the seller's phone gave with one: a code
 * lives 10 minutes, is spent by five wrong tries or by a newer code, and is proven at most once.
 */
export const doorProofs = pgTable(
  'door_proofs',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id),
    code: text('code').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Wrong tries against this code (a wrong code, or a signature of another key). */
    attempts: integer('attempts').notNull().default(0),
    /** Spent without a proof: too many wrong tries, or a newer code was asked for. */
    spentAt: timestamp('spent_at', { withTimezone: true }),
    provenAt: timestamp('proven_at', { withTimezone: true }),
  },
  (table) => [index('door_proofs_order').on(table.orderId)],
);
