import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { installJobQueueSchema, jobQueueSchemaPending } from './job-queue-schema.ts';
import { PgliteSocket } from './pglite-socket.ts';
import * as schema from './schema.ts';

/** Drizzle over node-postgres; `$client` is the pool, for the few hot statements written as plain SQL. */
export type Database = NodePgDatabase<typeof schema> & { $client: pg.Pool };

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /**
   * Applies the migrations in apps/server/drizzle that have not run yet, then the job queue's (pg-boss's),
   * one process at a time (an advisory lock); rejects with SchemaNewerError when a newer release migrated it.
   */
  migrate(options?: { jobQueue?: boolean }): Promise<void>;
  /**
   * Installs or migrates the job queue's schema (pg-boss) and its queues; what migrate() does after Drizzle's
   * migrations unless told `{ jobQueue: false }` (the server does it after listening: docs/decisions/212).
   */
  installJobQueue(): Promise<void>;
  /** Runs `select 1`; rejects when the database cannot run a query (the health check's 503). */
  ping(): Promise<void>;
  /**
   * The migrations this server knows and how many of them the database has not applied (Drizzle applies
   * those newer than its newest record), in one query; rejects when the database cannot run it.
   */
  migrationStatus(): Promise<{ known: number; pending: number }>;
  /** PGlite only: the whole database as a tar, which loadDataDir accepts (the tests' template). */
  dumpDataDir?: () => Promise<Uint8Array>;
  close(): Promise<void>;
}

const migrationsFolder = path.resolve(import.meta.dirname, '../../drizzle');

export type DatabaseTarget =
  | { kind: 'postgres'; url: string; poolSize?: number }
  /** dataDir undefined keeps the database in memory (tests); loadDataDir starts it from a dump. */
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Uint8Array };

/**
 * Opens PostgreSQL when a URL is given, else the embedded PGlite database, in this process. Both are
 * driven through node-postgres and the same Drizzle dialect, PGlite as one connection over a PgliteSocket,
 * so every query, prepared statement and transaction behaves the same on both.
 */
export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === 'postgres') {
    const pool = new RetryingPool({
      connectionString: target.url,
      max: target.poolSize ?? 10,
      connectionTimeoutMillis: POOL_WAIT_MS,
    });
    // An idle connection the server drops must not crash the process; the pool replaces it.
    pool.on('error', (error) => console.error('PostgreSQL connection error:', error.message));
    return handle(pool, 'postgres', () => pool.end());
  }
  // PGlite does not create missing parent folders.
  if (target.dataDir) fs.mkdirSync(path.dirname(path.resolve(target.dataDir)), { recursive: true });
  const pglite = new PGlite({
    ...(target.dataDir ? { dataDir: target.dataDir } : {}),
    ...(target.loadDataDir ? { loadDataDir: new Blob([target.loadDataDir]) } : {}),
  });
  await pglite.waitReady;
  // PGlite is a single connection: the pool holds it open for good and queues everyone else behind it.
  const pool = new pg.Pool({
    stream: () => new PgliteSocket((messages) => pglite.execProtocolRaw(messages)),
    max: 1,
    idleTimeoutMillis: 0,
    connectionTimeoutMillis: POOL_WAIT_MS,
  });
  pool.on('error', (error) => console.error('PGlite connection error:', error.message));
  return {
    ...handle(pool, 'pglite', async () => {
      await pool.end();
      await pglite.close();
    }),
    dumpDataDir: async () => new Uint8Array(await (await pglite.dumpDataDir('none')).arrayBuffer()),
  };
}

/**
 * The longest a statement waits for a connection of the pool. Requests are admitted a bounded number at a
 * time (plugins/admission.ts), so this only bites when the database itself stalls; the error handler
 * answers it with 503 and Retry-After, like a lost connection.
 */
const POOL_WAIT_MS = 5_000;

