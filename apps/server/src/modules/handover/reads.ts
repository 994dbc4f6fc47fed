import { and, asc, eq, ilike, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { Transaction } from '../../db/transaction.ts';
import { doorHolds, handovers, purchaseReceipts } from './tables.ts';

/** What other modules read of the handovers and receipts by order; plain data, never the row. */
type Executor = Database | Transaction;

/** The orders whose purchase receipt's number is like `words` (an ilike pattern): a console search. */
export async function orderIdsWithReceiptLike(db: Executor, words: string): Promise<number[]> {
  const rows = await db
    .select({ orderId: purchaseReceipts.orderId })
    .from(purchaseReceipts)
    .where(ilike(purchaseReceipts.number, words));
  return rows.map((row) => row.orderId);
}

/** The orders whose handover recorded an IMEI like `digits` (a like pattern): a console search. */
export async function orderIdsWithImeiLike(db: Executor, digits: string): Promise<number[]> {
  const rows = await db
    .select({ orderId: handovers.orderId })
    .from(handovers)
    .where(sql`${handovers.imeis}::text like ${digits}`);
  return rows.map((row) => row.orderId);
}

/** The IMEIs recorded and the receipt number of each of these orders that has them (the orders' export). */
export async function handoverFactsByOrderIds(
  db: Executor,
  orderIds: readonly number[],
): Promise<Map<number, { imeis: string[] | null; receiptNumber: string | null }>> {
  const facts = new Map<number, { imeis: string[] | null; receiptNumber: string | null }>();
  const unique = [...new Set(orderIds)];
  if (unique.length === 0) return facts;
  const [imeiRows, receiptRows] = await Promise.all([
    db
      .select({ orderId: handovers.orderId, imeis: handovers.imeis })
      .from(handovers)
      .where(inArray(handovers.orderId, unique)),
    db
      .select({ orderId: purchaseReceipts.orderId, number: purchaseReceipts.number })
      .from(purchaseReceipts)
      .where(inArray(purchaseReceipts.orderId, unique)),
  ]);
  for (const row of imeiRows) facts.set(row.orderId, { imeis: row.imeis, receiptNumber: null });
  for (const row of receiptRows) {
    const known = facts.get(row.orderId);
    facts.set(row.orderId, { imeis: known?.imeis ?? null, receiptNumber: row.number });
  }
  return facts;
}

/** The three reads above bound to a database: what the orders' console search and export are given. */
export const handoverSearchOf = (db: Executor) => ({
  orderIdsWithReceiptLike: (words: string) => orderIdsWithReceiptLike(db, words),
  orderIdsWithImeiLike: (digits: string) => orderIdsWithImeiLike(db, digits),
  factsByOrderIds: (orderIds: readonly number[]) => handoverFactsByOrderIds(db, orderIds),
});

/** The handover's answers to other modules' reads (issue 33): only this module reads its tables. */

/** Open door holds of one kind, oldest first, a page at a time. */
export async function openDoorHolds(db: Executor, kind: string, page: { limit: number; offset: number }) {
  return db
    .select({
      id: doorHolds.id,
      orderId: doorHolds.orderId,
      partnerId: doorHolds.partnerId,
      imei: doorHolds.imei,
      reference: doorHolds.reference,
      createdAt: doorHolds.createdAt,
    })
    .from(doorHolds)
    .where(and(eq(doorHolds.kind, kind), isNull(doorHolds.closedAt)))
    .orderBy(asc(doorHolds.createdAt), asc(doorHolds.id))
    .limit(page.limit)
    .offset(page.offset);
}

/**
 * Handovers whose payout code was accepted at or before `before` and that are not completed, oldest
 * acceptance first, a page at a time: with the amount to pay.
 */
export async function payoutCodesAcceptedNotCompleted(
  db: Executor,
  before: Date,
  page: { limit: number; offset: number },
) {
  return db
    .select({
      orderId: handovers.orderId,
      codeAcceptedAt: handovers.payoutOtpVerifiedAt,
      finalAmount: handovers.finalAmount,
    })
    .from(handovers)
    .where(and(lte(handovers.payoutOtpVerifiedAt, before), isNull(handovers.completedAt)))
    .orderBy(asc(handovers.payoutOtpVerifiedAt), asc(handovers.id))
    .limit(page.limit)
    .offset(page.offset);
}
