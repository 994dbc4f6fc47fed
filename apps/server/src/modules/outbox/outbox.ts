import type { Database } from '../../db/client.ts';
import { outboxMessages } from './tables.ts';
import type { TemplateData, TemplateName } from './templates.ts';

/** A transaction of Drizzle (or the database itself, for a single insert). */
export type Executor = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

export type Channel = 'sms' | 'email';

/** One message to write into the outbox. */
export interface OutboxMessage {
  channel: Channel;
  /** A 10-digit mobile number (sms) or an e-mail address. */
  to: string;
  template: TemplateName;
  data: object;
  /** Unique per event and recipient: writing the same message twice stores it once. */
  dedupeKey: string;
  orderId?: number;
  contactMessageId?: number;
  partnerRequestId?: number;
}

/** A typed message: the data must fit the template. */
export function message<T extends TemplateName>(
  channel: Channel,
  to: string,
  template: T,
  data: TemplateData<T>,
  source: { dedupeKey: string; orderId?: number; contactMessageId?: number; partnerRequestId?: number },
): OutboxMessage {
  return { channel, to, template, data, ...source };
}

/**
 * Writes messages into the outbox. Call it with the transaction that makes the change the messages tell
 * about: they are then sent if and only if the change commits, and the worker sends each once.
 */
export async function enqueue(executor: Executor, messages: readonly OutboxMessage[]): Promise<void> {
  if (messages.length === 0) return;
  await executor
    .insert(outboxMessages)
    .values(
      messages.map((entry) => ({
        channel: entry.channel,
        recipient: entry.to,
        template: entry.template,
        data: entry.data,
        dedupeKey: entry.dedupeKey,
        orderId: entry.orderId ?? null,
        contactMessageId: entry.contactMessageId ?? null,
        partnerRequestId: entry.partnerRequestId ?? null,
      })),
    )
    .onConflictDoNothing({ target: outboxMessages.dedupeKey });
}

/** Something that wants to hear when new messages were committed, so it can send them at once. */
export interface OutboxListener {
  nudge(): void;
}
