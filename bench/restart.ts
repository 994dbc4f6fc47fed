// Restart after kill -9 (issue 35): the time from spawning the server to its first 200 answer to a real
// request (GET /api/brands) and to readiness (GET /api/health/ready 200), on PGlite holding 5,000 orders and
// on PostgreSQL (BENCH_DATABASE_URL or TEST_DATABASE_URL). Each round kills the server with SIGKILL once it
// is ready, so the next start is a restart after a crash (PGlite recovers its files). Median of the rounds
// against the 2 s target; exitCode 1 on a miss. `npm run bench:restart` runs it alone, `npm run bench` last.
//
// Two ways to start are measured, round by round: the release (`npm run release`, `node server.mjs`: what a
// host runs, held to the target) and `npm start`'s way (TypeScript compiled by tsx as it loads, a newcomer's
// machine: printed for comparison). BENCH_RESTART_BASELINE=<checkout> adds that checkout's release (another
// worktree of this repo, its node_modules and web build in place) on the same data: before/after in one run.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { bookingLoad, prepareBooking, smsSink } from './orders.ts';
import { benchPort, root, startServer, stop } from './support.ts';

const TARGET_MS = 2_000;
const ORDERS = Number(process.env.BENCH_RESTART_ORDERS ?? 5_000);
const ROUNDS = Number(process.env.BENCH_RESTART_ROUNDS ?? 5);
const PORT = benchPort(21);
/** How long a start may take before the round counts as failed (a busy machine is slow, not broken). */
const START_LIMIT_MS = 120_000;

interface Round {
  firstAnswerMs: number;
  readyMs: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};

/** Books `count` orders for one signed-up customer, 10 at a time (each with its own Idempotency-Key). */
async function bookMany(port: number, count: number, sms: Awaited<ReturnType<typeof smsSink>>) {
  const { token, body } = await prepareBooking(port, sms);
  const result = await bookingLoad(port, token, body, { connections: 10, amount: count });
  const failures = result.errors + result.timeouts + result.non2xx;
  if (failures > 0) throw new Error(`booking ${count} orders: ${failures} failed`);
}

/** Polls `url` every 5 ms until it answers 200; the time since `started`. */
async function firstOk(url: string, started: number, child: ChildProcess): Promise<number> {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    if (performance.now() - started > START_LIMIT_MS)
      throw new Error(`${url}: no 200 within ${START_LIMIT_MS} ms`);
    try {
      const response = await fetch(url);
      await response.arrayBuffer();
      if (response.status === 200) return performance.now() - started;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** One way of starting a server: the command and the environment it adds. */
interface Start {
  name: string;
  args: string[];
  cwd: string;
  env: Record<string, string>;
  /** Held to the target (this checkout's release); the others are printed for comparison. */
  held: boolean;
}

/** Builds `checkout`'s release into a temporary directory (its web build must be there: npm run build). */
function buildRelease(checkout: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'phonix-bench-release-'));
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/release.ts', dir], {
    cwd: checkout,
    encoding: 'utf8',
  });
  // npm's warnings would break the table: printed only when the release could not be made.
  if (result.status !== 0) throw new Error(`npm run release failed in ${checkout}:\n${result.stderr}`);
  return dir;
}

/** The starts measured: this checkout's release and its `npm start`, and a baseline's release if named. */
function starts(releases: Map<string, string>): Start[] {
  const release = (name: string, checkout: string, held: boolean): Start => {
    const dir = releases.get(checkout) as string;
    // The release serves its own copy of the web build (its default WEB_DIST_DIR).
    return { name, args: [path.join(dir, 'server.mjs')], cwd: dir, env: {}, held };
  };
  const baseline = process.env.BENCH_RESTART_BASELINE;
  return [
    release('release (node server.mjs)', root, true),
    {
      name: 'npm start (tsx)',
      args: ['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')],
      cwd: root,
      env: { WEB_DIST_DIR: path.join(root, 'apps/web/dist') },
      held: false,
    },
    ...(baseline
      ? [release(`baseline ${path.basename(baseline)}, release`, path.resolve(baseline), false)]
      : []),
  ];
}

