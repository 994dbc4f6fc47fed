import { and, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { SmsDeliveryState } from '../sms/index.ts';
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

/**
 * `message` for another module's statement: the select list of one outbox row (for enqueueQuery), each of
 * its parts an expression over that statement's rows. The data must hold the template's fields, as
 * `message`'s must; the caller adds the FROM.
 */
export function messageQuery<T extends TemplateName>(
  channel: Channel,
  to: SQL,
  template: T,
  data: { [K in keyof TemplateData<T>]: SQL },
  source: { dedupeKey: SQL; orderId: SQL },
): SQL {
  const fields = Object.entries(data as Record<string, SQL>).map(
    ([key, value]) => sql`${key}::text, ${value}`,
  );
  return sql`select ${channel}::text, ${to}, ${template}::text, jsonb_build_object(${sql.join(fields, sql`, `)}),
    ${source.dedupeKey}, ${source.orderId}`;
}

/**
 * enqueue for another module's statement: writes the rows of `rows` (messageQuery's, joined by union all)
 * into the outbox, once per dedupe key. The booking writes its messages so, in the statement that books the
 * order (docs/decisions/206).
 */
export function enqueueQuery(rows: SQL): SQL {
  return sql`insert into ${outboxMessages} (channel, recipient, template, data, dedupe_key, order_id) ${rows}
    on conflict (dedupe_key) do nothing`;
}

/** Something that wants to hear when new messages were committed, so it can send them at once. */
export interface OutboxListener {
  nudge(): void;
}

/** Which of these dedupe keys the outbox already holds (a message with it was written). */
export async function writtenDedupeKeys(executor: Executor, keys: readonly string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await executor
    .select({ key: outboxMessages.dedupeKey })
    .from(outboxMessages)
    .where(inArray(outboxMessages.dedupeKey, [...new Set(keys)]));
  return new Set(rows.map((row) => row.key));
}

/**
 * Writes a copy of a message as an SMS (same recipient, template, facts and order) under its own dedupe
 * key, so it is written once however often it is asked for; answers the new row's id, or null when it was
 * already written (or the original is gone).
 */
export async function copyAsSms(
  executor: Executor,
  outboxId: number,
  dedupeKey: string,
): Promise<number | null> {
  const result = await executor.execute<{ id: number | string }>(sql`
    insert into outbox_messages (channel, recipient, template, data, dedupe_key, order_id)
    select 'sms', recipient, template, data, ${dedupeKey}, order_id
      from outbox_messages where id = ${outboxId}
    on conflict (dedupe_key) do nothing
    returning id`);
  const id = result.rows[0]?.id;
  return id === undefined ? null : Number(id);
}

export type { SmsDeliveryState };

/**
 * Records what the provider reported of an SMS, only forward: `sent` over nothing; `delivered` or `failed`
 * over nothing or `sent`; nothing after those (a replayed or late report changes nothing). Answers whether
 * it moved, and if not whether the SMS exists.
 */
export async function recordSmsDelivery(
  executor: Executor,
  report: { outboxId: number; state: SmsDeliveryState; at: Date; error: string | null },
): Promise<'applied' | 'stale' | 'unknown_message'> {
  const movable =
    report.state === 'sent'
      ? isNull(outboxMessages.deliveryStatus)
      : or(isNull(outboxMessages.deliveryStatus), eq(outboxMessages.deliveryStatus, 'sent'));
  const [changed] = await executor
    .update(outboxMessages)
    .set({
      deliveryStatus: report.state,
      deliveryStatusAt: report.at,
      deliveryError: report.state === 'failed' ? report.error : null,
    })
    .where(and(eq(outboxMessages.id, report.outboxId), eq(outboxMessages.channel, 'sms'), movable))
    .returning({ id: outboxMessages.id });
  if (changed) return 'applied';
  const [exists] = await executor
    .select({ id: outboxMessages.id })
    .from(outboxMessages)
    .where(and(eq(outboxMessages.id, report.outboxId), eq(outboxMessages.channel, 'sms')));
  return exists ? 'stale' : 'unknown_message';
}
