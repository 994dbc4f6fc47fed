import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { indiaDay } from '@phonix/shared/india-time';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handovers, orders } from '../src/db/schema.ts';
import { insertTestOrders } from './support/handover-fixtures.ts';
import {
  type ServerProcess,
  serverDatabase,
  startServerProcess,
  stopServerProcess,
} from './support/server-process.ts';

/**
 * Killing the server during its jobs loses nothing and sends nothing twice (issue 23, docs/decisions/190).
 * The real server runs as a child process with the HTTP SMS and payout drivers pointed at local fake
 * providers. Twelve orders are due for their evening pickup reminder, and one paid order's payout waits for
 * its final status at the provider, which holds the status request unanswered. The server is killed with
 * SIGKILL while that request hangs (the reconciliation job is running) and again at once after the next
 * start (whatever job is running then); a last process then runs until every reminder is out and the payout
 * is reconciled. Every reminder reaches the SMS provider under one idempotency key (a repeat, if any, with
 * the same key, as the outbox promises), and the reversal is applied once: one flag, one SMS to the seller.
 */
const REMINDERS = 12;

interface Delivery {
  to: string;
  text: string;
  key: string | undefined;
}
const delivered: Delivery[] = [];
const smsProvider = http.createServer((request, response) => {
  let body = '';
  request.on('data', (chunk) => {
    body += chunk;
  });
  request.on('end', () => {
    const { to, text } = JSON.parse(body) as { to: string; text: string };
    const key = request.headers['idempotency-key'];
    delivered.push({ to: to.replace(/^\+91/, ''), text, key: typeof key === 'string' ? key : undefined });
    response.writeHead(202, { 'content-type': 'application/json' }).end('{"queued":true}');
  });
});

/** While true, the payout provider keeps status requests waiting without an answer. */
let holdStatus = true;
const statusRequests: string[] = [];
const heldResponses: http.ServerResponse[] = [];
const payoutProvider = http.createServer((request, response) => {
  statusRequests.push(request.url ?? '');
  if (holdStatus) {
    heldResponses.push(response);
    return;
  }
  response.writeHead(200, { 'content-type': 'application/json' }).end(
    JSON.stringify({
      id: 'pout_kill_0001',
      entity: 'payout',
      status: 'reversed',
      utr: 'UTRKILL0001',
      reference_id: 'x',
    }),
  );
});

let smsUrl = '';
let payoutUrl = '';
let database: Awaited<ReturnType<typeof serverDatabase>>;
let server: ServerProcess | undefined;
let payoutSeller = '';
let payoutOrderId = 0;
const reminderMobiles: string[] = [];

const start = () =>
  startServerProcess({
    ...database.env,
    SMS_DRIVER: 'http',
    SMS_HTTP_URL: smsUrl,
    PAYOUT_DRIVER: 'http',
    PAYOUT_HTTP_URL: payoutUrl,
    PAYOUT_KEY_ID: 'rzp_test_kill',
    PAYOUT_KEY_SECRET: 'kill-secret',
    PAYOUT_ACCOUNT_NUMBER: '7878780080316316',
    PAYOUT_TIMEOUT_MS: '60000',
    PAYOUT_POLL_INTERVAL_MINUTES: '1',
    PAYOUT_POLL_AFTER_MINUTES: '1',
    OUTBOX_POLL_MS: '100',
    OUTBOX_LEASE_MS: '3000',
    JOBS_POLL_SECONDS: '0.5',
    JOBS_CRON_CHECK_SECONDS: '1',
    JOBS_MAINTENANCE_SECONDS: '1',
    // A run lost with its process is tried again 5 s after it started.
    JOBS_EXPIRE_SECONDS: '5',
  });

async function waitFor(check: () => boolean | Promise<boolean>, ms: number): Promise<boolean> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

/** A slot three hours from now in India time, as orders store it: its evening reminder is due now. */
function slotInThreeHours(): { pickupDate: string; pickupTime: string } {
  const at = new Date(Date.now() + 3 * 3_600_000);
  const hour = Number(
    new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kolkata', hour: '2-digit', hourCycle: 'h23' }).format(
      at,
    ),
  );
  const clock = (h: number) =>
    `${String(h % 12 === 0 ? 12 : h % 12).padStart(2, '0')}:00 ${h < 12 ? 'AM' : 'PM'}`;
  return { pickupDate: indiaDay(at), pickupTime: `${clock(hour)} - ${clock((hour + 2) % 24)}` };
}

