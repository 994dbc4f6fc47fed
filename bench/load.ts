// npm run bench:load: a crowd of sellers running the whole flow against the real server, on PGlite and on
// PostgreSQL (BENCH_DATABASE_URL or TEST_DATABASE_URL). BENCH_SELLERS (200) sellers arrive over
// BENCH_RAMP_SECONDS (5); each signs up (the OTP read from the server log, as a developer would), saves an
// address, then quotes and books pickups (each with an Idempotency-Key) and lists its orders, with no
// pause, until BENCH_LOAD_SECONDS (20) after the last one arrived. A call the server sheds
// (503 with Retry-After) is sent again after the wait, the same key with it, as the web app does. Prints
// requests, network errors, 5xx other than shed 503s, latency of the answered requests, and whether every
// acknowledged order is stored exactly once. Only 127.0.0.1 is touched; only the servers it starts are
// stopped.
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { PGlite } from '@electric-sql/pglite';
import { pickupDates } from '@phonix/shared/pickup';
import { SAMPLE_PHONE_ANSWERS } from '@phonix/shared/price-guard';
import pg from 'pg';
import { root, startServer, stop, withDatabase } from './support.ts';

const SELLERS = Number(process.env.BENCH_SELLERS ?? 200);
const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 20);
/** Sellers arrive evenly over this many seconds (0: all at once). */
const RAMP_SECONDS = Number(process.env.BENCH_RAMP_SECONDS ?? 5);
const PORT = 39_103;
const BASE = `http://127.0.0.1:${PORT}`;
/** A request not answered in this time counts as a network error (the crowd's browsers would give up). */
const CLIENT_TIMEOUT_MS = 30_000;
/** Times a seller repeats a shed call before giving up on it (the web app tries twice more). */
const SHED_RETRIES = 5;
const MODEL = 'apple-iphone-13';

/** A seller's browser: its address (sent as the proxy would), its connection, its session. */
interface Seller {
  address: string;
  agent: http.Agent;
  token?: string;
}

interface Figures {
  requests: number;
  networkErrors: number;
  shed: number;
  other5xx: number;
  other4xx: number;
  latencies: number[];
  /** Latencies by call (the path's first segment after /api). */
  byCall: Map<string, number[]>;
  acknowledged: Map<string, string>; // Idempotency-Key -> RefNo
  failedFlows: number;
  firstProblems: string[];
}

const newFigures = (): Figures => ({
  requests: 0,
  networkErrors: 0,
  shed: 0,
  other5xx: 0,
  other4xx: 0,
  latencies: [],
  byCall: new Map(),
  acknowledged: new Map(),
  failedFlows: 0,
  firstProblems: [],
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function note(figures: Figures, problem: string) {
  if (figures.firstProblems.length < 5) figures.firstProblems.push(problem);
}

/**
 * One call as a seller's browser makes it: counted, timed, and repeated after Retry-After when the server
 * sheds it (503 SERVICE_UNAVAILABLE). Answers the JSON body of a 200, or null.
 */
/** One HTTP exchange on the seller's own keep-alive connection, as a browser tab keeps one. */
function send(
  seller: Seller,
  method: 'GET' | 'POST',
  url: string,
  headers: Record<string, string>,
  body: string | undefined,
): Promise<{ status: number; retryAfter: string | undefined; text: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: '127.0.0.1', port: PORT, path: url, method, headers, agent: seller.agent },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          text += chunk;
        });
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            retryAfter: response.headers['retry-after'] as string | undefined,
            text,
          }),
        );
        response.on('error', reject);
      },
    );
    request.setTimeout(CLIENT_TIMEOUT_MS, () => request.destroy(new Error('no answer within 30 s')));
    request.on('error', reject);
    request.end(body);
  });
}

/**
 * One call as a seller's browser makes it: counted, timed, and repeated after Retry-After when the server
 * sheds it (503 SERVICE_UNAVAILABLE). Answers the JSON body of a 200, or null.
 */