/** Spawns one server, measures its first answer and readiness, then kills it with SIGKILL. */
async function restartOnce(start: Start, env: Record<string, string>): Promise<Round> {
  const started = performance.now();
  const child = spawn(process.execPath, start.args, {
    cwd: start.cwd,
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      // Readiness's 503s while it starts are logged as errors: polled every 5 ms they would drown the table.
      LOG_LEVEL: 'fatal',
      NODE_ENV: 'test',
      ...start.env,
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    const origin = `http://127.0.0.1:${PORT}`;
    // Both polled side by side: readiness may not come before the first answer, and never does.
    const [firstAnswerMs, readyMs] = await Promise.all([
      firstOk(`${origin}/api/brands`, started, child),
      firstOk(`${origin}/api/health/ready`, started, child),
    ]);
    return { firstAnswerMs, readyMs };
  } finally {
    if (child.exitCode === null) child.kill('SIGKILL');
    await exited;
  }
}

/** Prepares one database (the orders), then restarts each way of starting round by round. */
async function benchDatabase(label: string, env: Record<string, string>, dataDir: string, measured: Start[]) {
  const sms = await smsSink();
  const server = await startServer(PORT, dataDir, {
    ...env,
    SMS_DRIVER: 'http',
    SMS_HTTP_URL: sms.url,
    OTP_RESEND_COOLDOWN_SECONDS: '0',
    MAX_EVENT_LOOP_UTILIZATION: '0',
  });
  try {
    // The first start draws the catalog's images; the rounds measure restarts, which find them drawn.
    await firstOk(`http://127.0.0.1:${PORT}/api/health/ready`, performance.now(), server);
    await bookMany(PORT, ORDERS, sms);
  } finally {
    await stop(server);
    await sms.close();
  }
  const rounds = new Map(measured.map((start) => [start.name, [] as Round[]]));
  const roundEnv = { ...env, DATA_DIR: dataDir };
  // One unmeasured restart each: the first start after preparing pays for compile caches (tsx) warming.
  for (const start of measured) await restartOnce(start, roundEnv);
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const start of measured) rounds.get(start.name)?.push(await restartOnce(start, roundEnv));
  }
  for (const start of measured) {
    const each = rounds.get(start.name) ?? [];
    const first = median(each.map((round) => round.firstAnswerMs));
    const ready = median(each.map((round) => round.readyMs));
    const met = first <= TARGET_MS;
    if (!met && start.held) process.exitCode = 1;
    const figures = each.map((round) => Math.round(round.firstAnswerMs)).join(', ');
    const verdict = start.held ? (met ? 'ok' : 'MISSED') : met ? '(ok)' : '(over)';
    console.log(
      `| ${label} | ${start.name} | ${Math.round(first)} ms | ${Math.round(ready)} ms | ${figures} | ${verdict} |`,
    );
  }
}

/** Prints the restart figures on PGlite, and on PostgreSQL when BENCH_DATABASE_URL (or TEST_DATABASE_URL) is set. */
export async function benchRestart(): Promise<void> {
  console.log(
    `\nRestart after kill -9: spawn to the first 200 of GET /api/brands and to readiness, ${ORDERS} orders in the database, median of ${ROUNDS} rounds, ${os.cpus().length} cores\n`,
  );
  console.log(
    `| database | server | first answer | ready | first answer, each round (ms) | target <= ${TARGET_MS} ms |`,
  );
  console.log('|---|---|---|---|---|---|');
  const baseline = process.env.BENCH_RESTART_BASELINE;
  const releases = new Map(
    [root, ...(baseline ? [path.resolve(baseline)] : [])].map((checkout) => [
      checkout,
      buildRelease(checkout),
    ]),
  );
  try {
    await benchDatabases(starts(releases));
  } finally {
    for (const dir of releases.values()) fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function benchDatabases(measured: Start[]): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'phonix-bench-restart-'));
  try {
    await benchDatabase('PGlite (embedded)', {}, dataDir, measured);
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    console.log('| PostgreSQL | skipped: set BENCH_DATABASE_URL | | | | |');
    return;
  }
  const name = `phonix_bench_${crypto.randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const pgDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'phonix-bench-restart-pg-'));
  try {
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    await benchDatabase('PostgreSQL', { DATABASE_URL: url.toString() }, pgDataDir, measured);
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
    fs.rmSync(pgDataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchRestart();
