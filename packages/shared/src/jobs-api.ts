import { z } from 'zod';

/**
 * The server's scheduled jobs (apps/server/src/modules/jobs, docs/decisions/190) as the console sees them:
 * each job's runs by state, a failed run retried, a job run now. The names are pg-boss queue names.
 */
export const JOB_NAMES = [
  'pickup-reminders',
  'payout-status-check',
  'queue-alerts',
  'inactive-account-sweep',
  'access-log-sweep',
] as const;
export type JobName = (typeof JOB_NAMES)[number];

/** pg-boss's states of a run; `failed` is the one staff act on. */
export const JOB_STATES = ['failed', 'active', 'retry', 'created', 'completed'] as const;
export type JobState = (typeof JOB_STATES)[number];

export const staffJobsQuerySchema = z.object({
  state: z
    .enum(JOB_STATES, { error: 'must be one of failed, active, retry, created, completed' })
    .default('failed'),
});

export const jobRunSchema = z.object({
  id: z.string(),
  name: z.enum(JOB_NAMES),
  state: z.string(),
  /** Tries after the first. */
  retry_count: z.number().int(),
  created_at: z.string(),
  started_at: z.string().nullable(),
  finished_at: z.string().nullable(),
  /** The last try's error (a failed run). */
  error: z.string().nullable(),
});
export type JobRun = z.infer<typeof jobRunSchema>;

export const staffJobsResponseSchema = z.object({
  success: z.literal(true),
  jobs: z.array(jobRunSchema),
});

export const jobParamsSchema = z.object({
  name: z.enum(JOB_NAMES, { error: 'is not a job of this server' }),
});
export const jobRunParamsSchema = jobParamsSchema.extend({
  jobId: z.uuid({ error: 'is not a job id' }),
});

export const staffJobActionResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
});
