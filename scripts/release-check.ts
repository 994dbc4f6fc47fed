// npm run test:release (part of `npm test`, after the web build): builds the release directory in a clean
// temporary directory outside the repository, applies the migrations with its `node migrate.mjs` on a fresh
// database (PostgreSQL at TEST_DATABASE_URL, else a fresh embedded one), starts it with `node server.mjs`,
// checks it serves pages in each language and the API, and stops it with SIGTERM (exit 0 expected).
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

const root = path.resolve(import.meta.dirname, '..');
const PORT = 39_190;
const STARTUP_LIMIT_MS = 180_000;

class CheckFailed extends Error {}

/** Stops the check; the server, the database and the directory are cleaned up on the way out. */
function fail(message: string): never {
  throw new CheckFailed(`release check: ${message}`);
}

async function freshDatabase(): Promise<{ env: Record<string, string>; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return { env: {}, drop: async () => {} };
  const name = `phonix_release_${crypto.randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString() },
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

async function waitUntilReady(server: ChildProcess): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < STARTUP_LIMIT_MS) {
    if (server.exitCode !== null) fail(`node server.mjs exited with ${server.exitCode} before it was ready`);
    try {
      if ((await fetch(`http://127.0.0.1:${PORT}/api/health/ready`)).ok) return performance.now() - started;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  fail(`not ready within ${STARTUP_LIMIT_MS / 1000} s`);
}

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'phonix-release-check-'));
const releaseDir = path.join(workDir, 'release');
const dataDir = path.join(workDir, 'data');
const database = await freshDatabase();
let server: ChildProcess | undefined;
try {
  const built = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/release.ts', releaseDir], {
    cwd: root,
    stdio: 'inherit',
  });
  if (built.status !== 0) fail('npm run release failed');

  // Only what a host has: the release directory, node and the variables (no repository, no tsx).
  const env = {
    PATH: process.env.PATH ?? '',
    NODE_ENV: 'production',
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    OTP_SECRET: crypto.randomBytes(24).toString('hex'),
    LOG_LEVEL: 'warn',
    ...database.env,
  };
  const migrate = spawnSync(process.execPath, ['migrate.mjs'], { cwd: releaseDir, env, stdio: 'inherit' });
  if (migrate.status !== 0) fail(`node migrate.mjs exited with ${migrate.status}`);

  server = spawn(process.execPath, ['server.mjs'], {
    cwd: releaseDir,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const readyMs = await waitUntilReady(server);
  const checks: [string, RegExp][] = [
    ['/', /<html lang="en-IN"/],
    ['/hi/sell-mobile/apple/apple-iphone-13', /<html lang="hi"/],
    ['/te/faq', /<html lang="te"/],
    ['/api/brands', /"brands":\[/],
    ['/partner', /<html/],
  ];
  for (const [url, expected] of checks) {
    const response = await fetch(`http://127.0.0.1:${PORT}${url}`);
    const body = await response.text();
    if (response.status !== 200 || !expected.test(body))
      fail(`${url} answered ${response.status}, not ${expected}: ${body.slice(0, 200)}`);
  }
  const exited = new Promise<number | null>((resolve) => server?.once('exit', resolve));
  server.kill('SIGTERM');
  const code = await exited;
  if (code !== 0) fail(`node server.mjs exited with ${code} on SIGTERM`);
  console.log(
    `release check: built in ${releaseDir}, migrated and started on a fresh ${database.env.DATABASE_URL ? 'PostgreSQL' : 'embedded'} database, ready in ${(readyMs / 1000).toFixed(1)} s; ${checks.length} pages and calls answered; stopped cleanly`,
  );
} catch (error) {
  if (!(error instanceof CheckFailed)) throw error;
  console.error(error.message);
  process.exitCode = 1;
} finally {
  if (server && server.exitCode === null) server.kill('SIGKILL');
  await database.drop();
  fs.rmSync(workDir, { recursive: true, force: true });
}
