import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { type AppOptions, buildApp } from '../../src/app.ts';
import { type DatabaseTarget, openDatabase } from '../../src/db/client.ts';

/** A fresh copy of the run's migrated and seeded template database (see global-setup.ts) for one test file. */
export async function freshDatabaseTarget(): Promise<{ target: DatabaseTarget; drop: () => Promise<void> }> {
  if (process.env.TEST_DB !== 'postgres') {
    return {
      target: { kind: 'pglite', loadDataDir: fs.readFileSync(inject('pgliteTemplate')) },
      drop: async () => {},
    };
  }
  const { url, drop } = await freshPostgresDatabase();
  return { target: { kind: 'postgres', url, poolSize: 4 }, drop };
}

/** A fresh PostgreSQL database copied from the run's template (api-postgres project only). */
export async function freshPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL as string;
  const name = `phonix_test_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('postgresTemplate')}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/** A web build stand-in: the server only needs an index.html to serve pages. */
export function webDistFixture(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'phonix-web-'));
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><title>Phonix</title></head><body><div id="root"></div></body></html>',
  );
  return dir;
}

/** `overrides` replaces build options, e.g. an e-mail driver that records what it sends. */
export async function createTestApp(overrides: Partial<Omit<AppOptions, 'database'>> = {}) {
  const { target, drop } = await freshDatabaseTarget();
  const database = await openDatabase(target);
  const app = await buildApp({
    database,
    webDistDir: webDistFixture(),
    imagesDir: fs.mkdtempSync(path.join(os.tmpdir(), 'phonix-images-')),
    // The tests run each job's work themselves (app.queueAlerts, app.payoutPoller, ...); job tests turn it on.
    jobs: { run: false },
    ...overrides,
  });
  const close = async () => {
    await app.close();
    await drop();
  };
  // PostgreSQL only: the test database's name, for fault tests that end its connections.
  const databaseName = target.kind === 'postgres' ? new URL(target.url).pathname.slice(1) : undefined;
  return { app, db: database.db, close, databaseName };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