async function call(
  figures: Figures,
  seller: Seller,
  method: 'GET' | 'POST',
  url: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Record<string, unknown> | null> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const allHeaders = {
    // Each seller is its own visitor behind the one proxy hop the server trusts.
    'x-forwarded-for': seller.address,
    ...(payload === undefined
      ? {}
      : { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(payload)) }),
    ...(seller.token ? { authorization: `Bearer ${seller.token}` } : {}),
    ...headers,
  };
  for (let attempt = 0; ; attempt += 1) {
    const started = performance.now();
    figures.requests += 1;
    let response: Awaited<ReturnType<typeof send>>;
    try {
      response = await send(seller, method, url, allHeaders, payload);
    } catch (error) {
      figures.networkErrors += 1;
      note(figures, `${method} ${url}: ${(error as Error).message}`);
      return null;
    }
    const elapsed = performance.now() - started;
    figures.latencies.push(elapsed);
    const name = url.split('/')[2] ?? url;
    const calls = figures.byCall.get(name) ?? [];
    calls.push(elapsed);
    figures.byCall.set(name, calls);
    const json = response.text ? (JSON.parse(response.text) as Record<string, unknown>) : {};
    if (response.status === 200) return json;
    if (response.status === 503 && json.code === 'SERVICE_UNAVAILABLE') {
      figures.shed += 1;
      if (attempt >= SHED_RETRIES) return null;
      await sleep(Number(response.retryAfter ?? 1) * 1000);
      continue;
    }
    if (response.status >= 500) figures.other5xx += 1;
    else figures.other4xx += 1;
    note(figures, `${method} ${url}: ${response.status} ${response.text.slice(0, 200)}`);
    return null;
  }
}

/** The codes the development SMS driver writes to the server log, by mobile number. */
class OtpOutbox {
  readonly #codes = new Map<string, string>();

  read(line: string): void {
    if (!line.includes('"msg":"SMS sent"')) return;
    const entry = JSON.parse(line) as { to: string; text: string };
    const code = entry.text.match(/\b(\d{4,8})\b/)?.[1];
    if (code) this.#codes.set(entry.to, code);
  }

  async codeFor(mobile: string): Promise<string | undefined> {
    for (let waited = 0; waited < 10_000; waited += 20) {
      const code = this.#codes.get(mobile);
      if (code) return code;
      await sleep(20);
    }
    return undefined;
  }
}

interface Catalog {
  variantId: number;
  pincode: { pincode: string; locality: string; state: string };
}

function answers(variantId: number) {
  return {
    // The console's sample phone, out of warranty.
    ...SAMPLE_PHONE_ANSWERS,
    warranty: '',
    variant: variantId,
    ic_slug: MODEL,
  };
}

/** One seller's whole flow on its own connection; false when a step failed for good. */
async function seller(index: number, figures: Figures, outbox: OtpOutbox, catalog: Catalog, until: number) {
  const me: Seller = {
    address: `100.64.${Math.floor(index / 250)}.${(index % 250) + 1}`,
    agent: new http.Agent({ keepAlive: true, maxSockets: 1 }),
  };
  try {
    return await sellerFlow(me, index, figures, outbox, catalog, until);
  } finally {
    me.agent.destroy();
  }
}