function handle(pool: pg.Pool, kind: DatabaseHandle['kind'], close: () => Promise<void>): DatabaseHandle {
  // A new connection is handed over from inside its socket's data handler: when the same chunk of data also
  // holds the server's FATAL (a connection ended as it opened), the 'error' event comes after the pool took
  // its listener off and before the caller put theirs on, and an 'error' event nobody hears stops the
  // process. This listener hears it; the caller's next statement on that connection fails as lost (retried).
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = drizzle(pool, { schema });
  db.transaction = retryingTransaction(pool);
  return {
    db,
    kind,
    migrate: async ({ jobQueue = true } = {}) => {
      // One process migrates at a time: the others wait here, then find nothing pending. The lock is a
      // session lock held on a connection of its own, outside the pool (which may hold one connection);
      // PGlite's files belong to one process (db/data-dir-lock.ts), so it needs none.
      const lock =
        kind === 'postgres' ? new pg.Client({ connectionString: pool.options.connectionString }) : undefined;
      try {
        await lock?.connect();
        await lock?.query('select pg_advisory_lock(hashtext($1))', [MIGRATION_LOCK]);
        const newest = await newestApplied(pool);
        const newestKnown = Math.max(-1, ...knownMigrations());
        if (newest > newestKnown) throw new SchemaNewerError(newest, newestKnown);
        await migrate(db, { migrationsFolder });
        if (jobQueue) await installJobQueueSchema(pool);
      } finally {
        // Ending the session releases its advisory lock.
        await lock?.end().catch(() => {});
      }
    },
    installJobQueue: () => installJobQueueSchema(pool),
    ping: async () => {
      await pool.query('select 1');
    },
    migrationStatus: async () => {
      const known = knownMigrations();
      const newest = await newestApplied(pool);
      // pg-boss's schema counts as one more migration, pending until installed at its version.
      const jobQueuePending = await jobQueueSchemaPending(pool);
      return {
        known: known.length + 1,
        pending: known.filter((when) => when > newest).length + (jobQueuePending ? 1 : 0),
      };
    },
    close,
  };
}

/** The advisory lock under which one process at a time migrates (npm run migrate, or a starting server). */
const MIGRATION_LOCK = 'phonix:migrate';

/**
 * The database was migrated by a newer release than this server: its tables may not be what this code
 * expects, so the server refuses to start rather than serve against them (Drizzle alone would go quiet).
 */
export class SchemaNewerError extends Error {
  constructor(applied: number, known: number) {
    super(
      `The database's schema is newer than this server: its newest migration was made at ${new Date(applied).toISOString()}, ` +
        `this server knows migrations up to ${new Date(known).toISOString()}. Start the release that migrated it (or a newer one).`,
    );
    this.name = 'SchemaNewerError';
  }
}

/** When the newest applied migration was made (its journal's `when`), or -1 when the database was never migrated. */
async function newestApplied(pool: pg.Pool): Promise<number> {
  try {
    const { rows } = await pool.query<{ newest: string | null }>(
      'select max(created_at)::text as newest from drizzle.__drizzle_migrations',
    );
    return Number(rows[0]?.newest ?? -1);
  } catch (error) {
    // Never migrated: no drizzle schema (3F000) or no table (42P01) yet. Anything else is the database's.
    const code = (error as { code?: string }).code;
    if (code !== '3F000' && code !== '42P01') throw error;
    return -1;
  }
}

let migrationTimes: number[] | undefined;
/** When each migration in apps/server/drizzle was made (its journal's `when`), read once. */
function knownMigrations(): number[] {
  migrationTimes ??= readMigrationFiles({ migrationsFolder }).map((migration) => migration.folderMillis);
  return migrationTimes;
}

/** The error and its causes (Drizzle wraps the driver's error in DrizzleQueryError). */
function* causes(error: unknown): Generator<Error> {
  let current = error;
  for (let depth = 0; current instanceof Error && depth < 5; depth += 1) {
    yield current;
    current = current.cause;
  }
}

/**
 * Whether an error means the connection died under the statement (the server ended it with
 * pg_terminate_backend, restarted, or the socket broke), rather than the statement being wrong: then the
 * statement did not run to completion and may be tried again on another connection.
 */
export function isConnectionLost(error: unknown): boolean {
  for (const cause of causes(error)) {
    const code = (cause as { code?: unknown }).code;
    // 57P01 admin shutdown (pg_terminate_backend), 57P02 crash shutdown, 57P03 cannot connect now, class 08
    // connection exceptions, and the socket's own errors.
    if (
      typeof code === 'string' &&
      (/^(57P0[123]|08...)$/.test(code) || ['ECONNRESET', 'EPIPE', 'ECONNREFUSED'].includes(code))
    )
      return true;
    if (/Connection terminated|connection error and is not queryable|Client was closed/.test(cause.message))
      return true;
  }
  return false;
}

