import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** The outbox module's tables: only this module reads or writes them (docs/decisions/206). */

/**
 * Messages to send (SMS and e-mail), written in the same transaction as the change they tell about and
 * sent by the outbox worker (modules/outbox/worker.ts): claimed with FOR UPDATE SKIP LOCKED under a lease,
 * retried with backoff, marked sent once. `template` and `data` are rendered at send time
 * (modules/outbox/templates.ts).
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** 'sms' or 'email'. */
    channel: text('channel').notNull(),
    /** A 10-digit mobile number or an e-mail address. */
    recipient: text('recipient').notNull(),
    template: text('template').notNull(),
    data: jsonb('data').notNull(),
    /** One message per event and recipient, however often the code that writes it runs. */
    dedupeKey: text('dedupe_key').notNull().unique(),
    /** What it is about, for the operations console: an order id, a contact message id, ... */
    orderId: integer('order_id'),
    contactMessageId: integer('contact_message_id'),
    partnerRequestId: integer('partner_request_id'),
    /** 'pending', 'sending' (claimed until locked_until), 'sent' or 'failed' (gave up). */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /**
     * What the SMS provider's delivery reports said (modules/sms/delivery-reports.ts): 'sent' (handed to the
     * operator), 'delivered' or 'failed'; only ever moved forward. Null until a report came.
     */
    deliveryStatus: text('delivery_status'),
    deliveryStatusAt: timestamp('delivery_status_at', { withTimezone: true }),
    deliveryError: text('delivery_error'),
  },
  (table) => [
    index('outbox_messages_due').on(table.nextAttemptAt).where(sql`status in ('pending', 'sending')`),
    index('outbox_messages_order').on(table.orderId),
  ],
);
