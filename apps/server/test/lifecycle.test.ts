import { formatNumber } from '@phonix/shared/money';
import { PICKUP_SLOTS, pickupDates } from '@phonix/shared/pickup';
import { quote } from '@phonix/shared/pricing';
import type { AnswerRecord } from '@phonix/shared/questionnaire';
import type { PriceBasis } from '@phonix/shared/requote';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderEvents, orders, outboxMessages, priceDeductions, variants } from '../src/db/schema.ts';
import { scriptActor } from '../src/modules/audit/audit.ts';
import { CatalogService } from '../src/modules/catalog/service.ts';
import { EvidenceService, provedAnswerKeys } from '../src/modules/evidence/service.ts';
import { RequoteService } from '../src/modules/orders/requote.ts';
import { PartnerAdminService } from '../src/modules/partners/admin-service.ts';
import { PricingService } from '../src/modules/pricing/service.ts';
import { signUp } from './support/customers.ts';
import { photographChanges } from './support/door-photos.ts';
import { completeThroughHandover, handoverUntilOtp } from './support/handover.ts';
import { createPartner, outboxSettled, type TestPartner } from './support/partners.ts';
import { RecordingEmail, RecordingSms } from './support/recording-sms.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

/**
 * The order's life through the API: partners accept, hand back, go out for pickup, re-quote at the
 * doorstep and complete through the handover (support/handover.ts); the seller reschedules and decides on
 * a revised offer; every move the table forbids is refused with its code; and each step tells the right
 * people once.
 */
const sms = new RecordingSms();
const email = new RecordingEmail();
const TEAM = 'orders@phonix.test';
let context: TestApp;
let seller: Awaited<ReturnType<typeof signUp>>;
let variant: { id: number; VariantName: string; Rate: number };
let place: { pincode: string; locality: string; city: string; state: string };
let elsewhere: string;
let shopA: TestPartner;
let shopB: TestPartner;
let farShop: TestPartner;
let addressId: number;

type Auth = { auth: Record<string, string> } | null;
const call = async (who: Auth, method: 'GET' | 'POST', url: string, payload?: object) => {
  const response = await context.app.inject({
    method,
    url,
    ...(payload ? { payload } : {}),
    headers: who ? who.auth : {},
  });
  return {
    status: response.statusCode,
    body: response.body.startsWith('%PDF') ? {} : response.json(),
    raw: response,
  };
};
/** The partner's re-check as the portal sends it: a photo of each changed answer first (issue 34). */
const recheck = async (who: NonNullable<Auth>, body: { ref_no: string }) => {
  await photographChanges(context.app, who.auth, body.ref_no, body);
  return call(who, 'POST', '/api/getReExactValue', body);
};

const sellerAnswers = (): AnswerRecord => ({
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
  accessories: ['Box', 'Chr'],
  warranty: '',
  screencondition: 'yes',
  bodycondition: 'yes',
  variant: variant.id,
  ic_slug: 'apple-iphone-13',
});

/** What the partner finds at the door: a dented body and no box. */
const worseAnswers = (): AnswerRecord => ({
  ...sellerAnswers(),
  bodycondition: 'no',
  bodydent: 'D2',
  accessories: ['Chr'],
});

let slot = 0;
/** Books a pickup for the seller in `place` (a new slot each time, so no booking repeats another). */
async function book(): Promise<string> {
  slot += 1;
  const booked = await call(seller, 'POST', '/api/generatesellnoworder', {
    ic_slug: 'apple-iphone-13',
    model_name: 'iPhone 13',
    variant: variant.id,
    device_info: JSON.stringify(sellerAnswers()),
    customer_id: seller.customerId,
    address_id: addressId,
    pickup_date: pickupDates()[slot % 4]?.value,
    pickup_time: PICKUP_SLOTS[Math.floor(slot / 4) % PICKUP_SLOTS.length],
  });
  expect(booked.status).toBe(200);
  return booked.body.RefNo as string;
}

/**
 * The order's messages are exactly `expected` (template and recipient), each sent once: one outbox row,
 * marked sent after one try, and one delivery through the driver.
 */
async function expectToldOnce(ref: string, expected: [string, string][]) {
  await outboxSettled(context);
  const [order] = await context.db.select().from(orders).where(eq(orders.refNo, ref));
  const rows = await context.db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.orderId, order?.id ?? 0));
  const sort = (list: [string, string][]) => [...list].sort((a, b) => `${a}`.localeCompare(`${b}`));
  expect(sort(rows.map((row) => [row.template, row.recipient]))).toEqual(sort(expected));
  for (const row of rows) {
    expect([row.template, row.status, row.attempts]).toEqual([row.template, 'sent', 1]);
    // The handover's payout OTP goes to the seller directly, not through the outbox.
    const delivered =
      row.channel === 'sms'
        ? sms.sent.filter(
            (entry) =>
              entry.to === row.recipient &&
              entry.text.includes(ref) &&
              !entry.text.includes('is your Phonix OTP for order'),
          )
        : email.sent.filter((entry) => entry.to === row.recipient && entry.subject.includes(ref));
    const sameRecipientRows = rows.filter(
      (other) => other.recipient === row.recipient && other.channel === row.channel,
    );
    expect([row.template, delivered.length]).toEqual([row.template, sameRecipientRows.length]);
  }
}

