import type { PayoutQueueEntry } from '@phonix/shared/payouts-api';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { route } from '../../lib/contract-routes.ts';
import type { OutboxListener } from '../outbox/outbox.ts';
import type { PayoutDriver } from './payout-driver.ts';
import { payoutProblems, type TrackedPayout } from './repository.ts';

/** A payout as the console shows it. */
export function presentPayout({ handover, orderRef }: TrackedPayout): PayoutQueueEntry {
  return {
    ref: orderRef,
    amount: handover.finalAmount ?? 0,
    payout_status: handover.payoutStatus,
    payout_problem: handover.payoutProblem,
    payout_problem_at: handover.payoutProblemAt?.toISOString() ?? null,
    payout_provider_id: handover.payoutProviderId,
    payout_utr: handover.payoutUtr,
    completed_at: handover.completedAt?.toISOString() ?? null,
  };
}

/**
 * The console's payout queue (docs/decisions/110): released payouts that failed or were reversed, for the
 * staff to follow up.
 */
export async function payoutStaffRoutes(
  app: FastifyInstance,
  { db }: { db: Database; outbox?: OutboxListener; driver: PayoutDriver },
) {
  route(app, 'staffPayoutProblems', async () => ({
    success: true as const,
    payouts: (await payoutProblems(db)).map(presentPayout),
  }));
}
