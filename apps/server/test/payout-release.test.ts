import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { HANDOVER_LIMITS } from '@phonix/shared/handover';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { handovers, orders, purchaseReceipts } from '../src/db/schema.ts';
import { ListImeiChecker, SAMPLE_RESTRICTED_IMEIS_FILE } from '../src/modules/handover/imei-checker.ts';
import { HttpPayoutDriver } from '../src/modules/payouts/payout-driver.ts';
import { sellerReadyToBook } from './support/booking.ts';
import { handoverUntilOtp } from './support/handover.ts';
import { createPartner, type TestPartner } from './support/partners.ts';
import { RecordingSms } from './support/recording-sms.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

/**
 * Money at the door under parallel calls (issue 21): the seller's payout code is used up in one conditional
 * update and one request at a time takes the payout to the provider, so however many confirmations arrive
 * at once, the provider hears one create-payout call; the code's wrong-try limit holds however many guesses
 * arrive at once, and the confirm calls are rate-limited. The payout goes through the real HTTP driver to a
 * local fake RazorpayX-style provider that counts what it receives.
 */
const sms = new RecordingSms();
let context: TestApp;
let seller: Awaited<ReturnType<typeof sellerReadyToBook>>;
let shop: TestPartner;

/** The fake provider: answers slowly, so parallel requests overlap while the payout is on its way. */
const created: { key: string; amount: unknown }[] = [];
const payouts = new Map<string, Record<string, unknown>>();
let failNext = 0;
const provider = http.createServer((request, response) => {
  let raw = '';
  request.on('data', (chunk) => {
    raw += chunk;
  });
  request.on('end', () => {
    const body = JSON.parse(raw) as Record<string, unknown>;
    const key = String(request.headers['x-payout-idempotency']);
    created.push({ key, amount: body.amount });
    const send = (status: number, payload: unknown) =>
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(payload));
    if (failNext > 0) {
      failNext -= 1;
      return send(500, { error: { code: 'SERVER_ERROR', description: 'We are facing some trouble' } });
    }
    let payout = payouts.get(key);
    if (!payout) {
      payout = {
        id: `pout_${crypto.randomBytes(7).toString('hex')}`,
        entity: 'payout',
        amount: body.amount,
        status: 'processing',
        utr: null,
        mode: body.mode,
      };
      payouts.set(key, payout);
    }
    setTimeout(() => send(200, payout), 300);
  });
});

type Auth = { auth: Record<string, string> };
const post = async (who: Auth, url: string, payload: object = {}) => {
  const response = await context.app.inject({ method: 'POST', url, headers: who.auth, payload });
  return { status: response.statusCode, body: response.json() };
};
const confirm = (ref: string, otp: string) => post(seller, `/api/handover/${ref}/confirm`, { otp });
const complete = (ref: string, otp: string) =>
  post(shop, `/api/partner/orders/${ref}/handover/complete`, { otp });

let bookings = 0;
/** A new order at the door with every handover step done and the payout code texted to the seller. */
async function codeSent(): Promise<{ ref: string; otp: string; orderId: number }> {
  bookings += 1;
  const booked = await seller.book(`payout-release-${bookings}-${Date.now()}`);
  expect(booked.statusCode).toBe(200);
  const ref = booked.json().RefNo as string;
  expect((await post(shop, `/api/partner/orders/${ref}/accept`)).status).toBe(200);
  expect((await post(shop, `/api/partner/orders/${ref}/outforpickup`)).status).toBe(200);
  const ready = await handoverUntilOtp(context.app, sms, shop, seller, ref);
  expect([ready.step, ready.status], JSON.stringify(ready.body)).toEqual(['send-otp', 200]);
  const [order] = await context.db.select().from(orders).where(eq(orders.refNo, ref));
  return { ref, otp: ready.otp as string, orderId: order?.id as number };
}

async function handoverOf(orderId: number) {
  const [row] = await context.db.select().from(handovers).where(eq(handovers.orderId, orderId));
  if (!row) throw new Error(`no handover for order ${orderId}`);
  return row;
}

