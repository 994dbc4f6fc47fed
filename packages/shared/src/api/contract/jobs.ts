import {
  jobParamsSchema,
  jobRunParamsSchema,
  staffJobActionResponseSchema,
  staffJobsQuerySchema,
  staffJobsResponseSchema,
} from '../../jobs-api.ts';
import type { JOBS_ENDPOINTS } from '../endpoints/jobs.ts';
import type { ContractOf } from './common.ts';

/** What the endpoints of apps/server/src/modules/jobs take and answer (routes: ../endpoints/jobs.ts). */
export const JOBS_CONTRACT = {
  staffJobs: {
    tags: ['console'],
    summary: "The scheduled jobs' runs in a state (failed by default), newest first",
    query: staffJobsQuerySchema,
    response: staffJobsResponseSchema,
    errors: [],
  },
  staffRetryJob: {
    tags: ['console'],
    summary: 'Run a failed job again (admin, audited)',
    params: jobRunParamsSchema,
    response: staffJobActionResponseSchema,
    errors: [404, 409],
  },
  staffRunJob: {
    tags: ['console'],
    summary: 'Run a scheduled job now, besides its schedule (admin, audited); its work is safe to repeat',
    params: jobParamsSchema,
    response: staffJobActionResponseSchema,
    errors: [],
  },
} as const satisfies ContractOf<typeof JOBS_ENDPOINTS>;
