import { isPayoutOut } from '@phonix/shared/payout-stage';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { type Actor, audited } from '../audit/index.ts';
import { type PayoutOutcomeChanges, payoutStageOf, recordPayoutOutcome } from '../handover/index.ts';
import { enqueue, message, type OutboxListener } from '../outbox/index.ts';
import type { PayoutDriver } from './payout-driver.ts';
import { retryPayoutKey } from './payout-key.ts';
import { FINAL_STATUSES, PROBLEM_STATUSES } from './payout-status.ts';
import { lockPayoutOfOrder, type TrackedPayout } from './repository.ts';

/** Our own status of a retried payout until the provider answers it (not final: the status check follows it). */
export const RETRYING_STATUS = 'retrying';
/** What `payout_problem` says once an admin marked the payout failed (paid another way). */
export const MARKED_FAILED = 'marked_failed';

/** What the audit log keeps of a payout (never the destination). */
function auditedPayout({ handover }: TrackedPayout) {
  return {
    status: handover.payoutStatus,
    provider_id: handover.payoutProviderId,
    utr: handover.payoutUtr,
    problem: handover.payoutProblem,
    // Which key, without the key itself being useful to anyone: its kind is enough to tell a retry.
    key_kind: handover.payoutKey?.startsWith('payout-retry-') ? 'retry' : 'first',
  };
}

/**
 * What an admin does about a payout that went wrong (docs/decisions/111), each audited with the reason:
 * - retry a payout that failed or was reversed: a new idempotency key (payout-key.ts retryPayoutKey, nothing
 *   of the failed one's key) is recorded and audited first, then the payout is created at the provider to the
 *   same fund account and mode (the full destination is not kept after the release, 009); the seller is told. A timeout leaves it `retrying` for the status check,
 *   which looks it up by the new key; a refusal puts it back in the queue as failed.
 * - mark failed a payout that is stuck (released, no final status) or failed: it leaves the provider's
 *   hands for ours (paid another way); the seller is told.
 */
export class PayoutAdmin {
  constructor(
    private readonly db: Database,
    private readonly driver: PayoutDriver,
    private readonly outbox: OutboxListener | undefined,
  ) {}

  async retry(orderRef: string, actor: Actor, reason: string): Promise<TrackedPayout> {
    const key = retryPayoutKey();
    const retrying = await audited(this.db, actor, 'payout.retried', async (tx) => {
      const payout = await lockPayoutOfOrder(tx, orderRef);
      if (!payout || !isPayoutOut(payoutStageOf(payout.handover))) throw new AppError('ORDER_NOT_FOUND');
      const { handover } = payout;
      if (
        !PROBLEM_STATUSES.has(handover.payoutStatus ?? '') ||
        handover.payoutProblem === MARKED_FAILED ||
        !handover.payoutFundAccountId ||
        !handover.payoutMode
      )
        throw new AppError('PAYOUT_NOT_RETRYABLE');
      const now = new Date();
      const after = await recordPayoutOutcome(tx, handover.id, {
        payoutKey: key,
        payoutStatus: RETRYING_STATUS,
        payoutStatusAt: now,
        payoutProviderId: null,
        payoutUtr: null,
        payoutProblem: null,
        payoutProblemAt: null,
      });
      await enqueue(tx, [
        message(
          'sms',
          payout.sellerMobile,
          'payout_retried_seller',
          { ref: orderRef, amount: handover.finalAmount ?? 0 },
          { dedupeKey: `payout-retried:${handover.id}:${key}`, orderId: handover.orderId },
        ),
      ]);
      const next = { ...payout, handover: after ?? handover };
      return {
        entityType: 'payout',
        entityId: orderRef,
        before: { ...auditedPayout(payout), reason },
        after: auditedPayout(next),
        result: next,
      };
    });
    this.outbox?.nudge();
    const amount = retrying.handover.finalAmount ?? 0;
    const result = await this.driver
      .repeatPayout({
        idempotencyKey: key,
        amount,
        fundAccountId: retrying.handover.payoutFundAccountId as string,
        mode: retrying.handover.payoutMode as string,
        orderRef,
      })
      .catch(async (error: unknown) => {
        if (error instanceof AppError && error.code === 'PAYOUT_REJECTED') {
          await this.#record(orderRef, key, {
            payoutStatus: 'failed',
            payoutProblem: 'failed',
            payoutProblemAt: new Date(),
          });
          throw error;
        }
        if (error instanceof AppError && error.code === 'PAYOUT_UNAVAILABLE') return null;
        throw error;
      });
    if (!result) return retrying; // no answer: the status check follows it by the new key
    return (
      (await this.#record(orderRef, key, {
        payoutStatus: result.status,
        payoutProviderId: result.providerPayoutId,
        payoutUtr: result.utr,
        payoutReference: result.reference,
      })) ?? retrying
    );
  }

  /** Writes the provider's answer to the retry, unless a webhook or a check already moved past it. */
  async #record(orderRef: string, key: string, changes: PayoutOutcomeChanges): Promise<TrackedPayout | null> {
    return this.db.transaction(async (tx) => {
      const payout = await lockPayoutOfOrder(tx, orderRef);
      if (!payout || payout.handover.payoutKey !== key || payout.handover.payoutStatus !== RETRYING_STATUS)
        return payout;
      const after = await recordPayoutOutcome(tx, payout.handover.id, {
        ...changes,
        payoutStatusAt: new Date(),
      });
      return { ...payout, handover: after ?? payout.handover };
    });
  }

  async markFailed(orderRef: string, actor: Actor, reason: string): Promise<TrackedPayout> {
    const marked = await audited(this.db, actor, 'payout.marked_failed', async (tx) => {
      const payout = await lockPayoutOfOrder(tx, orderRef);
      if (!payout || !isPayoutOut(payoutStageOf(payout.handover))) throw new AppError('ORDER_NOT_FOUND');
      const { handover } = payout;
      const stuck = !FINAL_STATUSES.has(handover.payoutStatus ?? '');
      if (
        handover.payoutMethod === 'cheque' ||
        handover.payoutProblem === MARKED_FAILED ||
        !(stuck || PROBLEM_STATUSES.has(handover.payoutStatus ?? ''))
      )
        throw new AppError('PAYOUT_NOT_STUCK');
      const now = new Date();
      const after = await recordPayoutOutcome(tx, handover.id, {
        payoutStatus: 'failed',
        payoutStatusAt: now,
        payoutProblem: MARKED_FAILED,
        payoutProblemAt: now,
      });
      await enqueue(tx, [
        message(
          'sms',
          payout.sellerMobile,
          'payout_marked_failed_seller',
          { ref: orderRef, amount: handover.finalAmount ?? 0 },
          { dedupeKey: `payout-marked-failed:${handover.id}`, orderId: handover.orderId },
        ),
      ]);
      const next = { ...payout, handover: after ?? handover };
      return {
        entityType: 'payout',
        entityId: orderRef,
        before: { ...auditedPayout(payout), reason },
        after: auditedPayout(next),
        result: next,
      };
    });
    this.outbox?.nudge();
    return marked;
  }
}
