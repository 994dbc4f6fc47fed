import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Unit and API tests. Playwright specs live in e2e/ and are run by Playwright, never by vitest.
const apiTests = ['apps/server/test/**/*.test.ts'];
// One migrated and seeded database per run; each test file starts from a copy of it.
const globalSetup = ['apps/server/test/support/global-setup.ts'];
/**
 * With PostgreSQL at hand (TEST_DATABASE_URL, as .ci/run sets it) the API tests run on it, production's
 * database, and on the embedded PGlite run only the tests of what differs there: the database layer itself
 * (migrations, lost connections, restarts, shutdown, health and metrics naming it), its one connection under
 * races, jobs and the outbox, and the dealer register's own copy. The browser suite runs the whole product on
 * PGlite. Without PostgreSQL every API test runs on PGlite. Both in full took the run past CI's time limit.
 */
const embeddedDatabaseTests = [
  'database-faults',
  'dealer-register',
  'health',
  'idempotency',
  'jobs',
  'jobs-kill',
  'metrics',
  'migrate-once',
  'migrations',
  'outbox',
  'outbox-crash-mid-batch',
  'outbox-restart',
  'privacy-races',
  'shutdown',
].map((name) => `apps/server/test/${name}.test.ts`);
// A renamed test would silently leave PGlite: say so instead.
for (const file of embeddedDatabaseTests) {
  if (!existsSync(fileURLToPath(new URL(file, import.meta.url))))
    throw new Error(`embeddedDatabaseTests: no ${file}`);
}
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const projects = [
  {
    extends: true,
    test: {
      name: 'unit',
      include: [
        'packages/shared/test/**/*.test.ts',
        'apps/server/src/**/*.test.ts',
        'apps/web/build/**/*.test.ts',
      ],
    },
  },
  {
    extends: true,
    test: {
      name: 'api-pglite',
      include: onPostgres ? embeddedDatabaseTests : apiTests,
      globalSetup,
      env: { TEST_DB: 'pglite' },
    },
  },
  // The web app's hooks, forms and session store, rendered by React in jsdom with Testing Library.
  {
    extends: true,
    resolve: { alias: { '@': fileURLToPath(new URL('./apps/web/src', import.meta.url)) } },
    test: {
      name: 'web',
      include: ['apps/web/src/**/*.test.{ts,tsx}'],
      environment: 'jsdom',
      setupFiles: ['apps/web/test/setup.ts'],
    },
  },
];
if (onPostgres) {
  projects.push({
    extends: true,
    test: { name: 'api-postgres', include: apiTests, globalSetup, env: { TEST_DB: 'postgres' } },
  });
}

// At least two test files at a time: Vitest's default (one less than the cores) runs one on a 2-core machine,
// where most API tests wait on PostgreSQL, child processes or timers; two halved the suite (833 s -> 397 s).
const maxWorkers = Math.max(2, availableParallelism() - 1);

export default defineConfig({ test: { projects, maxWorkers, testTimeout: 20_000, hookTimeout: 60_000 } });
