import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { orders } from '../orders/tables.ts';
import { partners } from '../partners/tables.ts';
import { staff } from '../staff/tables.ts';

/** The handover module's tables: only this module reads or writes them (docs/decisions/206). */

/**
 * What the partner's executive records at the doorstep (issue 13), one row per order. Personal numbers are
 * kept masked only: the ID as 'XXXX XXXX 1234', account numbers, UPI IDs and wallet numbers as their last
 * four characters. The full payout details exist only in the requests and the call to the payouts provider.
 */
export const handovers = pgTable(
  'handovers',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .unique()
      .references(() => orders.id),
    /** The partner holding the order when the handover started (partners arrive with the order lifecycle). */
    partnerId: integer('partner_id'),
    /** One IMEI, or two for a dual-SIM phone. */
    imeis: jsonb('imeis').$type<string[]>(),
    /** The latest check of those IMEIs: status, driver and reference per IMEI (every check is in imei_checks). */
    imeiCheck:
      jsonb('imei_check').$type<
        {
          imei: string;
          status: 'clear' | 'restricted';
          driver: string;
          reference: string;
          checkedAt: string;
        }[]
      >(),
    imeiRestricted: boolean('imei_restricted').notNull().default(false),
    imeiCheckedAt: timestamp('imei_checked_at', { withTimezone: true }),
    idType: text('id_type'),
    /** 'XXXX XXXX 1234': never more than the last four characters. */
    idMasked: text('id_masked'),
    nameOnId: text('name_on_id'),
    idRecordedAt: timestamp('id_recorded_at', { withTimezone: true }),
    /** Each checklist code (packages/shared/src/handover.ts WIPE_CHECKLIST) and whether it was confirmed. */
    wipeChecklist: jsonb('wipe_checklist').$type<Record<string, boolean>>(),
    wipeConfirmedAt: timestamp('wipe_confirmed_at', { withTimezone: true }),
    payoutMethod: text('payout_method'),
    /** MaskedPayout of packages/shared/src/handover.ts. */
    payoutDetails: jsonb('payout_details'),
    /** Keyed hash of the full destination (payout-identity.ts payoutFingerprint). */
    payoutFingerprint: text('payout_fingerprint'),
    /**
     * The full destination, sealed (AES-256-GCM under a key derived from OTP_SECRET, bound to this row) from
     * the seller's choice until the payout is released, then erased: the OTP may be read out to the
     * executive, whose request cannot carry details the seller typed on their own phone.
     */
    payoutDestinationSealed: text('payout_destination_sealed'),
    payoutChosenAt: timestamp('payout_chosen_at', { withTimezone: true }),
    /** The order's agreed (possibly revised) value when the final amount was entered, and that amount. */
    agreedAmount: integer('agreed_amount'),
    finalAmount: integer('final_amount'),
    /** The seller's payout OTP: only its hash, its expiry, wrong tries, and when it was sent and verified. */
    payoutOtpHash: text('payout_otp_hash'),
    payoutOtpExpiresAt: timestamp('payout_otp_expires_at', { withTimezone: true }),
    payoutOtpAttempts: integer('payout_otp_attempts').notNull().default(0),
    payoutOtpSentAt: timestamp('payout_otp_sent_at', { withTimezone: true }),
    payoutOtpVerifiedAt: timestamp('payout_otp_verified_at', { withTimezone: true }),
    /** Payout codes sent and wrong codes tried over the whole handover (caps in HANDOVER_LIMITS; never reset). */
    payoutOtpSends: integer('payout_otp_sends').notNull().default(0),
    payoutOtpFailures: integer('payout_otp_failures').notNull().default(0),
    /** The payout as the driver answered it; the reference (UTR, payout id or cheque number) goes on the receipt. */
    payoutDriver: text('payout_driver'),
    payoutStatus: text('payout_status'),
    payoutReference: text('payout_reference'),
    payoutProviderId: text('payout_provider_id'),
    payoutTest: boolean('payout_test'),
    payoutReleasedAt: timestamp('payout_released_at', { withTimezone: true }),
    /**
     * The idempotency key sent with the payout now at the provider (payout-identity.ts; a staff retry's:
     * payouts/payout-key.ts): stored when the release is claimed, so a payout that got no answer can be
     * looked up by it and never created again.
     */
    payoutKey: text('payout_key'),
    /**
     * The provider's fund account the payout went to (`fa_...`) and its mode (UPI, IMPS, NEFT, amazonpay): a
     * staff retry pays the same fund account, so the full destination is never kept after the release (009).
     */
    payoutFundAccountId: text('payout_fund_account_id'),
    payoutMode: text('payout_mode'),
    /** The bank's reference, once a webhook or a status check carried it (the receipt keeps its own copy). */
    payoutUtr: text('payout_utr'),
    /** When the payout's status last changed (a webhook or a status check; docs/decisions/110). */
    payoutStatusAt: timestamp('payout_status_at', { withTimezone: true }),
    /** When the status check last asked the provider (the least recently asked go first). */
    payoutCheckedAt: timestamp('payout_checked_at', { withTimezone: true }),
    /**
     * Set when a released payout failed or was reversed (the money did not arrive): the staff's payout queue
     * lists these until the payout is retried or marked failed. `payoutProblem` is the provider's status.
     */
    payoutProblem: text('payout_problem'),
    payoutProblemAt: timestamp('payout_problem_at', { withTimezone: true }),
    /**
     * When one request took the release to the provider (a conditional update: only one holds it at a time, so
     * one call reaches the provider); cleared when the provider failed, taken over after a stale lease.
     */
    payoutReleaseStartedAt: timestamp('payout_release_started_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Webhooks and status checks find the payout by the provider's id.
  (table) => [index('handovers_payout_provider_id').on(table.payoutProviderId)],
);

/** Every IMEI check made at a doorstep, restricted ones included (the handover row keeps the latest). */
export const imeiChecks = pgTable(
  'imei_checks',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    imei: text('imei').notNull(),
    /** 'clear' or 'restricted'. */
    status: text('status').notNull(),
    /** 'manual' or 'list'. */
    driver: text('driver').notNull(),
    reference: text('reference').notNull(),
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('imei_checks_order').on(table.orderId), index('imei_checks_imei').on(table.imei)],
);

