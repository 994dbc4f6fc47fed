import crypto from 'node:crypto';
import { maskMobile } from '@phonix/shared/console-api';
import { type OutboxMessage, type OutboxStatus, recipientRoleOf } from '@phonix/shared/console-orders-api';
import { asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { Transaction } from '../../db/transaction.ts';
import { AppError } from '../../lib/app-error.ts';
import { customerNamesByMobile } from '../customers/index.ts';
import { orderRefs, partnerShopNamesByMobile } from './console-names.ts';
import type { Executor } from './outbox.ts';
import { outboxMessages } from './tables.ts';

/**
 * The outbox as the operations console sees it: messages by status with their recipients masked, a failed
 * message put back in the queue (retry), and a sent or failed one sent again as a new message (resend).
 */

export type OutboxRow = typeof outboxMessages.$inferSelect;

export const OUTBOX_PAGE_SIZE = 50;

/** A resend's dedupe key names the message it copies: 'resend:<id>:<random>'. */
const RESEND_KEY = /^resend:(\d+):/;

/** 'XXXXXX3210' for a mobile, 'raXXX@example.com' for an e-mail. */
export function maskRecipient(recipient: string): string {
  const at = recipient.lastIndexOf('@');
  if (at < 0) return maskMobile(recipient);
  return `${recipient.slice(0, Math.min(2, at))}XXX${recipient.slice(at)}`;
}

const iso = (value: Date | null) => (value ? value.toISOString() : null);

export function toOutboxMessage(
  row: OutboxRow,
  refNo: string | null,
  recipientName: string | null = null,
): OutboxMessage {
  const resendOf = RESEND_KEY.exec(row.dedupeKey)?.[1];
  return {
    id: row.id,
    channel: row.channel,
    recipient: maskRecipient(row.recipient),
    recipient_role: recipientRoleOf(row.template),
    recipient_name: recipientName,
    template: row.template,
    status: row.status as OutboxStatus,
    attempts: row.attempts,
    last_error: row.lastError,
    created_at: row.createdAt.toISOString(),
    next_attempt_at: row.status === 'pending' || row.status === 'sending' ? iso(row.nextAttemptAt) : null,
    sent_at: iso(row.sentAt),
    ref_no: refNo,
    resend_of: resendOf ? Number(resendOf) : null,
  };
}

/**
 * The rows with their orders' references and whose number each is: the seller's name for a seller's
 * message, the partner's shop for a partner's (masked numbers alone may look alike).
 */
export async function presentOutbox(db: Executor, rows: OutboxRow[]): Promise<OutboxMessage[]> {
  const orderIds = [...new Set(rows.map((row) => row.orderId).filter((id): id is number => id !== null))];
  const numbersOf = (role: 'seller' | 'partner') => [
    ...new Set(rows.filter((row) => recipientRoleOf(row.template) === role).map((row) => row.recipient)),
  ];
  const [refs, sellers, shops] = await Promise.all([
    orderRefs(db, orderIds),
    customerNamesByMobile(db, numbersOf('seller')),
    partnerShopNamesByMobile(db, numbersOf('partner')),
  ]);
  const names = { seller: sellers, partner: shops };
  return rows.map((row) => {
    const role = recipientRoleOf(row.template);
    const name = role === 'seller' || role === 'partner' ? (names[role].get(row.recipient) ?? null) : null;
    return toOutboxMessage(row, row.orderId === null ? null : (refs.get(row.orderId) ?? null), name || null);
  });
}

/** The console's filters: 'pending' is every message not yet sent nor given up (being sent included). */
function filterOf(status: 'pending' | 'failed' | 'sent'): SQL {
  return status === 'pending'
    ? inArray(outboxMessages.status, ['pending', 'sending'])
    : eq(outboxMessages.status, status);
}

export async function listOutbox(
  db: Database,
  filter: { status: 'pending' | 'failed' | 'sent'; page: number },
) {
  const [rows, statusRows] = await Promise.all([
    db
      .select()
      .from(outboxMessages)
      .where(filterOf(filter.status))
      .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
      .limit(OUTBOX_PAGE_SIZE)
      .offset((filter.page - 1) * OUTBOX_PAGE_SIZE),
    db
      .select({ status: outboxMessages.status, value: count() })
      .from(outboxMessages)
      .groupBy(outboxMessages.status),
  ]);
  const countOf = (...statuses: string[]) =>
    statusRows.filter((row) => statuses.includes(row.status)).reduce((sum, row) => sum + row.value, 0);
  const counts = { pending: countOf('pending', 'sending'), failed: countOf('failed'), sent: countOf('sent') };
  return {
    messages: await presentOutbox(db, rows),
    counts,
    total: counts[filter.status],
    page: filter.page,
    page_size: OUTBOX_PAGE_SIZE,
  };
}

/** The messages about one order, oldest first. */
export async function outboxOfOrder(db: Database, orderId: number): Promise<OutboxMessage[]> {
  const rows = await db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.orderId, orderId))
    .orderBy(asc(outboxMessages.createdAt), asc(outboxMessages.id));
  return presentOutbox(db, rows);
}

/** What the audit log keeps of a message: its state, never its recipient in full or its facts. */
export function auditedState(row: OutboxRow) {
  return {
    id: row.id,
    channel: row.channel,
    recipient: maskRecipient(row.recipient),
    template: row.template,
    order_id: row.orderId,
    status: row.status,
    attempts: row.attempts,
    last_error: row.lastError,
    next_attempt_at: row.nextAttemptAt,
    sent_at: row.sentAt,
  };
}

async function lockMessage(tx: Transaction, id: number): Promise<OutboxRow> {
  const [row] = await tx.select().from(outboxMessages).where(eq(outboxMessages.id, id)).for('update');
  if (!row) throw new AppError('OUTBOX_MESSAGE_NOT_FOUND');
  return row;
}

/** A failed message back in the queue, due now, with its attempts counted afresh. */
export async function retryMessage(tx: Transaction, id: number, now: Date) {
  const before = await lockMessage(tx, id);
  if (before.status !== 'failed') throw new AppError('OUTBOX_NOT_RETRYABLE');
  const [after] = await tx
    .update(outboxMessages)
    .set({ status: 'pending', attempts: 0, nextAttemptAt: now, lockedUntil: null })
    .where(eq(outboxMessages.id, id))
    .returning();
  if (!after) throw new Error(`Outbox message ${id} disappeared under its lock`);
  return { before, after };
}

/** A new message copying a sent or failed one, due now; the original is left as it was. */
export async function resendMessage(tx: Transaction, id: number, now: Date) {
  const original = await lockMessage(tx, id);
  if (original.status !== 'sent' && original.status !== 'failed') throw new AppError('OUTBOX_NOT_RESENDABLE');
  const [copy] = await tx
    .insert(outboxMessages)
    .values({
      channel: original.channel,
      recipient: original.recipient,
      template: original.template,
      data: original.data,
      dedupeKey: `resend:${original.id}:${crypto.randomUUID()}`,
      orderId: original.orderId,
      contactMessageId: original.contactMessageId,
      partnerRequestId: original.partnerRequestId,
      nextAttemptAt: now,
    })
    .returning();
  if (!copy) throw new Error('The resent message was not written');
  return { original, copy };
}
