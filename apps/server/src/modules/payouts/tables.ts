import { bigserial, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** The payouts module's tables: only this module reads or writes them (docs/decisions/206). */

/**
 * Every payout webhook received with a valid signature, once per event id (the provider's
 * X-Razorpay-Event-Id, else a hash of the body): a replay finds its row and changes nothing. Only the
 * event's facts are kept (never the payload, which names the seller's account). `outcome` says what it did:
 * applied, stale (a late status after a final one), unknown_payout (no payout of ours has that id).
 */
export const payoutWebhookEvents = pgTable(
  'payout_webhook_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    eventId: text('event_id').notNull().unique(),
    event: text('event').notNull(),
    providerPayoutId: text('provider_payout_id'),
    status: text('status'),
    utr: text('utr'),
    handoverId: integer('handover_id'),
    outcome: text('outcome').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('payout_webhook_events_payout').on(table.providerPayoutId)],
);
