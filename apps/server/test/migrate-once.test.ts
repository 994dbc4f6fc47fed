import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase, SchemaNewerError } from '../src/db/client.ts';

/**
 * Migrations run once, whoever starts them: processes starting together on one PostgreSQL migrate one at a
 * time under an advisory lock, and a database a newer release migrated is refused, by the server and by
 * `npm run migrate` (issue 35, "Past one machine").
 */
const onPostgres = process.env.TEST_DB === 'postgres';
const root = path.resolve(import.meta.dirname, '../../..');
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** An empty PostgreSQL database (no template: nothing migrated yet). */
async function emptyPostgres(): Promise<string> {
  const adminUrl = process.env.TEST_DATABASE_URL as string;
  const name = `phonix_migrate_once_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  cleanups.push(async () => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.end();
  });
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function open(target: Parameters<typeof openDatabase>[0]): Promise<DatabaseHandle> {
  const database = await openDatabase(target);
  cleanups.push(() => database.close());
  return database;
}

/** Records a migration made a year from now, as a newer release's `npm run migrate` would have. */
async function migrateAsNewerRelease(database: DatabaseHandle): Promise<void> {
  const later = Date.now() + 365 * 24 * 3600 * 1000;
  await database.db.$client.query(
    'insert into drizzle.__drizzle_migrations (hash, created_at) values ($1, $2)',
    ['from-a-newer-release', later],
  );
}

describe('migrations run once', () => {
  it.runIf(onPostgres)(
    'three processes starting at once on an empty PostgreSQL apply each migration once',
    async () => {
      const url = await emptyPostgres();
      const handles = await Promise.all([1, 2, 3].map(() => open({ kind: 'postgres', url, poolSize: 2 })));
      await Promise.all(handles.map((database) => database.migrate()));
      const [first] = handles;
      if (!first) throw new Error('no handle');
      const status = await first.migrationStatus();
      expect(status.pending).toBe(0);
      const { rows } = await first.db.$client.query<{ count: string; distinct_hashes: string }>(
        'select count(*)::text as count, count(distinct hash)::text as distinct_hashes from drizzle.__drizzle_migrations',
      );
      // Every migration recorded once: the journal's migrations, the job queue's counted apart.
      expect(Number(rows[0]?.count)).toBe(status.known - 1);
      expect(rows[0]?.distinct_hashes).toBe(rows[0]?.count);
    },
    120_000,
  );

  it('refuses a database that a newer release migrated, naming both releases', async () => {
    const database = onPostgres
      ? await open({ kind: 'postgres', url: await emptyPostgres(), poolSize: 2 })
      : await open({ kind: 'pglite' });
    await database.migrate();
    await migrateAsNewerRelease(database);
    const refusal = await database.migrate().then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(refusal).toBeInstanceOf(SchemaNewerError);
    expect((refusal as Error).message).toMatch(/schema is newer than this server/);
  }, 120_000);

  it.runIf(onPostgres)(
    '`npm run migrate` migrates, says so, and exits 1 on a newer schema',
    async () => {
      const url = await emptyPostgres();
      const run = () =>
        promisify(execFile)('node', ['--import', 'tsx', 'apps/server/src/scripts/migrate.ts'], {
          cwd: root,
          env: { ...process.env, DATABASE_URL: url },
        });
      const first = await run();
      expect(first.stdout).toMatch(/Migrated postgres: \d+ applied, \d+ known, 0 pending\./);
      const again = await run();
      expect(again.stdout).toMatch(/Migrated postgres: 0 applied/);
      const database = await open({ kind: 'postgres', url, poolSize: 1 });
      await migrateAsNewerRelease(database);
      const refused = await run().then(
        () => undefined,
        (error: { code: number; stderr: string }) => error,
      );
      expect(refused?.code).toBe(1);
      expect(refused?.stderr).toMatch(/schema is newer than this server/);
    },
    120_000,
  );
});
