import type { EndpointRoute } from './common.ts';

/**
 * The routes apps/server/src/modules/dashboard serves: method, path, who may call (schemas:
 * ../contract/dashboard.ts).
 */
export const DASHBOARD_ENDPOINTS = {
  staffDashboard: { method: 'GET', path: '/api/staff/dashboard', auth: 'staff' },
} as const satisfies Record<string, EndpointRoute>;
