import { ENDPOINTS, type EndpointName } from '@phonix/shared/api/endpoints';
import { PICKUP_SLOTS, pickupDates } from '@phonix/shared/pickup';
import type { AnswerRecord } from '@phonix/shared/questionnaire';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, orderEvents, orders, outboxMessages, partners } from '../src/db/schema.ts';
import { signUp } from './support/customers.ts';
import { photographChanges } from './support/door-photos.ts';
import { completeThroughHandover } from './support/handover.ts';
import { createPartner, outboxSettled, type TestPartner } from './support/partners.ts';
import { RecordingSms } from './support/recording-sms.ts';
import { type StaffSession, signInNewAdmin, signInNewOperations } from './support/staff.ts';
import { createTestApp } from './support/test-app.ts';

/**
 * The console's orders and outbox (issue 14): the list with its filters and counts, an order's detail,
 * assigning and reassigning partners, the staff transitions the table allows (and the codes of those it
 * does not), cancelling with a reason, retrying and resending messages; each change audited with before
 * and after; and the dashboard's order figures on a small known data set.
 */

const ORDER_ENDPOINTS: EndpointName[] = [
  'staffOrders',
  'staffOrder',
  'staffAssignPartner',
  'staffOrderTransition',
  'staffCancelOrder',
  'staffApproveRevisedOffer',
  'staffDeclineRevisedOffer',
  'staffOutbox',
  'staffRetryOutbox',
  'staffResendNotification',
];

type Who = { auth: Record<string, string> } | null;
type Seller = Awaited<ReturnType<typeof signUp>>;
type Place = { pincode: string; locality: string; city: string; state: string };

/** One app with a seller in Hyderabad, partners and staff; each describe block below may make its own. */
async function setUp(sms: RecordingSms) {
  const context = await createTestApp({ auth: { sms }, outbox: { pollMs: 20, backoffBaseMs: 20 } });
  const call = async (who: Who, method: 'GET' | 'POST', url: string, payload?: object) => {
    const response = await context.app.inject({
      method,
      url,
      ...(payload ? { payload } : {}),
      headers: who ? who.auth : {},
    });
    return { status: response.statusCode, body: response.json() };
  };
  /** The partner's re-check as the portal sends it: a photo of each changed answer first (issue 34). */
  const recheck = async (who: { auth: Record<string, string> }, body: { ref_no: string }) => {
    await photographChanges(context.app, who.auth, body.ref_no, body);
    return call(who, 'POST', '/api/getReExactValue', body);
  };
  const seller = await signUp(context.app, sms, '10.91.0.1');
  const variant = (await call(null, 'GET', '/api/variant/apple-iphone-13')).body.variants[0] as {
    id: number;
  };
  const pincodes = (await call(null, 'GET', '/api/pincodes/Hyderabad')).body.pincodes as Place[];
  const place = pincodes[0] as Place;
  const address = await call(seller, 'POST', '/api/addaddress', {
    address_type: 'Home',
    address_no: 'Flat 9, Lake View',
    locality: place.locality,
    city: place.city,
    state: place.state,
    pincode: place.pincode,
  });
  const addressId = address.body.address.id as number;
  const admin = await signInNewAdmin(context.app, context.db, '10.91.0.2');
  const operations = await signInNewOperations(context.app, admin, '10.91.0.3');
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
  let slot = 0;
  const book = async (): Promise<string> => {
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
  };
  /** What the partner finds at the door: a dented body and no box (a lower offer). */
  const worseAnswers = (): AnswerRecord => ({
    ...sellerAnswers(),
    bodycondition: 'no',
    bodydent: 'D2',
    accessories: ['Chr'],
  });
  return { context, call, recheck, seller, place, admin, operations, book, worseAnswers };
}