const sellerOrder = async (ref: string) =>
  (await call(seller, 'GET', `/api/getsellnowoder/${ref}`)).body.order;
const titles = (order: { events: unknown[] }, blocks: (events: never) => { title: string }[]) =>
  blocks(order.events as never).map((block) => block.title);
const partnerStep = (partner: Auth, ref: string, step: string, payload?: object) =>
  call(partner, 'POST', `/api/partner/orders/${ref}/${step}`, payload ?? {});
const requote = (partner: NonNullable<Auth>, ref: string, answers: AnswerRecord) =>
  recheck(partner, { ...answers, ref_no: ref });
/** Completes the order through the handover (every step, then the seller's OTP); see support/handover.ts. */
const complete = (partner: TestPartner, ref: string, amount?: number) =>
  completeThroughHandover(context.app, sms, partner, seller, ref, amount);

let timeline: (events: never) => { title: string; detail?: string }[];

beforeAll(async () => {
  context = await createTestApp({
    auth: { sms },
    email,
    teamEmail: TEAM,
    outbox: { pollMs: 20, backoffBaseMs: 20 },
  });
  timeline = (await import('@phonix/shared/order-lifecycle')).timelineBlocks as never;
  seller = await signUp(context.app, sms, '10.3.0.1');
  variant = (await call(null, 'GET', '/api/variant/apple-iphone-13')).body.variants[0];
  const pincodes = (await call(null, 'GET', '/api/pincodes/Hyderabad')).body.pincodes as (typeof place)[];
  place = pincodes[0] as typeof place;
  elsewhere = (pincodes.find((entry) => entry.pincode !== place.pincode) as typeof place).pincode;
  const address = await call(seller, 'POST', '/api/addaddress', {
    address_type: 'Home',
    address_no: 'Flat 9, Lake View',
    locality: place.locality,
    landmark: 'Behind the temple',
    city: place.city,
    state: place.state,
    pincode: place.pincode,
  });
  addressId = address.body.address.id;
  shopA = await createPartner(context, sms, { pincodes: [place.pincode], shopName: 'Quick Mobiles' });
  shopB = await createPartner(context, sms, {
    pincodes: [place.pincode, elsewhere],
    shopName: 'Deccan Phones',
  });
  farShop = await createPartner(context, sms, { pincodes: [elsewhere], shopName: 'Far Away Mobiles' });
});
afterAll(async () => {
  await context.close();
});

