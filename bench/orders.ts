// Full order creation (session check + price + insert) per second at 20 connections, on PGlite and on
// PostgreSQL. The server texts its OTP through the HTTP SMS driver to a sink in this process, so the
// benchmark signs up a real customer exactly as a browser would.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import {
  bookedVariantId,
  bookingBody,
  fetchApi,
  type SmsSink,
  signUpSeller,
  smsSink,
} from '../apps/server/test/support/sellers.ts';
import { startServer, stop } from './support.ts';

export { smsSink };

const CONNECTIONS = 20;
const WARM_UP_SECONDS = 3;
const PORT = 39_111;

/** Signs up a customer, saves an address and builds the booking body the browser would send. */
export async function prepareBooking(port: number, sms: SmsSink) {
  const api = fetchApi(`http://127.0.0.1:${port}`);
  const seller = await signUpSeller(api, sms);
  const body = JSON.stringify(bookingBody(seller, await bookedVariantId(api)));
  return { token: seller.token, body };
}

/** Books orders from CONNECTIONS connections for some seconds, each request with a fresh Idempotency-Key. */
export function bookOrders(port: number, token: string, body: string, seconds: number) {
  return autocannon({
    url: `http://127.0.0.1:${port}/api/generatesellnoworder`,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body,
        // A fresh key per request: every request books a new order.
        setupRequest: (request) => ({
          ...request,
          headers: { ...request.headers, 'idempotency-key': crypto.randomUUID() },
        }),
      },
    ],
  });
}

async function run(label: string, env: Record<string, string>, seconds: number) {
  const sms = await smsSink();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'phonix-bench-orders-'));
  const server = await startServer(PORT, dataDir, {
    ...env,
    SMS_DRIVER: 'http',
    SMS_HTTP_URL: sms.url,
    OTP_RESEND_COOLDOWN_SECONDS: '0',
    // This measures capacity by keeping the server saturated on purpose: shedding would turn that into
    // 503s (bench/load.ts measures the server with shedding on).
    MAX_EVENT_LOOP_UTILIZATION: '0',
  });
  try {
    const { token, body } = await prepareBooking(PORT, sms);
    // A warm-up the figures leave out: the first requests pay for JIT compilation and statement planning.
    await bookOrders(PORT, token, body, WARM_UP_SECONDS);
    const result = await bookOrders(PORT, token, body, seconds);
    const failures = result.errors + result.timeouts + result.non2xx;
    if (failures > 0) throw new Error(`${label}: ${failures} failed order requests`);
    const verdict = result.latency.p99 < 50 ? 'ok' : 'MISSED';
    console.log(
      `| ${label} | ${result.requests.average.toFixed(0)} | ${result.latency.p50} ms | ${result.latency.p99} ms | ${result.latency.p99_9} ms | ${verdict} |`,
    );
  } finally {
    await stop(server);
    await sms.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Prints orders per second and latency on PGlite, and on PostgreSQL when BENCH_DATABASE_URL (or TEST_DATABASE_URL) is set. */
export async function benchOrders(seconds: number): Promise<void> {
  console.log(
    `\nOrders: POST /api/generatesellnoworder (session check + price + insert), ${CONNECTIONS} connections, ${seconds} s after a ${WARM_UP_SECONDS} s warm-up\n`,
  );
  console.log('| database | orders/s | p50 | p99 | p99.9 | target p99 < 50 ms |');
  console.log('|---|---|---|---|---|---|');
  await run('PGlite (embedded)', {}, seconds);
  const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    console.log('| PostgreSQL | skipped: set BENCH_DATABASE_URL | | | | |');
    return;
  }
  const name = `phonix_bench_${crypto.randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  try {
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    await run('PostgreSQL', { DATABASE_URL: url.toString() }, seconds);
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}
