// npm run bench: throughput and p99 latency of the hot API calls next to a bare Node server answering the
// same bytes, and the gzipped JavaScript the first page loads. Prints a table and exits 1 when a target is
// missed; writes nothing to the repo.
import { fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';
import autocannon from 'autocannon';
import { benchOrders } from './orders.ts';
import { root, startServer, stop } from './support.ts';

const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = 5;
const ROUND_SECONDS = Math.max(1, Math.round(DURATION_SECONDS / ROUNDS));
const CONNECTIONS = 50;
/** The targets of issue 11: catalog reads at 0.8 of the bare server or better, p99 under 10 ms. */
const CATALOG_MIN_RATIO = 0.8;
const CATALOG_MAX_P99_MS = 10;
/** A quote validates and prices a body, which the bare server does not: only its p99 has a target. */
const QUOTE_MAX_P99_MS = 20;
const FIRST_PAGE_MAX_KB = 100;
const APP_PORT = 39_101;
const BARE_PORT = 39_102;

/** Headers Node's http server writes itself on every response; the rest is replayed byte for byte. */
const PER_CONNECTION_HEADERS = new Set([
  'date',
  'connection',
  'keep-alive',
  'content-length',
  'transfer-encoding',
]);

interface Target {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: string;
}

async function measure(port: number, target: Target, duration = DURATION_SECONDS) {
  const result = await autocannon({
    url: `http://127.0.0.1:${port}${target.path}`,
    method: target.method,
    connections: CONNECTIONS,
    duration,
    headers: target.body ? { 'content-type': 'application/json' } : {},
    body: target.body,
  });
  const failures = result.errors + result.timeouts + result.non2xx;
  if (failures > 0) throw new Error(`${target.name}: ${failures} failed requests`);
  return { rps: result.requests.average, p99: result.latency.p99 };
}

type Measured = Awaited<ReturnType<typeof measure>>;

/** Rounds of one server: the mean rate, and the worst round's p99 (the honest side of the figure). */
function combine(rounds: Measured[]): Measured {
  return {
    rps: rounds.reduce((sum, round) => sum + round.rps, 0) / rounds.length,
    p99: Math.max(...rounds.map((round) => round.p99)),
  };
}

async function firstPageJavaScript(port: number): Promise<{ files: number; gzipBytes: number }> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const page = await browser.newPage();
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(new URL(response.url()).pathname);
    });
    await page.goto(`http://127.0.0.1:${port}/`, { waitUntil: 'networkidle' });
    let gzipBytes = 0;
    for (const script of new Set(scripts)) {
      const file = path.join(root, 'apps/web/dist', script);
      gzipBytes += zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
    }
    return { files: new Set(scripts).size, gzipBytes };
  } finally {
    await browser.close();
  }
}

