import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { indiaDay } from '@phonix/shared/india-time';
import { PAYOUT_RECONCILIATION_HEADER, PAYOUT_STUCK_AFTER_MINUTES } from '@phonix/shared/payouts-api';
import { and, eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, handovers, orders, outboxMessages, payoutWebhookEvents } from '../src/db/schema.ts';
import { ListImeiChecker, SAMPLE_RESTRICTED_IMEIS_FILE } from '../src/modules/handover/imei-checker.ts';
import { HttpPayoutDriver } from '../src/modules/payouts/payout-driver.ts';
import { PAYOUT_WEBHOOK_PATH } from '../src/modules/payouts/webhook-routes.ts';
import { sellerReadyToBook } from './support/booking.ts';
import { handoverUntilOtp } from './support/handover.ts';
import { createPartner, type TestPartner } from './support/partners.ts';
import { RecordingSms } from './support/recording-sms.ts';
import { signInNewAdmin, signInNewOperations } from './support/staff.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

/**
 * Payouts that reconcile (issue 23, docs/decisions/110): RazorpayX-shaped payout webhooks signed with
 * X-Razorpay-Signature, each event applied once, final states kept whatever arrives late, a reversal after
 * completion flagged for the staff with an SMS to the seller, and a payout whose create got no answer found
 * by the scheduled status check (a GET at the fake provider, never a second create).
 */
const WEBHOOK_SECRET = 'whsec-test-0123456789abcdef';
const sms = new RecordingSms();
let context: TestApp;
let seller: Awaited<ReturnType<typeof sellerReadyToBook>>;
let shop: TestPartner;

/** The fake provider: creates payouts (status processing), answers GET by id and GET by reference. */
const created: { key: string; ref: string; body: Record<string, unknown> }[] = [];
const statusChecks: string[] = [];
const payouts = new Map<string, Record<string, unknown>>();
let slowCreates = 0;
const send = (response: http.ServerResponse, status: number, payload: unknown) =>
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(payload));
const provider = http.createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://provider');
  if (request.method === 'GET') {
    statusChecks.push(`${url.pathname}${url.search}`);
    const id = url.pathname.match(/^\/v1\/payouts\/(.+)$/)?.[1];
    if (id) {
      const found = [...payouts.values()].find((payout) => payout.id === id);
      return found
        ? send(response, 200, found)
        : send(response, 404, { error: { code: 'BAD_REQUEST_ERROR' } });
    }
    const items = [...payouts.values()].filter(
      (payout) => payout.reference_id === url.searchParams.get('reference_id'),
    );
    return send(response, 200, { entity: 'collection', count: items.length, items });
  }
  let raw = '';
  request.on('data', (chunk) => {
    raw += chunk;
  });
  request.on('end', () => {
    const body = JSON.parse(raw) as Record<string, unknown>;
    const key = String(request.headers['x-payout-idempotency']);
    created.push({ key, ref: String(body.reference_id), body });
    let payout = payouts.get(key);
    if (!payout) {
      payout = {
        id: `pout_${crypto.randomBytes(7).toString('hex')}`,
        entity: 'payout',
        amount: body.amount,
        status: 'processing',
        utr: null,
        reference_id: body.reference_id,
        notes: body.notes,
        mode: body.mode,
        // A composite payout makes the fund account; a repeat names the one the provider has.
        fund_account_id: body.fund_account_id ?? `fa_${crypto.randomBytes(7).toString('hex')}`,
      };
      payouts.set(key, payout);
    }
    if (slowCreates > 0) {
      // The payout is made, but the answer comes after the driver gave up.
      slowCreates -= 1;
      payout.status = 'processed';
      payout.utr = 'UTR000111222333';
      setTimeout(() => send(response, 200, payout), 1_500);
      return;
    }
    send(response, 200, payout);
  });
});

type Auth = { auth: Record<string, string> };
const post = async (who: Auth, url: string, payload: object = {}) => {
  const response = await context.app.inject({ method: 'POST', url, headers: who.auth, payload });
  return { status: response.statusCode, body: response.json() };
};
const complete = (ref: string, otp: string) =>
  post(shop, `/api/partner/orders/${ref}/handover/complete`, { otp });

