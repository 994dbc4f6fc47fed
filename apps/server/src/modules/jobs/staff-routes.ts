import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { route } from '../../lib/contract-routes.ts';
import { audited, staffActor } from '../audit/index.ts';
import type { JobQueue } from './job-queue.ts';

/**
 * The console's view of the scheduled jobs (docs/decisions/190): runs by state (failed ones first of all),
 * an admin's retry of a failed run and "run now", both audited.
 */
export async function jobStaffRoutes(app: FastifyInstance, { db, jobs }: { db: Database; jobs: JobQueue }) {
  route(app, 'staffJobs', async (request) => {
    const runs = await jobs.list(request.query.state);
    return {
      success: true as const,
      jobs: runs.map((run) => ({
        id: run.id,
        name: run.name,
        state: run.state,
        retry_count: run.retryCount,
        created_at: run.createdOn,
        started_at: run.startedOn,
        finished_at: run.completedOn,
        error: run.error,
      })),
    };
  });

  route(app, 'staffRetryJob', async (request) => {
    const { name, jobId } = request.params;
    const found = await jobs.find(name, jobId);
    if (!found) throw new AppError('JOB_NOT_FOUND');
    if (found.state !== 'failed') throw new AppError('JOB_NOT_RETRYABLE');
    await audited(db, staffActor(request), 'job.retried', async (tx) => {
      await jobs.retry(name, jobId, tx);
      return {
        entityType: 'job',
        entityId: jobId,
        before: { name, state: 'failed' },
        after: { name, state: 'retry' },
        result: null,
      };
    });
    return { success: true as const, message: 'The job will run again shortly.' };
  });

  route(app, 'staffRunJob', async (request) => {
    const { name } = request.params;
    await audited(db, staffActor(request), 'job.run', async (tx) => {
      const id = await jobs.runSoon(name, tx);
      return {
        entityType: 'job',
        entityId: id,
        before: null,
        after: { name, state: 'created' },
        result: null,
      };
    });
    return { success: true as const, message: 'The job will run shortly.' };
  });
}
