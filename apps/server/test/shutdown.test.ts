import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../src/db/client.ts';
import { outboxMessages } from '../src/db/schema.ts';
import { enqueue, message } from '../src/modules/outbox/outbox.ts';
import { uniqueMobile } from './support/recording-sms.ts';
import {
  type ServerProcess,
  serverDataDir,
  startServerProcess,
  stopServerProcess,
} from './support/server-process.ts';
import { freshPostgresDatabase } from './support/test-app.ts';

/**
 * The stop on SIGTERM (docs/decisions/101), on the real server as a child process with the HTTP SMS driver
 * pointed at a local fake provider that answers slowly: a request waiting for its SMS and an outbox send in
 * flight at SIGTERM both finish, readiness answers 503 first, a new connection is refused, the process
 * exits 0; a request that never ends makes SHUTDOWN_TIMEOUT_MS exit 1, and so does a second SIGTERM.
 */
const onPostgres = process.env.TEST_DB === 'postgres';
const SLOW_ANSWER_MS = 2_000;
const DELAY_MS = 1_000;

interface Delivery {
  to: string;
  text: string;
  at: number;
}
const received: Delivery[] = [];
/** Numbers whose SMS the provider answers after SLOW_ANSWER_MS, and those it never answers. */
const slowFor = new Set<string>();
const neverFor = new Set<string>();
const held: http.ServerResponse[] = [];
const provider = http.createServer((request, response) => {
  let body = '';
  request.on('data', (chunk) => {
    body += chunk;
  });
  request.on('end', () => {
    const { to, text } = JSON.parse(body) as { to: string; text: string };
    const mobile = to.replace(/^\+91/, '');
    received.push({ to: mobile, text, at: performance.now() });
    const answer = () =>
      response.writeHead(202, { 'content-type': 'application/json' }).end('{"queued":true}');
    if (neverFor.has(mobile)) held.push(response);
    else if (slowFor.has(mobile)) setTimeout(answer, SLOW_ANSWER_MS);
    else answer();
  });
});

let providerUrl = '';
let dataDir = '';
let databaseUrl: string | undefined;
let dropDatabase: () => Promise<void> = async () => {};
let server: ServerProcess | undefined;
const outboxMobile = '9844400001';

function openServerDatabase(): Promise<DatabaseHandle> {
  return databaseUrl
    ? openDatabase({ kind: 'postgres', url: databaseUrl, poolSize: 1 })
    : openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
}

const start = (env: NodeJS.ProcessEnv = {}) =>
  startServerProcess({
    DATA_DIR: dataDir,
    SMS_DRIVER: 'http',
    SMS_HTTP_URL: providerUrl,
    OUTBOX_POLL_MS: '100',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...env,
  });

async function waitFor(check: () => boolean, ms: number): Promise<void> {
  const end = Date.now() + ms;
  while (!check() && Date.now() < end) await new Promise((resolve) => setTimeout(resolve, 10));
}

/** A sign-up, which waits for its verification SMS: slow when the provider is slow for that number. */
function signUp(origin: string, mobile: string) {
  return fetch(`${origin}/api/registercustomer`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ mobile, name: 'Stop Test', password: 'long enough 1', platform: 'web' }),
  });
}

