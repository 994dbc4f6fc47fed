import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/db/client.ts';
import { seedDatabase } from '../../src/db/seed/seed.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dump of a migrated and seeded PGlite database that each test file starts from. */
    pgliteTemplate: string;
    /** A migrated and seeded PostgreSQL database that each test file copies (CREATE DATABASE ... TEMPLATE). */
    postgresTemplate: string;
  }
}

/**
 * Migrates and seeds one database per test run, so each test file gets a fresh copy in milliseconds
 * instead of loading the catalog and pincodes again.
 */
export default async function setup(project: TestProject) {
  if (project.config.env?.TEST_DB === 'postgres') {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) throw new Error('TEST_DATABASE_URL is required for the api-postgres tests');
    const name = `phonix_template_${crypto.randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 2 });
    await database.migrate();
    await seedDatabase(database.db);
    await database.close();
    project.provide('postgresTemplate', name);
    return async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    };
  }
  const database = await openDatabase({ kind: 'pglite' });
  await database.migrate();
  await seedDatabase(database.db);
  const dump = await database.dumpDataDir?.();
  await database.close();
  if (!dump) throw new Error('PGlite did not produce a dump');
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'phonix-template-')), 'pglite.tar');
  fs.writeFileSync(file, dump);
  project.provide('pgliteTemplate', file);
  return () => fs.rmSync(path.dirname(file), { recursive: true, force: true });
}
