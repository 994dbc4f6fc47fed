import { and, desc, eq, gte, inArray, isNotNull, isNull, lt, notInArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { Transaction } from '../../db/transaction.ts';
import { customers } from '../customers/tables.ts';
import { handovers } from '../handover/tables.ts';
import { orders } from '../orders/tables.ts';
import { FINAL_STATUSES } from './payout-status.ts';
import { payoutWebhookEvents } from './tables.ts';

/**
 * The payout columns of the handover rows (the handover module writes the release; this module follows
 * the payout afterwards) and the log of payout webhooks (docs/decisions/110).
 */
type Executor = Database | Transaction;
export type PayoutHandoverRow = typeof handovers.$inferSelect;

/** A payout with what its messages need: the order's reference and facts, and the seller's mobile. */
export interface TrackedPayout {
  handover: PayoutHandoverRow;
  orderRef: string;
  sellerMobile: string;
}

const tracked = (db: Executor) =>
  db
    .select({ handover: handovers, orderRef: orders.refNo, sellerMobile: customers.mobile })
    .from(handovers)
    .innerJoin(orders, eq(orders.id, handovers.orderId))
    .innerJoin(customers, eq(customers.id, orders.customerId));

/** The payout with this provider id or our key, locked for the change (one event or check at a time). */
export async function lockPayout(
  tx: Transaction,
  find: { providerPayoutId: string | null; payoutKey: string | null },
): Promise<TrackedPayout | null> {
  const matches = [
    ...(find.providerPayoutId ? [eq(handovers.payoutProviderId, find.providerPayoutId)] : []),
    ...(find.payoutKey ? [eq(handovers.payoutKey, find.payoutKey)] : []),
  ];
  if (matches.length === 0) return null;
  const [row] = await tracked(tx)
    .where(or(...matches))
    .limit(1)
    .for('update', { of: handovers });
  return row ?? null;
}

/** The payout of an order, locked for a staff action. */
export async function lockPayoutOfOrder(tx: Transaction, orderRef: string): Promise<TrackedPayout | null> {
  const [row] = await tracked(tx).where(eq(orders.refNo, orderRef)).limit(1).for('update', { of: handovers });
  return row ?? null;
}

export async function findPayoutOfOrder(db: Executor, orderRef: string): Promise<TrackedPayout | null> {
  const [row] = await tracked(db).where(eq(orders.refNo, orderRef)).limit(1);
  return row ?? null;
}

export function updatePayout(
  tx: Transaction,
  handoverId: number,
  changes: Partial<typeof handovers.$inferInsert>,
) {
  return tx
    .update(handovers)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(handovers.id, handoverId))
    .returning();
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
 * Payouts the provider has not settled for us, older than `before`: a release that got no answer (the
 * seller's code used, no release recorded, no request holding it since `claimBefore`), and a released
 * payout whose last status is not final. Cheques are not payouts of a driver.
 */
export function payoutsAwaitingAnswer(
  db: Executor,
  before: Date,
  claimBefore: Date,
  limit: number,
): Promise<TrackedPayout[]> {
  return (
    tracked(db)
      .where(
        and(
          isNotNull(handovers.payoutKey),
          or(isNull(handovers.payoutMethod), sql`${handovers.payoutMethod} <> 'cheque'`),
          or(
            and(
              isNull(handovers.payoutReleasedAt),
              isNotNull(handovers.payoutOtpVerifiedAt),
              lt(handovers.payoutOtpVerifiedAt, before),
              or(isNull(handovers.payoutReleaseStartedAt), lt(handovers.payoutReleaseStartedAt, claimBefore)),
            ),
            and(
              isNotNull(handovers.payoutReleasedAt),
              eq(handovers.payoutTest, false),
              lt(sql`coalesce(${handovers.payoutStatusAt}, ${handovers.payoutReleasedAt})`, before),
              notInArray(handovers.payoutStatus, [...FINAL_STATUSES]),
            ),
          ),
        ),
      )
      // The least recently asked first, so payouts the provider never had cannot keep the others waiting.
      .orderBy(sql`${handovers.payoutCheckedAt} asc nulls first`, handovers.id)
      .limit(limit)
  );
}

/** Notes that the status check asked about these payouts now. */
export async function markPayoutsChecked(db: Executor, handoverIds: readonly number[], at: Date) {
  if (handoverIds.length === 0) return;
  await db
    .update(handovers)
    .set({ payoutCheckedAt: at })
    .where(inArray(handovers.id, [...handoverIds]));
}

/** Every payout released in [from, to), cheques included, in the order they were released. */
export function payoutsReleasedBetween(db: Executor, from: Date, to: Date): Promise<TrackedPayout[]> {
  return tracked(db)
    .where(and(gte(handovers.payoutReleasedAt, from), lt(handovers.payoutReleasedAt, to)))
    .orderBy(handovers.payoutReleasedAt, handovers.id);
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

/** When a payout last had news: its latest status, else its release. */
const lastNews = sql<Date>`coalesce(${handovers.payoutStatusAt}, ${handovers.payoutReleasedAt})`;

/** A released payout (not a cheque) with no final status and no news since `before`: stuck. */
export function isStuckPayout(handover: PayoutHandoverRow, before: Date): boolean {
  const news = handover.payoutStatusAt ?? handover.payoutReleasedAt;
  return (
    handover.payoutReleasedAt !== null &&
    handover.payoutProblemAt === null &&
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
export function payoutProblems(db: Executor, stuckBefore: Date): Promise<TrackedPayout[]> {
  const stuck = and(
    isNull(handovers.payoutProblemAt),
    or(isNull(handovers.payoutMethod), sql`${handovers.payoutMethod} <> 'cheque'`),
    or(isNull(handovers.payoutStatus), notInArray(handovers.payoutStatus, [...FINAL_STATUSES])),
    sql`${lastNews} < ${stuckBefore.toISOString()}::timestamptz`,
  );
  return tracked(db)
    .where(and(isNotNull(handovers.payoutReleasedAt), or(isNotNull(handovers.payoutProblemAt), stuck)))
    .orderBy(sql`coalesce(${handovers.payoutProblemAt}, ${lastNews})`, desc(handovers.id))
    .limit(200);
}

/**
 * A payout's state for the console's list of every payout (issue 31; the labels in payouts-api.ts), in SQL
 * so the list filters and counts by it: a flagged problem first (marked failed, reversed, failed), then a
 * cheque, paid, stuck (as `isStuckPayout`), else being sent.
 */
export function payoutListState(stuckBefore: Date) {
  const finals = sql.join(
    [...FINAL_STATUSES].map((status) => sql`${status}`),
    sql`, `,
  );
  return sql<string>`case
    when ${handovers.payoutProblem} = 'marked_failed' then 'marked_failed'
    when ${handovers.payoutProblem} = 'reversed' then 'reversed'
    when ${handovers.payoutProblem} is not null then 'failed'
    when ${handovers.payoutMethod} = 'cheque' then 'cheque'
    when ${handovers.payoutStatus} = 'processed' then 'paid'
    when coalesce(${handovers.payoutStatus}, '') not in (${finals})
      and ${lastNews} < ${stuckBefore.toISOString()}::timestamptz then 'stuck'
    else 'sending' end`;
}

/**
 * Every released payout, newest release first, in `state` (payoutListState) and released within [from, to)
 * when given; with the number in each state within those days.
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
  const state = payoutListState(stuckBefore);
  const within = and(
    isNotNull(handovers.payoutReleasedAt),
    filter.from ? gte(handovers.payoutReleasedAt, filter.from) : undefined,
    filter.to ? lt(handovers.payoutReleasedAt, filter.to) : undefined,
  );
  const rows = await db
    .select({ handover: handovers, orderRef: orders.refNo, sellerMobile: customers.mobile, state })
    .from(handovers)
    .innerJoin(orders, eq(orders.id, handovers.orderId))
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .where(and(within, filter.state ? sql`${state} = ${filter.state}` : undefined))
    .orderBy(desc(handovers.payoutReleasedAt), desc(handovers.id))
    .limit(filter.limit)
    .offset(filter.offset);
  const counted = await db
    .select({ state, count: sql<number>`count(*)`.mapWith(Number) })
    .from(handovers)
    .where(within)
    .groupBy(sql`1`);
  return { rows, counts: new Map(counted.map((row) => [row.state, row.count])) };
}
