import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, orders, outboxMessages } from '../src/db/schema.ts';
import { sellerReadyToBook } from './support/booking.ts';
import { photographChanges } from './support/door-photos.ts';
import { createPartner, type TestPartner } from './support/partners.ts';
import { RecordingSms } from './support/recording-sms.ts';
import { type StaffSession, signInNewAdmin } from './support/staff.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

/**
 * A re-quote that raises the price above the original quote (issue 21): the partner's word alone never
 * raises a payout. The raised price waits for staff (offer_status staff_review) without reaching the seller
 * (no offer, no timeline entry, no SMS) and without letting the handover pay it; staff approve it (it
 * becomes the agreed price and the seller is told) or decline it (the order stays at its quote), each
 * audited with the reason.
 */
const sms = new RecordingSms();
let context: TestApp;
let seller: Awaited<ReturnType<typeof sellerReadyToBook>>;
let shop: TestPartner;
let admin: StaffSession;

type Who = { auth: Record<string, string> } | null;
const call = async (who: Who, method: 'GET' | 'POST', url: string, payload?: object) => {
  const response = await context.app.inject({
    method,
    url,
    ...(method === 'POST' ? { payload: payload ?? {} } : {}),
    headers: who ? who.auth : {},
  });
  return { status: response.statusCode, body: response.json() };
};
/** The partner's re-check as the portal sends it: a photo of each changed answer first (issue 34). */
const recheck = async (who: { auth: Record<string, string> }, body: { ref_no: string }) => {
  await photographChanges(context.app, who.auth, body.ref_no, body);
  return call(who, 'POST', '/api/getReExactValue', body);
};

let bookings = 0;
/** A new order at the door, re-quoted by the partner with better answers than the seller gave. */
async function raisedAtDoor(): Promise<{ ref: string; quoted: number; revised: number }> {
  bookings += 1;
  const booked = await seller.book(`requote-approval-${bookings}-${Date.now()}`);
  expect(booked.statusCode).toBe(200);
  const { RefNo: ref, ExactValue: quoted } = booked.json();
  expect((await call(shop, 'POST', `/api/partner/orders/${ref}/accept`)).status).toBe(200);
  expect((await call(shop, 'POST', `/api/partner/orders/${ref}/outforpickup`)).status).toBe(200);
  // The seller said no box and no charger; the executive finds both.
  const requote = await recheck(shop, {
    ...JSON.parse(seller.booking.device_info),
    accessories: ['Box', 'Chr'],
    ref_no: ref,
  });
  expect(requote.status, JSON.stringify(requote.body)).toBe(200);
  const offer = requote.body.offer;
  expect(offer.revised_value).toBeGreaterThan(quoted);
  expect(offer).toMatchObject({ offer_status: 'staff_review', needs_decision: false, quoted_value: quoted });
  return { ref, quoted, revised: offer.revised_value };
}

const sellerOrder = async (ref: string) =>
  (await call(seller, 'GET', `/api/getsellnowoder/${ref}`)).body.order;
const templatesOf = async (ref: string) => {
  const [order] = await context.db.select().from(orders).where(eq(orders.refNo, ref));
  const rows = await context.db
    .select({ template: outboxMessages.template })
    .from(outboxMessages)
    .where(eq(outboxMessages.orderId, order?.id as number));
  return rows.map((row) => row.template);
};
const auditOf = (ref: string, action: string) =>
  context.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityId, ref), eq(auditLog.action, action)));

beforeAll(async () => {
  context = await createTestApp({ auth: { sms } });
  seller = await sellerReadyToBook(context.app, sms, '10.43.0.1');
  const [place] = (await call(null, 'GET', '/api/pincodes/Hyderabad')).body.pincodes;
  shop = await createPartner(context, sms, { pincodes: [place.pincode], shopName: 'Ameerpet Mobiles' });
  admin = await signInNewAdmin(context.app, context.db, '10.43.0.2');
});
afterAll(async () => {
  await context.close();
});

