import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages } from '../src/db/schema.ts';
import { enqueue, message } from '../src/modules/outbox/outbox.ts';
import {
  type ServerProcess,
  serverDatabase,
  startServerProcess,
  stopServerProcess,
} from './support/server-process.ts';

/**
 * Sent once across a kill -9 in the middle of a batch (issue 23, docs/decisions/100): the real server runs as
 * a child process with the HTTP SMS driver pointed at a local fake provider, which answers every message at
 * once except one, which it holds. While that answer is pending the server is killed with SIGKILL; a new
 * process on the same database sends only that message again, with the same idempotency key. Before the
 * fix the whole batch was marked only when its slowest answer came, so every message went out twice.
 */
const onPostgres = process.env.TEST_DB === 'postgres';
const LEASE_MS = 3_000;

interface Delivery {
  to: string;
  text: string;
  key: string | undefined;
}
const received: Delivery[] = [];
/** The number whose request the provider holds without answering (the slow provider answer). */
let holdFor: string | undefined;
const held: http.ServerResponse[] = [];
const provider = http.createServer((request, response) => {
  let body = '';
  request.on('data', (chunk) => {
    body += chunk;
  });
  request.on('end', () => {
    const { to, text } = JSON.parse(body) as { to: string; text: string };
    const key = request.headers['idempotency-key'];
    const mobile = to.replace(/^\+91/, '');
    received.push({ to: mobile, text, key: typeof key === 'string' ? key : undefined });
    if (mobile === holdFor) {
      held.push(response);
      return;
    }
    response.writeHead(202, { 'content-type': 'application/json' }).end('{"queued":true}');
  });
});

let providerUrl = '';
let database: Awaited<ReturnType<typeof serverDatabase>>;
let server: ServerProcess | undefined;

const start = () =>
  startServerProcess({
    ...database.env,
    SMS_DRIVER: 'http',
    SMS_HTTP_URL: providerUrl,
    OUTBOX_POLL_MS: '100',
    OUTBOX_LEASE_MS: String(LEASE_MS),
  });

async function waitFor(check: () => boolean, ms: number): Promise<void> {
  const end = Date.now() + ms;
  while (!check() && Date.now() < end) await new Promise((resolve) => setTimeout(resolve, 25));
}

const facts = (ref: string) => ({
  ref,
  model: 'iPhone 13',
  variant: '128GB',
  value: 30_000,
  pickup_date: '2026-03-07',
  pickup_time: '10:00 AM - 12:00 PM',
  locality: 'Madhapur',
  city: 'Hyderabad',
  pincode: '500081',
});
// The kinds seen going out twice: partners told of a new order, sellers told their order was accepted.
const partners = ['9811100001', '9811100002'];
const sellers = ['9822200001', '9822200002', '9822200003'];
const slow = '9833300001';

beforeAll(async () => {
  await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
  providerUrl = `http://127.0.0.1:${(provider.address() as AddressInfo).port}/v1/sms`;
  database = await serverDatabase('phonix-outbox-crash-');
  const db = await database.open();
  // One batch's worth of messages, waiting in the table before the server starts.
  await enqueue(db.db, [
    ...partners.map((mobile, index) =>
      message('sms', mobile, 'order_open_partner', facts(`PX00000000${index + 1}`), {
        dedupeKey: `crash-partner-${index}`,
      }),
    ),
    ...sellers.map((mobile, index) =>
      message(
        'sms',
        mobile,
        'order_accepted_seller',
        {
          ...facts(`PX00000001${index + 1}`),
          partner_name: 'Hyderabad Mobiles',
          partner_mobile: '9800000000',
        },
        { dedupeKey: `crash-seller-${index}` },
      ),
    ),
    message('sms', slow, 'order_booked_seller', facts('PX0000000099'), { dedupeKey: 'crash-slow' }),
  ]);
  await db.close();
}, 120_000);

afterAll(async () => {
  await stopServerProcess(server, 'SIGKILL');
  for (const response of held) response.destroy();
  provider.closeAllConnections();
  await new Promise<void>((resolve) => provider.close(() => resolve()));
  await database.remove();
});

describe('a kill -9 while one provider answer in a batch is pending', () => {
  it('repeats only the message in flight, with its idempotency key; the delivered ones go out once', async () => {
    holdFor = slow;
    server = await start();
    const everyone = [...partners, ...sellers, slow];
    // All six reached the provider; five were answered, the slow one is still waiting for its answer.
    await waitFor(() => everyone.every((mobile) => received.some((entry) => entry.to === mobile)), 30_000);
    expect(new Set(received.map((entry) => entry.to))).toEqual(new Set(everyone));
    expect(held).toHaveLength(1);
    // Time for the answered ones to be marked (a few milliseconds each; a mark not written yet would make
    // its message "in flight" too, and the check below would say so).
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    if (onPostgres) {
      // PostgreSQL can be read while the server runs: the five are sent, the slow one is still 'sending'.
      const check = await database.open();
      const rows = await check.db.select().from(outboxMessages);
      await check.close();
      const statusOf = (mobile: string) => rows.find((row) => row.recipient === mobile)?.status;
      expect(everyone.map(statusOf)).toEqual([...Array(5).fill('sent'), 'sending']);
    }
    const killed = await stopServerProcess(server, 'SIGKILL');
    expect(killed?.signal).toBe('SIGKILL');
    server = undefined;
    const firstLife = received.length;

    // A new process on the same database: the provider now answers everyone at once.
    holdFor = undefined;
    const restartedAt = Date.now();
    server = await start();
    await waitFor(() => received.filter((entry) => entry.to === slow).length === 2, LEASE_MS + 30_000);
    // Longer than the lease and several polls: anything else that were to go out again would by now.
    await new Promise((resolve) =>
      setTimeout(resolve, Math.max(0, restartedAt + LEASE_MS - Date.now()) + 1_500),
    );
    const exit = await stopServerProcess(server, 'SIGTERM');
    server = undefined;
    expect(exit).toEqual({ code: 0, signal: null });

    const secondLife = received.slice(firstLife);
    expect(secondLife.map((entry) => entry.to)).toEqual([slow]);
    const slowTries = received.filter((entry) => entry.to === slow);
    expect(slowTries).toHaveLength(2);
    expect(slowTries[0]?.key).toMatch(/^phonix-outbox-\d+$/);
    expect(slowTries[1]?.key).toBe(slowTries[0]?.key);
    expect(slowTries[1]?.text).toBe(slowTries[0]?.text);
    for (const mobile of [...partners, ...sellers]) {
      expect(received.filter((entry) => entry.to === mobile)).toHaveLength(1);
    }
    const keys = received.map((entry) => entry.key);
    expect(new Set(keys).size).toBe(everyone.length);

    // The table agrees: every message sent; the one in flight took a second try.
    const check = await database.open();
    const rows = await check.db.select().from(outboxMessages);
    await check.close();
    const ours = rows.filter((row) => everyone.includes(row.recipient));
    expect(ours.map((row) => row.status)).toEqual(Array(6).fill('sent'));
    expect(ours.find((row) => row.recipient === slow)?.attempts).toBe(2);
    expect(ours.filter((row) => row.recipient !== slow).every((row) => row.attempts === 1)).toBe(true);
    expect(slowTries[0]?.key).toBe(`phonix-outbox-${ours.find((row) => row.recipient === slow)?.id}`);
  }, 400_000);
});
