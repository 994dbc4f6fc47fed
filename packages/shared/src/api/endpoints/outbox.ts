import type { EndpointRoute } from './common.ts';

/**
 * The routes apps/server/src/modules/outbox serves: method, path, who may call (schemas:
 * ../contract/outbox.ts).
 */
export const OUTBOX_ENDPOINTS = {
  // The notification outbox (console-orders-api.ts). All staff: resending messages is the operations team's
  // daily work; every write is in the audit log with before and after.
  staffOutbox: { method: 'GET', path: '/api/staff/outbox', auth: 'staff' },
  staffRetryOutbox: { method: 'POST', path: '/api/staff/outbox/:messageId/retry', auth: 'staff' },
  staffResendNotification: { method: 'POST', path: '/api/staff/outbox/:messageId/resend', auth: 'staff' },
} as const satisfies Record<string, EndpointRoute>;
