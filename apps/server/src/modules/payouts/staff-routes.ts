import { indiaDayEnd, indiaDayStart } from '@phonix/shared/india-time';
import {
  PAYOUT_LIST_STATES,
  PAYOUT_STUCK_AFTER_MINUTES,
  PAYOUTS_PAGE_SIZE,
  type PayoutListState,
  type PayoutQueueEntry,
} from '@phonix/shared/payouts-api';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { route } from '../../lib/contract-routes.ts';
import { audited, staffActor } from '../audit/index.ts';
import type { PayoutAdmin } from './payout-admin.ts';
import { payoutReconciliationCsv } from './reconciliation.ts';
import { isStuckPayout, payoutList, payoutProblems, type TrackedPayout } from './repository.ts';

/** Before this, a payout with no final status and no news is stuck. */
const stuckBefore = (now = new Date()) => new Date(now.getTime() - PAYOUT_STUCK_AFTER_MINUTES * 60_000);

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
    released_at: handover.payoutReleasedAt?.toISOString() ?? null,
    stuck: isStuckPayout(handover, stuckBefore()),
  };
}

/**
 * The console's payout queue (docs/decisions/110): released payouts that failed or were reversed, and those
 * stuck (no final status, no news for PAYOUT_STUCK_AFTER_MINUTES), for all staff to follow up; an admin retries one or marks it failed (docs/decisions/111), audited.
 */
export async function payoutStaffRoutes(
  app: FastifyInstance,
  { db, admin }: { db: Database; admin: PayoutAdmin },
) {
  route(app, 'staffPayoutProblems', async () => ({
    success: true as const,
    payouts: (await payoutProblems(db, stuckBefore())).map(presentPayout),
  }));

  // Every payout with its state (issue 31), filtered by state and by the India days of the release.
  route(app, 'staffPayouts', async (request) => {
    const { state, from, to, page } = request.query;
    const { rows, counts } = await payoutList(
      db,
      {
        state,
        from: from ? indiaDayStart(from) : undefined,
        to: to ? indiaDayEnd(to) : undefined,
        limit: PAYOUTS_PAGE_SIZE,
        offset: (page - 1) * PAYOUTS_PAGE_SIZE,
      },
      stuckBefore(),
    );
    const byState = Object.fromEntries(
      PAYOUT_LIST_STATES.map((name) => [name, counts.get(name) ?? 0]),
    ) as Record<PayoutListState, number>;
    return {
      success: true as const,
      payouts: rows.map((row) => ({
        ...presentPayout(row),
        state: row.state as PayoutListState,
        method: row.handover.payoutMethod,
        reference: row.handover.payoutReference,
      })),
      total: state ? byState[state] : Object.values(byState).reduce((sum, count) => sum + count, 0),
      page,
      page_size: PAYOUTS_PAGE_SIZE,
      counts: byState,
    };
  });

  route(app, 'staffPayoutReconciliation', async (request, reply) => {
    const { csv, day, count } = await payoutReconciliationCsv(db, request.query.day);
    // A list of payouts leaves the console: recorded like the dealer register's export.
    await audited(db, staffActor(request), 'payout_reconciliation.exported', async () => ({
      entityType: 'payout_reconciliation',
      entityId: null,
      before: null,
      after: { day, payouts: count },
      result: null,
    }));
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="Phonix-payouts-${day}.csv"`)
      .header('cache-control', 'private, no-store')
      .send(csv);
  });

  route(app, 'staffRetryPayout', async (request) => {
    const payout = await admin.retry(request.params.ref, staffActor(request), request.body.reason);
    return {
      success: true as const,
      message:
        payout.handover.payoutStatus === 'retrying'
          ? 'The payout was sent again; its status will follow from the provider.'
          : 'The payout was sent again.',
      payout: presentPayout(payout),
    };
  });

  route(app, 'staffMarkPayoutFailed', async (request) => {
    const payout = await admin.markFailed(request.params.ref, staffActor(request), request.body.reason);
    return { success: true as const, message: 'The payout is marked failed.', payout: presentPayout(payout) };
  });
}
