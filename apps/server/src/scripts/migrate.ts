/**
 * Migrates the database and exits: the one step of a rollout that changes the schema, run once before the
 * new release's processes start (they would each migrate too, one at a time under an advisory lock, and find
 * nothing pending). Uses the server's environment: DATABASE_URL, or DATA_DIR for the embedded database (stop
 * the server first: PGlite allows one process at a time).
 *
 *   npm run migrate
 *
 * Exits 0 when the schema is current, 1 when the database was migrated by a newer release, 2 on any other
 * failure.
 */
import path from 'node:path';
import { readEnvOrExit } from '../config/env.ts';
import { openDatabase, SchemaNewerError } from '../db/client.ts';
import { lockDataDir } from '../db/data-dir-lock.ts';

const env = readEnvOrExit();
if (!env.DATABASE_URL) lockDataDir(env.DATA_DIR, 'npm run migrate');
const database = await openDatabase(
  env.DATABASE_URL
    ? { kind: 'postgres', url: env.DATABASE_URL, poolSize: 2 }
    : { kind: 'pglite', dataDir: path.join(env.DATA_DIR, 'pglite') },
);
let exitCode = 0;
try {
  const before = await database.migrationStatus();
  await database.migrate();
  const after = await database.migrationStatus();
  console.log(
    `Migrated ${database.kind}: ${before.pending - after.pending} applied, ${after.known} known, ${after.pending} pending.`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  exitCode = error instanceof SchemaNewerError ? 1 : 2;
} finally {
  await database.close();
}
process.exit(exitCode);