let bookings = 0;
async function codeSent(): Promise<{ ref: string; otp: string; orderId: number }> {
  bookings += 1;
  const booked = await seller.book(`payout-webhooks-${bookings}-${Date.now()}`);
  expect(booked.statusCode).toBe(200);
  const ref = booked.json().RefNo as string;
  expect((await post(shop, `/api/partner/orders/${ref}/accept`)).status).toBe(200);
  expect((await post(shop, `/api/partner/orders/${ref}/outforpickup`)).status).toBe(200);
  const ready = await handoverUntilOtp(context.app, sms, shop, seller, ref);
  expect([ready.step, ready.status], JSON.stringify(ready.body)).toEqual(['send-otp', 200]);
  const [order] = await context.db.select().from(orders).where(eq(orders.refNo, ref));
  return { ref, otp: ready.otp as string, orderId: order?.id as number };
}

/** An order completed at the door, its payout at the provider in `processing`. */
async function completedOrder() {
  const sent = await codeSent();
  const answer = await complete(sent.ref, sent.otp);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const row = await handoverOf(sent.orderId);
  expect(row.payoutStatus).toBe('processing');
  return { ...sent, payoutId: row.payoutProviderId as string };
}

async function handoverOf(orderId: number) {
  const [row] = await context.db.select().from(handovers).where(eq(handovers.orderId, orderId));
  if (!row) throw new Error(`no handover for order ${orderId}`);
  return row;
}

/** A RazorpayX-shaped event about a payout. */
function event(name: string, payout: { id: string; status?: string; utr?: string | null }) {
  return {
    entity: 'event',
    account_id: 'acc_test',
    event: name,
    contains: ['payout'],
    payload: {
      payout: {
        entity: {
          id: payout.id,
          entity: 'payout',
          amount: 100,
          currency: 'INR',
          status: payout.status ?? name.replace('payout.', ''),
          utr: payout.utr ?? null,
          mode: 'UPI',
        },
      },
    },
    created_at: Math.floor(Date.now() / 1000),
  };
}

const sign = (raw: string, secret = WEBHOOK_SECRET) =>
  crypto.createHmac('sha256', secret).update(raw).digest('hex');

async function webhook(
  body: object | string,
  { eventId = crypto.randomUUID(), signature }: { eventId?: string | null; signature?: string | null } = {},
) {
  const raw = typeof body === 'string' ? body : JSON.stringify(body);
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  const signed = signature === undefined ? sign(raw) : signature;
  if (signed !== null) headers['x-razorpay-signature'] = signed;
  if (eventId !== null) headers['x-razorpay-event-id'] = eventId;
  const response = await context.app.inject({
    method: 'POST',
    url: PAYOUT_WEBHOOK_PATH,
    headers,
    payload: raw,
  });
  return { status: response.statusCode, body: response.json(), eventId };
}

const problemMessages = (orderId: number) =>
  context.db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.orderId, orderId), eq(outboxMessages.template, 'payout_problem_seller')));

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
        timeoutMs: 1_000,
        log: pino({ enabled: false }),
      }),
    },
    // The check runs only when a test asks; any payout without a final answer is due at once.
    payoutTracking: { webhookSecret: WEBHOOK_SECRET, pollAfterMs: 0 },
  });
  seller = await sellerReadyToBook(context.app, sms, '10.43.0.1');
  const [place] = (await context.app.inject({ method: 'GET', url: '/api/pincodes/Hyderabad' })).json()
    .pincodes;
  shop = await createPartner(context, sms, { pincodes: [place.pincode], shopName: 'Koti Mobiles' });
});
afterAll(async () => {
  await context.close();
  await new Promise<void>((resolve) => provider.close(() => resolve()));
});
beforeEach(() => {
  created.length = 0;
  statusChecks.length = 0;
  slowCreates = 0;
});

