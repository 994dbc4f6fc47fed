import type { EndpointRoute } from './common.ts';

/**
 * The routes apps/server/src/modules/audit serves: method, path, who may call (schemas:
 * ../contract/audit.ts).
 */
export const AUDIT_ENDPOINTS = {
  staffRevertAuditEntry: {
    method: 'POST',
    path: '/api/staff/audit/:entryId/revert',
    auth: 'staff',
    role: 'admin',
  },

  // Every staff member who may change a price sees and reverts price changes (decision record 203).
  staffPriceHistory: { method: 'GET', path: '/api/staff/price-history', auth: 'staff' },
  staffRevertPriceChange: {
    method: 'POST',
    path: '/api/staff/price-history/:entryId/revert',
    auth: 'staff',
  },
} as const satisfies Record<string, EndpointRoute>;
