import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../../src/app.ts';
import { type DatabaseTarget, openDatabase } from '../../src/db/client.ts';
import { seedDatabase } from '../../src/db/seed/seed.ts';

/**
 * A fresh, migrated and seeded database per test file: in-memory PGlite by default, or a new database on
 * the PostgreSQL server of TEST_DATABASE_URL when the api-postgres project runs (dropped afterwards).
 */
async function freshDatabaseTarget(): Promise<{ target: DatabaseTarget; drop: () => Promise<void> }> {
  if (process.env.TEST_DB !== 'postgres') return { target: { kind: 'pglite' }, drop: async () => {} };
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is required for the api-postgres tests');
  const name = `phonix_test_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    target: { kind: 'postgres', url: url.toString(), poolSize: 4 },
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/** A web build stand-in: the server only needs an index.html to serve pages. */
function webDistFixture(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'phonix-web-'));
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><title>Phonix</title></head><body><div id="root"></div></body></html>',
  );
  return dir;
}

export async function createTestApp() {
  const { target, drop } = await freshDatabaseTarget();
  const database = await openDatabase(target);
  await database.migrate();
  await seedDatabase(database.db);
  const app = await buildApp({
    database,
    webDistDir: webDistFixture(),
    imagesDir: fs.mkdtempSync(path.join(os.tmpdir(), 'phonix-images-')),
  });
  const close = async () => {
    await app.close();
    await drop();
  };
  return { app, db: database.db, close };
}
