import { amountInWords } from '@phonix/shared/amount-in-words';
import { ERRORS } from '@phonix/shared/errors';
import { formatINR, formatNumber } from '@phonix/shared/money';
import { formatIndiaDate, formatIndiaDateTime } from '@phonix/shared/pickup';
import { parse } from 'csv-parse/sync';
import { and, count, eq } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, handovers, imeiChecks, orderEvents, orders, purchaseReceipts } from '../src/db/schema.ts';
import { DEALER_REGISTER_HEADER } from '../src/modules/handover/dealer-register.ts';
import { ListImeiChecker, SAMPLE_RESTRICTED_IMEIS_FILE } from '../src/modules/handover/imei-checker.ts';
import { sellerReadyToBook } from './support/booking.ts';
import { signUp } from './support/customers.ts';
import { photographChanges } from './support/door-photos.ts';
import {
  completeThroughHandover,
  freshImeis,
  handoverUntilOtp,
  lastPayoutOtp,
  SELLER_ID,
  UPI,
  WIPED,
} from './support/handover.ts';
import { createPartner, type TestPartner } from './support/partners.ts';
import { RecordingSms } from './support/recording-sms.ts';
import { type StaffSession, signInNewAdmin, signInNewOperations } from './support/staff.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

/**
 * The phone of each test: its own IMEIs, since an IMEI on a completed order is refused on the next one
 * (issue 31, IMEI_ALREADY_BOUGHT).
 */
let CLEAR_IMEIS = freshImeis();
beforeEach(() => {
  CLEAR_IMEIS = freshImeis();
});

/**
 * The handover at the doorstep over HTTP (issue 13): the partner holding the order records the IMEI(s),
 * the seller's ID and the data wipe, and enters the final amount; the seller chooses how to be paid; the
 * seller's OTP (read out to the partner, or typed on their own page) releases the payout, writes the receipt
 * and completes the order; the seller downloads the receipt. Every refusal answers its code and stores
 * nothing; nobody else sees any of it.
 */
const sms = new RecordingSms();
let context: TestApp;
let seller: Awaited<ReturnType<typeof sellerReadyToBook>>;
let stranger: Awaited<ReturnType<typeof signUp>>;
let shopA: TestPartner;
let shopB: TestPartner;
let admin: StaffSession;
let operations: StaffSession;

const RESTRICTED_IMEI = '001010000000024';
const BANK = {
  method: 'bank',
  account_holder: 'Ravi Kumar',
  account_number: '50100123456789',
  confirm_account_number: '50100123456789',
  ifsc: 'SBIN0000001',
};

type Auth = { auth: Record<string, string> } | null;
const call = async (who: Auth, method: 'GET' | 'POST', url: string, payload?: object) => {
  const response = await context.app.inject({
    method,
    url,
    ...(method === 'POST' ? { payload: payload ?? {} } : {}),
    headers: who ? who.auth : {},
  });
  const json = String(response.headers['content-type'] ?? '').startsWith('application/json');
  return { status: response.statusCode, body: json ? response.json() : {}, raw: response };
};
/** The partner's re-check as the portal sends it: a photo of each changed answer first (issue 34). */
const recheck = async (who: { auth: Record<string, string> }, body: { ref_no: string }) => {
  await photographChanges(context.app, who.auth, body.ref_no, body);
  return call(who, 'POST', '/api/getReExactValue', body);
};

const partnerCall = (partner: Auth, ref: string, step: string, payload?: object) =>
  call(partner, 'POST', `/api/partner/orders/${ref}/handover/${step}`, payload);
const partnerState = async (partner: Auth, ref: string) =>
  call(partner, 'GET', `/api/partner/orders/${ref}/handover`);
const sellerState = async (who: Auth, ref: string) => call(who, 'GET', `/api/handover/${ref}`);

/** The newest payout OTP texted to a number (order SMS from the outbox may arrive in between). */
const payoutOtp = (mobile: string) => lastPayoutOtp(sms, mobile);

let bookings = 0;
/** A new order of the seller, accepted by `partner` and out for pickup; answers its reference and value. */
async function orderAtDoor(partner: TestPartner = shopA): Promise<{ ref: string; value: number }> {
  bookings += 1;
  const booked = await seller.book(`handover-api-${bookings}-${Date.now()}`);
  expect(booked.statusCode).toBe(200);
  const { RefNo: ref, ExactValue: value } = booked.json();
  expect((await call(partner, 'POST', `/api/partner/orders/${ref}/accept`)).status).toBe(200);
  expect((await call(partner, 'POST', `/api/partner/orders/${ref}/outforpickup`)).status).toBe(200);
  return { ref, value };
}

/** Every doorstep step done by the partner and the seller's payout chosen, up to the OTP sent. */
async function readyForOtp(
  ref: string,
  value: number,
  options: { payout?: object; amount?: number; partner?: TestPartner } = {},
) {
  const ready = await handoverUntilOtp(
    context.app,
    sms,
    options.partner ?? shopA,
    seller,
    ref,
    options.amount ?? value,
    { imeis: CLEAR_IMEIS, ...(options.payout ? { payout: options.payout } : {}) },
  );
  expect([ready.step, ready.status], JSON.stringify(ready.body)).toEqual(['send-otp', 200]);
  return ready.otp as string;
}

async function orderRow(ref: string) {
  const [row] = await context.db.select().from(orders).where(eq(orders.refNo, ref));
  if (!row) throw new Error(`no order ${ref}`);
  return row;
}
async function handoverRow(ref: string) {
  const order = await orderRow(ref);
  const [row] = await context.db.select().from(handovers).where(eq(handovers.orderId, order.id));
  return row ?? null;
}
async function receiptsOf(ref: string) {
  const order = await orderRow(ref);
  return context.db.select().from(purchaseReceipts).where(eq(purchaseReceipts.orderId, order.id));
}

