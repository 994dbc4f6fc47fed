// npm run bench:compare -- <baseline checkout>: this checkout's server against another release's, pair by
// pair. Both run at once on this machine, each on its own database; every call is measured in alternating
// rounds (this, baseline, this, baseline, ...), so the CPU a shared machine drifts through falls on both
// alike. Prints each call's rate and p99 on both and their ratio, and exits 1 when this checkout is slower
// than the baseline by more than the noise allowance on any call.
//
// The baseline is a checkout with its dependencies and web build in place, e.g.
//   git worktree add --detach /tmp/base <commit> && cd /tmp/base && cp -al ../<this>/node_modules . \
//     && npm run i18n:compile && npm run build
// On PostgreSQL (BENCH_DATABASE_URL or TEST_DATABASE_URL) each server gets a database of its own, else
// each its embedded PGlite.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { bookOrders, prepareBooking, smsSink } from './orders.ts';
import { startServer, stop } from './support.ts';

const ROUNDS = 5;
const ROUND_SECONDS = Number(process.env.BENCH_ROUND_SECONDS ?? 3);
const CONNECTIONS = 20;
/** A pair of rates closer than this is the machine's noise, not a regression (shared 2-core machine). */
const NOISE = 0.9;
const PORTS = { current: 39_131, baseline: 39_132 } as const;
type Side = keyof typeof PORTS;

const baselineDir = path.resolve(process.argv[2] ?? process.env.BENCH_BASELINE ?? '');
if (!process.argv[2] && !process.env.BENCH_BASELINE) {
  console.error(
    'Usage: npm run bench:compare -- <baseline checkout> (built: npm ci or node_modules, npm run build)',
  );
  process.exit(2);
}
if (!fs.existsSync(path.join(baselineDir, 'apps/web/dist'))) {
  console.error(`${baselineDir} has no web build (apps/web/dist): run npm run build there first`);
  process.exit(2);
}

interface Call {
  name: string;
  /** One timed round against a server; resolves to its rate and p99. */
  measure(port: number, seconds: number): Promise<{ rps: number; p99: number }>;
}

async function load(port: number, seconds: number, options: Partial<autocannon.Options>) {
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections: CONNECTIONS,
    duration: seconds,
    ...options,
  });
  const failures = result.errors + result.timeouts + result.non2xx;
  if (failures > 0)
    throw new Error(`${options.url ?? options.requests?.[0]?.path}: ${failures} failed requests`);
  return { rps: result.requests.average, p99: result.latency.p99 };
}

function get(pathName: string): Call {
  return {
    name: `GET ${pathName}`,
    measure: (port, seconds) => load(port, seconds, { url: `http://127.0.0.1:${port}${pathName}` }),
  };
}

async function databaseFor(side: Side): Promise<{ env: Record<string, string>; drop: () => Promise<void> }> {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!adminUrl) return { env: {}, drop: async () => {} };
  const name = `phonix_compare_${side}_${crypto.randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString() },
    drop: async () => {
      const again = new pg.Client({ connectionString: adminUrl });
      await again.connect();
      await again.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await again.end();
    },
  };
}

async function main() {
  const sms = await smsSink();
  const started: { side: Side; stop: () => Promise<void> }[] = [];
  try {
    for (const side of ['current', 'baseline'] as const) {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `phonix-compare-${side}-`));
      const database = await databaseFor(side);
      const server = await startServer(
        PORTS[side],
        dataDir,
        {
          ...database.env,
          // Not production: there the HTTP SMS driver needs DLT ids, and each release checks its own. Both
          // sides render with the same React build, which is what a comparison needs.
          LOG_LEVEL: 'error',
          SMS_DRIVER: 'http',
          SMS_HTTP_URL: sms.url,
          OTP_RESEND_COOLDOWN_SECONDS: '0',
          // Capacity is measured by saturating the server on purpose: no shedding.
          MAX_EVENT_LOOP_UTILIZATION: '0',
        },
        undefined,
        side === 'current' ? undefined : baselineDir,
      );
      started.push({
        side,
        stop: async () => {
          await stop(server);
          await database.drop();
          fs.rmSync(dataDir, { recursive: true, force: true });
        },
      });
    }

    const bookings = {
      current: await prepareBooking(PORTS.current, sms),
      baseline: await prepareBooking(PORTS.baseline, sms),
    };
    const quote = JSON.parse(bookings.current.body) as { device_info: string };
    const calls: Call[] = [
      get('/api/brands'),
      get('/api/model/apple'),
      {
        name: 'GET /sell-mobile/apple/apple-iphone-13 (gzip, as a browser asks)',
        measure: (port, seconds) =>
          load(port, seconds, {
            url: `http://127.0.0.1:${port}/sell-mobile/apple/apple-iphone-13`,
            headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
          }),
      },
      {
        name: 'POST /api/getExactValue',
        measure: (port, seconds) =>
          load(port, seconds, {
            url: `http://127.0.0.1:${port}/api/getExactValue`,
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: quote.device_info, // the answers, as the quote page sends them
          }),
      },
      {
        name: 'POST /api/generatesellnoworder (a booking)',
        measure: async (port, seconds) => {
          const side: Side = port === PORTS.current ? 'current' : 'baseline';
          const result = await bookOrders(port, bookings[side].token, bookings[side].body, seconds);
          const failures = result.errors + result.timeouts + result.non2xx;
          if (failures > 0) throw new Error(`bookings: ${failures} failed requests`);
          return { rps: result.requests.average, p99: result.latency.p99 };
        },
      },
    ];

    const database =
      (process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL) ? 'PostgreSQL' : 'PGlite';
    console.log(
      `\nThis checkout against ${baselineDir}, ${database}, ${CONNECTIONS} connections, ${ROUNDS} alternating rounds of ${ROUND_SECONDS} s per server, ${os.cpus().length} cores\n`,
    );
    console.log(
      `| call | this req/s | this p99 | baseline req/s | baseline p99 | ratio | verdict (>= ${NOISE}) |`,
    );
    console.log('|---|---|---|---|---|---|---|');
    for (const call of calls) {
      // A warm-up on each, so both are measured with their hot paths compiled and statements planned.
      await call.measure(PORTS.current, 2);
      await call.measure(PORTS.baseline, 2);
      const rounds: Record<Side, { rps: number; p99: number }[]> = { current: [], baseline: [] };
      for (let round = 0; round < ROUNDS; round += 1) {
        // Who goes first alternates too: the second of a pair runs on a machine the first warmed.
        const order: Side[] = round % 2 === 0 ? ['current', 'baseline'] : ['baseline', 'current'];
        for (const side of order) rounds[side].push(await call.measure(PORTS[side], ROUND_SECONDS));
      }
      const mean = (side: Side) => rounds[side].reduce((sum, r) => sum + r.rps, 0) / ROUNDS;
      // The median round's p99: one round caught by another job on the machine says little.
      const medianP99 = (side: Side) =>
        rounds[side].map((r) => r.p99).sort((a, b) => a - b)[Math.floor(ROUNDS / 2)];
      const ratio = mean('current') / mean('baseline');
      const met = ratio >= NOISE;
      if (!met) process.exitCode = 1;
      console.log(
        `| ${call.name} | ${mean('current').toFixed(0)} | ${medianP99('current')} ms | ${mean('baseline').toFixed(0)} | ${medianP99('baseline')} ms | ${ratio.toFixed(2)} | ${met ? 'no regression' : 'SLOWER'} |`,
      );
    }
    console.log('');
  } finally {
    for (const server of started) await server.stop();
    await sms.close();
  }
}

await main();