describe('payout webhooks', () => {
  it('applies a correctly signed event and keeps the UTR, which the seller sees', async () => {
    const { ref, orderId, payoutId } = await completedOrder();
    const sellerView = async () =>
      (await context.app.inject({ method: 'GET', url: `/api/handover/${ref}`, headers: seller.auth })).json()
        .handover.paid;
    expect(await sellerView()).toMatchObject({ status: 'processing', utr: null, reference: payoutId });
    const answer = await webhook(event('payout.processed', { id: payoutId, utr: 'UTR123456789012' }));
    expect([answer.status, answer.body.outcome]).toEqual([200, 'applied']);
    const row = await handoverOf(orderId);
    expect([row.payoutStatus, row.payoutUtr]).toEqual(['processed', 'UTR123456789012']);
    expect(await sellerView()).toMatchObject({ status: 'processed', utr: 'UTR123456789012' });
    const [stored] = await context.db
      .select()
      .from(payoutWebhookEvents)
      .where(eq(payoutWebhookEvents.eventId, answer.eventId as string));
    expect([stored?.outcome, stored?.handoverId]).toEqual(['applied', row.id]);
  });

  it('answers 401 to a wrong or missing signature and changes nothing', async () => {
    const { orderId, payoutId } = await completedOrder();
    const body = event('payout.reversed', { id: payoutId });
    const raw = JSON.stringify(body);
    for (const signature of [sign(raw, 'another-secret-0123456789'), null, 'not-hex', sign(`${raw} `)]) {
      const answer = await webhook(raw, { signature });
      expect([answer.status, answer.body.code]).toEqual([401, 'WEBHOOK_SIGNATURE_INVALID']);
      const [stored] = await context.db
        .select()
        .from(payoutWebhookEvents)
        .where(eq(payoutWebhookEvents.eventId, answer.eventId as string));
      expect(stored).toBeUndefined();
    }
    const row = await handoverOf(orderId);
    expect([row.payoutStatus, row.payoutProblemAt]).toEqual(['processing', null]);
    expect(await problemMessages(orderId)).toHaveLength(0);
  });

  it('changes nothing for a replayed event', async () => {
    const { orderId, payoutId } = await completedOrder();
    const first = await webhook(event('payout.processed', { id: payoutId, utr: 'UTR-FIRST-1' }));
    expect(first.body.outcome).toBe('applied');
    const before = await handoverOf(orderId);
    // The same event id again, even with another body: recorded once, applied once.
    const replay = await webhook(event('payout.reversed', { id: payoutId }), { eventId: first.eventId });
    expect([replay.status, replay.body.outcome]).toEqual([200, 'duplicate']);
    // A byte-identical body without an event id is the same event too.
    const body = event('payout.updated', { id: payoutId, status: 'processed', utr: 'UTR-SECOND-2' });
    const once = await webhook(body, { eventId: null });
    const twice = await webhook(body, { eventId: null });
    expect([once.body.outcome, twice.body.outcome]).toEqual(['applied', 'duplicate']);
    const after = await handoverOf(orderId);
    expect([after.payoutStatus, after.payoutUtr, after.payoutProblemAt]).toEqual([
      before.payoutStatus,
      'UTR-SECOND-2',
      null,
    ]);
    const rows = await context.db
      .select()
      .from(payoutWebhookEvents)
      .where(eq(payoutWebhookEvents.providerPayoutId, payoutId));
    expect(rows).toHaveLength(2);
  });

  it('keeps processed when a pending or queued event arrives late', async () => {
    const { orderId, payoutId } = await completedOrder();
    expect((await webhook(event('payout.processed', { id: payoutId }))).body.outcome).toBe('applied');
    for (const late of ['payout.pending', 'payout.queued', 'payout.initiated'])
      expect((await webhook(event(late, { id: payoutId }))).body.outcome).toBe('stale');
    expect((await handoverOf(orderId)).payoutStatus).toBe('processed');
  });

  it('flags a reversal after completion for the staff and queues one SMS to the seller', async () => {
    const { ref, orderId, payoutId } = await completedOrder();
    expect((await webhook(event('payout.processed', { id: payoutId }))).body.outcome).toBe('applied');
    const reversed = await webhook(event('payout.reversed', { id: payoutId }));
    expect([reversed.status, reversed.body.outcome]).toEqual([200, 'applied']);
    const row = await handoverOf(orderId);
    expect([row.payoutStatus, row.payoutProblem]).toEqual(['reversed', 'reversed']);
    expect(row.payoutProblemAt).not.toBeNull();
    // reversed is final: a late processed does not undo it; a second failure does not text again.
    expect((await webhook(event('payout.processed', { id: payoutId }))).body.outcome).toBe('stale');
    expect((await webhook(event('payout.failed', { id: payoutId }))).body.outcome).toBe('stale');
    const texts = await problemMessages(orderId);
    expect(texts).toHaveLength(1);
    expect(texts[0]?.channel).toBe('sms');
    expect(texts[0]?.data).toMatchObject({ ref, status: 'reversed' });
    // The console's payout queue lists it.
    const admin = await signInNewAdmin(context.app, context.db, '10.43.0.9');
    const queue = await context.app.inject({
      method: 'GET',
      url: '/api/staff/payouts/problems',
      headers: admin.auth,
    });
    expect(queue.statusCode).toBe(200);
    expect(queue.json().payouts).toContainEqual(
      expect.objectContaining({ ref, payout_problem: 'reversed', payout_provider_id: payoutId }),
    );
  });

  it('records an event about a payout it does not know and answers 200', async () => {
    const answer = await webhook(event('payout.processed', { id: 'pout_NotOurs000001' }));
    expect([answer.status, answer.body.outcome]).toEqual([200, 'unknown_payout']);
    const [stored] = await context.db
      .select()
      .from(payoutWebhookEvents)
      .where(eq(payoutWebhookEvents.eventId, answer.eventId as string));
    expect([stored?.outcome, stored?.providerPayoutId, stored?.handoverId]).toEqual([
      'unknown_payout',
      'pout_NotOurs000001',
      null,
    ]);
  });

  it('answers 413 to a body over 64 kB and 400 to a signed body that is not JSON', async () => {
    const big = JSON.stringify({ event: 'payout.processed', padding: 'x'.repeat(70 * 1024) });
    const tooLarge = await webhook(big);
    expect([tooLarge.status, tooLarge.body.code]).toEqual([413, 'PAYLOAD_TOO_LARGE']);
    // The signature is over the bytes whatever the content type says (or when it says nothing).
    const raw = JSON.stringify(event('payout.processed', { id: 'pout_NoContentType1' }));
    for (const headers of [{}, { 'content-type': 'text/plain' }]) {
      const answer = await context.app.inject({
        method: 'POST',
        url: PAYOUT_WEBHOOK_PATH,
        headers: {
          ...headers,
          'x-razorpay-signature': sign(raw),
          'x-razorpay-event-id': crypto.randomUUID(),
        },
        payload: raw,
      });
      expect([answer.statusCode, answer.json().outcome]).toEqual([200, 'unknown_payout']);
    }
    const garbled = await webhook('{"event": "payout.processed", ');
    expect([garbled.status, garbled.body.code]).toEqual([400, 'MALFORMED_REQUEST']);
  });
});

