import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { Transaction } from '../../db/transaction.ts';
import { heldRows, type PersonalDataHook } from '../../lib/personal-data.ts';
import { doorHolds, handovers, imeiChecks, purchaseReceipts } from './tables.ts';

type Executor = Database | Transaction;

/**
 * The handovers of the seller's orders: their checks, what the door stopped or flagged (issue 31) and the
 * purchase receipts. An erasure blanks the handover's copies of their ID and payout details; the receipt
 * keeps what the law requires.
 */
export const handoverPersonalData: PersonalDataHook = {
  async onErase(tx, subject) {
    if (subject.orderIds.length === 0) return;
    await tx
      .update(handovers)
      .set({
        nameOnId: null,
        idMasked: null,
        payoutDetails: null,
        payoutOtpHash: null,
        payoutDestinationSealed: null,
      })
      .where(inArray(handovers.orderId, subject.orderIds));
  },

  async exportFor(db, subject) {
    const ids = subject.orderIds;
    if (ids.length === 0) return { handovers: [], imei_checks: [], door_holds: [], purchase_receipts: [] };
    return {
      handovers: heldRows(
        handovers,
        await db.select().from(handovers).where(inArray(handovers.orderId, ids)),
      ),
      imei_checks: heldRows(
        imeiChecks,
        await db.select().from(imeiChecks).where(inArray(imeiChecks.orderId, ids)),
      ),
      door_holds: heldRows(
        doorHolds,
        await db.select().from(doorHolds).where(inArray(doorHolds.orderId, ids)),
      ),
      purchase_receipts: heldRows(
        purchaseReceipts,
        await db.select().from(purchaseReceipts).where(inArray(purchaseReceipts.orderId, ids)),
      ),
    };
  },
};

// Reads for other modules (privacy's erasure, payouts' part of the download) -------------------------------

/** Which of these orders are under a purchase receipt. */
export async function receiptOrderIds(db: Executor, orderIds: number[]): Promise<number[]> {
  if (orderIds.length === 0) return [];
  const rows = await db
    .select({ orderId: purchaseReceipts.orderId })
    .from(purchaseReceipts)
    .where(inArray(purchaseReceipts.orderId, orderIds));
  return rows.map((row) => row.orderId);
}

/** The purchase receipts of these orders (number and financial year), in the order they were issued. */
export async function receiptsOfOrders(db: Executor, orderIds: number[]) {
  if (orderIds.length === 0) return [];
  return db
    .select({ number: purchaseReceipts.number, financialYear: purchaseReceipts.financialYear })
    .from(purchaseReceipts)
    .where(inArray(purchaseReceipts.orderId, orderIds))
    .orderBy(purchaseReceipts.id);
}

/** The handovers of these orders (ids). */
export async function handoverIdsOfOrders(db: Executor, orderIds: number[]): Promise<number[]> {
  if (orderIds.length === 0) return [];
  const rows = await db
    .select({ id: handovers.id })
    .from(handovers)
    .where(inArray(handovers.orderId, orderIds));
  return rows.map((row) => row.id);
}