/** A GET on a connection of its own (no kept-alive socket reused): its status, or the connection's error code. */
function getOnNewConnection(origin: string, url: string): Promise<number | string> {
  return new Promise((resolve) => {
    const request = http.get(`${origin}${url}`, { agent: false }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
    request.setTimeout(5_000, () => request.destroy(new Error('timed out')));
  });
}

beforeAll(async () => {
  await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
  providerUrl = `http://127.0.0.1:${(provider.address() as AddressInfo).port}/v1/sms`;
  dataDir = serverDataDir('phonix-shutdown-');
  let database: DatabaseHandle;
  if (onPostgres) {
    const fresh = await freshPostgresDatabase();
    databaseUrl = fresh.url;
    dropDatabase = fresh.drop;
    database = await openServerDatabase();
  } else {
    database = await openDatabase({
      kind: 'pglite',
      dataDir: path.join(dataDir, 'pglite'),
      loadDataDir: fs.readFileSync(inject('pgliteTemplate')),
    });
  }
  // A notification waiting to go out when the server starts: its send is in flight at SIGTERM.
  await enqueue(database.db, [
    message(
      'sms',
      outboxMobile,
      'order_booked_seller',
      {
        ref: 'PX0000000077',
        model: 'iPhone 13',
        variant: '128GB',
        value: 30_000,
        pickup_date: '2026-03-07',
        pickup_time: '10:00 AM - 12:00 PM',
        locality: 'Madhapur',
        city: 'Hyderabad',
        pincode: '500081',
      },
      { dedupeKey: 'shutdown-in-flight' },
    ),
  ]);
  await database.close();
}, 120_000);

afterAll(async () => {
  await stopServerProcess(server, 'SIGKILL');
  for (const response of held) response.destroy();
  provider.closeAllConnections();
  await new Promise<void>((resolve) => provider.close(() => resolve()));
  fs.rmSync(dataDir, { recursive: true, force: true });
  await dropDatabase();
});

describe('SIGTERM', () => {
  it('finishes the request and the outbox send in flight, turns new connections away, and exits 0', async () => {
    slowFor.add(outboxMobile);
    const seller = uniqueMobile();
    slowFor.add(seller);
    server = await start({ SHUTDOWN_DELAY_MS: String(DELAY_MS), SHUTDOWN_TIMEOUT_MS: '15000' });
    const { origin, pid } = server;
    // Ready once the start-up work run after listening (the job queue, the catalog images) has finished.
    let ready = 0;
    for (const end = Date.now() + 30_000; ready !== 200 && Date.now() < end; ) {
      ready = (await fetch(`${origin}/api/health/ready`)).status;
      if (ready !== 200) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(ready).toBe(200);

    // The outbox message and the seller's verification SMS are both at the provider, unanswered.
    await waitFor(() => received.some((entry) => entry.to === outboxMobile), 20_000);
    const slowRequest = signUp(origin, seller);
    await waitFor(() => received.some((entry) => entry.to === seller), 20_000);
    expect(received.filter((entry) => [seller, outboxMobile].includes(entry.to))).toHaveLength(2);

    const signalAt = performance.now();
    process.kill(pid, 'SIGTERM');
    // Readiness answers 503 first, while other calls are still served.
    await waitFor(() => false, 150);
    const readiness = await fetch(`${origin}/api/health/ready`);
    expect(readiness.status).toBe(503);
    expect(await readiness.json()).toMatchObject({ success: false, code: 'SHUTTING_DOWN' });
    expect((await fetch(`${origin}/api/health/live`)).status).toBe(200);
    expect((await fetch(`${origin}/api/brands`)).status).toBe(200);

    // After the delay: a new connection is refused (or, had it raced the close, answered 503).
    await waitFor(() => false, Math.max(0, signalAt + DELAY_MS + 300 - performance.now()));
    const late = await getOnNewConnection(origin, '/api/brands');
    expect(['ECONNREFUSED', 503]).toContain(late);

    // The request that was waiting for its SMS completes normally.
    const answer = await slowRequest;
    expect(answer.status).toBe(200);
    const exit = await server.exited;
    const stopMs = Math.round(performance.now() - signalAt);
    server = undefined;
    expect(exit).toEqual({ code: 0, signal: null });
    // Delay, then the slow answers (2 s from their arrival), then the close: well inside the timeout.
    expect(stopMs).toBeGreaterThanOrEqual(DELAY_MS);
    expect(stopMs).toBeLessThan(10_000);
    console.info(
      `SIGTERM to exit 0: ${stopMs} ms (delay ${DELAY_MS} ms, slowest answer ${SLOW_ANSWER_MS} ms)`,
    );

    // The send in flight was recorded before the database closed: sent once, not to go out again.
    const database = await openServerDatabase();
    const [row] = await database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, outboxMobile));
    await database.close();
    expect(row).toMatchObject({ status: 'sent', attempts: 1 });
    expect(received.filter((entry) => entry.to === outboxMobile)).toHaveLength(1);
  }, 300_000);

  it('exits 1 when a request outlasts SHUTDOWN_TIMEOUT_MS', async () => {
    const stuck = uniqueMobile();
    neverFor.add(stuck);
    server = await start({ SHUTDOWN_TIMEOUT_MS: '2000' });
    const { origin, pid } = server;
    const stuckRequest = signUp(origin, stuck).catch((error: Error) => error);
    await waitFor(() => received.some((entry) => entry.to === stuck), 20_000);
    const signalAt = performance.now();
    process.kill(pid, 'SIGTERM');
    const exit = await server.exited;
    const stopMs = Math.round(performance.now() - signalAt);
    server = undefined;
    expect(exit).toEqual({ code: 1, signal: null });
    expect(stopMs).toBeGreaterThanOrEqual(1_900);
    expect(stopMs).toBeLessThan(4_000);
    console.info(
      `SIGTERM with a request that never ends, SHUTDOWN_TIMEOUT_MS=2000: exit 1 after ${stopMs} ms`,
    );
    expect(await stuckRequest).toBeInstanceOf(Error);
  }, 300_000);

  it('exits 1 at once on a second SIGTERM', async () => {
    const stuck = uniqueMobile();
    neverFor.add(stuck);
    server = await start({ SHUTDOWN_TIMEOUT_MS: '60000' });
    const { origin, pid } = server;
    const stuckRequest = signUp(origin, stuck).catch((error: Error) => error);
    await waitFor(() => received.some((entry) => entry.to === stuck), 20_000);
    process.kill(pid, 'SIGTERM');
    await waitFor(() => false, 300);
    expect(server.child.exitCode).toBeNull();
    const secondAt = performance.now();
    process.kill(pid, 'SIGTERM');
    const exit = await server.exited;
    const stopMs = Math.round(performance.now() - secondAt);
    server = undefined;
    expect(exit).toEqual({ code: 1, signal: null });
    expect(stopMs).toBeLessThan(1_000);
    console.info(`second SIGTERM to exit 1: ${stopMs} ms`);
    expect(await stuckRequest).toBeInstanceOf(Error);
  }, 300_000);
});
