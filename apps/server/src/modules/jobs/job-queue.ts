import { JOB_NAMES, type JobName, type JobState } from '@phonix/shared/jobs-api';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import PgBoss from 'pg-boss';
import { JOB_SCHEMA, jobQueueExecutor, transactionJobExecutor } from '../../db/job-queue-schema.ts';
import type { Transaction } from '../../db/transaction.ts';

/**
 * Scheduled and retried work on pg-boss (docs/decisions/190), in the database the server already uses:
 * PostgreSQL, or the embedded PGlite through the same node-postgres pool. Every job here is a cron schedule
 * in India time; pg-boss makes each schedule fire once per minute however many processes run it (its cron
 * time is claimed in the database), and each job is fetched by one worker (`FOR UPDATE SKIP LOCKED`). A job
 * that throws is retried with backoff; one that fails `retryLimit` times more is `failed` and listed for
 * staff (GET /api/staff/jobs). A process killed during a job leaves it `active` until `expireInSeconds`
 * passes; then pg-boss's maintenance in any process retries it. So every job's work must be safe to run
 * twice: each writes its messages with an outbox dedupe key, and payouts are applied under their row lock.
 */

export interface JobDefinition {
  /** Five-field cron in India time (Asia/Kolkata), e.g. '* * * * *' every minute. */
  cron: string;
  /** The work; `now` is the app's clock. Must be safe to run twice (see above). */
  run: (now: Date) => Promise<unknown>;
  /** How long a run may take before it counts as lost (the process died) and is tried again. */
  expireInSeconds: number;
  retryLimit: number;
}

export interface JobQueueSettings {
  /** How often each worker looks for a due job (JOBS_POLL_SECONDS). */
  pollSeconds: number;
  /** How often expired (lost) jobs are found and retried, and old ones archived (JOBS_MAINTENANCE_SECONDS). */
  maintenanceSeconds: number;
  /** How often the cron schedules are checked (at most once per minute each fires). */
  cronCheckSeconds: number;
  /** Overrides every definition's expireInSeconds (JOBS_EXPIRE_SECONDS; the kill tests shorten it). */
  expireInSeconds?: number;
  /** How long a graceful stop waits for running jobs before it gives up on them (they are then retried). */
  stopTimeoutMs: number;
}

export const DEFAULT_JOB_QUEUE_SETTINGS: JobQueueSettings = {
  pollSeconds: 5,
  maintenanceSeconds: 60,
  cronCheckSeconds: 30,
  stopTimeoutMs: 10_000,
};

export interface JobRecord {
  id: string;
  name: JobName;
  state: string;
  retryCount: number;
  startedOn: string | null;
  createdOn: string;
  completedOn: string | null;
  /** The error of the last try, for a failed job. */
  error: string | null;
}

export class JobQueue {
  readonly #config: PgBoss.ConstructorOptions;
  #boss: PgBoss;
  readonly #definitions = new Map<JobName, JobDefinition>();
  #started = false;

