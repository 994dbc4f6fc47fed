import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ResponseOf } from '@phonix/shared/api/contract';
import { pickupDates } from '@phonix/shared/pickup';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueMobile } from './support/recording-sms.ts';
import {
  type ServerProcess,
  serverDataDir,
  startServerProcess,
  stopServerProcess,
} from './support/server-process.ts';
import { freshDatabaseTarget } from './support/test-app.ts';

/**
 * Notifications survive a crash: the real server runs as a child process with the HTTP SMS driver pointed
 * at a local fake provider; it books an order, is killed with SIGKILL before its outbox worker's first
 * look, and started again. The seller's SMS arrives once, and neither a second crash nor a clean restart
 * sends anything twice.
 */
const received: { to: string; text: string; key: string | undefined }[] = [];
const provider = http.createServer((request, response) => {
  let body = '';
  request.on('data', (chunk) => {
    body += chunk;
  });
  request.on('end', () => {
    const { to, text } = JSON.parse(body) as { to: string; text: string };
    const key = request.headers['idempotency-key'];
    received.push({ to: to.replace(/^\+91/, ''), text, key: typeof key === 'string' ? key : undefined });
    response.writeHead(202, { 'content-type': 'application/json' }).end('{"queued":true}');
  });
});

let providerUrl = '';
let dataDir = '';
let databaseUrl: string | undefined;
let dropDatabase: () => Promise<void> = async () => {};
let server: ServerProcess | undefined;

/** Starts the server (support/server-process.ts) against the fake provider, on this test's database. */
async function startServer(firstPollDelayMs: number): Promise<void> {
  server = await startServerProcess({
    DATA_DIR: dataDir,
    SMS_DRIVER: 'http',
    SMS_HTTP_URL: providerUrl,
    OUTBOX_POLL_MS: '100',
    OUTBOX_FIRST_POLL_DELAY_MS: String(firstPollDelayMs),
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
}

async function stopServer(signal: 'SIGKILL' | 'SIGTERM'): Promise<void> {
  const running = server;
  server = undefined;
  await stopServerProcess(running, signal);
}

async function api<T = unknown>(
  method: 'GET' | 'POST',
  url: string,
  body?: object,
  token?: string,
): Promise<T> {
  const response = await fetch(`${server?.origin}${url}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const json = (await response.json()) as Record<string, unknown>;
  if (!response.ok) throw new Error(`${method} ${url} answered ${response.status}: ${JSON.stringify(json)}`);
  return json as T;
}

const messagesTo = (mobile: string, part: string) =>
  received.filter((entry) => entry.to === mobile && entry.text.includes(part));

async function waitFor(check: () => boolean, ms: number): Promise<void> {
  const end = Date.now() + ms;
  while (!check() && Date.now() < end) await new Promise((resolve) => setTimeout(resolve, 50));
}

beforeAll(async () => {
  await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
  providerUrl = `http://127.0.0.1:${(provider.address() as AddressInfo).port}/v1/sms`;
  dataDir = serverDataDir('phonix-restart-');
  if (process.env.TEST_DB === 'postgres') {
    const { target, drop } = await freshDatabaseTarget();
    if (target.kind === 'postgres') databaseUrl = target.url;
    dropDatabase = drop;
  }
}, 60_000);

afterAll(async () => {
  await stopServer('SIGKILL');
  await new Promise<void>((resolve) => provider.close(() => resolve()));
  fs.rmSync(dataDir, { recursive: true, force: true });
  await dropDatabase();
});

describe('notifications across a crash', () => {
  it('sends the booking SMS exactly once although the server was killed before sending it', async () => {
    await startServer(600_000);

    // A seller signs up (the OTP goes straight out, it is not a notification) and books a pickup.
    const mobile = uniqueMobile();
    await api('POST', '/api/registercustomer', {
      mobile,
      name: 'Crash Test',
      password: 'long enough 1',
      platform: 'web',
    });
    await waitFor(() => messagesTo(mobile, 'verification code').length === 1, 10_000);
    const otp = messagesTo(mobile, 'verification code')[0]?.text.match(/\b(\d{4})\b/)?.[1];
    const session = await api<ResponseOf<'verifyCustomerOtp'>>('POST', '/api/verifycustomerotp', {
      mobile,
      otp,
    });
    const { token } = session;
    const customerId = session.customer.customer_id;
    const [place] = (await api<ResponseOf<'pincodes'>>('GET', '/api/pincodes/Hyderabad')).pincodes;
    if (!place) throw new Error('No pincodes for Hyderabad');
    const address = await api<ResponseOf<'addAddress'>>(
      'POST',
      '/api/addaddress',
      {
        address_type: 'Home',
        address_no: 'Flat 1',
        locality: place.locality,
        city: place.city,
        state: place.state,
        pincode: place.pincode,
      },
      token,
    );
    const [variant] = (await api<ResponseOf<'modelVariants'>>('GET', '/api/variant/apple-iphone-13'))
      .variants;
    const answers = {
      callingerr: 'yes',
      toucherr: 'yes',
      screenspoterror: '',
      screenlineerror: '',
      screenphysicalcondition: '',
      bodyscratches: '',
      bodydent: '',
      panelerror: '',
      benderror: '',
      functionalerror: [],
      accessories: [],
      warranty: '',
      variant: variant?.id,
      ic_slug: 'apple-iphone-13',
    };
    const booked = await api<ResponseOf<'generateSellNowOrder'>>(
      'POST',
      '/api/generatesellnoworder',
      {
        ic_slug: 'apple-iphone-13',
        variant: variant?.id,
        device_info: JSON.stringify(answers),
        customer_id: customerId,
        address_id: address.address.id,
        pickup_date: pickupDates()[1]?.value,
        pickup_time: '10:00 AM - 12:00 PM',
      },
      token,
    );
    const ref = booked.RefNo;

    // Killed between the change and the send: nothing has gone out yet.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(messagesTo(mobile, ref)).toHaveLength(0);
    await stopServer('SIGKILL');

    // Started again: the worker finds the message in the table and sends it, once.
    await startServer(0);
    await waitFor(() => messagesTo(mobile, ref).length > 0, 20_000);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const booking = messagesTo(mobile, ref);
    expect(booking).toHaveLength(1);
    expect(booking[0]?.text).toContain(`Order ${ref}`);
    expect(booking[0]?.key).toMatch(/^phonix-outbox-\d+$/);

    // A change in this life is told once too; then another crash and a clean restart send nothing again.
    await api('GET', `/api/cancelorderbycustomer/${ref}`, undefined, token);
    await waitFor(() => messagesTo(mobile, 'is cancelled').length > 0, 10_000);
    await stopServer('SIGKILL');
    await startServer(0);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await stopServer('SIGTERM');
    expect(messagesTo(mobile, ref).map((entry) => entry.text.slice(0, 40))).toEqual([
      `Phonix: pickup of iPhone 13 (128GB) booked for`.slice(0, 40),
      `Phonix: order ${ref} for your iPhone 13 i`.slice(0, 40),
    ]);
    expect(new Set(messagesTo(mobile, ref).map((entry) => entry.key)).size).toBe(2);
  }, 400_000);
});
