import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { markPayoutsChecked, payoutStageOf } from '../handover/index.ts';
import type { OutboxListener } from '../outbox/index.ts';
import type { PayoutDriver } from './payout-driver.ts';
import { applyPayoutStatus, inTransaction } from './payout-tracker.ts';
import { lockPayout, payoutsAwaitingAnswer } from './repository.ts';

/** How often the check runs by default (PAYOUT_POLL_INTERVAL_MINUTES), as the `payout-status-check` job. */
export const PAYOUT_POLL_INTERVAL_MINUTES = 5;
/** How long a payout may wait for an answer (a webhook) before it is asked about. */
export const PAYOUT_POLL_AFTER_MS = 10 * 60_000;
/** A release claim younger than this may still be in flight (handover/service.ts holds it 2 minutes). */
const CLAIM_LEASE_MS = 2 * 60_000;
/** Payouts asked about in one check. */
const BATCH = 50;

export interface PayoutPollSettings {
  /** PAYOUT_POLL_AFTER_MINUTES in ms. */
  afterMs: number;
  now?: () => Date;
}

/**
 * The scheduled status check of payouts with no final answer (docs/decisions/110), like the queue alerts'
 * check: the `payout-status-check` job (modules/jobs) runs it every PAYOUT_POLL_INTERVAL_MINUTES. It asks the provider for each payout's status with a
 * GET (by the provider's id, or by our idempotency key when the create got no answer): it never creates a
 * payout. What it hears is applied like a webhook (payout-tracker.ts), the row locked, so two processes
 * asking at once change it once. A payout the provider does not have stays for the seller's next confirm,
 * which sends the same key.
 */
export class PayoutPoller {
  constructor(
    private readonly db: Database,
    private readonly driver: PayoutDriver,
    private readonly outbox: OutboxListener | undefined,
    private readonly settings: PayoutPollSettings,
    private readonly log: Pick<FastifyBaseLogger, 'error' | 'warn'>,
  ) {}

  /** One check: answers how many payouts changed. */
  async runOnce(): Promise<number> {
    const now = this.settings.now?.() ?? new Date();
    const waiting = await payoutsAwaitingAnswer(
      this.db,
      new Date(now.getTime() - this.settings.afterMs),
      new Date(now.getTime() - CLAIM_LEASE_MS),
      BATCH,
    );
    await markPayoutsChecked(
      this.db,
      waiting.map(({ handover }) => handover.id),
      now,
    );
    let changed = 0;
    for (const { handover, orderRef } of waiting) {
      const status = await this.driver
        .fetchStatus({
          providerPayoutId: handover.payoutProviderId,
          idempotencyKey: handover.payoutKey as string,
          orderRef,
        })
        .catch((error: unknown) => {
          if (!(error instanceof AppError)) throw error;
          this.log.warn({ orderRef, err: error }, 'payout poll: the provider did not answer');
          return undefined;
        });
      if (!status) continue;
      const outcome = await inTransaction(this.db, this.outbox, async (tx) => {
        // Read again under the lock: a webhook or the seller's confirm may have settled it meanwhile.
        const payout = await lockPayout(tx, {
          providerPayoutId: handover.payoutProviderId,
          payoutKey: handover.payoutKey,
        });
        if (!payout || payout.handover.id !== handover.id) return 'stale';
        if (
          payoutStageOf(payout.handover) === 'releasing' &&
          (payout.handover.payoutReleaseStartedAt as Date).getTime() > now.getTime() - CLAIM_LEASE_MS
        )
          return 'stale'; // a release is on its way to the provider right now: its answer decides
        return applyPayoutStatus(tx, payout, status, this.driver.name, now);
      });
      if (outcome === 'applied') changed += 1;
    }
    return changed;
  }
}
