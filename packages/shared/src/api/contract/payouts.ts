import {
  payoutActionRequestSchema,
  payoutActionResponseSchema,
  payoutQueueResponseSchema,
  payoutReconciliationQuerySchema,
  staffPayoutsQuerySchema,
  staffPayoutsResponseSchema,
} from '../../payouts-api.ts';
import type { PAYOUTS_ENDPOINTS } from '../endpoints/payouts.ts';
import { type ContractOf, refParams } from './common.ts';

/**
 * What the endpoints of apps/server/src/modules/payouts take and answer (routes: ../endpoints/payouts.ts).
 */
export const PAYOUTS_CONTRACT = {
  staffPayoutProblems: {
    tags: ['console'],
    summary:
      'Payouts released to the seller that failed or were reversed afterwards, and those stuck (no final status, no news for 2 hours), longest waiting first',
    response: payoutQueueResponseSchema,
    errors: [],
  },
  staffPayoutReconciliation: {
    tags: ['console'],
    summary: 'The daily payout reconciliation (CSV): every payout released on an India day (audited)',
    description:
      'text/csv with a byte-order mark: released at (IST), order, our reference (the idempotency key sent), ' +
      "the provider's payout id, UTR, state, amount, whether the order completed, and any mismatch (no final " +
      'status, failed or reversed, processed without a UTR, order not completed, a status the provider sent ' +
      'late). day is an India day, by default yesterday.',
    query: payoutReconciliationQuerySchema,
    response: null,
    produces: 'text/csv',
    errors: [],
  },
  staffRetryPayout: {
    tags: ['console'],
    summary:
      'Pay a failed or reversed payout again, with a new idempotency key, to the destination still kept (audited; the seller is told)',
    params: refParams,
    body: payoutActionRequestSchema,
    response: payoutActionResponseSchema,
    errors: [400, 404, 409, 503],
  },
  staffMarkPayoutFailed: {
    tags: ['console'],
    summary: 'Mark a stuck or failed payout failed, to be paid another way (audited; the seller is told)',
    params: refParams,
    body: payoutActionRequestSchema,
    response: payoutActionResponseSchema,
    errors: [404, 409],
  },
  staffPayouts: {
    tags: ['console'],
    summary:
      'Every released payout with its state, newest first, filtered by state and by the India days of the release',
    query: staffPayoutsQuerySchema,
    response: staffPayoutsResponseSchema,
    errors: [],
  },
} as const satisfies ContractOf<typeof PAYOUTS_ENDPOINTS>;
