import crypto from 'node:crypto';
import { addDays, indiaDay } from '@phonix/shared/india-time';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handovers, orders } from '../src/db/schema.ts';
import { PAYOUT_WEBHOOK_PATH } from '../src/modules/payouts/webhook-routes.ts';
import { sellerReadyToBook } from './support/booking.ts';
import { completeThroughHandover, handoverUntilOtp } from './support/handover.ts';
import { createPartner, type TestPartner } from './support/partners.ts';
import { RecordingSms } from './support/recording-sms.ts';
import { type StaffSession, signInNewAdmin, signInNewOperations } from './support/staff.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

/**
 * The console's list of every payout (issue 31): each released payout with its state (paid, cheque handed
 * over, reversed...), how many are in each, filtered by state and by the India days of the release; for all
 * staff. Payouts are made through real handovers (the log driver answers processed) and a signed webhook.
 */
const WEBHOOK_SECRET = 'whsec-test-payout-list-0123456789';
const sms = new RecordingSms();
let context: TestApp;
let seller: Awaited<ReturnType<typeof sellerReadyToBook>>;
let shop: TestPartner;
let operations: StaffSession;

type Auth = { auth: Record<string, string> } | null;
const call = async (who: Auth, method: 'GET' | 'POST', url: string, payload?: object) => {
  const response = await context.app.inject({
    method,
    url,
    ...(method === 'POST' ? { payload: payload ?? {} } : {}),
    headers: who ? who.auth : {},
  });
  return { status: response.statusCode, body: response.json() };
};

let bookings = 0;
async function atDoor(): Promise<string> {
  bookings += 1;
  const booked = await seller.book(`payout-list-${bookings}-${Date.now()}`);
  expect(booked.statusCode).toBe(200);
  const ref = booked.json().RefNo as string;
  expect((await call(shop, 'POST', `/api/partner/orders/${ref}/accept`)).status).toBe(200);
  expect((await call(shop, 'POST', `/api/partner/orders/${ref}/outforpickup`)).status).toBe(200);
  return ref;
}

async function reversed(ref: string) {
  const [order] = await context.db.select().from(orders).where(eq(orders.refNo, ref));
  const [row] = await context.db
    .select()
    .from(handovers)
    .where(eq(handovers.orderId, order?.id ?? 0));
  const raw = JSON.stringify({
    entity: 'event',
    account_id: 'acc_test',
    event: 'payout.reversed',
    contains: ['payout'],
    payload: {
      payout: {
        entity: {
          id: row?.payoutProviderId,
          entity: 'payout',
          amount: 100,
          currency: 'INR',
          status: 'reversed',
          utr: null,
          mode: 'UPI',
        },
      },
    },
    created_at: Math.floor(Date.now() / 1000),
  });
  const answer = await context.app.inject({
    method: 'POST',
    url: PAYOUT_WEBHOOK_PATH,
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': crypto.createHmac('sha256', WEBHOOK_SECRET).update(raw).digest('hex'),
      'x-razorpay-event-id': crypto.randomUUID(),
    },
    payload: raw,
  });
  expect(answer.statusCode, answer.body).toBe(200);
}

beforeAll(async () => {
  context = await createTestApp({
    auth: { sms, otp: { resendCooldownSeconds: 0 } },
    logger: { level: 'error' },
    payoutTracking: { webhookSecret: WEBHOOK_SECRET },
  });
  seller = await sellerReadyToBook(context.app, sms, '10.31.4.1');
  const [{ pincode }] = (await call(null, 'GET', '/api/pincodes/Hyderabad')).body.pincodes;
  shop = await createPartner(context, sms, { pincodes: [pincode], shopName: 'Payout Mobiles' });
  const admin = await signInNewAdmin(context.app, context.db, '10.31.4.2');
  operations = await signInNewOperations(context.app, admin, '10.31.4.3');
});
afterAll(async () => {
  await context?.close();
});

describe('every payout with its state', () => {
  it('lists paid, cheque and reversed payouts, counts each state, and filters by state and day', async () => {
    const paid = await atDoor();
    expect((await completeThroughHandover(context.app, sms, shop, seller, paid)).status).toBe(200);
    const back = await atDoor();
    expect((await completeThroughHandover(context.app, sms, shop, seller, back)).status).toBe(200);
    await reversed(back);
    const cheque = await atDoor();
    const ready = await handoverUntilOtp(context.app, sms, shop, seller, cheque, undefined, {
      payout: { method: 'cheque', payee_name: 'Ravi Kumar' },
    });
    expect(ready.status, JSON.stringify(ready.body)).toBe(200);
    const done = await call(shop, 'POST', `/api/partner/orders/${cheque}/handover/complete`, {
      otp: ready.otp,
      cheque_number: '004512',
    });
    expect(done.status, JSON.stringify(done.body)).toBe(200);

    const all = await call(operations, 'GET', '/api/staff/payouts');
    expect(all.status).toBe(200);
    const byRef = new Map(
      all.body.payouts.map((payout: { ref: string; state: string }) => [payout.ref, payout]),
    );
    expect(byRef.get(paid)).toMatchObject({ state: 'paid', method: 'upi' });
    expect(byRef.get(back)).toMatchObject({ state: 'reversed', payout_problem: 'reversed' });
    expect(byRef.get(cheque)).toMatchObject({
      state: 'cheque',
      method: 'cheque',
      reference: 'Cheque no. 004512',
    });
    // Newest release first; the counts cover every state.
    expect(all.body.payouts.map((payout: { ref: string }) => payout.ref)).toEqual([cheque, back, paid]);
    expect(all.body.counts).toEqual({
      sending: 0,
      paid: 1,
      cheque: 1,
      stuck: 0,
      failed: 0,
      reversed: 1,
      marked_failed: 0,
    });
    expect(all.body.total).toBe(3);

    const onlyCheques = await call(operations, 'GET', '/api/staff/payouts?state=cheque');
    expect(onlyCheques.body.payouts.map((payout: { ref: string }) => payout.ref)).toEqual([cheque]);
    expect(onlyCheques.body.total).toBe(1);

    const today = indiaDay(new Date());
    const todays = await call(operations, 'GET', `/api/staff/payouts?from=${today}&to=${today}`);
    expect(todays.body.total).toBe(3);
    const yesterday = addDays(today, -1);
    const before = await call(operations, 'GET', `/api/staff/payouts?to=${yesterday}`);
    expect(before.body).toMatchObject({ payouts: [], total: 0 });

    expect((await call(operations, 'GET', '/api/staff/payouts?state=lost')).status).toBe(400);
    expect((await call(operations, 'GET', '/api/staff/payouts?from=2026-02-30')).status).toBe(400);
    expect((await call(shop, 'GET', '/api/staff/payouts')).status).toBe(401);
  });
});
