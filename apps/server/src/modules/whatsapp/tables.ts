import { bigint, bigserial, boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { customers } from '../customers/tables.ts';

/** The whatsapp module's tables: only this module reads or writes them (docs/decisions/206). */

/**
 * A seller's WhatsApp consent (issue 23, docs/decisions/150): one row per opt-in or opt-out, never changed;
 * the latest row (highest id) decides. `text` is the exact wording the seller agreed to or withdrew from,
 * `source` where they did it: 'booking' or 'profile'.
 */
export const whatsappConsents = pgTable(
  'whatsapp_consents',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    optedIn: boolean('opted_in').notNull(),
    text: text('text').notNull(),
    source: text('source').notNull(),
    /** The privacy notice version in force when the choice was made (issue 24); null before notices. */
    noticeVersion: text('notice_version'),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('whatsapp_consents_customer').on(table.customerId, table.id)],
);

/**
 * Order updates sent by WhatsApp (modules/whatsapp, docs/decisions/150): one row per outbox message that
 * tried WhatsApp. `status`: 'sending' (the call is out), 'accepted' (the provider gave its message id),
 * then the delivery webhook's 'sent' < 'delivered' < 'read', or 'failed'; 'error' when the call itself
 * failed or timed out (the SMS went instead). `fallbackOutboxId`: the SMS written when the provider later
 * reported the message failed.
 */
export const whatsappMessages = pgTable(
  'whatsapp_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    outboxId: bigint('outbox_id', { mode: 'number' }).notNull().unique(),
    customerId: integer('customer_id').notNull(),
    recipient: text('recipient').notNull(),
    /** The outbox template (what the update is) and the WhatsApp template it was sent as. */
    template: text('template').notNull(),
    waTemplate: text('wa_template').notNull(),
    language: text('language').notNull(),
    providerMessageId: text('provider_message_id').unique(),
    status: text('status').notNull(),
    error: text('error'),
    fallbackOutboxId: bigint('fallback_outbox_id', { mode: 'number' }).unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    statusAt: timestamp('status_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('whatsapp_messages_status').on(table.status)],
);

/** Every status event the WhatsApp webhook received, once each (a replay finds its key and changes nothing). */
export const whatsappWebhookEvents = pgTable(
  'whatsapp_webhook_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The provider's message id, status and timestamp: one event. */
    eventKey: text('event_key').notNull().unique(),
    providerMessageId: text('provider_message_id').notNull(),
    status: text('status').notNull(),
    /** 'applied', 'stale' (an earlier state arriving late), 'unknown_message' or 'ignored'. */
    outcome: text('outcome').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('whatsapp_webhook_events_message').on(table.providerMessageId)],
);
