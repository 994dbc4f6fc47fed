import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { PgliteSocket } from './pglite-socket.ts';
import * as schema from './schema.ts';

/** Drizzle over node-postgres; `$client` is the pool, for the few hot statements written as plain SQL. */
export type Database = NodePgDatabase<typeof schema> & { $client: pg.Pool };

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Applies the migrations in apps/server/drizzle that have not run yet. */
  migrate(): Promise<void>;
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
    const pool = new pg.Pool({ connectionString: target.url, max: target.poolSize ?? 10 });
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

function handle(pool: pg.Pool, kind: DatabaseHandle['kind'], close: () => Promise<void>): DatabaseHandle {
  const db = drizzle(pool, { schema });
  return { db, kind, migrate: () => migrate(db, { migrationsFolder }), close };
}