async function sellerFlow(
  me: Seller,
  index: number,
  figures: Figures,
  outbox: OtpOutbox,
  catalog: Catalog,
  until: number,
) {
  const mobile = `9${crypto.randomInt(100_000_000, 999_999_999)}`;
  const registered = await call(figures, me, 'POST', '/api/registercustomer', {
    mobile,
    name: 'Load Seller',
    password: 'load-password-1',
    platform: 'web',
  });
  if (!registered) return false;
  const code = await outbox.codeFor(mobile);
  if (!code) {
    note(figures, `no OTP in the log for seller ${index}`);
    return false;
  }
  const login = await call(figures, me, 'POST', '/api/verifycustomerotp', { mobile, otp: code });
  if (!login) return false;
  me.token = login.token as string;
  const customerId = (login.customer as { customer_id: number }).customer_id;
  const address = await call(figures, me, 'POST', '/api/addaddress', {
    address_type: 'Home',
    address_no: `Flat ${index + 1}`,
    locality: catalog.pincode.locality,
    city: 'Hyderabad',
    state: catalog.pincode.state,
    pincode: catalog.pincode.pincode,
  });
  if (!address) return false;
  const addressId = (address.address as { id: number }).id;
  const record = answers(catalog.variantId);
  for (let round = 0; Date.now() < until; round += 1) {
    const quote = await call(figures, me, 'POST', '/api/getExactValue', record);
    if (!quote) return false;
    const key = crypto.randomUUID();
    const booked = await call(
      figures,
      me,
      'POST',
      '/api/generatesellnoworder',
      {
        ic_slug: MODEL,
        model_name: 'iPhone 13',
        variant: catalog.variantId,
        exactValue: quote.finalValue,
        device_info: JSON.stringify(record),
        customer_id: customerId,
        address_id: addressId,
        pickup_date: pickupDates()[0]?.value,
        pickup_time: '10:00 AM - 12:00 PM',
      },
      { 'idempotency-key': key },
    );
    if (!booked) return false;
    figures.acknowledged.set(key, booked.RefNo as string);
    if (round % 3 === 2 && !(await call(figures, me, 'GET', `/api/getsalesorders/${customerId}`)))
      return false;
  }
  return true;
}

