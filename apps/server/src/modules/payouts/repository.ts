import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { Transaction } from '../../db/transaction.ts';
import { customerContactsByIds } from '../customers/index.ts';
import {
  type HandoverRow,
  lockPayoutRecord,
  lockPayoutRecordOfOrder,
  payoutRecordList,
  payoutRecordProblems,
  payoutRecordsAwaitingAnswer,
  payoutRecordsReleasedBetween,
  payoutStageOf,
} from '../handover/index.ts';
import { findOrderByRef, orderRefsByIds } from '../orders/index.ts';
import { FINAL_STATUSES } from './payout-status.ts';
import { payoutWebhookEvents } from './tables.ts';

/**
 * The payouts as this module follows them after the release: their records on the handover rows (the
 * handover owns them and records what this module reports: handover/payout-record.ts) with the order's
 * reference and the seller's mobile, and the log of payout webhooks (docs/decisions/110).
 */
type Executor = Database | Transaction;
export type PayoutHandoverRow = HandoverRow;

/** A payout with what its messages need: the order's reference and facts, and the seller's mobile. */
export interface TrackedPayout {
  handover: PayoutHandoverRow;
  orderRef: string;
  sellerMobile: string;
}

const FINALS = [...FINAL_STATUSES];

/** The payout records with their orders' references and sellers' mobiles, in the records' order. */
async function tracked<T extends { handover: HandoverRow }>(
  db: Executor,
  rows: readonly T[],
): Promise<(T & { orderRef: string; sellerMobile: string })[]> {
  const refs = await orderRefsByIds(
    db,
    rows.map((row) => row.handover.orderId),
  );
  const sellers = await customerContactsByIds(
    db,
    [...refs.values()].map((order) => order.customerId),
  );
  return rows.flatMap((row) => {
    const order = refs.get(row.handover.orderId);
    const seller = order && sellers.get(order.customerId);
    return order && seller ? [{ ...row, orderRef: order.refNo, sellerMobile: seller.mobile }] : [];
  });
}

const trackedRecords = async (db: Executor, handovers: readonly HandoverRow[]): Promise<TrackedPayout[]> =>
  tracked(
    db,
    handovers.map((handover) => ({ handover })),
  );

const trackedOne = async (db: Executor, handover: HandoverRow | null): Promise<TrackedPayout | null> =>
  handover ? ((await trackedRecords(db, [handover]))[0] ?? null) : null;

/** The payout with this provider id or our key, locked for the change (one event or check at a time). */
export async function lockPayout(
  tx: Transaction,
  find: { providerPayoutId: string | null; payoutKey: string | null },
): Promise<TrackedPayout | null> {
  return trackedOne(tx, await lockPayoutRecord(tx, find));
}

/** The payout of an order (its reference in any case), locked for a staff action. */
export async function lockPayoutOfOrder(tx: Transaction, orderRef: string): Promise<TrackedPayout | null> {
  const order = await findOrderByRef(tx, orderRef);
  return order ? trackedOne(tx, await lockPayoutRecordOfOrder(tx, order.id)) : null;
}

/** Records a webhook event once: false when its id was seen before (a replay). */
export async function recordWebhookEvent(
  tx: Transaction,
  event: {
    eventId: string;
    event: string;
    providerPayoutId: string | null;
    status: string | null;
    utr: string | null;
  },
): Promise<number | null> {
  const [row] = await tx
    .insert(payoutWebhookEvents)
    .values({ ...event, outcome: 'received' })
    .onConflictDoNothing({ target: payoutWebhookEvents.eventId })
    .returning({ id: payoutWebhookEvents.id });
  return row?.id ?? null;
}

export async function setWebhookOutcome(
  tx: Transaction,
  id: number,
  outcome: { outcome: string; handoverId: number | null },
): Promise<void> {
  await tx.update(payoutWebhookEvents).set(outcome).where(eq(payoutWebhookEvents.id, id));
}

export async function findWebhookEvent(db: Executor, eventId: string) {
  const [row] = await db
    .select()
    .from(payoutWebhookEvents)
    .where(eq(payoutWebhookEvents.eventId, eventId))
    .limit(1);
  return row ?? null;
}

/**
 * Payouts the provider has not settled for us, older than `before`: a release that got no answer, and a
 * released payout whose last status is not final (handover/payout-record.ts payoutRecordsAwaitingAnswer).
 */
export async function payoutsAwaitingAnswer(
  db: Executor,
  before: Date,
  claimBefore: Date,
  limit: number,
): Promise<TrackedPayout[]> {
  return trackedRecords(db, await payoutRecordsAwaitingAnswer(db, { before, claimBefore, limit }, FINALS));
}

/** Every payout released in [from, to), cheques included, in the order they were released. */
export async function payoutsReleasedBetween(db: Executor, from: Date, to: Date): Promise<TrackedPayout[]> {
  return trackedRecords(db, await payoutRecordsReleasedBetween(db, from, to));
}

/** The webhook events that were kept out (a late status after a final one) for these payouts. */
export function staleEventsOf(db: Executor, handoverIds: readonly number[]) {
  if (handoverIds.length === 0) return Promise.resolve([]);
  return db
    .select({ handoverId: payoutWebhookEvents.handoverId, status: payoutWebhookEvents.status })
    .from(payoutWebhookEvents)
    .where(
      and(
        inArray(payoutWebhookEvents.handoverId, [...handoverIds]),
        eq(payoutWebhookEvents.outcome, 'stale'),
        isNotNull(payoutWebhookEvents.status),
      ),
    );
}

/** A released payout (not a cheque) with no final status and no news since `before`: stuck. */
export function isStuckPayout(handover: PayoutHandoverRow, before: Date): boolean {
  const news = handover.payoutStatusAt ?? handover.payoutReleasedAt;
  return (
    payoutStageOf(handover) === 'released' &&
    handover.payoutMethod !== 'cheque' &&
    !FINAL_STATUSES.has(handover.payoutStatus ?? '') &&
    news !== null &&
    news < before
  );
}

/**
 * The staff's payout queue: released payouts that failed or were reversed (flagged), and those stuck (no
 * final status and no news since `stuckBefore`), the longest waiting first.
 */
export async function payoutProblems(db: Executor, stuckBefore: Date): Promise<TrackedPayout[]> {
  return trackedRecords(db, await payoutRecordProblems(db, stuckBefore, FINALS));
}

/**
 * Every released payout, newest release first, in `state` (the console's list states, payouts-api.ts) and
 * released within [from, to) when given; with the number in each state within those days.
 */
export async function payoutList(
  db: Executor,
  filter: {
    state?: string | undefined;
    from?: Date | undefined;
    to?: Date | undefined;
    limit: number;
    offset: number;
  },
  stuckBefore: Date,
): Promise<{ rows: (TrackedPayout & { state: string })[]; counts: Map<string, number> }> {
  const { rows, counts } = await payoutRecordList(db, filter, stuckBefore, FINALS);
  return { rows: await tracked(db, rows), counts };
}