describe('orders and the outbox in the console', () => {
  const sms = new RecordingSms();
  let env: Awaited<ReturnType<typeof setUp>>;
  let shopA: TestPartner;
  let shopB: TestPartner;
  let call: (typeof env)['call'];
  let admin: StaffSession;
  let operations: StaffSession;
  let seller: Seller;
  const refs: string[] = [];

  beforeAll(async () => {
    env = await setUp(sms);
    ({ call, admin, operations, seller } = env);
    shopA = await createPartner(env.context, sms, {
      pincodes: [env.place.pincode],
      shopName: 'Quick Mobiles',
    });
    shopB = await createPartner(env.context, sms, {
      pincodes: [env.place.pincode],
      shopName: 'Deccan Phones',
    });
    for (let index = 0; index < 3; index += 1) refs.push(await env.book());
  });
  afterAll(async () => {
    await env.context.close();
  });

  const audits = async (action: string, entityId: string | number) =>
    env.context.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, action), eq(auditLog.entityId, String(entityId))));
  const orderRow = async (ref: string) => {
    const [row] = await env.context.db.select().from(orders).where(eq(orders.refNo, ref));
    if (!row) throw new Error(`no order ${ref}`);
    return row;
  };
  const messagesOf = async (ref: string) => {
    const row = await orderRow(ref);
    return env.context.db.select().from(outboxMessages).where(eq(outboxMessages.orderId, row.id));
  };
  const detail = async (ref: string, as: StaffSession = operations) =>
    (await call(as, 'GET', `/api/staff/orders/${ref}`)).body.order;

  it('refuses anonymous callers, customers and partners on every order and outbox call (401)', async () => {
    for (const name of ORDER_ENDPOINTS) {
      expect(ENDPOINTS[name].auth).toBe('staff');
      // All staff: no admin-only role on orders and the outbox.
      expect('role' in ENDPOINTS[name]).toBe(false);
      const { method, path } = ENDPOINTS[name];
      const url = path.replace(':ref', refs[0] as string).replace(':messageId', '1');
      for (const who of [
        null,
        seller,
        shopA,
        { auth: { authorization: 'Bearer not-a-session-0123456789' } },
      ]) {
        const answer = await call(
          who,
          method,
          url,
          method === 'POST' ? { reason: 'x', partner_id: 1 } : undefined,
        );
        expect([name, answer.status, answer.body.code]).toEqual([name, 401, 'STAFF_LOGIN_REQUIRED']);
      }
    }
  });

  it('lists orders newest first with masked sellers, filters them and counts them per status', async () => {
    const all = await call(operations, 'GET', '/api/staff/orders');
    expect(all.status).toBe(200);
    expect(all.body.orders.map((order: { ref_no: string }) => order.ref_no)).toEqual([...refs].reverse());
    expect(all.body.counts).toEqual({
      enquiry: 3,
      accepted: 0,
      out_for_pickup: 0,
      completed: 0,
      cancelled: 0,
    });
    expect(all.body).toMatchObject({ total: 3, page: 1, page_size: 50 });
    const first = all.body.orders.at(-1);
    expect(first).toMatchObject({
      ref_no: refs[0],
      status: 'enquiry',
      status_label: 'Order Initiated',
      model: 'iPhone 13',
      city: env.place.city,
      pincode: env.place.pincode,
      seller: { name: 'Ravi Kumar', mobile: `XXXXXX${seller.mobile.slice(-4)}` },
      partner: null,
      final_value: null,
    });
    expect(first.quoted_value).toBeGreaterThan(0);
    expect(first.agreed_value).toBe(first.quoted_value);

    // shopA takes the first order: status filter and counts follow.
    expect((await call(shopA, 'POST', `/api/partner/orders/${refs[0]}/accept`)).status).toBe(200);
    const accepted = await call(operations, 'GET', '/api/staff/orders?status=accepted');
    expect(accepted.body.orders.map((order: { ref_no: string }) => order.ref_no)).toEqual([refs[0]]);
    expect(accepted.body.orders[0].partner).toEqual({ partner_id: shopA.id, shop_name: 'Quick Mobiles' });
    // The counts are for the other filters only, so every status tab shows its number.
    expect(accepted.body.counts).toEqual({
      enquiry: 2,
      accepted: 1,
      out_for_pickup: 0,
      completed: 0,
      cancelled: 0,
    });
    expect(accepted.body.total).toBe(1);

    const byRef = await call(
      operations,
      'GET',
      `/api/staff/orders?ref=${(refs[1] as string).slice(-6).toLowerCase()}`,
    );
    expect(byRef.body.orders.map((order: { ref_no: string }) => order.ref_no)).toEqual([refs[1]]);
    expect(byRef.body.counts.enquiry).toBe(1);
    const wildcard = await call(operations, 'GET', '/api/staff/orders?ref=%25');
    expect(wildcard.body.total).toBe(0);

    const city = await call(operations, 'GET', `/api/staff/orders?city=${env.place.city.toUpperCase()}`);
    expect(city.body.total).toBe(3);
    expect((await call(operations, 'GET', '/api/staff/orders?city=Mumbai')).body).toMatchObject({
      total: 0,
      orders: [],
      counts: { enquiry: 0, accepted: 0 },
    });

    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
    expect((await call(operations, 'GET', `/api/staff/orders?from=${today}&to=${today}`)).body.total).toBe(3);
    expect(
      (await call(operations, 'GET', '/api/staff/orders?from=2020-01-01&to=2020-12-31')).body.total,
    ).toBe(0);

    for (const bad of ['status=bogus', 'from=2026-1-1', 'page=0', 'to=yesterday']) {
      const answer = await call(operations, 'GET', `/api/staff/orders?${bad}`);
      expect([bad, answer.status, answer.body.code]).toEqual([bad, 400, 'VALIDATION_FAILED']);
    }
  });

  it("shows an order's whole story: answers beside the inspection, events, messages, actions", async () => {
    const ref = refs[0] as string;
    expect((await call(shopA, 'POST', `/api/partner/orders/${ref}/outforpickup`)).status).toBe(200);
    const requoted = await env.recheck(shopA, {
      ...env.worseAnswers(),
      ref_no: ref,
    });
    expect(requoted.status).toBe(200);
    await outboxSettled(env.context);

    const order = await detail(ref);
    expect(order).toMatchObject({
      ref_no: ref,
      status: 'out_for_pickup',
      status_label: 'Out for Pick up',
      offer_status: 'pending',
      revised_value: requoted.body.finalValue,
      inspected: true,
      seller: { customer_id: seller.customerId, name: 'Ravi Kumar' },
      address: { address_no: 'Flat 9, Lake View', pincode: env.place.pincode },
      partner: { partner_id: shopA.id, shop_name: 'Quick Mobiles', mobile: shopA.mobile, status: 'active' },
      handover: null,
      receipt_number: null,
    });
    expect(order.seller.mobile).not.toContain(seller.mobile.slice(2, 8));
    const differing = order.answers.filter((answer: { differs: boolean }) => answer.differs);
    expect(differing.map((answer: { key: string }) => answer.key).sort()).toEqual([
      'accessories.Box',
      'bodydent',
    ]);
    for (const answer of differing) expect(answer.price_effect).toBeLessThan(0);
    const same = order.answers.find((answer: { key: string }) => answer.key === 'callingerr');
    expect(same).toMatchObject({ declared: 'Yes', found: 'Yes', differs: false, price_effect: 0 });

    expect(order.events.map((event: { type: string; by: string }) => [event.type, event.by])).toEqual([
      ['created', 'customer'],
      ['accepted', 'partner'],
      ['out_for_pickup', 'partner'],
      ['requoted', 'partner'],
    ]);
    expect(order.events[1]).toMatchObject({
      title: 'Partner Confirmed',
      actor_id: shopA.id,
      actor_name: 'Quick Mobiles',
    });

    const templates = order.notifications.map((message: { template: string }) => message.template);
    expect(templates).toEqual(
      expect.arrayContaining(['order_booked_seller', 'order_accepted_seller', 'order_requoted_seller']),
    );
    for (const message of order.notifications) {
      expect(message.recipient).not.toBe(seller.mobile);
      expect(message.recipient).toMatch(/X/);
      expect(message).toMatchObject({ ref_no: ref, status: 'sent', attempts: 1, resend_of: null });
    }
    expect(order.actions).toEqual(['reassign', 'rejected', 'cancel']);
    expect((await detail(refs[1] as string)).actions).toEqual(['assign', 'rescheduled', 'cancel']);

    const unknown = await call(operations, 'GET', '/api/staff/orders/PX0000000000');
    expect([unknown.status, unknown.body.code]).toEqual([404, 'ORDER_NOT_FOUND']);
  });

  it('assigns a pool order to a partner: it sees it, the seller sees it, both are told; audited', async () => {
    const ref = refs[1] as string;
    const assigned = await call(operations, 'POST', `/api/staff/orders/${ref}/assign`, {
      partner_id: shopB.id,
      reason: 'Nearest shop with stock',
    });
    expect(assigned.status).toBe(200);
    expect(assigned.body.order).toMatchObject({
      status: 'accepted',
      partner: { partner_id: shopB.id, shop_name: 'Deccan Phones' },
      actions: ['reassign', 'rejected', 'out_for_pickup', 'rescheduled', 'cancel'],
    });
    expect(assigned.body.order.events.at(-1)).toMatchObject({
      type: 'accepted',
      by: 'staff',
      actor_id: operations.id,
      actor_name: 'Test Operations',
      reason: 'Nearest shop with stock',
      partner_name: 'Deccan Phones',
    });

    const held = (await call(shopB, 'GET', '/api/partner/orders')).body.orders;
    expect(held.map((order: { ref_no: string }) => order.ref_no)).toContain(ref);
    const sellerView = (await call(seller, 'GET', `/api/getsellnowoder/${ref}`)).body.order;
    expect(sellerView).toMatchObject({ Status: 'Accepted', partner_name: 'Deccan Phones' });

    await outboxSettled(env.context);
    const told = (await messagesOf(ref)).map((row) => [row.template, row.recipient]);
    expect(told).toEqual(
      expect.arrayContaining([
        ['order_accepted_seller', seller.mobile],
        ['order_assigned_partner', shopB.mobile],
      ]),
    );
    expect(sms.sent.some((entry) => entry.to === shopB.mobile && entry.text.includes(ref))).toBe(true);

    const [entry] = await audits('order.assigned', ref);
    expect(entry).toMatchObject({
      staffId: operations.id,
      entityType: 'order',
      before: { status: 'enquiry', partner_id: null },
      after: { status: 'accepted', partner_id: shopB.id },
    });
  });

  it('reassigns an order another partner holds, dropping its re-quote; both partners are told', async () => {
    const ref = refs[0] as string; // out for pickup with shopA, a revised offer pending
    const same = await call(admin, 'POST', `/api/staff/orders/${ref}/assign`, {
      partner_id: shopA.id,
      reason: 'x',
    });
    expect([same.status, same.body.code]).toEqual([409, 'PARTNER_NOT_ASSIGNABLE']);
    const nobody = await call(admin, 'POST', `/api/staff/orders/${ref}/assign`, {
      partner_id: 999_999,
      reason: 'x',
    });
    expect([nobody.status, nobody.body.code]).toEqual([404, 'PARTNER_NOT_FOUND']);
    const noReason = await call(admin, 'POST', `/api/staff/orders/${ref}/assign`, {
      partner_id: shopB.id,
      reason: ' ',
    });
    expect([noReason.status, noReason.body.code]).toEqual([400, 'VALIDATION_FAILED']);

    const moved = await call(admin, 'POST', `/api/staff/orders/${ref}/assign`, {
      partner_id: shopB.id,
      reason: 'Quick Mobiles cannot reach the seller',
    });
    expect(moved.status).toBe(200);
    expect(moved.body.order).toMatchObject({
      status: 'accepted',
      partner: { partner_id: shopB.id },
      revised_value: null,
      offer_status: null,
      inspected: false,
    });
    // shopA no longer holds it; shopB does.
    const heldByA = (await call(shopA, 'GET', '/api/partner/orders')).body.orders;
    expect(heldByA.map((order: { ref_no: string }) => order.ref_no)).not.toContain(ref);
    expect((await call(shopA, 'GET', `/api/partner/orders/${ref}`)).status).toBe(404);
    expect((await call(shopB, 'GET', `/api/partner/orders/${ref}`)).body.order.held_by_you).toBe(true);
    const sellerView = (await call(seller, 'GET', `/api/getsellnowoder/${ref}`)).body.order;
    expect(sellerView.partner_name).toBe('Deccan Phones');

    await outboxSettled(env.context);
    const told = (await messagesOf(ref)).map((row) => [row.template, row.recipient]);
    expect(told).toEqual(
      expect.arrayContaining([
        ['order_unassigned_partner', shopA.mobile],
        ['order_assigned_partner', shopB.mobile],
      ]),
    );
    const [entry] = await audits('order.assigned', ref);
    expect(entry).toMatchObject({
      staffId: admin.id,
      before: { status: 'out_for_pickup', partner_id: shopA.id, offer_status: 'pending' },
      after: { status: 'accepted', partner_id: shopB.id, offer_status: null },
    });

    // A suspended partner is never given an order.
    await env.context.db.update(partners).set({ status: 'suspended' }).where(eq(partners.id, shopA.id));
    const suspended = await call(admin, 'POST', `/api/staff/orders/${ref}/assign`, {
      partner_id: shopA.id,
      reason: 'back to A',
    });
    expect([suspended.status, suspended.body.code]).toEqual([409, 'PARTNER_NOT_ASSIGNABLE']);
    await env.context.db.update(partners).set({ status: 'active' }).where(eq(partners.id, shopA.id));
  });

  it('sends the staff transitions the table allows, and refuses the others with their codes', async () => {
    const pooled = refs[2] as string; // in the pool
    const transition = (ref: string, payload: object) =>
      call(operations, 'POST', `/api/staff/orders/${ref}/transition`, payload);

    for (const event of ['out_for_pickup', 'rejected']) {
      const refused = await transition(pooled, { event, reason: 'try' });
      expect([event, refused.status, refused.body.code]).toEqual([
        event,
        409,
        'ORDER_TRANSITION_NOT_ALLOWED',
      ]);
    }
    for (const payload of [
      { event: 'completed', reason: 'x' },
      { event: 'requoted', reason: 'x' },
      { event: 'rescheduled', reason: 'x' },
      { event: 'out_for_pickup' },
    ]) {
      const refused = await transition(pooled, payload);
      expect([payload, refused.status]).toEqual([payload, 400]);
    }
    const nowhere = await transition('PX0000000000', { event: 'rejected', reason: 'x' });
    expect([nowhere.status, nowhere.body.code]).toEqual([404, 'ORDER_NOT_FOUND']);

    // Reschedule a pool order: the seller is told.
    const newDay = pickupDates()[3]?.value as string;
    const moved = await transition(pooled, {
      event: 'rescheduled',
      reason: 'Seller called',
      pickup_date: newDay,
      pickup_time: '06:00 PM - 08:00 PM',
    });
    expect(moved.status).toBe(200);
    expect(moved.body.order).toMatchObject({ pickup_date: newDay, pickup_time: '06:00 PM - 08:00 PM' });
    const again = await transition(pooled, {
      event: 'rescheduled',
      reason: 'Seller called',
      pickup_date: newDay,
      pickup_time: '06:00 PM - 08:00 PM',
    });
    expect([again.status, again.body.code]).toEqual([400, 'PICKUP_UNCHANGED']);
    const [rescheduled] = await audits('order.rescheduled', pooled);
    expect(rescheduled).toMatchObject({ before: { status: 'enquiry' }, after: { pickup_date: newDay } });

    // The order shopB holds (refs[1]): out for pickup, then back to the pool, where shopB may take it again.
    const held = refs[1] as string;
    const out = await transition(held, { event: 'out_for_pickup', reason: 'Partner called from the road' });
    expect(out.body.order).toMatchObject({
      status: 'out_for_pickup',
      actions: ['reassign', 'rejected', 'cancel'],
    });
    const back = await transition(held, { event: 'rejected', reason: 'Partner van broke down' });
    expect(back.status).toBe(200);
    expect(back.body.order).toMatchObject({ status: 'enquiry', partner: null });
    const pool = (await call(shopB, 'GET', '/api/partner/pickups')).body.pickups;
    expect(pool.map((order: { ref_no: string }) => order.ref_no)).toContain(held);
    await outboxSettled(env.context);
    const told = (await messagesOf(held)).map((row) => [row.template, row.recipient]);
    expect(told).toEqual(
      expect.arrayContaining([
        ['order_out_for_pickup_seller', seller.mobile],
        ['order_rejected_seller', seller.mobile],
        ['order_unassigned_partner', shopB.mobile],
      ]),
    );
    const [returned] = await audits('order.returned_to_pool', held);
    expect(returned).toMatchObject({
      before: { status: 'out_for_pickup', partner_id: shopB.id },
      after: { status: 'enquiry', partner_id: null },
    });
  });

  it('cancels with a coded reason for the seller and a note for the console, telling the seller and the partner; never a completed order', async () => {
    const ref = refs[0] as string; // accepted by shopB
    const empty = await call(operations, 'POST', `/api/staff/orders/${ref}/cancel`, {
      reason_code: 'seller_asked',
      reason: '',
    });
    expect([empty.status, empty.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    const uncoded = await call(operations, 'POST', `/api/staff/orders/${ref}/cancel`, { reason: 'No code' });
    expect([uncoded.status, uncoded.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    const cancelled = await call(operations, 'POST', `/api/staff/orders/${ref}/cancel`, {
      reason_code: 'seller_asked',
      reason: 'Seller sold the phone elsewhere',
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.order).toMatchObject({ status: 'cancelled', actions: [] });
    // The console reads the coded reason and the staff member's note; the seller only the coded reason.
    expect(cancelled.body.order.events.at(-1)).toMatchObject({
      type: 'cancelled',
      by: 'staff',
      reason: 'Cancelled at your request: Seller sold the phone elsewhere',
    });
    const sellerView = (await call(seller, 'GET', `/api/getsellnowoder/${ref}`)).body.order;
    expect(sellerView).toMatchObject({ Status: 'Cancelled', cancel_reason: 'Cancelled at your request' });
    expect(JSON.stringify(sellerView)).not.toContain('sold the phone elsewhere');
    await outboxSettled(env.context);
    const told = (await messagesOf(ref)).map((row) => [row.template, row.recipient]);
    expect(told).toEqual(
      expect.arrayContaining([
        ['order_cancelled_seller', seller.mobile],
        ['order_cancelled_partner', shopB.mobile],
      ]),
    );
    const [entry] = await audits('order.cancelled', ref);
    expect(entry).toMatchObject({ before: { status: 'accepted' }, after: { status: 'cancelled' } });

    const twice = await call(operations, 'POST', `/api/staff/orders/${ref}/cancel`, {
      reason_code: 'other',
      reason: 'again',
    });
    expect([twice.status, twice.body.code]).toEqual([409, 'ORDER_NOT_CANCELLABLE']);
    const assign = await call(operations, 'POST', `/api/staff/orders/${ref}/assign`, {
      partner_id: shopA.id,
      reason: 'x',
    });
    expect([assign.status, assign.body.code]).toEqual([409, 'ORDER_TRANSITION_NOT_ALLOWED']);

    // A completed order: the handover's, and staff can neither cancel nor move it.
    const done = await env.book();
    expect((await call(shopA, 'POST', `/api/partner/orders/${done}/accept`)).status).toBe(200);
    expect((await call(shopA, 'POST', `/api/partner/orders/${done}/outforpickup`)).status).toBe(200);
    const completed = await completeThroughHandover(env.context.app, sms, shopA, seller, done);
    expect([completed.step, completed.status]).toEqual(['complete', 200]);
    const refused = await call(operations, 'POST', `/api/staff/orders/${done}/cancel`, {
      reason_code: 'other',
      reason: 'too late',
    });
    expect([refused.status, refused.body.code]).toEqual([409, 'ORDER_NOT_CANCELLABLE']);
    const moved = await call(operations, 'POST', `/api/staff/orders/${done}/assign`, {
      partner_id: shopB.id,
      reason: 'x',
    });
    expect([moved.status, moved.body.code]).toEqual([409, 'ORDER_TRANSITION_NOT_ALLOWED']);
    const order = await detail(done);
    expect(order).toMatchObject({ status: 'completed', actions: [] });
    expect(order.receipt_number).toMatch(/^PX\//);
    expect(order.handover).toMatchObject({
      receipt_number: order.receipt_number,
      imeis: expect.any(Array),
      payout: { method: 'upi' },
      paid: { reference: expect.any(String) },
    });
    expect(JSON.stringify(order.handover)).not.toContain('9876543210');
    expect(order.final_value).toBe(order.agreed_value);
    expect(await audits('order.cancelled', done)).toHaveLength(0);
  });

  it('retries a failed message and resends a sent one, audited; refuses the rest', async () => {
    await outboxSettled(env.context);
    const message = (await messagesOf(refs[2] as string)).find(
      (row) => row.template === 'order_booked_seller',
    );
    if (!message) throw new Error('no message');
    await env.context.db
      .update(outboxMessages)
      .set({ status: 'failed', attempts: 5, lastError: 'SMS gateway down' })
      .where(eq(outboxMessages.id, message.id));

    const failed = await call(operations, 'GET', '/api/staff/outbox?status=failed');
    expect(failed.status).toBe(200);
    expect(failed.body.counts.failed).toBe(1);
    expect(failed.body.messages).toEqual([
      expect.objectContaining({
        id: message.id,
        status: 'failed',
        attempts: 5,
        last_error: 'SMS gateway down',
        ref_no: refs[2],
        template: message.template,
      }),
    ]);
    expect(failed.body.messages[0].recipient).not.toBe(message.recipient);
    const sentList = await call(operations, 'GET', '/api/staff/outbox?status=sent');
    expect(sentList.body.total).toBe(sentList.body.counts.sent);
    expect(sentList.body.messages.every((row: { status: string }) => row.status === 'sent')).toBe(true);
    expect((await call(operations, 'GET', '/api/staff/outbox?status=bogus')).status).toBe(400);

    const deliveredBefore = sms.sent.filter((entry) => entry.to === message.recipient).length;
    const retried = await call(operations, 'POST', `/api/staff/outbox/${message.id}/retry`);
    expect(retried.status).toBe(200);
    expect(retried.body.outbox_message).toMatchObject({ id: message.id, status: 'pending', attempts: 0 });
    await outboxSettled(env.context);
    const [afterRetry] = await env.context.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.id, message.id));
    expect(afterRetry).toMatchObject({ status: 'sent', attempts: 1 });
    expect(sms.sent.filter((entry) => entry.to === message.recipient).length).toBe(deliveredBefore + 1);
    const [retryAudit] = await audits('outbox.retried', message.id);
    expect(retryAudit).toMatchObject({
      staffId: operations.id,
      entityType: 'outbox_message',
      before: { status: 'failed', attempts: 5 },
      after: { status: 'pending', attempts: 0 },
    });

    const notFailed = await call(operations, 'POST', `/api/staff/outbox/${message.id}/retry`);
    expect([notFailed.status, notFailed.body.code]).toEqual([409, 'OUTBOX_NOT_RETRYABLE']);

    const resent = await call(operations, 'POST', `/api/staff/outbox/${message.id}/resend`);
    expect(resent.status).toBe(200);
    const copy = resent.body.outbox_message;
    expect(copy).toMatchObject({ resend_of: message.id, template: message.template, ref_no: refs[2] });
    expect(copy.id).not.toBe(message.id);
    await outboxSettled(env.context);
    expect(sms.sent.filter((entry) => entry.to === message.recipient).length).toBe(deliveredBefore + 2);
    const [resendAudit] = await audits('outbox.resent', message.id);
    expect(resendAudit).toMatchObject({
      before: { id: message.id, status: 'sent' },
      after: { resent_as: { id: copy.id, status: 'pending' } },
    });
    // The order's detail lists the copy with the rest.
    const order = await detail(refs[2] as string);
    expect(order.notifications.find((row: { id: number }) => row.id === copy.id)).toMatchObject({
      status: 'sent',
      resend_of: message.id,
    });

    // A message still waiting goes out anyway: it is neither retried nor resent.
    const [waiting] = await env.context.db
      .insert(outboxMessages)
      .values({
        channel: 'sms',
        recipient: seller.mobile,
        template: message.template,
        data: message.data,
        dedupeKey: 'console-test-waiting',
        nextAttemptAt: new Date(Date.now() + 3_600_000),
      })
      .returning();
    for (const step of ['retry', 'resend']) {
      const answer = await call(operations, 'POST', `/api/staff/outbox/${waiting?.id}/${step}`);
      expect([step, answer.status]).toEqual([step, 409]);
    }
    const pending = await call(operations, 'GET', '/api/staff/outbox?status=pending');
    expect(pending.body.messages.map((row: { id: number }) => row.id)).toContain(waiting?.id);
    await env.context.db.delete(outboxMessages).where(eq(outboxMessages.id, waiting?.id ?? 0));
    const unknown = await call(operations, 'POST', '/api/staff/outbox/99999999/retry');
    expect([unknown.status, unknown.body.code]).toEqual([404, 'OUTBOX_MESSAGE_NOT_FOUND']);
  });
});

describe('the dashboard on a small known data set', () => {
  const sms = new RecordingSms();
  let env: Awaited<ReturnType<typeof setUp>>;

  beforeAll(async () => {
    env = await setUp(sms);
  });
  afterAll(async () => {
    await env.context.close();
  });

  it('shows orders per status, completed value, median completion time and revised offers', async () => {
    const { call, operations, seller } = env;
    const shop = await createPartner(env.context, sms, {
      pincodes: [env.place.pincode],
      shopName: 'Dash Mobiles',
    });
    const [cut, plain, dropped, open] = [
      await env.book(),
      await env.book(),
      await env.book(),
      await env.book(),
    ];
    for (const ref of [cut, plain]) {
      expect((await call(shop, 'POST', `/api/partner/orders/${ref}/accept`)).status).toBe(200);
      expect((await call(shop, 'POST', `/api/partner/orders/${ref}/outforpickup`)).status).toBe(200);
    }
    const requoted = await env.recheck(shop, { ...env.worseAnswers(), ref_no: cut });
    const revised = requoted.body.finalValue as number;
    expect(
      (await call(seller, 'POST', `/api/acceptrevisedoffer/${cut}`, { revised_value: revised })).status,
    ).toBe(200);
    for (const ref of [cut, plain]) {
      const done = await completeThroughHandover(env.context.app, sms, shop, seller, ref);
      expect([ref, done.status]).toEqual([ref, 200]);
    }
    expect(
      (
        await call(operations, 'POST', `/api/staff/orders/${dropped}/cancel`, {
          reason_code: 'duplicate',
          reason: 'Duplicate booking',
        })
      ).status,
    ).toBe(200);

    // Completion took 1 hour and 3 hours after booking: the median is 2 hours.
    const hours = { [cut]: 1, [plain]: 3 };
    for (const ref of [cut, plain]) {
      const [row] = await env.context.db.select().from(orders).where(eq(orders.refNo, ref));
      if (!row) throw new Error('no order');
      await env.context.db
        .update(orderEvents)
        .set({ at: new Date(row.createdAt.getTime() + (hours[ref] as number) * 3_600_000) })
        .where(and(eq(orderEvents.orderId, row.id), eq(orderEvents.type, 'completed')));
    }
    const quoted = (await call(operations, 'GET', `/api/staff/orders/${cut}`)).body.order
      .quoted_value as number;
    const plainValue = (await call(operations, 'GET', `/api/staff/orders/${plain}`)).body.order
      .final_value as number;

    const dashboard = await call(operations, 'GET', '/api/staff/dashboard');
    expect(dashboard.status).toBe(200);
    const counts = { enquiry: 1, accepted: 0, out_for_pickup: 0, completed: 2, cancelled: 1 };
    expect(dashboard.body.status_today).toEqual(counts);
    expect(dashboard.body.status_week).toEqual(counts);
    const value = revised + plainValue;
    expect(dashboard.body.completed).toEqual({
      week: { orders: 2, value },
      last_30_days: { orders: 2, value },
      all_time: { orders: 2, value },
    });
    expect(dashboard.body.completion_time).toEqual({
      week: { orders: 2, median_hours: 2 },
      last_30_days: { orders: 2, median_hours: 2 },
    });
    expect(revised).toBeLessThan(quoted);
    expect(dashboard.body.revised_offers).toEqual({
      requotes: 1,
      revised_down: 1,
      average_cut: quoted - revised,
      average_cut_percent: Math.round(((quoted - revised) * 1000) / quoted) / 10,
    });
    expect(open).toMatch(/^PX/);
  });
});