/** The orders stored under the keys the sellers sent: RefNo by key (after the server has stopped). */
async function storedOrders(database: { pgliteDir: string } | { url: string }) {
  const sql = "select ref_no, dedupe_key from orders where dedupe_key like 'key:%'";
  let rows: { ref_no: string; dedupe_key: string }[];
  if ('url' in database) {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    rows = (await client.query(sql)).rows;
    await client.end();
  } else {
    const db = new PGlite(database.pgliteDir);
    rows = (await db.query<{ ref_no: string; dedupe_key: string }>(sql)).rows;
    await db.close();
  }
  const byKey = new Map<string, string[]>();
  for (const row of rows) {
    const key = row.dedupe_key.slice('key:'.length);
    const refs = byKey.get(key) ?? [];
    refs.push(row.ref_no);
    byKey.set(key, refs);
  }
  return { total: rows.length, byKey };
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

/** One database: PGlite in a fresh data folder, or the PostgreSQL database at `postgresUrl`. */
async function run(label: string, postgresUrl?: string) {
  const outbox = new OtpOutbox();
  // BENCH_SERVER_LOG=<file> keeps the server's log (its "request completed" lines hold its own timings).
  const serverLog = process.env.BENCH_SERVER_LOG
    ? fs.createWriteStream(`${process.env.BENCH_SERVER_LOG}.${postgresUrl ? 'postgres' : 'pglite'}`)
    : undefined;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'phonix-bench-load-'));
  const server = await startServer(
    PORT,
    dataDir,
    {
      ...(postgresUrl ? { DATABASE_URL: postgresUrl } : {}),
      LOG_LEVEL: 'info',
      SMS_DRIVER: 'log',
      NODE_ENV: 'test',
      TRUST_PROXY: '1',
      // The crowd signs up and verifies in the first seconds; the caps per number stay as they are.
      OTP_RESEND_COOLDOWN_SECONDS: '0',
    },
    (line) => {
      outbox.read(line);
      serverLog?.write(`${line}\n`);
    },
  );
  const figures = newFigures();
  const lag = monitorEventLoopDelay({ resolution: 10 });
  lag.enable();
  const started = performance.now();
  try {
    const variants = (await (await fetch(`${BASE}/api/variant/${MODEL}`)).json()) as {
      variants: { id: number }[];
    };
    const pincodes = (await (await fetch(`${BASE}/api/pincodes/Hyderabad`)).json()) as {
      pincodes: Catalog['pincode'][];
    };
    const catalog = {
      variantId: variants.variants[0]?.id ?? 0,
      pincode: pincodes.pincodes[0] as Catalog['pincode'],
    };
    const until = Date.now() + (RAMP_SECONDS + SECONDS) * 1000;
    const flows = await Promise.all(
      Array.from({ length: SELLERS }, async (_, index) => {
        await sleep((index * RAMP_SECONDS * 1000) / SELLERS);
        return seller(index, figures, outbox, catalog, until);
      }),
    );
    figures.failedFlows = flows.filter((ok) => !ok).length;
  } finally {
    await stop(server);
    serverLog?.end();
  }
  const seconds = (performance.now() - started) / 1000;
  lag.disable();
  console.log(
    `  client event-loop delay p99 ${Math.round(lag.percentile(99) / 1e6)} ms max ${Math.round(lag.max / 1e6)} ms`,
  );
  const stored = await storedOrders(
    postgresUrl ? { url: postgresUrl } : { pgliteDir: path.join(dataDir, 'pglite') },
  );
  fs.rmSync(dataDir, { recursive: true, force: true });

  let missing = 0;
  for (const [key, refNo] of figures.acknowledged) {
    const refs = stored.byKey.get(key) ?? [];
    if (refs.length !== 1 || refs[0] !== refNo) missing += 1;
  }
  const unacknowledged = stored.total - (figures.acknowledged.size - missing);
  const sorted = [...figures.latencies].sort((a, b) => a - b);
  const p99 = percentile(sorted, 99);
  const ok =
    figures.networkErrors === 0 &&
    figures.other5xx === 0 &&
    p99 < 1000 &&
    missing === 0 &&
    unacknowledged === 0 &&
    figures.failedFlows === 0;
  const ms = (value: number) => `${Math.round(value)} ms`;
  console.log(
    `| ${label} | ${figures.requests} (${Math.round(figures.requests / seconds)}/s) | ${figures.networkErrors} | ${figures.other5xx} | ${figures.shed} | ${figures.other4xx} | ${ms(percentile(sorted, 50))} | ${ms(p99)} | ${ms(sorted.at(-1) ?? 0)} | ${figures.acknowledged.size} / ${stored.total} | ${missing} | ${unacknowledged} | ${ok ? 'ok' : 'MISSED'} |`,
  );
  const perCall = [...figures.byCall].map(([name, list]) => {
    const sortedCall = [...list].sort((a, b) => a - b);
    return `${name} ${list.length}× p50 ${ms(percentile(sortedCall, 50))} p99 ${ms(percentile(sortedCall, 99))}`;
  });
  console.log(`  ${label} by call: ${perCall.join('; ')}`);
  for (const problem of figures.firstProblems) console.log(`  ${label}: ${problem}`);
  return ok;
}

async function main() {
  if (!fs.existsSync(path.join(root, 'apps/web/dist/index.html'))) {
    throw new Error('Build the web app first: npm run build');
  }
  const load = os.loadavg()[0] ?? 0;
  console.log(
    `\nMachine: ${os.cpus().length} CPUs, load average ${load.toFixed(1)} at the start (other work on the machine slows every figure)`,
  );
  console.log(
    `Load: ${SELLERS} sellers arriving over ${RAMP_SECONDS} s, each signing up (OTP from the server log), saving an address, then quoting, booking (Idempotency-Key) and listing orders without pause until ${RAMP_SECONDS + SECONDS} s; shed calls (503) repeated after Retry-After\n`,
  );
  console.log(
    '| database | requests | network errors | 5xx (not shed) | shed 503 | other 4xx | p50 | p99 | max | orders acknowledged / stored | acknowledged but missing | stored but unacknowledged | target: 0 errors, p99 < 1 s, each order once |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|---|---|---|');
  let allOk = await run('PGlite (embedded)');
  const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    console.log('| PostgreSQL | skipped: set BENCH_DATABASE_URL | | | | | | | | | | | |');
  } else {
    await withDatabase(adminUrl, async (url) => {
      allOk = (await run('PostgreSQL', url.toString())) && allOk;
    });
  }
  if (!allOk) process.exitCode = 1;
}

await main();
