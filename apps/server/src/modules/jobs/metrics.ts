import { JOB_NAMES } from '@phonix/shared/jobs-api';
import type { AppMetrics } from '../metrics/index.ts';
import { DEFAULT_GAUGE_CACHE_MS, ScrapeCache } from '../metrics/index.ts';
import type { JobQueue } from './job-queue.ts';

/** The states counted: waiting, waiting to retry, running, failed (done runs are not a queue's depth). */
const COUNTED = ['created', 'retry', 'active', 'failed'] as const;

/**
 * `phonix_jobs{name,state}` (runs waiting, retrying, running and failed, per job) and
 * `phonix_job_oldest_due_seconds{name,state}` (how long the oldest due one has waited), read from pg-boss's
 * table at scrape time like the outbox gauges, through the same short cache.
 */
export function registerJobGauges(
  metrics: AppMetrics,
  jobs: JobQueue,
  cacheMs = DEFAULT_GAUGE_CACHE_MS,
): void {
  const depth = new ScrapeCache('jobs', () => jobs.depth(), metrics, cacheMs);
  metrics.gauge(
    'phonix_jobs',
    'Scheduled job runs by job and state: created (waiting), retry, active (running), failed.',
    ['name', 'state'],
    async (gauge) => {
      const rows = await depth.get();
      if (!rows) return; // the read failed: left out of this scrape (phonix_metrics_query_errors_total)
      // Every job and state from zero, so an alert on "failed > 0" has a series before the first failure.
      for (const name of JOB_NAMES) for (const state of COUNTED) gauge.set({ name, state }, 0);
      for (const row of rows) gauge.set({ name: row.name, state: row.state }, row.count);
    },
  );
  metrics.gauge(
    'phonix_job_oldest_due_seconds',
    'Seconds the oldest due run of each job and state has waited (a growing figure: no process is working).',
    ['name', 'state'],
    async (gauge) => {
      for (const row of (await depth.get()) ?? [])
        gauge.set({ name: row.name, state: row.state }, row.oldestSeconds);
    },
  );
}