async function pdfText(pdf: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

beforeAll(async () => {
  context = await createTestApp({
    auth: { sms, otp: { resendCooldownSeconds: 0 } },
    handover: { imeiChecker: new ListImeiChecker(SAMPLE_RESTRICTED_IMEIS_FILE) },
  });
  seller = await sellerReadyToBook(context.app, sms, '10.41.0.1');
  stranger = await signUp(context.app, sms, '10.41.0.2');
  const [place] = (await call(null, 'GET', '/api/pincodes/Hyderabad')).body.pincodes;
  shopA = await createPartner(context, sms, { pincodes: [place.pincode], shopName: 'Quick Mobiles' });
  shopB = await createPartner(context, sms, { pincodes: [place.pincode], shopName: 'Deccan Phones' });
  admin = await signInNewAdmin(context.app, context.db, '10.41.0.3');
  operations = await signInNewOperations(context.app, admin, '10.41.0.4');
});
afterAll(async () => {
  await context.close();
});

describe('the handover over HTTP', () => {
  it('runs from IMEI to receipt: the seller picks UPI, reads out the OTP, and downloads the receipt', async () => {
    const { ref, value } = await orderAtDoor();
    const fresh = await partnerState(shopA, ref);
    expect(fresh.status).toBe(200);
    expect(fresh.body.handover).toMatchObject({
      ref_no: ref,
      order_status: 'out_for_pickup',
      agreed_value: value,
      offer_pending: false,
      imei_checker: 'list',
      imeis: [],
      seller_id: null,
      payout: null,
      final_amount: null,
      ready_for_otp: false,
      receipt_number: null,
    });
    const early = await partnerCall(shopA, ref, 'send-otp');
    expect([early.status, early.body.code]).toEqual([409, 'HANDOVER_INCOMPLETE']);

    const imei = await partnerCall(shopA, ref, 'imei', {
      // Spaces as on a box: '4901 5421 0601 276'.
      imei_1: CLEAR_IMEIS.imei_1.replace(/(\d{4})(?=\d)/g, '$1 '),
      imei_2: CLEAR_IMEIS.imei_2,
    });
    expect(imei.status).toBe(200);
    expect(imei.body.handover.imeis).toEqual([CLEAR_IMEIS.imei_1, CLEAR_IMEIS.imei_2]);
    expect(imei.body.handover.imei_checks.map((check: { status: string }) => check.status)).toEqual([
      'clear',
      'clear',
    ]);
    const id = await partnerCall(shopA, ref, 'seller-id', SELLER_ID);
    expect(id.body.handover.seller_id).toEqual({
      id_type: 'aadhaar',
      id_label: 'Aadhaar',
      id_masked: 'XXXX XXXX 1234',
      name_on_id: 'Ravi Kumar',
    });
    const wipe = await partnerCall(shopA, ref, 'wipe', WIPED);
    expect(wipe.body.handover.wipe_confirmed_at).toEqual(expect.any(String));

    const before = await sellerState(seller, ref);
    expect(before.body.handover).toMatchObject({
      can_choose_payout: true,
      payout: null,
      awaiting_confirmation: false,
      paid: null,
      wipe_guide: 'apple',
    });
    const chosen = await call(seller, 'POST', `/api/handover/${ref}/payout`, UPI);
    expect(chosen.status).toBe(200);
    expect(chosen.body.handover.payout).toMatchObject({
      method: 'upi',
      description: 'UPI XXXXXX3210@ybl',
      details: { method: 'upi', vpa: 'XXXXXX3210@ybl' },
    });

    const amount = value;
    const set = await partnerCall(shopA, ref, 'amount', { final_amount: amount });
    expect(set.status).toBe(200);
    expect(set.body.handover).toMatchObject({ final_amount: amount, ready_for_otp: true });
    const sent = await partnerCall(shopA, ref, 'send-otp');
    expect(sent.status).toBe(200);
    expect(sent.body.handover.otp).toMatchObject({ verified: false });
    const otpText =
      sms.sent.findLast((entry) => entry.text.includes('is your Phonix OTP for order'))?.text ?? '';
    // English SMS in the GSM alphabet (Rs, not ₹), the destination in brief (a DLT variable holds 30 characters).
    expect(otpText).toContain(`Rs ${formatNumber(amount)}`);
    expect(otpText).toContain('to UPI XX3210@ybl');
    expect(otpText).toContain(ref);
    const waiting = await sellerState(seller, ref);
    expect(waiting.body.handover).toMatchObject({ final_amount: amount, awaiting_confirmation: true });

    const done = await partnerCall(shopA, ref, 'complete', { otp: payoutOtp(seller.mobile) });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    const receiptNumber = done.body.handover.receipt_number as string;
    expect(receiptNumber).toMatch(/^PX\/\d{4}-\d{2}\/\d{6}$/);
    const utr = done.body.handover.paid.reference as string;
    expect(utr).toMatch(/^TEST-UTR-/);
    expect(done.body.handover).toMatchObject({
      order_status: 'completed',
      paid: { test: true },
      completed_at: expect.any(String),
    });

    const order = (await call(seller, 'GET', `/api/getsellnowoder/${ref}`)).body.order;
    expect(order).toMatchObject({ Status: 'Completed', final_value: amount });
    const paid = await sellerState(seller, ref);
    expect(paid.body.handover).toMatchObject({
      order_status: 'completed',
      can_choose_payout: false,
      awaiting_confirmation: false,
      paid: { reference: utr, test: true },
      receipt_number: receiptNumber,
      final_amount: amount,
    });

    const pdf = await call(seller, 'GET', `/api/invoice/${ref}`);
    expect(pdf.status).toBe(200);
    expect(pdf.raw.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(pdf.raw.rawPayload);
    for (const expected of [
      `Receipt no. ${receiptNumber}`,
      CLEAR_IMEIS.imei_1,
      CLEAR_IMEIS.imei_2,
      formatINR(amount),
      amountInWords(amount),
      utr,
      'UPI XXXXXX3210@ybl',
      'Aadhaar XXXX XXXX 1234',
    ])
      expect(text, expected).toContain(expected);
    // "Picked up" is when the handover was completed; the slot booked is shown beside it as booked.
    const completedAt = (await handoverRow(ref))?.completedAt;
    if (!completedAt) throw new Error('the handover has no completion time');
    const booked = await orderRow(ref);
    const lines = text.split('\n');
    expect(lines.find((line) => line.startsWith('Picked up'))).toBe(
      `Picked up ${formatIndiaDateTime(completedAt.toISOString())}, ${booked.city}`,
    );
    expect(lines.find((line) => line.startsWith('Booked slot'))).toBe(
      `Booked slot ${formatIndiaDate(booked.pickupDate)}, ${booked.pickupTime}`,
    );

    // Only masked numbers at rest; the sealed destination is gone once paid.
    const row = await handoverRow(ref);
    expect(row?.payoutDestinationSealed).toBeNull();
    const [receipt] = await receiptsOf(ref);
    expect(JSON.stringify(row) + JSON.stringify(receipt)).not.toContain('9876543210');

    // A later change to the order never changes the receipt.
    await context.db.update(orders).set({ modelName: 'Renamed Phone' }).where(eq(orders.refNo, ref));
    const again = await pdfText((await call(seller, 'GET', `/api/invoice/${ref}`)).raw.rawPayload);
    expect(again).not.toContain('Renamed Phone');
    expect(again).toContain(`Receipt no. ${receiptNumber}`);
  });

  it('lets the seller confirm on their own page instead of reading the OTP out (bank transfer)', async () => {
    const { ref, value } = await orderAtDoor();
    const otp = await readyForOtp(ref, value, { payout: BANK, amount: value });
    const state = (await sellerState(seller, ref)).body.handover;
    expect(state.payout).toMatchObject({
      method: 'bank',
      details: {
        account_number: 'XXXXXXXXXX6789',
        ifsc: 'SBIN0000001',
        bank_name: 'State Bank of India',
      },
    });
    const confirmed = await call(seller, 'POST', `/api/handover/${ref}/confirm`, { otp });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(confirmed.body.handover).toMatchObject({
      order_status: 'completed',
      paid: { reference: expect.stringMatching(/^TEST-UTR-/) },
      receipt_number: expect.stringMatching(/^PX\//),
    });
    expect((await orderRow(ref)).status).toBe('completed');
    expect(JSON.stringify(await handoverRow(ref))).not.toContain('50100123456789');
    // The partner's screen shows it complete too.
    expect((await partnerState(shopA, ref)).body.handover).toMatchObject({
      order_status: 'completed',
      receipt_number: confirmed.body.handover.receipt_number,
    });
  });

  it('pays a cheque by the number of the cheque handed over, refusing a missing one before using the OTP', async () => {
    const { ref, value } = await orderAtDoor();
    const otp = await readyForOtp(ref, value, { payout: { method: 'cheque', payee_name: 'Ravi Kumar' } });
    const missing = await partnerCall(shopA, ref, 'complete', { otp });
    expect([missing.status, missing.body.code, missing.body.field]).toEqual([
      400,
      'VALIDATION_FAILED',
      'cheque_number',
    ]);
    const done = await partnerCall(shopA, ref, 'complete', { otp, cheque_number: '004512' });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.handover.paid).toMatchObject({ reference: 'Cheque no. 004512', test: false });
  });

  it('gives receipts consecutive numbers when several handovers complete at once', async () => {
    const ready: { ref: string; otp: string }[] = [];
    for (let index = 0; index < 4; index += 1) {
      const { ref, value } = await orderAtDoor();
      ready.push({ ref, otp: await readyForOtp(ref, value) });
    }
    const answers = await Promise.all(
      ready.map(({ ref, otp }) => partnerCall(shopA, ref, 'complete', { otp })),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    const sequences = answers
      .map((answer) => Number((answer.body.handover.receipt_number as string).split('/')[2]))
      .sort((a, b) => a - b);
    const first = sequences[0] as number;
    expect(sequences).toEqual([first, first + 1, first + 2, first + 3]);
  });
});

describe('refusals, each with its code and nothing stored', () => {
  it('refuses an IMEI that fails the Luhn check, checking and storing nothing', async () => {
    const { ref } = await orderAtDoor();
    const bad = await partnerCall(shopA, ref, 'imei', { imei_1: '490154203237519' });
    expect([bad.status, bad.body.code, bad.body.field]).toEqual([400, 'VALIDATION_FAILED', 'imei_1']);
    expect(bad.body.message).toBe('This IMEI is not valid. Please check it again (dial *#06# on the phone)');
    const same = await partnerCall(shopA, ref, 'imei', {
      imei_1: CLEAR_IMEIS.imei_1,
      imei_2: CLEAR_IMEIS.imei_1,
    });
    expect([same.status, same.body.field]).toEqual([400, 'imei_2']);
    const order = await orderRow(ref);
    expect(await context.db.select().from(imeiChecks).where(eq(imeiChecks.orderId, order.id))).toEqual([]);
    expect((await handoverRow(ref))?.imeis ?? null).toBeNull();
  });

  it('stops the handover at a restricted IMEI (list driver), recording the check and paying nothing', async () => {
    const { ref, value } = await orderAtDoor();
    const restricted = await partnerCall(shopA, ref, 'imei', {
      imei_1: CLEAR_IMEIS.imei_1,
      imei_2: RESTRICTED_IMEI,
    });
    expect([restricted.status, restricted.body.code, restricted.body.field]).toEqual([
      409,
      'IMEI_RESTRICTED',
      'imei_2',
    ]);
    expect(restricted.body.message).toBe(ERRORS.IMEI_RESTRICTED.message);
    const order = await orderRow(ref);
    const checks = await context.db.select().from(imeiChecks).where(eq(imeiChecks.orderId, order.id));
    expect(checks.map((check) => [check.imei, check.status])).toEqual([
      [CLEAR_IMEIS.imei_1, 'clear'],
      [RESTRICTED_IMEI, 'restricted'],
    ]);
    expect((await partnerState(shopA, ref)).body.handover).toMatchObject({
      imei_restricted: true,
      ready_for_otp: false,
    });
    await partnerCall(shopA, ref, 'seller-id', SELLER_ID);
    await partnerCall(shopA, ref, 'wipe', WIPED);
    await call(seller, 'POST', `/api/handover/${ref}/payout`, UPI);
    await partnerCall(shopA, ref, 'amount', { final_amount: value });
    const otp = await partnerCall(shopA, ref, 'send-otp');
    expect([otp.status, otp.body.code]).toEqual([409, 'IMEI_RESTRICTED']);
    const complete = await partnerCall(shopA, ref, 'complete', { otp: '1234' });
    expect(complete.status).toBe(400);
    expect((await orderRow(ref)).status).toBe('out_for_pickup');
    expect(await receiptsOf(ref)).toEqual([]);

    // Other IMEIs for the same phone never reopen it.
    const again = await partnerCall(shopA, ref, 'imei', CLEAR_IMEIS);
    expect([again.status, again.body.code]).toEqual([409, 'IMEI_RESTRICTED']);
    expect((await partnerState(shopA, ref)).body.handover).toMatchObject({ imei_restricted: true });
    const checksAfter = await context.db.select().from(imeiChecks).where(eq(imeiChecks.orderId, order.id));
    expect(checksAfter).toHaveLength(2);
  });

  it('refuses a UPI ID that is not one, and an IFSC that is malformed or names no branch', async () => {
    const { ref } = await orderAtDoor();
    const vpa = await call(seller, 'POST', `/api/handover/${ref}/payout`, {
      method: 'upi',
      vpa: 'ravi at ybl',
    });
    expect([vpa.status, vpa.body.code, vpa.body.field]).toEqual([400, 'VALIDATION_FAILED', 'vpa']);
    expect(vpa.body.message).toBe('UPI ID is invalid (it looks like name@bank)');
    const malformed = await call(seller, 'POST', `/api/handover/${ref}/payout`, { ...BANK, ifsc: 'SBIN123' });
    expect([malformed.status, malformed.body.code, malformed.body.field]).toEqual([
      400,
      'VALIDATION_FAILED',
      'ifsc',
    ]);
    const unknown = await call(seller, 'POST', `/api/handover/${ref}/payout`, {
      ...BANK,
      ifsc: 'SBIN0999999',
    });
    expect([unknown.status, unknown.body.code, unknown.body.field]).toEqual([400, 'IFSC_UNKNOWN', 'ifsc']);
    const mismatch = await call(seller, 'POST', `/api/handover/${ref}/payout`, {
      ...BANK,
      confirm_account_number: '50100123456780',
    });
    expect([mismatch.status, mismatch.body.field]).toEqual([400, 'confirm_account_number']);
    const row = await handoverRow(ref);
    expect(row?.payoutDetails ?? null).toBeNull();
    expect(row?.payoutDestinationSealed ?? null).toBeNull();
    expect((await sellerState(seller, ref)).body.handover.payout).toBeNull();
  });

  it('refuses any amount but the agreed value, and one entered while a revised offer waits', async () => {
    const { ref, value } = await orderAtDoor();
    // Neither more nor less than agreed: a lower price comes only from a re-check the seller accepted.
    for (const amount of [value + 1, value - 400, 1]) {
      const refused = await partnerCall(shopA, ref, 'amount', { final_amount: amount });
      expect([refused.status, refused.body.code, refused.body.field]).toEqual([
        400,
        'AMOUNT_NOT_AGREED',
        'final_amount',
      ]);
      expect(refused.body.message).toBe(
        `The amount paid is the agreed price of ${formatINR(value)}. A lower price comes only from a re-check the seller accepts.`,
      );
    }
    expect((await handoverRow(ref))?.finalAmount ?? null).toBeNull();

    // The partner finds a dent: the lower revised value waits for the seller, then becomes the agreed one.
    const answers = JSON.parse(seller.booking.device_info);
    const requote = await recheck(shopA, {
      ...answers,
      bodydent: 'D2',
      ref_no: ref,
    });
    expect(requote.status, JSON.stringify(requote.body)).toBe(200);
    const revised = requote.body.finalValue as number;
    expect(revised).toBeLessThan(value);
    const pending = await partnerCall(shopA, ref, 'amount', { final_amount: revised });
    expect([pending.status, pending.body.code]).toEqual([409, 'ORDER_TRANSITION_NOT_ALLOWED']);
    expect((await partnerState(shopA, ref)).body.handover.offer_pending).toBe(true);
    const accepted = await call(seller, 'POST', `/api/acceptrevisedoffer/${ref}`, { revised_value: revised });
    expect(accepted.status).toBe(200);
    const quoted = await partnerCall(shopA, ref, 'amount', { final_amount: value });
    expect([quoted.status, quoted.body.code]).toEqual([400, 'AMOUNT_NOT_AGREED']);
    const lower = await partnerCall(shopA, ref, 'amount', { final_amount: revised - 400 });
    expect([lower.status, lower.body.code]).toEqual([400, 'AMOUNT_NOT_AGREED']);
    const ok = await partnerCall(shopA, ref, 'amount', { final_amount: revised });
    expect(ok.status).toBe(200);
    expect(ok.body.handover).toMatchObject({ agreed_value: revised, final_amount: revised });
    // A lower figure stored before this rule (or by hand) never reaches the seller's OTP.
    await context.db
      .update(handovers)
      .set({ finalAmount: revised - 400 })
      .where(eq(handovers.orderId, (await orderRow(ref)).id));
    const stored = await partnerCall(shopA, ref, 'send-otp');
    expect([stored.status, stored.body.code, stored.body.field]).toEqual([
      409,
      'ORDER_CHANGED',
      'final_amount',
    ]);
  });

  it('releases no payout while a revised offer waits, nor for an amount entered against an older agreed value', async () => {
    const { ref, value } = await orderAtDoor();
    // The amount entered and the OTP texted at the quote; then the executive finds a dent.
    const otp = await readyForOtp(ref, value, { amount: value });
    const answers = JSON.parse(seller.booking.device_info);
    const requote = await recheck(shopA, {
      ...answers,
      bodydent: 'D2',
      ref_no: ref,
    });
    expect(requote.status, JSON.stringify(requote.body)).toBe(200);
    const revised = requote.body.finalValue as number;
    expect(revised).toBeLessThan(value);
    for (const [name, refused] of [
      ['partner', await partnerCall(shopA, ref, 'complete', { otp })],
      ['seller', await call(seller, 'POST', `/api/handover/${ref}/confirm`, { otp })],
      ['send-otp', await partnerCall(shopA, ref, 'send-otp')],
    ] as const)
      expect([name, refused.status, refused.body.code]).toEqual([name, 409, 'ORDER_TRANSITION_NOT_ALLOWED']);

    // The seller accepts the revised value: the amount entered at the quote is stale.
    const accepted = await call(seller, 'POST', `/api/acceptrevisedoffer/${ref}`, { revised_value: revised });
    expect(accepted.status).toBe(200);
    for (const stale of [
      await partnerCall(shopA, ref, 'complete', { otp }),
      await call(seller, 'POST', `/api/handover/${ref}/confirm`, { otp }),
    ]) {
      expect([stale.status, stale.body.code, stale.body.field]).toEqual([
        409,
        'ORDER_CHANGED',
        'final_amount',
      ]);
      expect(stale.body.message).toBe(
        `The agreed price of this order is now ${formatINR(revised)}. Please enter the final amount again.`,
      );
    }
    expect(await handoverRow(ref)).toMatchObject({
      payoutOtpAttempts: 0,
      payoutOtpVerifiedAt: null,
      payoutReleasedAt: null,
      completedAt: null,
    });
    expect((await orderRow(ref)).status).toBe('out_for_pickup');
    expect(await receiptsOf(ref)).toEqual([]);

    // Entered again at the revised value, a new OTP completes the order at it.
    const done = await completeThroughHandover(context.app, sms, shopA, seller, ref, revised);
    expect([done.step, done.status], JSON.stringify(done.body)).toEqual(['complete', 200]);
    expect(done.body.handover).toMatchObject({ order_status: 'completed', agreed_value: revised });
    expect((await orderRow(ref)).finalValue).toBe(revised);
    const [receipt] = await receiptsOf(ref);
    expect(receipt?.content).toMatchObject({ price: { agreed: revised, final: revised } });
  });

  it('refuses a wrong OTP, then a locked one, and an expired one, paying and completing nothing', async () => {
    const { ref, value } = await orderAtDoor();
    const otp = await readyForOtp(ref, value);
    const wrong = otp === '0000' ? '1111' : '0000';
    const refused = await partnerCall(shopA, ref, 'complete', { otp: wrong });
    expect([refused.status, refused.body.code, refused.body.field]).toEqual([400, 'OTP_INVALID', 'otp']);
    const bySeller = await call(seller, 'POST', `/api/handover/${ref}/confirm`, { otp: wrong });
    expect([bySeller.status, bySeller.body.code]).toEqual([400, 'OTP_INVALID']);
    let row = await handoverRow(ref);
    expect(row).toMatchObject({ payoutOtpVerifiedAt: null, payoutReleasedAt: null, payoutReference: null });
    expect((await orderRow(ref)).status).toBe('out_for_pickup');
    expect(await receiptsOf(ref)).toEqual([]);

    // Too many wrong tries lock the code, even the right one.
    for (let attempt = 2; attempt < 5; attempt += 1)
      await partnerCall(shopA, ref, 'complete', { otp: wrong });
    const locked = await partnerCall(shopA, ref, 'complete', { otp });
    expect([locked.status, locked.body.code]).toEqual([400, 'OTP_LOCKED']);

    // A new code that has expired.
    await partnerCall(shopA, ref, 'send-otp');
    const fresh = payoutOtp(seller.mobile);
    await context.db
      .update(handovers)
      .set({ payoutOtpExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(handovers.orderId, (await orderRow(ref)).id));
    expect((await sellerState(seller, ref)).body.handover.awaiting_confirmation).toBe(false);
    const expired = await partnerCall(shopA, ref, 'complete', { otp: fresh });
    expect([expired.status, expired.body.code]).toEqual([400, 'OTP_EXPIRED']);
    row = await handoverRow(ref);
    expect(row).toMatchObject({ payoutReleasedAt: null, completedAt: null });
    expect((await orderRow(ref)).status).toBe('out_for_pickup');
    expect(await receiptsOf(ref)).toEqual([]);

    // Changing the amount drops the code sent for the old one.
    await partnerCall(shopA, ref, 'send-otp');
    const before = payoutOtp(seller.mobile);
    await partnerCall(shopA, ref, 'amount', { final_amount: value });
    const stale = await partnerCall(shopA, ref, 'complete', { otp: before });
    expect([stale.status, stale.body.code]).toEqual([400, 'OTP_EXPIRED']);
  });

  it('refuses a re-check once the payout is out, so the price paid stays the price completed', async () => {
    const { ref } = await orderAtDoor();
    expect((await partnerCall(shopA, ref, 'imei', CLEAR_IMEIS)).status).toBe(200);
    // The payout went out and the process stopped before the completion was written.
    await context.db
      .update(handovers)
      .set({ payoutReleasedAt: new Date() })
      .where(eq(handovers.orderId, (await orderRow(ref)).id));
    const answers = JSON.parse(seller.booking.device_info);
    const requote = await recheck(shopA, {
      ...answers,
      bodydent: 'D2',
      ref_no: ref,
    });
    expect([requote.status, requote.body.code]).toEqual([409, 'PAYOUT_STARTED']);
    const order = await orderRow(ref);
    expect([order.revisedValue, order.partnerDeviceInfo]).toEqual([null, null]);
  });

  it('once the seller confirmed, lets the order only be completed: no change of price, payout, partner or status', async () => {
    const { ref, value } = await orderAtDoor();
    await readyForOtp(ref, value);
    // The code was accepted and the payout went to the provider, which timed out.
    await context.db
      .update(handovers)
      .set({ payoutOtpVerifiedAt: new Date(), payoutOtpHash: null })
      .where(eq(handovers.orderId, (await orderRow(ref)).id));
    const refusals = [
      await call(shopA, 'POST', `/api/partner/orders/${ref}/reject`, { reason: 'Executive unwell' }),
      await call(admin, 'POST', `/api/staff/orders/${ref}/cancel`, {
        reason_code: 'seller_asked',
        reason: 'Seller asked to cancel',
      }),
      await call(admin, 'POST', `/api/staff/orders/${ref}/assign`, {
        partner_id: shopB.id,
        reason: 'Nearer shop',
      }),
      await recheck(shopA, {
        ...JSON.parse(seller.booking.device_info),
        bodydent: 'D2',
        ref_no: ref,
      }),
      await partnerCall(shopA, ref, 'amount', { final_amount: value - 2000 }),
      await call(seller, 'POST', `/api/handover/${ref}/payout`, BANK),
    ];
    expect(refusals.map((answer) => [answer.status, answer.body.code])).toEqual(
      Array(refusals.length).fill([409, 'PAYOUT_STARTED']),
    );
    const order = await orderRow(ref);
    expect([order.status, order.partnerId, order.revisedValue]).toEqual(['out_for_pickup', shopA.id, null]);
    // The retry pays the confirmed amount, with no new code, and completes.
    const done = await partnerCall(shopA, ref, 'complete', { otp: '0000' });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect((await orderRow(ref)).finalValue).toBe(value);
  });

  it('sends at most 5 payout codes and takes at most 10 wrong ones over a handover', async () => {
    const first = await orderAtDoor();
    await readyForOtp(first.ref, first.value);
    for (let send = 2; send <= 5; send += 1)
      expect((await partnerCall(shopA, first.ref, 'send-otp')).status).toBe(200);
    const sixth = await partnerCall(shopA, first.ref, 'send-otp');
    expect([sixth.status, sixth.body.code]).toEqual([429, 'PAYOUT_OTP_LIMIT']);

    const second = await orderAtDoor();
    await readyForOtp(second.ref, second.value);
    const wrongOf = (code: string) => (code === '0000' ? '1111' : '0000');
    let answer = { status: 0, body: { code: '' } };
    for (let wrong = 1; wrong <= 10; wrong += 1) {
      // A new code every 4 wrong tries (a code locks at its 5th).
      if (wrong === 5 || wrong === 9) await partnerCall(shopA, second.ref, 'send-otp');
      answer = await partnerCall(shopA, second.ref, 'complete', { otp: wrongOf(payoutOtp(seller.mobile)) });
    }
    expect([answer.status, answer.body.code]).toEqual([429, 'PAYOUT_OTP_LIMIT']);
    const right = await partnerCall(shopA, second.ref, 'complete', { otp: payoutOtp(seller.mobile) });
    expect([right.status, right.body.code]).toEqual([429, 'PAYOUT_OTP_LIMIT']);
    const another = await partnerCall(shopA, second.ref, 'send-otp');
    expect([another.status, another.body.code]).toEqual([429, 'PAYOUT_OTP_LIMIT']);
    expect((await handoverRow(second.ref))?.payoutReleasedAt).toBeNull();
  });

  it("releases nothing for a suspended partner's pickup, even with the seller's right code", async () => {
    const [place] = (await call(null, 'GET', '/api/pincodes/Hyderabad')).body.pincodes;
    const shopC = await createPartner(context, sms, { pincodes: [place.pincode], shopName: 'Koti Mobiles' });
    const { ref, value } = await orderAtDoor(shopC);
    const otp = await readyForOtp(ref, value, { partner: shopC });
    const suspended = await call(admin, 'POST', `/api/staff/partners/${shopC.id}/status`, {
      status: 'suspended',
    });
    expect(suspended.status).toBe(200);
    // The suspension returned the pickup to the pool (orders/partner-suspension.ts): no partner holds it, so
    // the seller's code has nothing to release.
    const confirm = await call(seller, 'POST', `/api/handover/${ref}/confirm`, { otp });
    expect([confirm.status, confirm.body.code]).toEqual([409, 'ORDER_TRANSITION_NOT_ALLOWED']);
    expect((await handoverRow(ref))?.payoutReleasedAt).toBeNull();
    expect(await receiptsOf(ref)).toEqual([]);
  });

  it('drops a payout code at a re-check: the seller is not asked to confirm the old amount', async () => {
    const { ref, value } = await orderAtDoor();
    const otp = await readyForOtp(ref, value);
    expect((await sellerState(seller, ref)).body.handover.awaiting_confirmation).toBe(true);
    const requote = await recheck(shopA, {
      ...JSON.parse(seller.booking.device_info),
      bodydent: 'D2',
      ref_no: ref,
    });
    expect(requote.status).toBe(200);
    expect((await sellerState(seller, ref)).body.handover.awaiting_confirmation).toBe(false);
    const stale = await call(seller, 'POST', `/api/handover/${ref}/confirm`, { otp });
    expect(stale.status).toBeGreaterThanOrEqual(400);
    expect((await handoverRow(ref))?.payoutReleasedAt).toBeNull();
  });

  it('refuses a second completion, and any step after it, writing no second receipt', async () => {
    const { ref, value } = await orderAtDoor();
    const otp = await readyForOtp(ref, value);
    expect((await partnerCall(shopA, ref, 'complete', { otp })).status).toBe(200);
    const second = await partnerCall(shopA, ref, 'complete', { otp });
    expect([second.status, second.body.code]).toEqual([409, 'HANDOVER_ALREADY_COMPLETED']);
    const bySeller = await call(seller, 'POST', `/api/handover/${ref}/confirm`, { otp });
    expect([bySeller.status, bySeller.body.code]).toEqual([409, 'HANDOVER_ALREADY_COMPLETED']);
    for (const [step, body] of [
      ['imei', CLEAR_IMEIS],
      ['seller-id', SELLER_ID],
      ['wipe', WIPED],
      ['amount', { final_amount: 100 }],
      ['send-otp', {}],
    ] as const) {
      const refused = await partnerCall(shopA, ref, step, body);
      expect([step, refused.status, refused.body.code]).toEqual([step, 409, 'HANDOVER_ALREADY_COMPLETED']);
    }
    const payout = await call(seller, 'POST', `/api/handover/${ref}/payout`, UPI);
    expect([payout.status, payout.body.code]).toEqual([409, 'HANDOVER_ALREADY_COMPLETED']);
    expect(await receiptsOf(ref)).toHaveLength(1);
    // The whole handover again stops at its first step; and there is no other way to complete an order.
    const again = await completeThroughHandover(context.app, sms, shopA, seller, ref);
    expect([again.step, again.status, again.body.code]).toEqual(['imei', 409, 'HANDOVER_ALREADY_COMPLETED']);
    const legacy = await call(shopA, 'POST', `/api/partner/orders/${ref}/complete`, { amount: value - 500 });
    expect(legacy.status).toBe(404);
    expect(await receiptsOf(ref)).toHaveLength(1);
  });

  it('lets one of several simultaneous completions of an order win: one payout, one receipt, one event', async () => {
    const { ref, value } = await orderAtDoor();
    const otp = await readyForOtp(ref, value);
    const answers = await Promise.all([
      ...[1, 2, 3].map(() => partnerCall(shopA, ref, 'complete', { otp })),
      ...[1, 2, 3].map(() => call(seller, 'POST', `/api/handover/${ref}/confirm`, { otp })),
    ]);
    const winners = answers.filter((answer) => answer.status === 200);
    expect(winners).toHaveLength(1);
    // A loser is told, depending on how far the winner had got, that the handover is complete, that the
    // payout is already confirmed, or that it is on its way.
    for (const loser of answers.filter((answer) => answer.status !== 200))
      expect([
        [409, 'HANDOVER_ALREADY_COMPLETED'],
        [409, 'PAYOUT_STARTED'],
        [409, 'PAYOUT_IN_PROGRESS'],
      ]).toContainEqual([loser.status, loser.body.code]);
    const receipts = await receiptsOf(ref);
    expect(receipts.map((receipt) => receipt.number)).toEqual([winners[0]?.body.handover.receipt_number]);
    const order = await orderRow(ref);
    expect(order).toMatchObject({ status: 'completed', finalValue: value });
    const completed = await context.db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, order.id), eq(orderEvents.type, 'completed')));
    expect(completed).toHaveLength(1);
    expect((await handoverRow(ref))?.payoutReference).toBe(winners[0]?.body.handover.paid.reference);
  });

  it('refuses the handover before the order is out for pickup', async () => {
    const booked = await seller.book(`handover-api-early-${Date.now()}`);
    const ref = booked.json().RefNo as string;
    expect((await call(shopA, 'POST', `/api/partner/orders/${ref}/accept`)).status).toBe(200);
    const imei = await partnerCall(shopA, ref, 'imei', CLEAR_IMEIS);
    expect([imei.status, imei.body.code]).toEqual([409, 'ORDER_TRANSITION_NOT_ALLOWED']);
    const payout = await call(seller, 'POST', `/api/handover/${ref}/payout`, UPI);
    expect([payout.status, payout.body.code]).toEqual([409, 'ORDER_TRANSITION_NOT_ALLOWED']);
    const invoice = await call(seller, 'GET', `/api/invoice/${ref}`);
    expect([invoice.status, invoice.body.code]).toEqual([409, 'INVOICE_NOT_READY']);
    expect(await handoverRow(ref)).toBeNull();
  });

  it('starts the doorstep steps again when another partner takes a handed-back order', async () => {
    const { ref } = await orderAtDoor(shopA);
    await partnerCall(shopA, ref, 'imei', CLEAR_IMEIS);
    await partnerCall(shopA, ref, 'seller-id', SELLER_ID);
    await call(seller, 'POST', `/api/handover/${ref}/payout`, UPI);
    const back = await call(shopA, 'POST', `/api/partner/orders/${ref}/reject`, {
      reason: 'Bike broke down',
    });
    expect(back.status).toBe(200);
    expect((await partnerState(shopA, ref)).status).toBe(404);
    expect((await call(shopB, 'POST', `/api/partner/orders/${ref}/accept`)).status).toBe(200);
    expect((await call(shopB, 'POST', `/api/partner/orders/${ref}/outforpickup`)).status).toBe(200);
    const state = (await partnerState(shopB, ref)).body.handover;
    expect(state).toMatchObject({ imeis: [], seller_id: null, payout: { method: 'upi' } });
    expect((await handoverRow(ref))?.partnerId).toBe(shopB.id);
  });
});

describe('who may see a handover', () => {
  let ref: string;
  let imeis: { imei_1: string; imei_2: string };
  beforeAll(async () => {
    const order = await orderAtDoor();
    ref = order.ref;
    imeis = CLEAR_IMEIS;
    const otp = await readyForOtp(ref, order.value);
    expect((await partnerCall(shopA, ref, 'complete', { otp })).status).toBe(200);
  });

  it("answers 404 to another customer for the seller's calls and the receipt", async () => {
    for (const [method, url, body] of [
      ['GET', `/api/handover/${ref}`, undefined],
      ['POST', `/api/handover/${ref}/payout`, UPI],
      ['POST', `/api/handover/${ref}/confirm`, { otp: '1234' }],
      ['GET', `/api/invoice/${ref}`, undefined],
    ] as const) {
      const refused = await call(stranger, method, url, body);
      expect([url, refused.status, refused.body.code]).toEqual([url, 404, 'ORDER_NOT_FOUND']);
    }
    expect((await call(seller, 'GET', `/api/invoice/${ref}`)).status).toBe(200);
  });

  it("answers 404 to another partner for every partner call, even one serving the order's pincode", async () => {
    const refusedRead = await partnerState(shopB, ref);
    expect([refusedRead.status, refusedRead.body.code]).toEqual([404, 'ORDER_NOT_FOUND']);
    for (const [step, body] of [
      ['imei', CLEAR_IMEIS],
      ['seller-id', SELLER_ID],
      ['wipe', WIPED],
      ['amount', { final_amount: 100 }],
      ['send-otp', {}],
      ['complete', { otp: '1234' }],
    ] as const) {
      const refused = await partnerCall(shopB, ref, step, body);
      expect([step, refused.status, refused.body.code]).toEqual([step, 404, 'ORDER_NOT_FOUND']);
    }
    // A partner's token opens no seller call, a seller's no partner call, and no one's nothing.
    expect((await sellerState(shopA, ref)).body.code).toBe('LOGIN_REQUIRED');
    expect((await partnerState(seller, ref)).body.code).toBe('PARTNER_LOGIN_REQUIRED');
    expect((await sellerState(null, ref)).status).toBe(401);
    expect((await partnerState(null, ref)).status).toBe(401);
    expect((await call(null, 'GET', `/api/invoice/${ref}`)).status).toBe(401);
  });

  it('serves the dealer register to staff only, as CSV, and audits each download', async () => {
    const [receipt] = await receiptsOf(ref);
    for (const who of [null, seller, shopA, stranger]) {
      const refused = await call(who, 'GET', '/api/staff/dealer-register');
      expect([refused.status, refused.body.code]).toEqual([401, 'STAFF_LOGIN_REQUIRED']);
    }
    // Operations staff say why; an admin need not (both audited).
    const unexplained = await call(operations, 'GET', '/api/staff/dealer-register');
    expect([unexplained.status, unexplained.body.code, unexplained.body.field]).toEqual([
      400,
      'DEALER_REGISTER_REASON_REQUIRED',
      'reason',
    ]);
    const vague = await call(operations, 'GET', '/api/staff/dealer-register?reason=police');
    expect([vague.status, vague.body.code, vague.body.field]).toEqual([400, 'VALIDATION_FAILED', 'reason']);
    const csv = await call(
      operations,
      'GET',
      `/api/staff/dealer-register?reason=${encodeURIComponent('Police station asked for November')}`,
    );
    expect(csv.status).toBe(200);
    expect(csv.raw.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.raw.headers['content-disposition']).toMatch(/^attachment; filename="Phonix-dealer-register-/);
    expect(csv.raw.headers['cache-control']).toBe('no-store');
    const rows: string[][] = parse(csv.raw.body.replace(/^\ufeff/, ''));
    expect(rows[0]).toEqual([...DEALER_REGISTER_HEADER]);
    const line = rows.find((entry) => entry[1] === receipt?.number);
    expect(line).toEqual([
      expect.stringMatching(/^\d{2}-\d{2}-\d{4}$/),
      receipt?.number,
      'Ravi Kumar',
      seller.mobile,
      expect.stringMatching(/^Flat 3, Lake View, .+ \d{6}$/),
      'Aadhaar XXXX XXXX 1234',
      `'${imeis.imei_1}`,
      `'${imeis.imei_2}`,
      expect.any(String),
      expect.stringMatching(/^\d+$/),
      'Quick Mobiles',
      'Imran Khan',
      shopA.mobile,
      SELLER_ID.name_on_id,
      '',
    ]);
    const [audited] = await context.db
      .select({ n: count() })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'dealer_register.exported'), eq(auditLog.staffId, operations.id)));
    expect(audited?.n).toBe(1);
    const [entry] = await context.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'dealer_register.exported'), eq(auditLog.staffId, operations.id)));
    expect(entry?.after).toMatchObject({ reason: 'Police station asked for November' });

    const empty = await call(admin, 'GET', '/api/staff/dealer-register?from=2020-04-01&to=2020-04-30');
    expect(empty.status).toBe(200);
    expect(parse(empty.raw.body.replace(/^\ufeff/, ''))).toHaveLength(1);
    for (const query of ['from=2026-13-01', 'from=2026-05-02&to=2026-05-01', 'to=yesterday']) {
      const bad = await call(admin, 'GET', `/api/staff/dealer-register?${query}`);
      expect([query, bad.status, bad.body.code]).toEqual([query, 400, 'VALIDATION_FAILED']);
    }
  });
});

