import { and, asc, eq, isNull, lte } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { Transaction } from '../../db/transaction.ts';
import { doorHolds, handovers } from './tables.ts';

/** The handover's answers to other modules' reads (issue 33): only this module reads its tables. */

type Executor = Database | Transaction;

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