describe('a re-quote above the quote', () => {
  it('waits for staff, unseen by the seller and unpayable at the door, until approved (audited)', async () => {
    const { ref, quoted, revised } = await raisedAtDoor();

    // The seller sees nothing of it yet: no offer, the quote still agreed, no timeline entry, no SMS.
    const offer = await call(seller, 'GET', `/api/revisedoffer/${ref}`);
    expect([offer.status, offer.body.code]).toEqual([404, 'REVISED_OFFER_NOT_FOUND']);
    const before = await sellerOrder(ref);
    expect(before).toMatchObject({ revised_value: null, offer_status: null, agreed_value: quoted });
    expect(before.PartnerDeviceInfo).toBeNull();
    expect(before.events.map((event: { type: string }) => event.type)).not.toContain('requoted');
    expect(await templatesOf(ref)).not.toContain('order_requoted_seller');

    // The door cannot pay it, nor the quote, while staff decide.
    const amount = await call(shop, 'POST', `/api/partner/orders/${ref}/handover/amount`, {
      final_amount: revised,
    });
    expect([amount.status, amount.body.code, amount.body.message]).toEqual([
      409,
      'ORDER_TRANSITION_NOT_ALLOWED',
      'The raised price waits for approval by Phonix.',
    ]);
    const handover = await call(shop, 'GET', `/api/partner/orders/${ref}/handover`);
    expect(handover.body.handover).toMatchObject({ agreed_value: quoted, offer_pending: true });

    // The console offers the decision; a reason is required.
    const detail = await call(admin, 'GET', `/api/staff/orders/${ref}`);
    expect(detail.body.order.actions).toEqual(expect.arrayContaining(['rise_approved', 'rise_declined']));
    const noReason = await call(admin, 'POST', `/api/staff/orders/${ref}/revised-offer/approve`, {});
    expect(noReason.status).toBe(400);
    const approved = await call(admin, 'POST', `/api/staff/orders/${ref}/revised-offer/approve`, {
      reason: 'Photos show the box and charger',
    });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body.order.actions).not.toContain('rise_approved');
    const again = await call(admin, 'POST', `/api/staff/orders/${ref}/revised-offer/approve`, {
      reason: 'Twice',
    });
    expect([again.status, again.body.code]).toEqual([409, 'ORDER_TRANSITION_NOT_ALLOWED']);

    const [entry] = await auditOf(ref, 'order.revised_offer_approved');
    expect(entry).toMatchObject({ staffId: admin.id, entityType: 'order' });
    expect(entry?.before).toMatchObject({ offer_status: 'staff_review' });
    expect(entry?.after).toMatchObject({ offer_status: 'not_needed', revised_value: revised });

    // Now the seller sees the raised price, agreed, in the timeline and by SMS; the door pays it.
    const after = await sellerOrder(ref);
    expect(after).toMatchObject({
      revised_value: revised,
      offer_status: 'not_needed',
      agreed_value: revised,
    });
    const types = after.events.map((event: { type: string }) => event.type);
    expect(types).toContain('requoted');
    expect(types).not.toContain('rise_approved');
    expect(await templatesOf(ref)).toContain('order_requoted_seller');
    const paid = await call(shop, 'POST', `/api/partner/orders/${ref}/handover/amount`, {
      final_amount: revised,
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
  });

  it('is dropped when staff decline it (audited): the order stays at its quote', async () => {
    const { ref, quoted, revised } = await raisedAtDoor();
    const declined = await call(admin, 'POST', `/api/staff/orders/${ref}/revised-offer/decline`, {
      reason: 'No photo of the box',
    });
    expect(declined.status, JSON.stringify(declined.body)).toBe(200);
    const [entry] = await auditOf(ref, 'order.revised_offer_declined');
    expect(entry).toMatchObject({ staffId: admin.id, entityType: 'order' });
    expect(entry?.before).toMatchObject({ offer_status: 'staff_review', revised_value: revised });
    expect(entry?.after).toMatchObject({ offer_status: null, revised_value: null });

    const order = await sellerOrder(ref);
    expect(order).toMatchObject({ revised_value: null, offer_status: null, agreed_value: quoted });
    expect(order.events.map((event: { type: string }) => event.type)).not.toContain('requoted');
    expect(await templatesOf(ref)).not.toContain('order_requoted_seller');
    const atQuote = await call(shop, 'POST', `/api/partner/orders/${ref}/handover/amount`, {
      final_amount: quoted,
    });
    expect(atQuote.status, JSON.stringify(atQuote.body)).toBe(200);
    const late = await call(admin, 'POST', `/api/staff/orders/${ref}/revised-offer/approve`, {
      reason: 'Changed my mind',
    });
    expect([late.status, late.body.code]).toEqual([409, 'ORDER_TRANSITION_NOT_ALLOWED']);
  });
});
