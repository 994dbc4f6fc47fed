import { CURRENT_PRIVACY_NOTICE } from '@phonix/shared/privacy-notice';
import { desc, eq, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { copyAsSms, type Executor } from '../outbox/index.ts';
import { whatsappConsents, whatsappMessages, whatsappWebhookEvents } from './tables.ts';

export type ConsentRow = typeof whatsappConsents.$inferSelect;
export type WhatsAppMessageRow = typeof whatsappMessages.$inferSelect;

/** The seller's latest consent record (it decides), or undefined when they never chose. */
export async function latestConsent(executor: Executor, customerId: number): Promise<ConsentRow | undefined> {
  const [row] = await executor
    .select()
    .from(whatsappConsents)
    .where(eq(whatsappConsents.customerId, customerId))
    .orderBy(desc(whatsappConsents.id))
    .limit(1);
  return row;
}

export async function insertConsent(
  executor: Executor,
  values: { customerId: number; optedIn: boolean; text: string; source: string },
): Promise<ConsentRow> {
  // Each record names the privacy notice version in force when it was made (issue 24).
  const [row] = await executor
    .insert(whatsappConsents)
    .values({ ...values, noticeVersion: CURRENT_PRIVACY_NOTICE.version })
    .returning();
  if (!row) throw new Error('the consent was not stored');
  return row;
}

/** The WhatsApp message an outbox row was sent as, or whose failure that row (an SMS) stands in for. */
export async function messageForOutbox(
  db: Database,
  outboxId: number,
): Promise<WhatsAppMessageRow | undefined> {
  const [row] = await db
    .select()
    .from(whatsappMessages)
    .where(or(eq(whatsappMessages.outboxId, outboxId), eq(whatsappMessages.fallbackOutboxId, outboxId)))
    .limit(1);
  return row;
}

/** Records that a WhatsApp send of this outbox row is under way (again, when a crash left it so). */
export async function startMessage(
  db: Database,
  values: {
    outboxId: number;
    customerId: number;
    recipient: string;
    template: string;
    waTemplate: string;
    language: string;
  },
): Promise<void> {
  await db
    .insert(whatsappMessages)
    .values({ ...values, status: 'sending' })
    .onConflictDoUpdate({
      target: whatsappMessages.outboxId,
      set: {
        waTemplate: values.waTemplate,
        language: values.language,
        statusAt: sql`now()`,
      },
      setWhere: sql`${whatsappMessages.status} = 'sending'`,
    });
}

export async function markAccepted(db: Database, outboxId: number, providerMessageId: string): Promise<void> {
  await db
    .update(whatsappMessages)
    .set({ providerMessageId, status: 'accepted', error: null, statusAt: sql`now()` })
    .where(eq(whatsappMessages.outboxId, outboxId));
}

export async function markSendError(db: Database, outboxId: number, error: string): Promise<void> {
  await db
    .update(whatsappMessages)
    .set({ status: 'error', error: error.slice(0, 500), statusAt: sql`now()` })
    .where(eq(whatsappMessages.outboxId, outboxId));
}

/** The message with this provider id, locked for the status change (one event at a time per message). */
export async function lockMessageByProviderId(
  executor: Executor,
  providerMessageId: string,
): Promise<WhatsAppMessageRow | undefined> {
  const [row] = await executor
    .select()
    .from(whatsappMessages)
    .where(eq(whatsappMessages.providerMessageId, providerMessageId))
    .for('update')
    .limit(1);
  return row;
}

export async function setMessageStatus(
  executor: Executor,
  id: number,
  values: { status: string; error?: string | null },
): Promise<void> {
  await executor
    .update(whatsappMessages)
    .set({ status: values.status, statusAt: sql`now()`, ...(values.error ? { error: values.error } : {}) })
    .where(eq(whatsappMessages.id, id));
}

/**
 * Writes the SMS that stands in for a WhatsApp message the provider reported failed: a copy of its outbox
 * row (same recipient, template and facts) with its own dedupe key, so it is written once however often the
 * failure is reported. Answers the new row's id, or null when it was already written.
 */
export async function enqueueFallbackSms(
  executor: Executor,
  message: WhatsAppMessageRow,
): Promise<number | null> {
  const id = await copyAsSms(executor, message.outboxId, `whatsapp-failed:${message.outboxId}`);
  if (id === null) return null;
  await executor
    .update(whatsappMessages)
    .set({ fallbackOutboxId: id })
    .where(eq(whatsappMessages.id, message.id));
  return id;
}

/**
 * Records a webhook status event by its key; answers its row id, or null when it was received before (a
 * replay: nothing more is done).
 */
export async function recordStatusEvent(
  executor: Executor,
  values: { eventKey: string; providerMessageId: string; status: string },
): Promise<number | null> {
  const [row] = await executor
    .insert(whatsappWebhookEvents)
    .values({ ...values, outcome: 'received' })
    .onConflictDoNothing({ target: whatsappWebhookEvents.eventKey })
    .returning({ id: whatsappWebhookEvents.id });
  return row?.id ?? null;
}

export async function setEventOutcome(executor: Executor, id: number, outcome: string): Promise<void> {
  await executor.update(whatsappWebhookEvents).set({ outcome }).where(eq(whatsappWebhookEvents.id, id));
}

/** Events that arrived before the send's answer was recorded (their message was unknown then). */
export async function unmatchedEvents(
  executor: Executor,
  providerMessageId: string,
): Promise<{ id: number; status: string }[]> {
  return executor
    .select({ id: whatsappWebhookEvents.id, status: whatsappWebhookEvents.status })
    .from(whatsappWebhookEvents)
    .where(
      sql`${whatsappWebhookEvents.providerMessageId} = ${providerMessageId} and ${whatsappWebhookEvents.outcome} = 'unknown_message'`,
    )
    .orderBy(whatsappWebhookEvents.id);
}