/**
 * A phone stopped or flagged at the door for staff to close (issue 31): a restricted IMEI, an IMEI already
 * bought on a completed order (both stop the handover), or an IMEI whose type allocation code names another
 * brand than the order's model (a flag only). One open hold per order, kind and IMEI; staff close it with
 * an outcome (modules/handover/door-holds.ts), audited.
 */
export const doorHolds = pgTable(
  'door_holds',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    /** DOOR_HOLD_KINDS of packages/shared/src/console-queues.ts. */
    kind: text('kind').notNull(),
    imei: text('imei').notNull(),
    /** The partner at the door. */
    partnerId: integer('partner_id').references(() => partners.id),
    /** The restricted-list check's reference; the earlier order's reference for a repeat; the TAC's brand. */
    reference: text('reference').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedBy: integer('closed_by').references(() => staff.id),
    /** DOOR_HOLD_OUTCOMES: 'cancelled', 'released', 'checked'. */
    outcome: text('outcome'),
    reason: text('reason'),
    /** The second check's reference when a restricted IMEI is released. */
    secondCheckReference: text('second_check_reference'),
  },
  (table) => [
    index('door_holds_order').on(table.orderId),
    uniqueIndex('door_holds_open').on(table.orderId, table.kind, table.imei).where(sql`closed_at is null`),
  ],
);

/**
 * Purchase receipts: written once at completion and never changed (the code has no UPDATE or DELETE for
 * them). `content` holds the whole receipt (PurchaseReceiptContent of packages/shared/src/receipt.ts); the
 * PDF and the dealer register are drawn from it alone.
 */
export const purchaseReceipts = pgTable(
  'purchase_receipts',
  {
    id: serial('id').primaryKey(),
    /** 'PX/2026-27/000123'. */
    number: text('number').notNull().unique(),
    /** '2026-27': April to March, India time. */
    financialYear: text('financial_year').notNull(),
    sequence: integer('sequence').notNull(),
    orderId: integer('order_id')
      .notNull()
      .unique()
      .references(() => orders.id),
    content: jsonb('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('purchase_receipts_year_sequence').on(table.financialYear, table.sequence),
    index('purchase_receipts_created').on(table.createdAt),
  ],
);

/** The last receipt sequence given out in each financial year (one row per year, locked while allocating). */
export const receiptCounters = pgTable('receipt_counters', {
  financialYear: text('financial_year').primaryKey(),
  lastSequence: integer('last_sequence').notNull(),
});