  constructor(
    private readonly pool: pg.Pool,
    private readonly settings: JobQueueSettings,
    private readonly log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.#config = {
      db: jobQueueExecutor(pool),
      schema: JOB_SCHEMA,
      migrate: false,
      maintenanceIntervalSeconds: settings.maintenanceSeconds,
      cronMonitorIntervalSeconds: settings.cronCheckSeconds,
      cronWorkerIntervalSeconds: Math.max(1, Math.round(settings.pollSeconds)),
      // Finished runs stay a week for the console, failed ones a month; then pg-boss archives and deletes them.
      archiveCompletedAfterSeconds: 7 * 86_400,
      archiveFailedAfterSeconds: 30 * 86_400,
      deleteAfterDays: 30,
    };
    // Reads (the console, metrics) work before start(); start() makes the one that also runs jobs.
    this.#boss = new PgBoss(this.#config);
  }

  /** Adds a scheduled job; before start(). */
  define(name: JobName, definition: JobDefinition): void {
    this.#definitions.set(name, definition);
  }

  /**
   * Starts pg-boss (its schema must be installed: migrate()). With `run`, also its upkeep (retrying runs lost
   * with their process, archiving old ones), the schedules and this process's workers; without, the app
   * only lists and queues runs (the API tests run each job's work themselves).
   */
  async start({ run }: { run: boolean }): Promise<void> {
    if (this.#started) return;
    this.#started = true;
    this.#boss = new PgBoss({ ...this.#config, supervise: run, schedule: run });
    this.#boss.on('error', (error) => this.log.error({ err: error }, 'jobs: pg-boss reported an error'));
    await this.#boss.start();
    for (const [name, definition] of this.#definitions) {
      const expireInSeconds = this.settings.expireInSeconds ?? definition.expireInSeconds;
      const queue = {
        name,
        retryLimit: definition.retryLimit,
        retryBackoff: true,
        retryDelay: 30,
        expireInSeconds,
      };
      // The queue itself was made by migrate() (db/job-queue-schema.ts); its settings are the code's.
      await this.#boss.updateQueue(name, queue);
      if (!run) continue;
      await this.#boss.schedule(name, definition.cron, {}, { tz: 'Asia/Kolkata' });
      const work = { pollingIntervalSeconds: this.settings.pollSeconds, batchSize: 1 };
      await this.#boss.work(name, work, async ([job]) => {
        const started = performance.now();
        await definition.run(this.now());
        this.log.info({ job: name, id: job?.id, ms: Math.round(performance.now() - started) }, 'jobs: done');
      });
    }
  }

  /**
   * Stops taking jobs and waits up to stopTimeoutMs for the running ones; a job still running then is left
   * to be retried after its expiry (its work is safe to run twice).
   */
  async stop(): Promise<void> {
    if (!this.#started) return;
    this.#started = false;
    await this.#boss.stop({ graceful: true, close: false, wait: true, timeout: this.settings.stopTimeoutMs });
  }

  /** Runs a job soon, as one more run of its queue, written with the caller's transaction (the console's "run now"). */
  async runSoon(name: JobName, tx?: Transaction): Promise<string | null> {
    return this.#boss.send(name, {}, tx ? { db: transactionJobExecutor(tx) } : {});
  }

  /** One run of a queue of ours, or null. */
  async find(name: JobName, id: string): Promise<{ state: string } | null> {
    const job = await this.#boss.getJobById(name, id);
    return job ? { state: job.state } : null;
  }

  /** The jobs of our queues in a state (failed ones for the console), newest first. */
  async list(state: JobState, limit = 100): Promise<JobRecord[]> {
    const { rows } = await this.pool.query<{
      id: string;
      name: JobName;
      state: string;
      retry_count: number;
      started_on: Date | null;
      created_on: Date;
      completed_on: Date | null;
      output: unknown;
    }>(
      `select id, name, state, retry_count, started_on, created_on, completed_on, output
       from ${JOB_SCHEMA}.job where name = any($1) and state = $2
       order by created_on desc limit $3`,
      [JOB_NAMES, state, limit],
    );
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      state: row.state,
      retryCount: row.retry_count,
      startedOn: row.started_on?.toISOString() ?? null,
      createdOn: row.created_on.toISOString(),
      completedOn: row.completed_on?.toISOString() ?? null,
      error: errorOf(row.output),
    }));
  }

  /** Tries a failed run again, with the caller's transaction (the console's retry, audited with it). */
  async retry(name: JobName, id: string, tx: Transaction): Promise<void> {
    await this.#boss.retry(name, id, { db: transactionJobExecutor(tx) });
  }

  /** Jobs waiting (due or later) and running, per queue, with the oldest due one's age (metrics). */
  async depth(): Promise<{ name: string; state: string; count: number; oldestSeconds: number }[]> {
    const { rows } = await this.pool.query<{
      name: string;
      state: string;
      count: string;
      oldest: number | null;
    }>(
      `select name, state::text as state, count(*) as count,
         coalesce(extract(epoch from now() - min(start_after) filter (where start_after <= now())), 0) as oldest
       from ${JOB_SCHEMA}.job where name = any($1) and state in ('created', 'retry', 'active', 'failed')
       group by name, state`,
      [JOB_NAMES],
    );
    return rows.map((row) => ({
      name: row.name,
      state: row.state,
      count: Number(row.count),
      oldestSeconds: Math.max(0, Number(row.oldest ?? 0)),
    }));
  }
}

/** pg-boss stores a failed try's error in the job's output as a serialized Error. */
function errorOf(output: unknown): string | null {
  if (output && typeof output === 'object' && 'message' in output) return String(output.message);
  return null;
}