describe('the scheduled payout status check', () => {
  it('finds a payout whose create timed out, as processed, without creating it again', async () => {
    const { ref, otp, orderId } = await codeSent();
    slowCreates = 1;
    const timedOut = await complete(ref, otp);
    expect([timedOut.status, timedOut.body.code]).toEqual([503, 'PAYOUT_UNAVAILABLE']);
    expect(created).toHaveLength(1);
    const waiting = await handoverOf(orderId);
    expect([waiting.payoutReleasedAt, waiting.payoutKey]).toEqual([null, created[0]?.key]);

    expect(await context.app.payoutPoller.runOnce()).toBeGreaterThanOrEqual(1);
    expect(statusChecks.some((check) => check.includes(`reference_id=${ref}`))).toBe(true);
    const settled = await handoverOf(orderId);
    expect([settled.payoutStatus, settled.payoutUtr]).toEqual(['processed', 'UTR000111222333']);
    expect(settled.payoutReleasedAt).not.toBeNull();
    expect(settled.payoutProviderId).toBe(payouts.get(created[0]?.key as string)?.id);

    // The partner's repeat completes the order with the payout found: the provider heard one create.
    const repeat = await complete(ref, '0000');
    expect(repeat.status, JSON.stringify(repeat.body)).toBe(200);
    expect(created).toHaveLength(1);
    // A second check asks nothing more of a payout that is final.
    statusChecks.length = 0;
    await context.app.payoutPoller.runOnce();
    expect(statusChecks.filter((check) => check.includes(ref))).toHaveLength(0);
  });

  it('asks the provider by id about a released payout still processing', async () => {
    const { orderId, payoutId } = await completedOrder();
    const payout = [...payouts.values()].find((entry) => entry.id === payoutId) as Record<string, unknown>;
    payout.status = 'processed';
    payout.utr = 'UTR999888777666';
    await context.app.payoutPoller.runOnce();
    expect(statusChecks).toContain(`/v1/payouts/${payoutId}`);
    const row = await handoverOf(orderId);
    expect([row.payoutStatus, row.payoutUtr]).toEqual(['processed', 'UTR999888777666']);
    expect(created).toHaveLength(1);
  });
});

