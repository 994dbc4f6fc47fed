import type { EndpointRoute } from './common.ts';

/**
 * The routes apps/server/src/modules/jobs serves: method, path, who may call (schemas: ../contract/jobs.ts).
 */
export const JOBS_ENDPOINTS = {
  staffJobs: { method: 'GET', path: '/api/staff/jobs', auth: 'staff' },
  staffRetryJob: { method: 'POST', path: '/api/staff/jobs/:name/:jobId/retry', auth: 'staff', role: 'admin' },
  staffRunJob: { method: 'POST', path: '/api/staff/jobs/:name/run', auth: 'staff', role: 'admin' },
} as const satisfies Record<string, EndpointRoute>;
