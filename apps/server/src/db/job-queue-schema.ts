import { createRequire } from 'node:module';
import { JOB_NAMES } from '@phonix/shared/jobs-api';
import { type SQLChunk, sql } from 'drizzle-orm';
import type pg from 'pg';
import PgBoss from 'pg-boss';
import type { Transaction } from './transaction.ts';

/** pg-boss's own queue through which its cron schedules send their runs (its timekeeper's SEND_IT). */
const CRON_QUEUE = '__pgboss__send-it';

/** pg-boss's tables (modules/jobs, docs/decisions/190) live in their own schema beside Drizzle's tables. */
export const JOB_SCHEMA = 'pgboss';

/** The schema version the installed pg-boss expects (its version.json). */
const JOB_SCHEMA_VERSION = (createRequire(import.meta.url)('pg-boss/version.json') as { schema: number })
  .schema;

/** pg-boss talks to the database through the app's pool, so PGlite's one connection is shared, not doubled. */
export function jobQueueExecutor(pool: pg.Pool): PgBoss.Db {
  return { executeSql: (text, values) => pool.query(text, values) };
}

/**
 * Installs pg-boss's schema, or migrates it to the installed pg-boss's version, with pg-boss's own plans
 * (under an advisory lock, so two processes starting at once install it once). Part of migrate().
 */
export async function installJobQueueSchema(pool: pg.Pool): Promise<void> {
  const boss = new PgBoss({
    db: jobQueueExecutor(pool),
    schema: JOB_SCHEMA,
    migrate: true,
    supervise: false,
    schedule: false,
  });
  let failure: unknown;
  boss.on('error', (error) => {
    failure ??= error;
  });
  await boss.start();
  await boss.stop({ graceful: false, close: false, wait: true });
  if (failure) throw failure;
  // Each queue is a partition of pg-boss's job table, made here once: processes creating the same partitions
  // at the same start-up deadlock (seen on PostgreSQL), so the queues are made on one connection under a
  // transaction-scoped advisory lock, one process after another.
  const client = await pool.connect();
  try {
    await client.query('begin');
    await client.query("select pg_advisory_xact_lock(hashtext('phonix:job-queues'))");
    const onClient = new PgBoss({
      db: { executeSql: (text, values) => client.query(text, values) },
      schema: JOB_SCHEMA,
    });
    for (const name of [...JOB_NAMES, CRON_QUEUE]) {
      if (!(await onClient.getQueue(name))) await onClient.createQueue(name);
    }
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}

/** Whether pg-boss's schema is missing or older than the installed pg-boss (readiness counts it pending). */
export async function jobQueueSchemaPending(pool: pg.Pool): Promise<boolean> {
  const boss = new PgBoss({ db: jobQueueExecutor(pool), schema: JOB_SCHEMA });
  if (!(await boss.isInstalled())) return true;
  return Number(await boss.schemaVersion()) < JOB_SCHEMA_VERSION;
}

/**
 * pg-boss on a transaction of ours: a job sent or retried this way exists if and only if the transaction
 * commits (and on PGlite, whose one connection the transaction holds, it is the only way to reach the
 * database meanwhile). pg-boss writes `$1`-style placeholders; each becomes a Drizzle parameter.
 */
export function transactionJobExecutor(tx: Transaction): PgBoss.Db {
  return {
    executeSql: async (text, values = []) => {
      const chunks: SQLChunk[] = [];
      let last = 0;
      for (const match of text.matchAll(/\$(\d+)/g)) {
        chunks.push(sql.raw(text.slice(last, match.index)), sql.param(values[Number(match[1]) - 1]));
        last = match.index + match[0].length;
      }
      chunks.push(sql.raw(text.slice(last)));
      const result = await tx.execute(sql.join(chunks));
      return { rows: result.rows };
    },
  };
}
