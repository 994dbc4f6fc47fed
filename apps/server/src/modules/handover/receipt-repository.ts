import {
  financialYearOf,
  formatReceiptNumber,
  type PurchaseReceiptContent,
  purchaseReceiptContentSchema,
} from '@phonix/shared/receipt';
import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { purchaseReceipts, receiptCounters } from './tables.ts';

/**
 * Purchase receipts are written once and never changed: this file, the only one that touches the table,
 * has no UPDATE or DELETE for it.
 */

export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
export type ReceiptRow = typeof purchaseReceipts.$inferSelect;

export interface ReceiptNumber {
  number: string;
  financialYear: string;
  sequence: number;
}

/**
 * The next receipt number of the financial year `at` falls in, taken inside the caller's transaction.
 * The upsert locks the year's counter row until that transaction ends, so concurrent completions queue
 * behind each other (no repeats); a transaction that rolls back takes its increment with it, and the next
 * one gets the same number (no gaps among committed receipts).
 */
export async function allocateReceiptNumber(tx: Transaction, at: Date): Promise<ReceiptNumber> {
  const financialYear = financialYearOf(at);
  const [row] = await tx
    .insert(receiptCounters)
    .values({ financialYear, lastSequence: 1 })
    .onConflictDoUpdate({
      target: receiptCounters.financialYear,
      set: { lastSequence: sql`${receiptCounters.lastSequence} + 1` },
    })
    .returning({ sequence: receiptCounters.lastSequence });
  if (!row) throw new Error('The receipt counter returned no row');
  return { number: formatReceiptNumber(financialYear, row.sequence), financialYear, sequence: row.sequence };
}

/**
 * Allocates the next number and writes the receipt in the caller's transaction (the one that completes the
 * order, so a failed completion leaves neither a receipt nor a used number). `build` turns the number into
 * the receipt's content, which is checked against the shared schema before it is stored. An order that
 * already has a receipt is refused with HANDOVER_ALREADY_COMPLETED, which also rolls the number back.
 */
export async function insertPurchaseReceipt(
  tx: Transaction,
  input: { orderId: number; issuedAt: Date; build: (number: ReceiptNumber) => PurchaseReceiptContent },
): Promise<ReceiptRow> {
  const number = await allocateReceiptNumber(tx, input.issuedAt);
  const content = purchaseReceiptContentSchema.parse(input.build(number));
  if (content.number !== number.number || content.financial_year !== number.financialYear)
    throw new Error('The receipt content does not carry its allocated number');
  const [row] = await tx
    .insert(purchaseReceipts)
    .values({
      number: number.number,
      financialYear: number.financialYear,
      sequence: number.sequence,
      orderId: input.orderId,
      content,
      createdAt: input.issuedAt,
    })
    .onConflictDoNothing({ target: purchaseReceipts.orderId })
    .returning();
  if (!row) throw new AppError('HANDOVER_ALREADY_COMPLETED');
  return row;
}

/** The stored content, read back through the shared schema (the PDF renders only from this). */
export function receiptContent(row: ReceiptRow): PurchaseReceiptContent {
  return purchaseReceiptContentSchema.parse(row.content);
}

export async function findReceiptByOrder(
  db: Database | Transaction,
  orderId: number,
): Promise<ReceiptRow | null> {
  const [row] = await db
    .select()
    .from(purchaseReceipts)
    .where(eq(purchaseReceipts.orderId, orderId))
    .limit(1);
  return row ?? null;
}

/** Receipts issued in [from, to), oldest first (the dealer register). */
export function listReceipts(db: Database, range: { from: Date; to: Date }): Promise<ReceiptRow[]> {
  return db
    .select()
    .from(purchaseReceipts)
    .where(and(gte(purchaseReceipts.createdAt, range.from), lt(purchaseReceipts.createdAt, range.to)))
    .orderBy(asc(purchaseReceipts.createdAt), asc(purchaseReceipts.id));
}