describe('with IMEI_CHECKER=manual (the default)', () => {
  it('needs the result and reference of the official check with each IMEI, and records them', {
    timeout: 60_000,
  }, async () => {
    const manualSms = new RecordingSms();
    const manual = await createTestApp({ auth: { sms: manualSms } });
    try {
      const owner = await sellerReadyToBook(manual.app, manualSms, '10.41.1.1');
      const [place] = (await manual.app.inject({ method: 'GET', url: '/api/pincodes/Hyderabad' })).json()
        .pincodes;
      const shop = await createPartner(manual, manualSms, { pincodes: [place.pincode] });
      const ref = (await owner.book('handover-api-manual')).json().RefNo as string;
      const post = (url: string, payload: object = {}) =>
        manual.app.inject({ method: 'POST', url, headers: shop.auth, payload });
      expect((await post(`/api/partner/orders/${ref}/accept`)).statusCode).toBe(200);
      expect((await post(`/api/partner/orders/${ref}/outforpickup`)).statusCode).toBe(200);
      const imei = (payload: object) => post(`/api/partner/orders/${ref}/handover/imei`, payload);

      const missing = await imei(CLEAR_IMEIS);
      expect([missing.statusCode, missing.json().code]).toEqual([400, 'IMEI_CHECK_MISSING']);
      const recorded = await imei({
        ...CLEAR_IMEIS,
        manual_check: [
          { status: 'clear', reference: 'KYM reply 22-11 10:42' },
          { status: 'clear', reference: 'KYM reply 22-11 10:43' },
        ],
      });
      expect(recorded.statusCode).toBe(200);
      expect(recorded.json().handover).toMatchObject({
        imei_checker: 'manual',
        imeis: [CLEAR_IMEIS.imei_1, CLEAR_IMEIS.imei_2],
        imei_checks: [
          { driver: 'manual', status: 'clear', reference: 'KYM reply 22-11 10:42' },
          { driver: 'manual', status: 'clear', reference: 'KYM reply 22-11 10:43' },
        ],
      });
      const restricted = await imei({
        imei_1: CLEAR_IMEIS.imei_1,
        manual_check: [{ status: 'restricted', reference: 'KYM reply: blocked' }],
      });
      expect([restricted.statusCode, restricted.json().code]).toEqual([409, 'IMEI_RESTRICTED']);
    } finally {
      await manual.close();
    }
  });
});
