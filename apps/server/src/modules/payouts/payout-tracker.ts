import { isPayoutOut } from '@phonix/shared/payout-stage';
import type { Database } from '../../db/client.ts';
import type { Transaction } from '../../db/transaction.ts';
import { payoutStageOf, recordPayoutOutcome, recordUnansweredPayoutFailed } from '../handover/index.ts';
import { enqueue, message, type OutboxListener } from '../outbox/index.ts';
import type { PayoutStatus } from './payout-driver.ts';
import { PROBLEM_STATUSES, statusMayMove } from './payout-status.ts';
import type { TrackedPayout } from './repository.ts';

/** What one status did to a payout. */
export type PayoutOutcome = 'applied' | 'unchanged' | 'stale';

/**
 * Applies what the provider says of a payout (a webhook or a status check) to our record, inside the
 * caller's transaction with the payout row locked (docs/decisions/110):
 * - a release that got no answer is recorded as released when the provider has the payout (the seller's
 *   next confirm, or the partner's complete, then completes the order without calling the provider), and
 *   dropped like a refused payout when the provider failed it (the seller confirms again);
 * - a released payout's status moves only as payout-status.ts allows; the UTR is kept when carried;
 * - a released payout that failed or was reversed is flagged for the staff's payout queue, and the seller
 *   is told by SMS (once per payout, through the outbox).
 */
export async function applyPayoutStatus(
  tx: Transaction,
  payout: TrackedPayout,
  incoming: PayoutStatus,
  driver: string,
  now = new Date(),
): Promise<PayoutOutcome> {
  const { handover } = payout;
  const stage = payoutStageOf(handover);
  if (!isPayoutOut(stage)) {
    if (PROBLEM_STATUSES.has(incoming.status)) {
      await recordUnansweredPayoutFailed(tx, handover.orderId, incoming.status, now);
      return 'applied';
    }
    await recordPayoutOutcome(tx, handover.id, {
      payoutDriver: driver,
      payoutStatus: incoming.status,
      payoutReference: incoming.utr ?? incoming.providerPayoutId,
      payoutProviderId: incoming.providerPayoutId,
      payoutUtr: incoming.utr,
      payoutFundAccountId: incoming.fundAccountId ?? null,
      payoutMode: incoming.mode ?? null,
      payoutTest: false,
      payoutReleasedAt: now,
      payoutStatusAt: now,
      payoutReleaseStartedAt: null,
      payoutDestinationSealed: null,
    });
    return 'applied';
  }
  if (!statusMayMove(handover.payoutStatus, incoming.status)) return 'stale';
  if (
    incoming.status === handover.payoutStatus &&
    (incoming.utr === null || incoming.utr === handover.payoutUtr)
  )
    return 'unchanged';
  const problem = PROBLEM_STATUSES.has(incoming.status) && stage !== 'problem';
  await recordPayoutOutcome(tx, handover.id, {
    payoutStatus: incoming.status,
    payoutStatusAt: incoming.status === handover.payoutStatus ? handover.payoutStatusAt : now,
    payoutUtr: incoming.utr ?? handover.payoutUtr,
    ...(handover.payoutProviderId ? {} : { payoutProviderId: incoming.providerPayoutId }),
    ...(!handover.payoutFundAccountId && incoming.fundAccountId
      ? { payoutFundAccountId: incoming.fundAccountId, payoutMode: incoming.mode ?? handover.payoutMode }
      : {}),
    ...(problem ? { payoutProblem: incoming.status, payoutProblemAt: now } : {}),
  });
  if (problem)
    await enqueue(tx, [
      message(
        'sms',
        payout.sellerMobile,
        'payout_problem_seller',
        { ref: payout.orderRef, amount: handover.finalAmount ?? 0, status: incoming.status },
        {
          dedupeKey: `payout-problem:${handover.id}:${incoming.providerPayoutId}`,
          orderId: handover.orderId,
        },
      ),
    ]);
  return 'applied';
}

/** Runs `apply` in a transaction and wakes the outbox once it committed. */
export async function inTransaction<T>(
  db: Database,
  outbox: OutboxListener | undefined,
  apply: (tx: Transaction) => Promise<T>,
): Promise<T> {
  const result = await db.transaction(apply);
  outbox?.nudge();
  return result;
}
