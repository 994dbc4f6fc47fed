import { type PayoutStage, payoutStage } from '@phonix/shared/payout-stage';
import { and, desc, eq, gte, inArray, isNotNull, isNull, lt, notInArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { Transaction } from '../../db/transaction.ts';
import { type HandoverRow, recordPayoutRefused } from './repository.ts';
import { handovers } from './tables.ts';

/**
 * The payout's record on the handover row, as the payouts module follows it after the release (webhooks,
 * status checks, the staff's retry and mark-failed; docs/decisions/110): the reads it lists payouts by, and
 * the outcomes it reports. The handover owns the row; payouts never writes it but through these.
 * `finals` are the payout statuses nothing moves out of (payouts/payout-status.ts FINAL_STATUSES).
 */
type Executor = Database | Transaction;

/** Where a payout stands (@phonix/shared/payout-stage), read from its record on the handover row:
 * the one reading of those timestamps, for the handover's own checks and the payouts module's. */
export const payoutStageOf = (
  record: Pick<
    HandoverRow,
    'payoutOtpVerifiedAt' | 'payoutReleaseStartedAt' | 'payoutReleasedAt' | 'payoutProblemAt'
  >,
): PayoutStage =>
  payoutStage({
    otpVerifiedAt: record.payoutOtpVerifiedAt,
    releaseStartedAt: record.payoutReleaseStartedAt,
    releasedAt: record.payoutReleasedAt,
    problemAt: record.payoutProblemAt,
  });

/** What the payouts module may record of a payout's outcome: its status columns, never the code's. */
export type PayoutOutcomeChanges = Partial<
  Pick<
    typeof handovers.$inferInsert,
    | 'payoutDriver'
    | 'payoutStatus'
    | 'payoutStatusAt'
    | 'payoutReference'
    | 'payoutProviderId'
    | 'payoutUtr'
    | 'payoutFundAccountId'
    | 'payoutMode'
    | 'payoutTest'
    | 'payoutKey'
    | 'payoutProblem'
    | 'payoutProblemAt'
    | 'payoutReleasedAt'
    | 'payoutReleaseStartedAt'
    | 'payoutDestinationSealed'
  >
>;

/** The payout with this provider id or our key, locked for the change (one event or check at a time). */
export async function lockPayoutRecord(
  tx: Transaction,
  find: { providerPayoutId: string | null; payoutKey: string | null },
): Promise<HandoverRow | null> {
  const matches = [
    ...(find.providerPayoutId ? [eq(handovers.payoutProviderId, find.providerPayoutId)] : []),
    ...(find.payoutKey ? [eq(handovers.payoutKey, find.payoutKey)] : []),
  ];
  if (matches.length === 0) return null;
  const [row] = await tx
    .select()
    .from(handovers)
    .where(or(...matches))
    .limit(1)
    .for('update');
  return row ?? null;
}

/** The payout of an order, locked for a staff action. */
export async function lockPayoutRecordOfOrder(tx: Transaction, orderId: number): Promise<HandoverRow | null> {
  const [row] = await tx
    .select()
    .from(handovers)
    .where(eq(handovers.orderId, orderId))
    .limit(1)
    .for('update');
  return row ?? null;
}

/** Records what the provider or the staff made of a payout; answers the row afterwards. */
export async function recordPayoutOutcome(
  tx: Transaction,
  handoverId: number,
  changes: PayoutOutcomeChanges,
): Promise<HandoverRow | undefined> {
  const [row] = await tx
    .update(handovers)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(handovers.id, handoverId))
    .returning();
  return row;
}

/**
 * A release that got no answer, which the provider then failed: dropped like a refused payout (the code
 * reset's one home, repository.ts recordPayoutRefused: the seller confirms again), keeping the status.
 */
export async function recordUnansweredPayoutFailed(
  tx: Transaction,
  orderId: number,
  status: string,
  at: Date,
): Promise<void> {
  await recordPayoutRefused(tx, orderId);
  await tx
    .update(handovers)
    .set({ payoutStatus: status, payoutStatusAt: at })
    .where(eq(handovers.orderId, orderId));
}

/** Notes that the status check asked about these payouts now. */
export async function markPayoutsChecked(db: Executor, handoverIds: readonly number[], at: Date) {
  if (handoverIds.length === 0) return;
  await db
    .update(handovers)
    .set({ payoutCheckedAt: at })
    .where(inArray(handovers.id, [...handoverIds]));
}