describe('staff actions on a payout', () => {
  let admin: Awaited<ReturnType<typeof signInNewAdmin>>;
  beforeAll(async () => {
    admin = await signInNewAdmin(context.app, context.db, '10.43.0.10');
  });
  const staffPost = (
    who: { auth: Record<string, string> },
    ref: string,
    action: string,
    reason = 'Bank returned it',
  ) => post(who, `/api/staff/payouts/${ref}/${action}`, { reason });
  const auditOf = (ref: string, action: string) =>
    context.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, ref), eq(auditLog.action, action)));
  const sellerTexts = (orderId: number, template: string) =>
    context.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.orderId, orderId), eq(outboxMessages.template, template)));

  it('retries a reversed payout with a new key that reuses nothing of the failed one, audited, and tells the seller', async () => {
    const { ref, orderId, payoutId } = await completedOrder();
    const first = created.at(-1) as (typeof created)[number];
    const firstRow = await handoverOf(orderId);
    // Only a failed or reversed payout can be paid again.
    const early = await staffPost(admin, ref, 'retry');
    expect([early.status, early.body.code]).toEqual([409, 'PAYOUT_NOT_RETRYABLE']);
    await webhook(event('payout.processed', { id: payoutId }));
    await webhook(event('payout.reversed', { id: payoutId }));
    // Operations staff see the queue but may not pay again.
    const operations = await signInNewOperations(context.app, admin, '10.43.0.11');
    const refused = await staffPost(operations, ref, 'retry');
    expect([refused.status, refused.body.code]).toEqual([403, 'ADMIN_ONLY']);

    const retried = await staffPost(admin, ref, 'retry');
    expect(retried.status, JSON.stringify(retried.body)).toBe(200);
    const repeat = created.at(-1) as (typeof created)[number];
    expect(created.length).toBe(2);
    expect(repeat.key).not.toBe(first.key);
    // Nothing of the failed payout's key: none of its parts (handover id, amount, fingerprint) appear.
    for (const part of first.key.split('-').filter((piece) => piece.length > 2))
      expect(repeat.key).not.toContain(part);
    expect(repeat.body).toMatchObject({ fund_account_id: firstRow.payoutFundAccountId, mode: 'UPI' });
    expect(repeat.body).not.toHaveProperty('fund_account');
    const row = await handoverOf(orderId);
    expect(row.payoutKey).toBe(repeat.key);
    expect(row.payoutProviderId).not.toBe(payoutId);
    expect([row.payoutStatus, row.payoutProblem, row.payoutProblemAt]).toEqual(['processing', null, null]);
    expect(retried.body.payout).toMatchObject({ ref, payout_status: 'processing', payout_problem: null });
    const [entry] = await auditOf(ref, 'payout.retried');
    expect(entry?.staffId).toBe(admin.id);
    expect(entry?.before).toMatchObject({
      status: 'reversed',
      reason: 'Bank returned it',
      key_kind: 'first',
    });
    expect(entry?.after).toMatchObject({ status: 'retrying', key_kind: 'retry' });
    expect(await sellerTexts(orderId, 'payout_retried_seller')).toHaveLength(1);
    // A late event about the reversed payout no longer touches the order's payout.
    expect((await webhook(event('payout.processed', { id: payoutId }))).body.outcome).toBe('unknown_payout');
    expect((await handoverOf(orderId)).payoutStatus).toBe('processing');
    // The new payout settles by its own webhook.
    const settled = await webhook(
      event('payout.processed', { id: row.payoutProviderId as string, utr: 'UTR-RETRY-1' }),
    );
    expect(settled.body.outcome).toBe('applied');
    expect((await handoverOf(orderId)).payoutUtr).toBe('UTR-RETRY-1');
  });

  it('marks a stuck payout failed, audited, tells the seller, and refuses twice', async () => {
    const { ref, orderId } = await completedOrder();
    const answer = await staffPost(admin, ref, 'mark-failed', 'Provider support confirmed it never left');
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.payout).toMatchObject({
      ref,
      payout_status: 'failed',
      payout_problem: 'marked_failed',
    });
    const row = await handoverOf(orderId);
    expect([row.payoutStatus, row.payoutProblem]).toEqual(['failed', 'marked_failed']);
    const [entry] = await auditOf(ref, 'payout.marked_failed');
    expect(entry?.before).toMatchObject({
      status: 'processing',
      reason: 'Provider support confirmed it never left',
    });
    expect(await sellerTexts(orderId, 'payout_marked_failed_seller')).toHaveLength(1);
    const again = await staffPost(admin, ref, 'mark-failed');
    expect([again.status, again.body.code]).toEqual([409, 'PAYOUT_NOT_STUCK']);
    const retry = await staffPost(admin, ref, 'retry');
    expect([retry.status, retry.body.code]).toEqual([409, 'PAYOUT_NOT_RETRYABLE']);
    const short = await staffPost(admin, ref, 'mark-failed', 'x');
    expect(short.status).toBe(400);
    const unknown = await staffPost(admin, 'PXNOSUCHORDR', 'mark-failed');
    expect([unknown.status, unknown.body.code]).toEqual([404, 'ORDER_NOT_FOUND']);
  });

  it('lists a payout stuck with no news for two hours, for an admin to mark failed, and not a moving one', async () => {
    const { ref, orderId } = await completedOrder();
    const queue = async () =>
      (await context.app.inject({ method: 'GET', url: '/api/staff/payouts/problems', headers: admin.auth }))
        .json()
        .payouts.find((entry: { ref: string }) => entry.ref === ref);
    // Processing since a moment ago: on its way, not stuck.
    expect(await queue()).toBeUndefined();
    const longAgo = new Date(Date.now() - (PAYOUT_STUCK_AFTER_MINUTES + 1) * 60_000);
    await context.db.update(handovers).set({ payoutStatusAt: longAgo }).where(eq(handovers.orderId, orderId));
    expect(await queue()).toMatchObject({
      ref,
      payout_status: 'processing',
      payout_problem: null,
      stuck: true,
    });
    expect((await staffPost(admin, ref, 'mark-failed', 'No answer from the bank for hours')).status).toBe(
      200,
    );
    // Marked failed it stays listed (paid another way), no longer stuck.
    expect(await queue()).toMatchObject({ ref, payout_problem: 'marked_failed', stuck: false });
  });
});

