import { defineConfig } from 'vitest/config';

// Unit and API tests. Playwright specs live in e2e/ and are run by Playwright, never by vitest.
const apiTests = ['apps/server/test/**/*.test.ts'];
const projects = [
  { test: { name: 'unit', include: ['packages/shared/test/**/*.test.ts', 'apps/server/src/**/*.test.ts'] } },
  { test: { name: 'api-pglite', include: apiTests, env: { TEST_DB: 'pglite' } } },
];
if (process.env.TEST_DATABASE_URL) {
  projects.push({ test: { name: 'api-postgres', include: apiTests, env: { TEST_DB: 'postgres' } } });
}

export default defineConfig({ test: { projects, testTimeout: 20_000, hookTimeout: 60_000 } });
