import type { Database } from '../../db/client.ts';
import type { Executor } from '../outbox/index.ts';
import {
  enqueueFallbackSms,
  lockMessageByProviderId,
  recordStatusEvent,
  setEventOutcome,
  setMessageStatus,
  unmatchedEvents,
  type WhatsAppMessageRow,
} from './repository.ts';
import { advances, isWebhookStatus } from './status.ts';

/** One status event of the webhook: the provider's message id, the status and its time (seconds). */
export interface StatusEvent {
  providerMessageId: string;
  status: string;
  timestamp: string;
  /** The provider's first error code and title, for 'failed'. */
  error: string | null;
}

export type EventOutcome = 'duplicate' | 'applied' | 'stale' | 'unknown_message' | 'ignored';

/**
 * Applies one status event inside the caller's transaction: recorded once by its key (message id, status,
 * time; a replay answers 'duplicate' and changes nothing), then applied to its message when it moves the
 * message forward (status.ts). A 'failed' report of a message still waiting for delivery writes the SMS in
 * its place (once: the SMS has its own dedupe key). Answers what became of it and whether an SMS was written.
 */
export async function applyStatusEvent(
  tx: Executor,
  event: StatusEvent,
): Promise<{ outcome: EventOutcome; fallbackSms: boolean }> {
  const eventKey = `${event.providerMessageId}:${event.status}:${event.timestamp}`;
  const id = await recordStatusEvent(tx, {
    eventKey,
    providerMessageId: event.providerMessageId,
    status: event.status,
  });
  if (id === null) return { outcome: 'duplicate', fallbackSms: false };
  if (!isWebhookStatus(event.status)) {
    await setEventOutcome(tx, id, 'ignored');
    return { outcome: 'ignored', fallbackSms: false };
  }
  const message = await lockMessageByProviderId(tx, event.providerMessageId);
  if (!message) {
    await setEventOutcome(tx, id, 'unknown_message');
    return { outcome: 'unknown_message', fallbackSms: false };
  }
  const result = await applyToMessage(tx, message, event.status, event.error);
  await setEventOutcome(tx, id, result.outcome);
  return result;
}

async function applyToMessage(
  tx: Executor,
  message: WhatsAppMessageRow,
  status: 'sent' | 'delivered' | 'read' | 'failed',
  error: string | null,
): Promise<{ outcome: 'applied' | 'stale'; fallbackSms: boolean }> {
  if (!advances(message.status, status)) return { outcome: 'stale', fallbackSms: false };
  await setMessageStatus(tx, message.id, { status, error });
  if (status !== 'failed' || message.fallbackOutboxId !== null)
    return { outcome: 'applied', fallbackSms: false };
  const written = await enqueueFallbackSms(tx, message);
  return { outcome: 'applied', fallbackSms: written !== null };
}

/**
 * Events recorded as 'unknown_message' because they came before the send's answer was stored, applied in
 * the order received once it is (the ordering rule makes their order not matter).
 */
export async function applyUnmatchedEvents(db: Database, providerMessageId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const events = await unmatchedEvents(tx, providerMessageId);
    if (events.length === 0) return false;
    const message = await lockMessageByProviderId(tx, providerMessageId);
    if (!message) return false;
    let current = message;
    let fallback = false;
    for (const event of events) {
      if (!isWebhookStatus(event.status)) continue;
      const result = await applyToMessage(tx, current, event.status, null);
      fallback ||= result.fallbackSms;
      await setEventOutcome(tx, event.id, result.outcome);
      current = (await lockMessageByProviderId(tx, providerMessageId)) ?? current;
    }
    return fallback;
  });
}
