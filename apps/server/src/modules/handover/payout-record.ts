import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { Transaction } from '../../db/transaction.ts';
import { NO_PAYOUT_OTP } from './repository.ts';
import { handovers } from './tables.ts';

/**
 * The payout's record on the handover row, as the payouts module keeps it after the release: the
 * provider's answers (webhooks, status checks), a staff retry and a payout marked failed (docs/decisions/110).
 * The handover writes the release itself (service.ts); the payouts module calls these, by the handover's
 * id, inside its transaction with the row locked.
 */

type Executor = Database | Transaction;
type HandoverRow = typeof handovers.$inferSelect;

/** The payout columns the payouts module may change after the release. */
export type PayoutOutcome = Partial<
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
    | 'payoutReleasedAt'
    | 'payoutReleaseStartedAt'
    | 'payoutDestinationSealed'
    | 'payoutProblem'
    | 'payoutProblemAt'
  >
>;

async function updatePayout(
  db: Executor,
  handoverId: number,
  changes: PayoutOutcome & { payoutKey?: string | null },
): Promise<HandoverRow | undefined> {
  const [row] = await db
    .update(handovers)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(handovers.id, handoverId))
    .returning();
  return row;
}

/**
 * What the provider (or a staff action) says of the payout: its status, UTR, problem, or the release the
 * provider made when our request got no answer. Answers the row as changed.
 */
export function recordPayoutOutcome(
  db: Executor,
  handoverId: number,
  outcome: PayoutOutcome,
): Promise<HandoverRow | undefined> {
  return updatePayout(db, handoverId, outcome);
}

/**
 * A staff retry of a failed or reversed payout starts: it goes under a new idempotency key, with `status`
 * until the provider answers, and nothing of the failed payout's provider id, UTR or problem.
 */
export function recordPayoutStarted(
  db: Executor,
  handoverId: number,
  start: { key: string; status: string; at: Date },
): Promise<HandoverRow | undefined> {
  return updatePayout(db, handoverId, {
    payoutKey: start.key,
    payoutStatus: start.status,
    payoutStatusAt: start.at,
    payoutProviderId: null,
    payoutUtr: null,
    payoutProblem: null,
    payoutProblemAt: null,
  });
}

/**
 * The provider failed a payout whose release got no answer: nothing was paid, so the seller's code is
 * dropped with the release claim and the key (the seller confirms again with a new code), keeping the
 * provider's status.
 */
export async function resetPayoutCode(
  db: Executor,
  handoverId: number,
  outcome: { status: string; at: Date },
): Promise<void> {
  await updatePayout(db, handoverId, {
    ...NO_PAYOUT_OTP,
    payoutStatus: outcome.status,
    payoutStatusAt: outcome.at,
  });
}

/** Notes that the status check asked the provider about these payouts at `at`. */
export async function recordPayoutsChecked(
  db: Executor,
  handoverIds: readonly number[],
  at: Date,
): Promise<void> {
  if (handoverIds.length === 0) return;
  await db
    .update(handovers)
    .set({ payoutCheckedAt: at })
    .where(inArray(handovers.id, [...handoverIds]));
}