beforeAll(async () => {
  await new Promise<void>((resolve) => smsProvider.listen(0, '127.0.0.1', resolve));
  await new Promise<void>((resolve) => payoutProvider.listen(0, '127.0.0.1', resolve));
  smsUrl = `http://127.0.0.1:${(smsProvider.address() as AddressInfo).port}/v1/sms`;
  payoutUrl = `http://127.0.0.1:${(payoutProvider.address() as AddressInfo).port}/v1/payouts`;
  database = await serverDatabase('phonix-jobs-kill-');
  const db = await database.open();
  // Twelve sellers, each with an order whose slot starts in three hours, booked three days ago.
  const slot = slotInThreeHours();
  const ids: number[] = [];
  for (let index = 0; index < REMINDERS; index += 1) {
    const [order] = await insertTestOrders(db.db, 1);
    if (!order) throw new Error('no order');
    ids.push(order.id);
    reminderMobiles.push(order.mobile);
  }
  await db.db
    .update(orders)
    .set({ ...slot, status: 'accepted', createdAt: new Date(Date.now() - 3 * 86_400_000) })
    .where(inArray(orders.id, ids));
  // A completed order whose payout was released an hour ago and has no final status yet.
  const [paid] = await insertTestOrders(db.db, 1);
  if (!paid) throw new Error('no order');
  payoutSeller = paid.mobile;
  payoutOrderId = paid.id;
  await db.db.update(orders).set({ status: 'completed', finalValue: 12_500 }).where(eq(orders.id, paid.id));
  await db.db.insert(handovers).values({
    orderId: paid.id,
    finalAmount: 12_500,
    payoutMethod: 'upi',
    payoutKey: 'phonix-payout-kill-0001',
    payoutProviderId: 'pout_kill_0001',
    payoutStatus: 'processing',
    payoutStatusAt: new Date(Date.now() - 3_600_000),
    payoutReleasedAt: new Date(Date.now() - 3_600_000),
    payoutTest: false,
  });
  await db.close();
}, 180_000);

afterAll(async () => {
  await stopServerProcess(server, 'SIGKILL');
  for (const response of heldResponses) response.destroy();
  for (const provider of [smsProvider, payoutProvider]) {
    provider.closeAllConnections();
    await new Promise<void>((resolve) => provider.close(() => resolve()));
  }
  await database.remove();
});

describe('kill -9 during the reminder and reconciliation jobs', () => {
  it('loses no reminder and no payout status, and sends each once', async () => {
    // First life: killed while the reconciliation job waits for the provider's answer.
    server = await start();
    expect(await waitFor(() => statusRequests.length >= 1, 60_000)).toBe(true);
    expect((await stopServerProcess(server, 'SIGKILL'))?.signal).toBe('SIGKILL');
    server = undefined;

    // Second life: killed at once, in whatever job or send it is in.
    server = await start();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await stopServerProcess(server, 'SIGKILL'))?.signal).toBe('SIGKILL');
    server = undefined;

    // Last life: the provider answers now; the lost runs are retried after their expiry.
    holdStatus = false;
    for (const response of heldResponses.splice(0)) response.destroy();
    server = await start();
    const reminded = () => reminderMobiles.every((mobile) => delivered.some((entry) => entry.to === mobile));
    const told = () => delivered.some((entry) => entry.to === payoutSeller);
    expect(await waitFor(() => reminded() && told(), 150_000)).toBe(true);
    // Time for anything that were to go out twice: several polls, a lease and an expiry.
    await new Promise((resolve) => setTimeout(resolve, 8_000));
    const exit = await stopServerProcess(server, 'SIGTERM');
    server = undefined;
    expect(exit).toEqual({ code: 0, signal: null });

    // Each reminder under one key (a repeat only with its key); each seller reminded once.
    for (const mobile of reminderMobiles) {
      const mine = delivered.filter((entry) => entry.to === mobile);
      expect(mine.length).toBeGreaterThanOrEqual(1);
      expect(new Set(mine.map((entry) => entry.key)).size).toBe(1);
      expect(mine[0]?.text).toContain('Phonix: reminder,');
    }
    // The reversal applied once: one SMS to the seller, the order flagged once, the UTR recorded.
    const toSeller = delivered.filter((entry) => entry.to === payoutSeller);
    expect(new Set(toSeller.map((entry) => entry.key)).size).toBe(1);
    expect(toSeller[0]?.text).toContain('12,500');
    const check = await database.open();
    try {
      const [handover] = await check.db.select().from(handovers).where(eq(handovers.orderId, payoutOrderId));
      expect(handover).toMatchObject({
        payoutStatus: 'reversed',
        payoutProblem: 'reversed',
        payoutUtr: 'UTRKILL0001',
      });
      const { rows } = await check.db.$client.query(
        "select count(*)::int as count from outbox_messages where template like 'pickup_reminder_%'",
      );
      expect(rows[0].count).toBe(REMINDERS);
      // No run of a job is left failed by the kills.
      const failed = await check.db.$client.query("select name from pgboss.job where state = 'failed'");
      expect(failed.rows).toEqual([]);
    } finally {
      await check.close();
    }
  }, 420_000);
});