beforeAll(async () => {
  await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(provider.address() as AddressInfo).port}/v1/payouts`;
  context = await createTestApp({
    auth: { sms, otp: { resendCooldownSeconds: 0 } },
    handover: {
      imeiChecker: new ListImeiChecker(SAMPLE_RESTRICTED_IMEIS_FILE),
      payouts: new HttpPayoutDriver({
        url,
        keyId: 'rzp_test_key',
        keySecret: 'secret',
        accountNumber: '7878780080316316',
        timeoutMs: 5000,
        log: pino({ enabled: false }),
      }),
    },
  });
  seller = await sellerReadyToBook(context.app, sms, '10.42.0.1');
  const [place] = (await context.app.inject({ method: 'GET', url: '/api/pincodes/Hyderabad' })).json()
    .pincodes;
  shop = await createPartner(context, sms, { pincodes: [place.pincode], shopName: 'Abids Mobiles' });
});
afterAll(async () => {
  await context.close();
  await new Promise<void>((resolve) => provider.close(() => resolve()));
});
beforeEach(() => {
  created.length = 0;
  failNext = 0;
});

describe('one release per handover', () => {
  it('sends one create-payout call for the seller confirming twice and the partner completing twice at once', async () => {
    const { ref, otp, orderId } = await codeSent();
    const answers = await Promise.all([
      confirm(ref, otp),
      complete(ref, otp),
      confirm(ref, otp),
      complete(ref, otp),
    ]);
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses, JSON.stringify(answers.map((answer) => answer.body))).toEqual([200, 409, 409, 409]);
    for (const loser of answers.filter((answer) => answer.status !== 200))
      expect(['PAYOUT_IN_PROGRESS', 'PAYOUT_STARTED', 'HANDOVER_ALREADY_COMPLETED']).toContain(
        loser.body.code,
      );
    expect(created).toHaveLength(1);
    const row = await handoverOf(orderId);
    expect(row.payoutProviderId).toBe(payouts.get(created[0]?.key as string)?.id);
    expect(row.completedAt).not.toBeNull();
    const receipts = await context.db
      .select()
      .from(purchaseReceipts)
      .where(eq(purchaseReceipts.orderId, orderId));
    expect(receipts).toHaveLength(1);
  });

  it('lets a repeat after a provider fault take the release again, under the same idempotency key', async () => {
    const { ref, otp, orderId } = await codeSent();
    failNext = 1;
    const fault = await confirm(ref, otp);
    expect([fault.status, fault.body.code]).toEqual([503, 'PAYOUT_UNAVAILABLE']);
    expect((await handoverOf(orderId)).payoutReleaseStartedAt).toBeNull();
    // The code was used; the repeat needs none, and two repeats at once still reach the provider once.
    const repeats = await Promise.all([complete(ref, '0000'), complete(ref, '0000')]);
    expect(repeats.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(created).toHaveLength(2);
    expect(created[0]?.key).toBe(created[1]?.key);
  });
});

describe('the payout code under parallel guesses', () => {
  it('checks at most the limit of 30 wrong codes sent at once, and rate-limits the confirm calls', async () => {
    const { ref, otp, orderId } = await codeSent();
    const wrong = otp === '0000' ? '1111' : '0000';
    // Over real HTTP, as a crowd of requests arrives (in-process injections all share one tick, in which
    // @fastify/rate-limit's memory store counts every one of them before it compares any).
    const address = await context.app.listen({ port: 0, host: '127.0.0.1' });
    const answers = await Promise.all(
      Array.from({ length: 30 }, async () => {
        const response = await fetch(`${address}/api/handover/${ref}/confirm`, {
          method: 'POST',
          headers: { ...seller.auth, 'content-type': 'application/json' },
          body: JSON.stringify({ otp: wrong }),
        });
        // biome-ignore lint/suspicious/noExplicitAny: the JSON bodies of the answers
        return { status: response.status, body: (await response.json()) as any };
      }),
    );
    const codes = answers.map((answer) => `${answer.status} ${answer.body.code}`);
    const count = (code: string) => codes.filter((entry) => entry === code).length;
    // 20 calls per address and order pass the rate limit; of those, the code's 5 tries are checked.
    expect(count('429 RATE_LIMITED')).toBe(10);
    expect(count('400 OTP_INVALID')).toBe(4);
    expect(count('400 OTP_LOCKED')).toBe(16);
    const row = await handoverOf(orderId);
    expect([row.payoutOtpAttempts, row.payoutOtpFailures]).toEqual([5, 5]);
    // The right code is locked out too, and nothing was paid.
    const right = await complete(ref, otp);
    expect([right.status, right.body.code]).toEqual([400, 'OTP_LOCKED']);
    expect(created).toHaveLength(0);
  });

  it('holds the handover-wide wrong-try cap under parallel guesses across codes', async () => {
    const { ref, otp, orderId } = await codeSent();
    // Nine wrong tries so far: one more is allowed over the whole handover, however many arrive at once.
    await context.db
      .update(handovers)
      .set({ payoutOtpFailures: HANDOVER_LIMITS.payoutOtpFailures - 1 })
      .where(eq(handovers.orderId, orderId));
    const guesses = ['0001', '0002', '0003', '0004', '0005', '0006', '0007'].filter((guess) => guess !== otp);
    const answers = await Promise.all(guesses.slice(0, 6).map((guess) => complete(ref, guess)));
    expect(answers.map((answer) => [answer.status, answer.body.code])).toEqual(
      Array(6).fill([429, 'PAYOUT_OTP_LIMIT']),
    );
    const row = await handoverOf(orderId);
    expect([row.payoutOtpFailures, row.payoutOtpAttempts]).toEqual([HANDOVER_LIMITS.payoutOtpFailures, 1]);
  });
});