/**
 * A fault of the database's availability rather than of the request: a connection lost (after the one
 * retry) or no connection free within POOL_WAIT_MS. Answered 503 with Retry-After, never 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (isConnectionLost(error)) return true;
  for (const cause of causes(error)) {
    if (/timeout exceeded when trying to connect/.test(cause.message)) return true;
  }
  return false;
}

/**
 * `db.transaction`, run on a client this function checks out and releases itself, and run again from the
 * start on a fresh connection when the connection was lost before COMMIT was sent. Safe, because PostgreSQL rolls back
 * every transaction whose connection ends before COMMIT: the first run left nothing behind, and the
 * callbacks only touch the database (SMS, e-mails and caches are handled after they return). A connection
 * lost during COMMIT leaves the outcome unknown, so that one is not retried (503; the caller's repeat is
 * deduplicated like any other).
 *
 * Drizzle's own pool transaction sends BEGIN before its try block, so a client that died while idle
 * was never released and the pool slowly ran out of connections; releasing it here, with the error so
 * the pool drops it, fixes that too.
 */
function retryingTransaction(pool: pg.Pool): Database['transaction'] {
  // One Drizzle instance per pooled connection (building one costs about 0.15 ms).
  const byClient = new WeakMap<pg.PoolClient, NodePgDatabase<typeof schema>>();
  const drizzleOn = (client: pg.PoolClient) => {
    let instance = byClient.get(client);
    if (!instance) {
      instance = drizzle(client, { schema });
      byClient.set(client, instance);
    }
    return instance;
  };
  return (async (run, config) => {
    for (let attempt = 1; ; attempt += 1) {
      let client: pg.PoolClient | undefined;
      let lost: Error | undefined;
      let committing = false;
      // A checked-out client has no 'error' listener of the pool's: without this one, a connection ended
      // between two statements would be an uncaught 'error' event and stop the process.
      const onError = (error: Error) => {
        lost ??= error;
      };
      try {
        client = await pool.connect();
        client.on('error', onError);
        return await drizzleOn(client).transaction(async (tx) => {
          const result = await run(tx);
          committing = true;
          return result;
        }, config);
      } catch (error) {
        if (isConnectionLost(error)) lost ??= error as Error;
        if (!isConnectionLost(error) || committing || attempt > retriesAfterLoss(pool)) throw error;
      } finally {
        client?.removeListener('error', onError);
        client?.release(lost);
      }
    }
  }) as Database['transaction'];
}

/**
 * How many times a statement or transaction that lost its connection is tried again. When PostgreSQL ends
 * connections (pg_terminate_backend, a restart, a failover) the pool's idle connections die too, and the
 * pool only learns it a moment later: a retry may be handed another dead one. Each such try drops that
 * connection, so within pool-size tries the work runs on a connection opened after the failure.
 */
function retriesAfterLoss(pool: pg.Pool): number {
  return pool.options.max ?? 10;
}

/**
 * The PostgreSQL pool, with each statement run outside a transaction tried again on a fresh connection
 * when its connection was lost (the pool drops that client). Statements outside transactions are single
 * reads or writes built to be repeatable (inserts guarded by unique keys, updates that set values), so
 * running one again is safe.
 */
class RetryingPool extends pg.Pool {
  // biome-ignore lint/suspicious/noExplicitAny: pg's overloads (callback and promise forms) are passed through as they are.
  override query(...args: any[]): any {
    if (typeof args[args.length - 1] === 'function')
      return (super.query as (...a: unknown[]) => unknown)(...args);
    const run = (retriesLeft: number): Promise<unknown> =>
      (super.query as (...a: unknown[]) => Promise<unknown>)(...args).catch((error: unknown) => {
        if (!isConnectionLost(error) || retriesLeft === 0) throw error;
        return run(retriesLeft - 1);
      });
    return run(retriesAfterLoss(this));
  }
}