describe('the daily reconciliation report', () => {
  it('lists every payout of the India day with our reference, the provider id, UTR, state and mismatches', async () => {
    const waiting = await completedOrder();
    const paid = await completedOrder();
    await webhook(event('payout.processed', { id: paid.payoutId, utr: 'UTR-RECON-1' }));
    const reversed = await completedOrder();
    await webhook(event('payout.processed', { id: reversed.payoutId, utr: 'UTR-RECON-2' }));
    await webhook(event('payout.reversed', { id: reversed.payoutId }));
    await webhook(event('payout.processed', { id: reversed.payoutId })); // late: kept out
    const admin = await signInNewAdmin(context.app, context.db, '10.43.0.12');
    const day = indiaDay();
    const response = await context.app.inject({
      method: 'GET',
      url: `/api/staff/payouts/reconciliation?day=${day}`,
      headers: admin.auth,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    const lines = response.body
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(PAYOUT_RECONCILIATION_HEADER.join(','));
    const lineOf = (ref: string) => lines.find((line) => line.includes(`,${ref},`)) as string;
    const key = async (orderId: number) => (await handoverOf(orderId)).payoutKey as string;
    expect(lineOf(waiting.ref)).toContain(`,${await key(waiting.orderId)},${waiting.payoutId},,processing,`);
    expect(lineOf(waiting.ref)).toMatch(/no final status \(processing\)$/);
    expect(lineOf(paid.ref)).toMatch(new RegExp(`,${paid.payoutId},UTR-RECON-1,processed,\\d+,yes,$`));
    expect(lineOf(reversed.ref)).toContain(',reversed,');
    expect(lineOf(reversed.ref)).toMatch(
      /reversed after the order was completed; provider also said processed$/,
    );
    // Another day has none of them; a day that is none is refused.
    const other = await context.app.inject({
      method: 'GET',
      url: '/api/staff/payouts/reconciliation?day=2020-01-01',
      headers: admin.auth,
    });
    expect(
      other.body
        .replace(/^\ufeff/, '')
        .trim()
        .split('\r\n'),
    ).toHaveLength(1);
    const bad = await context.app.inject({
      method: 'GET',
      url: '/api/staff/payouts/reconciliation?day=2026-02-31',
      headers: admin.auth,
    });
    expect(bad.statusCode).toBe(400);
  });
});
