import {
  financialYearOf,
  formatReceiptNumber,
  type PurchaseReceiptContent,
  purchaseReceiptContentSchema,
} from '@phonix/shared/receipt';
import { and, asc, count, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
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

/** Receipts of these orders issued in [from, to), for another module (the partner's history). */
const ofOrdersBetween = (orderIds: readonly number[], range: { from: Date; to: Date }) =>
  and(
    inArray(purchaseReceipts.orderId, [...orderIds]),
    gte(purchaseReceipts.createdAt, range.from),
    lt(purchaseReceipts.createdAt, range.to),
  );

/** The receipt content of each of these orders that has one, by order id. */
export async function receiptContentsOfOrders(
  db: Database | Transaction,
  orderIds: readonly number[],
): Promise<Map<number, PurchaseReceiptContent>> {
  const contents = new Map<number, PurchaseReceiptContent>();
  if (orderIds.length === 0) return contents;
  const rows = await db
    .select({ orderId: purchaseReceipts.orderId, content: purchaseReceipts.content })
    .from(purchaseReceipts)
    .where(inArray(purchaseReceipts.orderId, [...orderIds]));
  for (const row of rows) contents.set(row.orderId, purchaseReceiptContentSchema.parse(row.content));
  return contents;
}

/**
 * The receipts of these orders issued in [from, to): oldest first, or newest first with a page (`limit`,
 * `offset`) when asked.
 */
export async function receiptsOfOrdersBetween(
  db: Database | Transaction,
  orderIds: readonly number[],
  range: { from: Date; to: Date },
  page?: { newestFirst: true; limit: number; offset: number },
): Promise<{ orderId: number; content: PurchaseReceiptContent }[]> {
  if (orderIds.length === 0) return [];
  const query = db
    .select({ orderId: purchaseReceipts.orderId, content: purchaseReceipts.content })
    .from(purchaseReceipts)
    .where(ofOrdersBetween(orderIds, range));
  const rows = page
    ? await query
        .orderBy(desc(purchaseReceipts.createdAt), desc(purchaseReceipts.id))
        .limit(page.limit)
        .offset(page.offset)
    : await query.orderBy(purchaseReceipts.createdAt, purchaseReceipts.id);
  return rows.map((row) => ({
    orderId: row.orderId,
    content: purchaseReceiptContentSchema.parse(row.content),
  }));
}

/** How many receipts of these orders were issued in [from, to), and what they say was paid in all. */
export async function receiptTotalsOfOrders(
  db: Database | Transaction,
  orderIds: readonly number[],
  range: { from: Date; to: Date },
): Promise<{ total: number; paid: number }> {
  if (orderIds.length === 0) return { total: 0, paid: 0 };
  const [totals] = await db
    .select({
      total: count(),
      paid: sql<string | null>`sum((${purchaseReceipts.content} -> 'price' ->> 'final')::bigint)`,
    })
    .from(purchaseReceipts)
    .where(ofOrdersBetween(orderIds, range));
  return { total: totals?.total ?? 0, paid: Number(totals?.paid ?? 0) };
}