/**
 * Payouts the provider has not settled for us, older than `before`: a release that got no answer (the
 * seller's code used, no release recorded, no request holding it since `claimBefore`), and a released
 * payout whose last status is not final. Cheques are not payouts of a driver.
 */
export function payoutRecordsAwaitingAnswer(
  db: Executor,
  window: { before: Date; claimBefore: Date; limit: number },
  finals: readonly string[],
): Promise<HandoverRow[]> {
  const { before, claimBefore, limit } = window;
  return (
    db
      .select()
      .from(handovers)
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
              notInArray(handovers.payoutStatus, [...finals]),
            ),
          ),
        ),
      )
      // The least recently asked first, so payouts the provider never had cannot keep the others waiting.
      .orderBy(sql`${handovers.payoutCheckedAt} asc nulls first`, handovers.id)
      .limit(limit)
  );
}

/** Every payout released in [from, to), cheques included, in the order they were released. */
export function payoutRecordsReleasedBetween(db: Executor, from: Date, to: Date): Promise<HandoverRow[]> {
  return db
    .select()
    .from(handovers)
    .where(and(gte(handovers.payoutReleasedAt, from), lt(handovers.payoutReleasedAt, to)))
    .orderBy(handovers.payoutReleasedAt, handovers.id);
}

/** When a payout last had news: its latest status, else its release. */
const lastNews = sql<Date>`coalesce(${handovers.payoutStatusAt}, ${handovers.payoutReleasedAt})`;

/**
 * The staff's payout queue: released payouts that failed or were reversed (flagged), and those stuck (no
 * final status and no news since `stuckBefore`), the longest waiting first.
 */
export function payoutRecordProblems(
  db: Executor,
  stuckBefore: Date,
  finals: readonly string[],
): Promise<HandoverRow[]> {
  const stuck = and(
    isNull(handovers.payoutProblemAt),
    or(isNull(handovers.payoutMethod), sql`${handovers.payoutMethod} <> 'cheque'`),
    or(isNull(handovers.payoutStatus), notInArray(handovers.payoutStatus, [...finals])),
    sql`${lastNews} < ${stuckBefore.toISOString()}::timestamptz`,
  );
  return db
    .select()
    .from(handovers)
    .where(and(isNotNull(handovers.payoutReleasedAt), or(isNotNull(handovers.payoutProblemAt), stuck)))
    .orderBy(sql`coalesce(${handovers.payoutProblemAt}, ${lastNews})`, desc(handovers.id))
    .limit(200);
}

/**
 * A payout's state for the console's list of every payout (issue 31; the labels in payouts-api.ts), in SQL
 * so the list filters and counts by it: a flagged problem first (marked failed, reversed, failed), then a
 * cheque, paid, stuck (as payouts' `isStuckPayout`), else being sent.
 */
function payoutListState(stuckBefore: Date, finals: readonly string[]) {
  const finalList = sql.join(
    finals.map((status) => sql`${status}`),
    sql`, `,
  );
  return sql<string>`case
    when ${handovers.payoutProblem} = 'marked_failed' then 'marked_failed'
    when ${handovers.payoutProblem} = 'reversed' then 'reversed'
    when ${handovers.payoutProblem} is not null then 'failed'
    when ${handovers.payoutMethod} = 'cheque' then 'cheque'
    when ${handovers.payoutStatus} = 'processed' then 'paid'
    when coalesce(${handovers.payoutStatus}, '') not in (${finalList})
      and ${lastNews} < ${stuckBefore.toISOString()}::timestamptz then 'stuck'
    else 'sending' end`;
}

/**
 * Every released payout, newest release first, in `state` (payoutListState) and released within [from, to)
 * when given; with the number in each state within those days.
 */
export async function payoutRecordList(
  db: Executor,
  filter: {
    state?: string | undefined;
    from?: Date | undefined;
    to?: Date | undefined;
    limit: number;
    offset: number;
  },
  stuckBefore: Date,
  finals: readonly string[],
): Promise<{ rows: { handover: HandoverRow; state: string }[]; counts: Map<string, number> }> {
  const state = payoutListState(stuckBefore, finals);
  const within = and(
    isNotNull(handovers.payoutReleasedAt),
    filter.from ? gte(handovers.payoutReleasedAt, filter.from) : undefined,
    filter.to ? lt(handovers.payoutReleasedAt, filter.to) : undefined,
  );
  const rows = await db
    .select({ handover: handovers, state })
    .from(handovers)
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