describe('partner sign-in and principals', () => {
  it('signs a partner in with its mobile and OTP, and shows its profile', async () => {
    const profile = await call(shopA, 'GET', '/api/partner/profile');
    expect(profile.status).toBe(200);
    expect(profile.body.partner).toEqual({
      partner_id: shopA.id,
      shop_name: 'Quick Mobiles',
      owner_name: 'Imran Khan',
      mobile: shopA.mobile,
      gstin: '',
      pincodes: [place.pincode],
      status: 'active',
    });
  });

  it('refuses an unknown number with 404 and sends it nothing', async () => {
    // Texts to other numbers (an earlier test's notices, sent by the outbox) may arrive meanwhile.
    const sentTo = (mobile: string) => sms.sent.filter((entry) => entry.to === mobile).length;
    const unknown = await call(null, 'POST', '/api/partner/sendotp', { mobile: '9000000001' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('PARTNER_NOT_FOUND');
    expect(sentTo('9000000001')).toBe(0);
  });

  it("never opens a partner call with a customer's token, nor a customer call with a partner's", async () => {
    for (const url of ['/api/partner/profile', '/api/partner/pickups', '/api/partner/orders']) {
      const refused = await call(seller, 'GET', url);
      expect([url, refused.status, refused.body.code]).toEqual([url, 401, 'PARTNER_LOGIN_REQUIRED']);
    }
    const requoted = await requote(seller, 'PX0000000000', sellerAnswers());
    expect([requoted.status, requoted.body.code]).toEqual([401, 'PARTNER_LOGIN_REQUIRED']);
    for (const url of [
      `/api/getsalesorders/${seller.customerId}`,
      `/api/getcustomerprofile/${seller.customerId}`,
    ]) {
      const refused = await call(shopA, 'GET', url);
      expect([url, refused.status, refused.body.code]).toEqual([url, 401, 'LOGIN_REQUIRED']);
    }
  });

  it('a suspended partner cannot sign in and its sessions end for good', async () => {
    const shop = await createPartner(context, sms, { pincodes: [elsewhere] });
    const admin = new PartnerAdminService(context.db);
    const actor = scriptActor('partners');
    await admin.setStatus(actor, { id: shop.id }, 'suspended');
    expect((await call(shop, 'GET', '/api/partner/profile')).status).toBe(401);
    const again = await call(null, 'POST', '/api/partner/sendotp', { mobile: shop.mobile });
    expect([again.status, again.body.code]).toEqual([403, 'PARTNER_SUSPENDED']);
    await admin.setStatus(actor, { id: shop.id }, 'active');
    // Reactivating does not bring the old session back (a lost phone's session stays closed): it signs in
    // again (console-partners.test.ts).
    expect((await call(shop, 'GET', '/api/partner/profile')).status).toBe(401);
  });

  it('logs a partner out', async () => {
    const shop = await createPartner(context, sms, { pincodes: [elsewhere] });
    expect((await call(shop, 'POST', '/api/partner/logout', {})).status).toBe(200);
    expect((await call(shop, 'GET', '/api/partner/profile')).status).toBe(401);
  });
});

describe('an order from booking to completion with a revised offer the seller accepts', () => {
  it('walks Enquiry -> Accepted -> Out for Pick up -> revised offer -> Completed', async () => {
    const ref = await book();

    // The pool: partners serving the pincode see the pickup with the locality only.
    const pool = (await call(shopA, 'GET', '/api/partner/pickups')).body.pickups;
    const open = pool.find((entry: { ref_no: string }) => entry.ref_no === ref);
    expect(open).toMatchObject({
      status: 'enquiry',
      status_label: 'Order Initiated',
      model: 'iPhone 13',
      locality: place.locality,
      pincode: place.pincode,
      held_by_you: false,
      seller: null,
      address: null,
    });
    expect(JSON.stringify(open)).not.toContain('Lake View');
    expect(JSON.stringify(open)).not.toContain(seller.mobile);
    const far = (await call(farShop, 'GET', '/api/partner/pickups')).body.pickups;
    expect(far.some((entry: { ref_no: string }) => entry.ref_no === ref)).toBe(false);
    expect((await call(farShop, 'GET', `/api/partner/orders/${ref}`)).status).toBe(404);

    // Accept: the seller sees Partner Confirmed with the shop's name and mobile.
    const accepted = await partnerStep(shopA, ref, 'accept');
    expect(accepted.status).toBe(200);
    expect(accepted.body.order).toMatchObject({
      status: 'accepted',
      held_by_you: true,
      seller: { name: 'Ravi Kumar', mobile: seller.mobile },
      address: { address_no: 'Flat 9, Lake View', landmark: 'Behind the temple', pincode: place.pincode },
    });
    let order = await sellerOrder(ref);
    expect(order).toMatchObject({
      Status: 'Accepted',
      status_label: 'Accepted',
      partner_id: shopA.id,
      partner_name: 'Quick Mobiles',
      partner_mobile: shopA.mobile,
    });
    expect(timeline(order.events as never)[1]).toMatchObject({
      title: 'Partner Confirmed',
      detail: `Quick Mobiles, ${shopA.mobile}`,
    });
    expect(
      (await call(shopB, 'GET', '/api/partner/pickups')).body.pickups.map(
        (p: { ref_no: string }) => p.ref_no,
      ),
    ).not.toContain(ref);

    // Out for pickup. The executive starts the handover at the quote (the payout OTP is texted), then the
    // doorstep re-quote finds a heavy dent and no box.
    expect((await partnerStep(shopA, ref, 'outforpickup')).body.order.status).toBe('out_for_pickup');
    const atQuote = await handoverUntilOtp(context.app, sms, shopA, seller, ref, order.ExactValue);
    expect([atQuote.step, atQuote.status], JSON.stringify(atQuote.body)).toEqual(['send-otp', 200]);
    const completeAtQuote = () => partnerStep(shopA, ref, 'handover/complete', { otp: atQuote.otp });
    const revised = await requote(shopA, ref, worseAnswers());
    expect(revised.status).toBe(200);
    const offer = revised.body.offer;
    expect(offer).toMatchObject({
      ref_no: ref,
      quoted_value: order.ExactValue,
      offer_status: 'pending',
      needs_decision: true,
      price_basis: 'quote',
    });
    expect(revised.body.finalValue).toBe(offer.revised_value);
    expect(offer.revised_value).toBeLessThan(order.ExactValue);
    expect(offer.changes.map((change: { key: string }) => change.key)).toEqual([
      'bodydent',
      'accessories.Box',
    ]);
    expect(offer.changes[0]).toMatchObject({
      question: 'Dents on the body',
      declared: 'No Defect',
      found: '1-2 Major Heavy Dents',
    });
    expect(offer.changes[0].price_effect).toBeLessThan(0);
    expect(offer.changes[1]).toMatchObject({ declared: 'Available', found: 'Not available' });
    const effects = offer.changes.reduce(
      (sum: number, change: { price_effect: number }) => sum + change.price_effect,
      0,
    );
    expect(offer.quoted_value + effects + offer.price_change + offer.rounding).toBe(offer.revised_value);

    // The partner cannot complete while the seller has not decided.
    const early = await completeAtQuote();
    expect([early.status, early.body.code]).toEqual([409, 'ORDER_TRANSITION_NOT_ALLOWED']);

    // The seller's /reexact-value page, then Accept (with a stale value first).
    const seen = await call(seller, 'GET', `/api/revisedoffer/${ref}`);
    // The same offer; only the photos' signed links are minted afresh for each read.
    const withoutLinks = (shown: { photos: { url: string }[] }) => ({
      ...shown,
      photos: shown.photos.map(({ url, ...photo }) => ({ ...photo, url: url.split('?')[0] })),
    });
    expect(withoutLinks(seen.body.offer)).toEqual(withoutLinks(offer));
    const stale = await call(seller, 'POST', `/api/acceptrevisedoffer/${ref}`, {
      revised_value: offer.revised_value + 1,
    });
    expect([stale.status, stale.body.code]).toEqual([409, 'ORDER_CHANGED']);
    const agreed = await call(seller, 'POST', `/api/acceptrevisedoffer/${ref}`, {
      revised_value: offer.revised_value,
    });
    expect(agreed.status).toBe(200);
    expect(agreed.body.offer).toMatchObject({
      offer_status: 'accepted',
      needs_decision: false,
      decided_at: expect.any(String),
    });
    const again = await call(seller, 'POST', `/api/acceptrevisedoffer/${ref}`, {
      revised_value: offer.revised_value,
    });
    expect([again.status, again.body.code]).toEqual([409, 'ORDER_TRANSITION_NOT_ALLOWED']);

    // Complete at the agreed value: the amount entered at the old quote is refused as a changed order, and
    // the quote can no longer be entered.
    const wrong = await completeAtQuote();
    expect([wrong.status, wrong.body.code, wrong.body.field]).toEqual([409, 'ORDER_CHANGED', 'final_amount']);
    const above = await complete(shopA, ref, order.ExactValue);
    expect([above.step, above.status, above.body.code]).toEqual(['amount', 400, 'AMOUNT_NOT_AGREED']);
    const done = await complete(shopA, ref, offer.revised_value);
    expect([done.step, done.status], JSON.stringify(done.body)).toEqual(['complete', 200]);
    expect(done.body.handover).toMatchObject({
      order_status: 'completed',
      final_amount: offer.revised_value,
      receipt_number: expect.any(String),
    });

    order = await sellerOrder(ref);
    expect(order).toMatchObject({
      Status: 'Completed',
      status_label: 'Completed',
      ExactValue: offer.quoted_value,
      revised_value: offer.revised_value,
      agreed_value: offer.revised_value,
      final_value: offer.revised_value,
      final_status_date: expect.any(String),
    });
    expect(JSON.parse(order.PartnerDeviceInfo)).toMatchObject({ bodydent: 'D2' });
    expect(titles(order, timeline)).toEqual([
      'Order Initiated',
      'Partner Confirmed',
      'Out for Pick up',
      'Revised Offer',
      'Revised Offer Accepted',
      'Order Completed',
    ]);
    expect((await call(seller, 'GET', `/api/invoice/${ref}`)).status).toBe(200);
    const report = (await call(null, 'GET', `/api/devicereport/${ref}`)).body.enquiry;
    expect(JSON.parse(report.PartnerDeviceInfo)).toMatchObject({ bodydent: 'D2' });

    // Finished orders stay in the partner's list; a re-quote after completion is refused.
    const mine = (await call(shopA, 'GET', '/api/partner/orders')).body.orders;
    expect(mine.find((entry: { ref_no: string }) => entry.ref_no === ref)).toMatchObject({
      status: 'completed',
    });
    const late = await requote(shopA, ref, worseAnswers());
    expect([late.status, late.body.code]).toEqual([409, 'ORDER_TRANSITION_NOT_ALLOWED']);

    await expectToldOnce(ref, [
      ['order_booked_seller', seller.mobile],
      ['order_booked_team', TEAM],
      ['order_open_partner', shopA.mobile],
      ['order_open_partner', shopB.mobile],
      ['order_accepted_seller', seller.mobile],
      ['order_out_for_pickup_seller', seller.mobile],
      ['order_requoted_seller', seller.mobile],
      ['order_offer_accepted_partner', shopA.mobile],
      ['order_completed_seller', seller.mobile],
    ]);
    const completedSms = sms.sent.find(
      (entry) => entry.to === seller.mobile && entry.text.includes('is complete'),
    );
    // The amount paid, the payout's UTR and the receipt's link (issue 31), in one GSM-7 part.
    expect(completedSms?.text).toMatch(
      new RegExp(
        `^Phonix: order ${ref} is complete\\. Rs ${formatNumber(offer.revised_value)} paid, UTR TEST-UTR-\\w+\\. Receipt: https://www\\.phonix\\.in/sales-order-detail/${ref}$`,
      ),
    );
    const acceptedSms = sms.sent.find(
      (entry) => entry.to === seller.mobile && entry.text.includes('will pick up'),
    );
    expect(acceptedSms?.text).toContain(`Quick Mobiles (${shopA.mobile}) will pick up your phone on`);
  });
});

describe('declining the revised offer', () => {
  it('cancels the order with the reason, at no cost to the seller', async () => {
    const ref = await book();
    await partnerStep(shopA, ref, 'accept');
    await partnerStep(shopA, ref, 'outforpickup');
    const offer = (await requote(shopA, ref, worseAnswers())).body.offer;
    const declined = await call(seller, 'POST', `/api/declinerevisedoffer/${ref}`, {
      revised_value: offer.revised_value,
    });
    expect(declined.status).toBe(200);
    expect(declined.body.offer).toMatchObject({
      offer_status: 'declined',
      status: 'cancelled',
      needs_decision: false,
    });
    const order = await sellerOrder(ref);
    expect(order).toMatchObject({
      Status: 'Cancelled',
      cancel_by_customer: 1,
      cancel_at: expect.any(String),
      cancel_reason: 'The seller declined the revised offer',
      agreed_value: order.ExactValue,
      final_value: null,
    });
    expect(timeline(order.events as never).at(-1)).toMatchObject({
      title: 'Order Cancelled',
      detail: 'The seller declined the revised offer',
    });
    const completed = await complete(shopA, ref, order.ExactValue);
    expect([completed.step, completed.status, completed.body.code]).toEqual([
      'imei',
      409,
      'ORDER_TRANSITION_NOT_ALLOWED',
    ]);
    expect((await call(seller, 'GET', `/api/invoice/${ref}`)).status).toBe(409);
    await expectToldOnce(ref, [
      ['order_booked_seller', seller.mobile],
      ['order_booked_team', TEAM],
      ['order_open_partner', shopA.mobile],
      ['order_open_partner', shopB.mobile],
      ['order_accepted_seller', seller.mobile],
      ['order_out_for_pickup_seller', seller.mobile],
      ['order_requoted_seller', seller.mobile],
      ['order_cancelled_seller', seller.mobile],
      ['order_cancelled_partner', shopA.mobile],
    ]);
  });

  it('needs no decision when the re-quote keeps the price, and lets the partner complete at the quote', async () => {
    const ref = await book();
    await partnerStep(shopA, ref, 'accept');
    await partnerStep(shopA, ref, 'outforpickup');
    const same = await requote(shopA, ref, sellerAnswers());
    expect(same.body.offer).toMatchObject({
      offer_status: 'not_needed',
      needs_decision: false,
      changes: [],
      difference: 0,
    });
    const decide = await call(seller, 'POST', `/api/acceptrevisedoffer/${ref}`, {
      revised_value: same.body.finalValue,
    });
    expect([decide.status, decide.body.code]).toEqual([409, 'ORDER_TRANSITION_NOT_ALLOWED']);
    const done = await complete(shopA, ref, same.body.offer.quoted_value);
    expect([done.step, done.status], JSON.stringify(done.body)).toEqual(['complete', 200]);
    expect(await sellerOrder(ref)).toMatchObject({
      Status: 'Completed',
      final_value: same.body.offer.quoted_value,
    });
    // A re-quote at the quoted value is nothing to tell the seller about.
    await expectToldOnce(ref, [
      ['order_booked_seller', seller.mobile],
      ['order_booked_team', TEAM],
      ['order_open_partner', shopA.mobile],
      ['order_open_partner', shopB.mobile],
      ['order_accepted_seller', seller.mobile],
      ['order_out_for_pickup_seller', seller.mobile],
      ['order_completed_seller', seller.mobile],
    ]);
  });
});

describe('a partner hands an order back and another accepts it', () => {
  it("shows 'Order Rejected', returns the order to the pool without that partner, and another partner takes it", async () => {
    const ref = await book();
    await partnerStep(shopA, ref, 'accept');
    const noReason = await partnerStep(shopA, ref, 'reject', { reason: '  ' });
    expect([noReason.status, noReason.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    const rejected = await partnerStep(shopA, ref, 'reject', { reason: 'Seller not reachable on phone' });
    expect(rejected.status).toBe(200);
    expect(rejected.body.order).toMatchObject({
      status: 'enquiry',
      held_by_you: false,
      seller: null,
      address: null,
    });

    let order = await sellerOrder(ref);
    expect(order).toMatchObject({
      Status: 'Enquiry',
      partner_id: 0,
      partner_name: '',
      cancel_by_partner: shopA.id,
      cancel_by_partner_at: expect.any(String),
    });
    expect(titles(order, timeline)).toEqual(['Order Initiated', 'Partner Confirmed', 'Order Rejected']);

    const poolOf = async (shop: TestPartner) =>
      (await call(shop, 'GET', '/api/partner/pickups')).body.pickups.map(
        (entry: { ref_no: string }) => entry.ref_no,
      );
    expect(await poolOf(shopA)).not.toContain(ref);
    expect(await poolOf(shopB)).toContain(ref);
    expect((await call(shopA, 'GET', `/api/partner/orders/${ref}`)).status).toBe(404);
    expect((await partnerStep(shopA, ref, 'accept')).status).toBe(404);

    expect((await partnerStep(shopB, ref, 'accept')).status).toBe(200);
    order = await sellerOrder(ref);
    expect(order).toMatchObject({ Status: 'Accepted', partner_id: shopB.id, partner_name: 'Deccan Phones' });
    expect(titles(order, timeline)).toEqual([
      'Order Initiated',
      'Partner Confirmed',
      'Order Rejected',
      'Partner Confirmed',
    ]);
    await expectToldOnce(ref, [
      ['order_booked_seller', seller.mobile],
      ['order_booked_team', TEAM],
      ['order_open_partner', shopA.mobile],
      ['order_open_partner', shopB.mobile],
      ['order_accepted_seller', seller.mobile],
      ['order_rejected_seller', seller.mobile],
      // Open again: told to the partners serving the pincode, except the one that handed it back.
      ['order_open_partner', shopB.mobile],
      ['order_accepted_seller', seller.mobile],
    ]);
  });
});

describe('rescheduling', () => {
  it('moves the pickup before the partner is on the way and tells the partner holding it', async () => {
    const ref = await book();
    const before = await sellerOrder(ref);
    const target =
      pickupDates().find((date) => date.value !== before.pickup_date)?.value ??
      (pickupDates()[0]?.value as string);
    const body = { pickup_date: target, pickup_time: '06:00 PM - 08:00 PM' };

    const unchanged = await call(seller, 'POST', `/api/reschedulepickup/${ref}`, {
      pickup_date: before.pickup_date,
      pickup_time: before.pickup_time,
    });
    expect([unchanged.status, unchanged.body.code]).toEqual([400, 'PICKUP_UNCHANGED']);
    const past = await call(seller, 'POST', `/api/reschedulepickup/${ref}`, {
      ...body,
      pickup_date: '2020-01-01',
    });
    expect([past.status, past.body.code]).toEqual([400, 'PICKUP_DATE_INVALID']);

    await partnerStep(shopB, ref, 'accept');
    const moved = await call(seller, 'POST', `/api/reschedulepickup/${ref}`, body);
    expect(moved.status).toBe(200);
    expect(moved.body.order).toMatchObject(body);
    expect(timeline(moved.body.order.events as never).at(-1)?.title).toBe('Pickup Rescheduled');
    expect((await call(shopB, 'GET', `/api/partner/orders/${ref}`)).body.order).toMatchObject(body);

    const stranger = await signUp(context.app, sms, '10.3.0.9');
    expect((await call(stranger, 'POST', `/api/reschedulepickup/${ref}`, body)).status).toBe(404);

    await partnerStep(shopB, ref, 'outforpickup');
    const late = await call(seller, 'POST', `/api/reschedulepickup/${ref}`, {
      ...body,
      pickup_time: '08:00 AM - 10:00 AM',
    });
    expect([late.status, late.body.code]).toEqual([409, 'ORDER_TRANSITION_NOT_ALLOWED']);
    await expectToldOnce(ref, [
      ['order_booked_seller', seller.mobile],
      ['order_booked_team', TEAM],
      ['order_open_partner', shopA.mobile],
      ['order_open_partner', shopB.mobile],
      ['order_accepted_seller', seller.mobile],
      ['order_rescheduled_seller', seller.mobile],
      ['order_rescheduled_partner', shopB.mobile],
      ['order_out_for_pickup_seller', seller.mobile],
    ]);
  });
});

describe('illegal moves are refused with their codes', () => {
  it('refuses each move the table or ownership forbids, and stores nothing', async () => {
    const ref = await book();
    const eventsOf = async () =>
      context.db
        .select()
        .from(orderEvents)
        .innerJoin(orders, eq(orders.id, orderEvents.orderId))
        .where(eq(orders.refNo, ref));
    // biome-ignore lint/suspicious/noExplicitAny: the answers' JSON bodies
    type Answer = { status: number; body: any };
    const cases: [string, () => Promise<Answer>, number, string][] = [
      // The handover is the holding partner's: an open pickup is nobody's yet.
      ['completing an Enquiry', () => complete(shopA, ref, 1000), 404, 'ORDER_NOT_FOUND'],
      [
        'going out for an Enquiry',
        () => partnerStep(shopA, ref, 'outforpickup'),
        409,
        'ORDER_TRANSITION_NOT_ALLOWED',
      ],
      [
        're-quoting an Enquiry',
        () => requote(shopA, ref, worseAnswers()),
        409,
        'ORDER_TRANSITION_NOT_ALLOWED',
      ],
      [
        'handing back an Enquiry',
        () => partnerStep(shopA, ref, 'reject', { reason: 'x' }),
        409,
        'ORDER_TRANSITION_NOT_ALLOWED',
      ],
      [
        'accepting an offer that does not exist',
        () => call(seller, 'POST', `/api/acceptrevisedoffer/${ref}`, { revised_value: 1 }),
        409,
        'ORDER_TRANSITION_NOT_ALLOWED',
      ],
      [
        'reading an offer that does not exist',
        () => call(seller, 'GET', `/api/revisedoffer/${ref}`),
        404,
        'REVISED_OFFER_NOT_FOUND',
      ],
      ['a customer re-quoting', () => requote(seller, ref, worseAnswers()), 401, 'PARTNER_LOGIN_REQUIRED'],
      ['a partner outside the pincode', () => partnerStep(farShop, ref, 'accept'), 404, 'ORDER_NOT_FOUND'],
    ];
    for (const [name, attempt, status, code] of cases) {
      const refused = await attempt();
      expect([name, refused.status, refused.body.code]).toEqual([name, status, code]);
    }
    expect((await eventsOf()).length).toBe(1);

    await partnerStep(shopA, ref, 'accept');
    const held: typeof cases = [
      ['accepting twice', () => partnerStep(shopA, ref, 'accept'), 409, 'ORDER_TRANSITION_NOT_ALLOWED'],
      ['another partner accepting', () => partnerStep(shopB, ref, 'accept'), 409, 'ORDER_ALREADY_TAKEN'],
      [
        "another partner's out for pickup",
        () => partnerStep(shopB, ref, 'outforpickup'),
        404,
        'ORDER_NOT_FOUND',
      ],
      [
        "another partner's hand-back",
        () => partnerStep(shopB, ref, 'reject', { reason: 'x' }),
        404,
        'ORDER_NOT_FOUND',
      ],
      ["another partner's completion", () => complete(shopB, ref, 1), 404, 'ORDER_NOT_FOUND'],
      ["another partner's re-quote", () => requote(shopB, ref, worseAnswers()), 404, 'ORDER_NOT_FOUND'],
      [
        "another partner's read",
        () => call(shopB, 'GET', `/api/partner/orders/${ref}`),
        404,
        'ORDER_NOT_FOUND',
      ],
      [
        'the seller cancelling an accepted order',
        () => call(seller, 'GET', `/api/cancelorderbycustomer/${ref}`),
        409,
        'ORDER_NOT_CANCELLABLE',
      ],
      [
        'completing before out for pickup',
        () => complete(shopA, ref, 1),
        409,
        'ORDER_TRANSITION_NOT_ALLOWED',
      ],
    ];
    for (const [name, attempt, status, code] of held) {
      const refused = await attempt();
      expect([name, refused.status, refused.body.code]).toEqual([name, status, code]);
    }

    await partnerStep(shopA, ref, 'outforpickup');
    const other = { ...worseAnswers(), variant: variant.id + 1 };
    const mismatch = await requote(shopA, ref, other);
    expect([mismatch.status, mismatch.body.code]).toEqual([400, 'DEVICE_MISMATCH']);
    const order = await sellerOrder(ref);
    const done = await complete(shopA, ref, order.ExactValue);
    expect([done.step, done.status], JSON.stringify(done.body)).toEqual(['complete', 200]);
    const finished: typeof cases = [
      [
        'cancelling a Completed order',
        () => call(seller, 'GET', `/api/cancelorderbycustomer/${ref}`),
        409,
        'ORDER_NOT_CANCELLABLE',
      ],
      [
        'a re-quote after completion',
        () => requote(shopA, ref, worseAnswers()),
        409,
        'ORDER_TRANSITION_NOT_ALLOWED',
      ],
      ['completing twice', () => complete(shopA, ref, order.ExactValue), 409, 'HANDOVER_ALREADY_COMPLETED'],
      [
        'the seller confirming a payout again',
        () => call(seller, 'POST', `/api/handover/${ref}/confirm`, { otp: '1234' }),
        409,
        'HANDOVER_ALREADY_COMPLETED',
      ],
      [
        'handing back a Completed order',
        () => partnerStep(shopA, ref, 'reject', { reason: 'x' }),
        409,
        'ORDER_TRANSITION_NOT_ALLOWED',
      ],
      [
        'rescheduling a Completed order',
        () =>
          call(seller, 'POST', `/api/reschedulepickup/${ref}`, {
            pickup_date: pickupDates()[0]?.value,
            pickup_time: '06:00 PM - 08:00 PM',
          }),
        409,
        'ORDER_TRANSITION_NOT_ALLOWED',
      ],
    ];
    const settled = (await eventsOf()).length;
    for (const [name, attempt, status, code] of finished) {
      const refused = await attempt();
      expect([name, refused.status, refused.body.code]).toEqual([name, status, code]);
    }
    expect((await eventsOf()).length).toBe(settled);
    const [row] = await context.db.select().from(orders).where(eq(orders.refNo, ref));
    expect(row).toMatchObject({ status: 'completed', partnerId: shopA.id });
  });
});

describe('the price lock', () => {
  it("prices a re-quote on the table the seller was quoted from, and on the day's prices once the quote expired", async () => {
    const ref = await book();
    await partnerStep(shopA, ref, 'accept');
    await partnerStep(shopA, ref, 'outforpickup');
    const [row] = await context.db.select().from(orders).where(eq(orders.refNo, ref));
    const basis = row?.priceBasis as PriceBasis;
    expect(basis.rate).toBe(variant.Rate);
    expect(basis.rules.deductions.D2).toBeGreaterThan(0);

    // Operations change the price table after the quote: the Rate up by half, a heavy dent costs double,
    // a missing box nothing.
    await context.db
      .update(variants)
      .set({ rate: Math.round(variant.Rate * 1.5) })
      .where(eq(variants.id, variant.id));
    await context.db
      .update(priceDeductions)
      .set({ percent: (basis.rules.deductions.D2 ?? 0) * 2 })
      .where(eq(priceDeductions.code, 'D2'));
    await context.db.update(priceDeductions).set({ percent: 0 }).where(eq(priceDeductions.code, 'no_Box'));
    const catalog = new CatalogService(context.db);
    const pricing = new PricingService(context.db, catalog);
    await catalog.refresh();
    await pricing.refresh();
    const today = pricing.quote(worseAnswers()).quote.finalValue;
    const quoted = quote(basis.rate, worseAnswers(), basis.rules).finalValue;
    expect(today).not.toBe(quoted);

    // The partner photographs each changed answer first (issue 34), as the portal does.
    await photographChanges(context.app, shopA.auth, ref, { ...worseAnswers(), ref_no: ref });
    const photos = new EvidenceService(context.db, {
      undoChange: () => Promise.reject(new Error('nothing is undone in this test')),
    });
    const evidence = { provedAnswerKeys, photosOf: photos.photosOf.bind(photos) };
    // Within the quote's validity: the old basis, so only the answers that differ change the price.
    const offer = await new RequoteService(context.db, pricing, { evidence }).requote(shopA.id, {
      ...worseAnswers(),
      ref_no: ref,
    });
    expect(offer).toMatchObject({ revised_value: quoted, price_basis: 'quote', price_change: 0 });
    const dent = offer.changes.find((change) => change.key === 'bodydent');
    expect(dent?.price_effect).toBe(-Math.round((basis.rate * (basis.rules.deductions.D2 ?? 0)) / 100));
    expect(offer.changes.find((change) => change.key === 'accessories.Box')?.price_effect).toBeLessThan(0);

    // Eight days on, the quote has expired: the prices of the day apply, and the answer says so.
    const later = new Date(Date.now() + 8 * 86_400_000);
    const expired = await new RequoteService(context.db, pricing, { evidence, now: () => later }).requote(
      shopA.id,
      {
        ...worseAnswers(),
        ref_no: ref,
      },
    );
    const declaredToday = pricing.quote(sellerAnswers()).quote.finalValue;
    expect(expired).toMatchObject({
      revised_value: today,
      price_basis: 'current_prices',
      price_change: declaredToday - (row?.exactValue ?? 0),
    });
    expect(expired.changes.find((change) => change.key === 'accessories.Box')?.price_effect).toBe(0);
  });
});

// Last in the file: its extra partners serve the pincode, so earlier tests' lists of who was told stay short.
describe('two partners accepting at once', () => {
  it('leaves exactly one winner; the others hear ORDER_ALREADY_TAKEN', async () => {
    const rivals = [
      shopA,
      shopB,
      ...(await Promise.all([1, 2, 3].map(() => createPartner(context, sms, { pincodes: [place.pincode] })))),
    ];
    for (let round = 0; round < 3; round += 1) {
      const ref = await book();
      const answers = await Promise.all(rivals.map((shop) => partnerStep(shop, ref, 'accept')));
      const winners = answers.filter((answer) => answer.status === 200);
      expect(winners).toHaveLength(1);
      for (const loser of answers.filter((answer) => answer.status !== 200)) {
        expect([loser.status, loser.body.code, loser.body.message]).toEqual([
          409,
          'ORDER_ALREADY_TAKEN',
          'Another partner has already accepted this pickup.',
        ]);
      }
      const events = await context.db
        .select()
        .from(orderEvents)
        .innerJoin(orders, eq(orders.id, orderEvents.orderId))
        .where(eq(orders.refNo, ref));
      expect(events.filter((entry) => entry.order_events.type === 'accepted')).toHaveLength(1);
      const order = await sellerOrder(ref);
      const winner = rivals.find((shop) => shop.id === order.partner_id);
      expect(winner).toBeDefined();
      expect(winners[0]?.body.order.seller.mobile).toBe(seller.mobile);
    }
  });
});
