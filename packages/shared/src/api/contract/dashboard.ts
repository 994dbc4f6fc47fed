import { dashboardResponseSchema } from '../../console-api.ts';
import type { DASHBOARD_ENDPOINTS } from '../endpoints/dashboard.ts';
import type { ContractOf } from './common.ts';

/**
 * What the endpoints of apps/server/src/modules/dashboard take and answer (routes:
 * ../endpoints/dashboard.ts).
 */
export const DASHBOARD_CONTRACT = {
  staffDashboard: {
    tags: ['console'],
    summary: 'Enquiries and orders per day and week, conversion, order value by status',
    response: dashboardResponseSchema,
    errors: [],
  },
} as const satisfies ContractOf<typeof DASHBOARD_ENDPOINTS>;