async function main() {
  if (!fs.existsSync(path.join(root, 'apps/web/dist/index.html'))) {
    throw new Error('Build the web app first: npm run build');
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'phonix-bench-'));
  const app = await startServer(APP_PORT, dataDir);
  try {
    const listing = (await (
      await fetch(`http://127.0.0.1:${APP_PORT}/api/variant/apple-iphone-15-pro-max`)
    ).json()) as {
      variants: { id: number }[];
    };
    const variant = listing.variants[0];
    if (!variant) throw new Error('The demo catalog has no iPhone 15 Pro Max variant');
    const answers = {
      callingerr: 'yes',
      toucherr: 'no',
      screenspoterror: 'Sp1',
      screenlineerror: '',
      screenphysicalcondition: 'SLight',
      bodyscratches: 'B1',
      bodydent: '',
      panelerror: '',
      benderror: '',
      functionalerror: ['Battery'],
      accessories: ['Chr'],
      warranty: 'warranty611',
      variant: variant.id,
      ic_slug: 'apple-iphone-15-pro-max',
    };
    const targets: Target[] = [
      { name: 'GET /api/brands', method: 'GET', path: '/api/brands' },
      { name: 'GET /api/model/apple', method: 'GET', path: '/api/model/apple' },
      {
        name: 'POST /api/getExactValue',
        method: 'POST',
        path: '/api/getExactValue',
        body: JSON.stringify(answers),
      },
    ];

    // Record our server's exact bytes, headers and body, so the bare server answers the same thing.
    const recorded: Record<string, { headers: Record<string, string>; body: string }> = {};
    for (const target of targets) {
      // autocannon asks for no encoding, so the plain answer is what both servers send.
      const response = await fetch(`http://127.0.0.1:${APP_PORT}${target.path}`, {
        method: target.method,
        headers: {
          'accept-encoding': 'identity',
          ...(target.body ? { 'content-type': 'application/json' } : {}),
        },
        body: target.body,
      });
      recorded[`${target.method} ${target.path}`] = {
        headers: Object.fromEntries(
          [...response.headers].filter(([name]) => !PER_CONNECTION_HEADERS.has(name.toLowerCase())),
        ),
        body: await response.text(),
      };
    }
    const recordedFile = path.join(dataDir, 'recorded.json');
    fs.writeFileSync(recordedFile, JSON.stringify(recorded));
    const bare = fork(path.join(import.meta.dirname, 'bare-server.ts'), [recordedFile, String(BARE_PORT)], {
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    await new Promise((resolve) => bare.once('message', resolve));

    console.log(
      `\nAPI: autocannon, ${CONNECTIONS} connections, ${ROUNDS} alternating rounds of ${ROUND_SECONDS} s per server, ${os.cpus().length} cores\n`,
    );
    console.log(
      `| call | Phonix req/s | Phonix p99 | bare Node req/s | bare p99 | ratio | targets: catalog reads >= ${CATALOG_MIN_RATIO} of bare and p99 < ${CATALOG_MAX_P99_MS} ms; quote p99 < ${QUOTE_MAX_P99_MS} ms |`,
    );
    console.log('|---|---|---|---|---|---|---|');
    try {
      for (const target of targets) {
        // A short warm-up first, so both servers are measured with their hot paths compiled.
        await measure(APP_PORT, target, 2);
        await measure(BARE_PORT, target, 2);
        const ourRounds: Measured[] = [];
        const bareRounds: Measured[] = [];
        // Alternating rounds: on a shared 2-core machine the CPU on offer drifts from minute to minute, and
        // measuring one server after the other put that drift into the ratio.
        for (let round = 0; round < ROUNDS; round += 1) {
          ourRounds.push(await measure(APP_PORT, target, ROUND_SECONDS));
          bareRounds.push(await measure(BARE_PORT, target, ROUND_SECONDS));
        }
        const ours = combine(ourRounds);
        const baseline = combine(bareRounds);
        const ratio = ours.rps / baseline.rps;
        const catalogRead = target.method === 'GET';
        const rateMet = !catalogRead || ratio >= CATALOG_MIN_RATIO;
        const p99Met = ours.p99 < (catalogRead ? CATALOG_MAX_P99_MS : QUOTE_MAX_P99_MS);
        if (!rateMet || !p99Met) process.exitCode = 1;
        const verdict = `${catalogRead ? (rateMet ? 'ok' : 'MISSED') : 'n/a'} / ${p99Met ? 'ok' : 'MISSED'}`;
        console.log(
          `| ${target.name} | ${ours.rps.toFixed(0)} | ${ours.p99} ms | ${baseline.rps.toFixed(0)} | ${baseline.p99} ms | ${ratio.toFixed(2)} | ${verdict} |`,
        );
      }
    } finally {
      await stop(bare);
    }

    const js = await firstPageJavaScript(APP_PORT);
    const kilobytes = js.gzipBytes / 1024;
    console.log(
      `\nWeb: the first page (/) loads ${js.files} JavaScript files, ${kilobytes.toFixed(1)} kB gzipped (target <= ${FIRST_PAGE_MAX_KB} kB: ${kilobytes <= FIRST_PAGE_MAX_KB ? 'ok' : 'MISSED'})\n`,
    );
    if (kilobytes > FIRST_PAGE_MAX_KB) process.exitCode = 1;
  } finally {
    await stop(app);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
await benchOrders(DURATION_SECONDS);
