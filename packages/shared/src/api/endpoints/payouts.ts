import type { EndpointRoute } from './common.ts';

/**
 * The routes apps/server/src/modules/payouts serves: method, path, who may call (schemas:
 * ../contract/payouts.ts).
 */
export const PAYOUTS_ENDPOINTS = {
  // Payouts that failed or came back after the release (payouts-api.ts): all staff see the queue.
  staffPayoutProblems: { method: 'GET', path: '/api/staff/payouts/problems', auth: 'staff' },
  staffPayoutReconciliation: { method: 'GET', path: '/api/staff/payouts/reconciliation', auth: 'staff' },

  // Paying again, or giving up on the provider, is an admin's call.
  staffRetryPayout: { method: 'POST', path: '/api/staff/payouts/:ref/retry', auth: 'staff', role: 'admin' },
  staffMarkPayoutFailed: {
    method: 'POST',
    path: '/api/staff/payouts/:ref/mark-failed',
    auth: 'staff',
    role: 'admin',
  },
  staffPayouts: { method: 'GET', path: '/api/staff/payouts', auth: 'staff' },
} as const satisfies Record<string, EndpointRoute>;
