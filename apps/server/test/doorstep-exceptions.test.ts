import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, handovers, orders, outboxMessages } from '../src/db/schema.ts';
import { brandsContradict, tacBrand } from '../src/modules/handover/door-holds.ts';
import { ListImeiChecker, SAMPLE_RESTRICTED_IMEIS_FILE } from '../src/modules/handover/imei-checker.ts';
import { sellerReadyToBook } from './support/booking.ts';
import { photographChanges } from './support/door-photos.ts';
import { completeThroughHandover, freshImeis, luhnDigit } from './support/handover.ts';
import { createPartner, outboxSettled, type TestPartner } from './support/partners.ts';
import { RecordingEmail, RecordingSms } from './support/recording-sms.ts';
import { type StaffSession, signInNewAdmin } from './support/staff.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

/**
 * The doorstep's exceptions reach a person (issue 31): a raised price waits in the dashboard's queue, the
 * team is e-mailed once, and its approval or refusal texts the seller and the partner; a restricted IMEI
 * and the same phone bought twice stop the handover into queues staff close (cancel with a reason the
 * seller is texted, or release, audited); an IMEI whose TAC names another brand is flagged; an order in a
 * pincode nobody serves is in its queue and e-mailed at booking; slots about to be missed and missed.
 */

const TEAM = 'ops-alerts@phonix.test';
const RESTRICTED_IMEI = '001010000000016';
const sms = new RecordingSms();
const email = new RecordingEmail();
let context: TestApp;
let seller: Awaited<ReturnType<typeof sellerReadyToBook>>;
let shop: TestPartner;
let admin: StaffSession;
let pincode: string;

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
async function book(): Promise<{ ref: string; id: number; quoted: number }> {
  bookings += 1;
  const booked = await seller.book(`doorstep-exceptions-${bookings}-${Date.now()}`);
  expect(booked.statusCode).toBe(200);
  const { RefNo: ref, ExactValue: quoted } = booked.json();
  const [row] = await context.db.select({ id: orders.id }).from(orders).where(eq(orders.refNo, ref));
  return { ref, id: row?.id as number, quoted };
}
async function atDoor() {
  const order = await book();
  expect((await call(shop, 'POST', `/api/partner/orders/${order.ref}/accept`)).status).toBe(200);
  expect((await call(shop, 'POST', `/api/partner/orders/${order.ref}/outforpickup`)).status).toBe(200);
  return order;
}
/** At the door, re-quoted by the partner with better answers than the seller gave: a rise for staff. */
async function raisedAtDoor() {
  const order = await atDoor();
  const requote = await recheck(shop, {
    ...JSON.parse(seller.booking.device_info),
    accessories: ['Box', 'Chr'],
    ref_no: order.ref,
  });
  expect(requote.status, JSON.stringify(requote.body)).toBe(200);
  expect(requote.body.offer.offer_status).toBe('staff_review');
  // The partner is not told the price stands while it waits.
  expect(requote.body.message).toContain('Waiting for Phonix to approve the new price');
  expect(requote.body.message).not.toContain('The price stands');
  return { ...order, revised: requote.body.offer.revised_value as number };
}
const queues = async () => {
  const dashboard = await call(admin, 'GET', '/api/staff/dashboard');
  expect(dashboard.status).toBe(200);
  return dashboard.body.queues as {
    key: string;
    count: number;
    oldest_at: string | null;
    // biome-ignore lint/suspicious/noExplicitAny: the test reads the items' JSON
    items: any[];
  }[];
};
const queue = async (key: string) => {
  const found = (await queues()).find((entry) => entry.key === key);
  if (!found) throw new Error(`no queue ${key}`);
  return found;
};
const outboxOf = (orderId: number, template: string) =>
  context.db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.orderId, orderId), eq(outboxMessages.template, template)));
const smsTo = (mobile: string, template: string) =>
  sms.sent.filter((entry) => entry.to === mobile && entry.template === template);
const imeiStep = (ref: string, body: object) =>
  call(shop, 'POST', `/api/partner/orders/${ref}/handover/imei`, body);
const close = (holdId: number, body: object, who: Who = admin) =>
  call(who, 'POST', `/api/staff/door-holds/${holdId}/close`, body);
const imeiOf = (tac: string, serial: number) => {
  const body = `${tac}${String(serial).padStart(6, '0')}`;
  return body + luhnDigit(body);
};

beforeAll(async () => {
  context = await createTestApp({
    auth: { sms },
    email,
    teamAlertEmail: TEAM,
    outbox: { pollMs: 20, backoffBaseMs: 20 },
    handover: { imeiChecker: new ListImeiChecker(SAMPLE_RESTRICTED_IMEIS_FILE) },
  });
  seller = await sellerReadyToBook(context.app, sms, '10.31.0.1');
  pincode = (await call(null, 'GET', '/api/pincodes/Hyderabad')).body.pincodes[0].pincode;
  admin = await signInNewAdmin(context.app, context.db, '10.31.0.2');
});
afterAll(async () => {
  await context.close();
});

describe('an order booked where nobody serves the pincode', () => {
  it('is in the queue and e-mailed at booking, not after the unassigned alert', async () => {
    const order = await book();
    const alerts = await outboxOf(order.id, 'no_partner_team');
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({ recipient: TEAM, dedupeKey: `no-partner:${order.id}` });
    const nobody = await queue('no_partner');
    expect(nobody.items.map((item) => item.ref_no)).toContain(order.ref);
    expect(nobody.oldest_at).not.toBeNull();
    await outboxSettled(context);
    expect(email.sent.filter((sent) => sent.subject.includes(order.ref))).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          to: TEAM,
          subject: `Nobody serves pincode ${pincode}: order ${order.ref}`,
        }),
      ]),
    );

    // Once a partner serves the pincode, new bookings are not e-mailed and the old one leaves the queue.
    shop = await createPartner(context, sms, { pincodes: [pincode], shopName: 'Door Mobiles' });
    const served = await book();
    expect(await outboxOf(served.id, 'no_partner_team')).toHaveLength(0);
    expect((await queue('no_partner')).items.map((item) => item.ref_no)).not.toContain(order.ref);
  });
});

describe('a raised price waiting for staff', () => {
  it('is queued oldest first with both figures and the answers, the team e-mailed once, and approved: both texted', async () => {
    const first = await raisedAtDoor();
    const second = await raisedAtDoor();
    // The partner's order says what waits, not "not yours".
    const view = await call(shop, 'GET', `/api/partner/orders/${first.ref}`);
    expect(view.body.order).toMatchObject({ offer_status: 'staff_review', held_by_you: true });

    const raised = await queue('raised_prices');
    const refs = raised.items.map((item) => item.ref_no);
    expect(refs.indexOf(first.ref)).toBeLessThan(refs.indexOf(second.ref));
    const entry = raised.items.find((item) => item.ref_no === first.ref);
    expect(entry.rise).toMatchObject({
      quoted_value: first.quoted,
      revised_value: first.revised,
      difference: first.revised - first.quoted,
    });
    const accessories = entry.rise.answers.find((answer: { differs: boolean }) => answer.differs);
    expect(accessories).toBeDefined();
    expect(accessories.found).not.toEqual(accessories.declared);
    expect(entry.partner).toMatchObject({ shop_name: 'Door Mobiles' });
    expect(raised.oldest_at).toBe(raised.items[0].since);

    expect(await outboxOf(first.id, 'rise_review_team')).toHaveLength(1);
    await outboxSettled(context);
    const mail = email.sent.filter((sent) =>
      sent.subject.startsWith(`Raised price to approve on ${first.ref}`),
    );
    expect(mail).toHaveLength(1);
    expect(mail[0]?.to).toBe(TEAM);

    const approved = await call(admin, 'POST', `/api/staff/orders/${first.ref}/revised-offer/approve`, {
      reason: 'Box and charger found at the door',
    });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    await outboxSettled(context);
    expect(smsTo(shop.mobile, 'rise_approved_partner')).toHaveLength(1);
    expect(smsTo(seller.mobile, 'order_requoted_seller').length).toBeGreaterThan(0);
    expect((await queue('raised_prices')).items.map((item) => item.ref_no)).not.toContain(first.ref);
    const moved = await call(shop, 'GET', `/api/partner/orders/${first.ref}`);
    expect(moved.body.order).toMatchObject({ offer_status: 'not_needed', agreed_value: first.revised });

    // Refused: the seller hears the price stands, the partner what to pay.
    const refused = await call(admin, 'POST', `/api/staff/orders/${second.ref}/revised-offer/decline`, {
      reason: 'Accessories not in the photos',
    });
    expect(refused.status, JSON.stringify(refused.body)).toBe(200);
    await outboxSettled(context);
    const [toPartner] = smsTo(shop.mobile, 'rise_declined_partner');
    expect(toPartner?.text).toContain(second.ref);
    expect(
      smsTo(seller.mobile, 'rise_declined_seller').some((entry) => entry.text.includes(second.ref)),
    ).toBe(true);
  });
});

describe('a restricted IMEI', () => {
  it('stops the handover into "Stopped at the door", e-mails once, and staff release it after a second check (audited)', async () => {
    const order = await atDoor();
    for (let tries = 0; tries < 2; tries++) {
      const stopped = await imeiStep(order.ref, { imei_1: RESTRICTED_IMEI });
      expect([stopped.status, stopped.body.code]).toEqual([409, 'IMEI_RESTRICTED']);
    }
    const door = await queue('stopped_at_door');
    const entry = door.items.find((item) => item.ref_no === order.ref);
    expect(entry.hold).toMatchObject({ kind: 'restricted_imei', imei: RESTRICTED_IMEI });
    expect(entry.hold.reference).not.toBe('');
    expect(entry.partner).toMatchObject({ shop_name: 'Door Mobiles' });
    expect(await outboxOf(order.id, 'door_hold_team')).toHaveLength(1);

    // Releasing a restricted IMEI needs the second check's reference; "checked" is for brand flags only.
    const bare = await close(entry.hold.hold_id, { outcome: 'released', reason: 'Checked again on KYM' });
    expect([bare.status, bare.body.field]).toEqual([400, 'second_check_reference']);
    const onlyChecked = await close(entry.hold.hold_id, { outcome: 'checked', reason: 'Looks fine to me' });
    expect(onlyChecked.status).toBe(400);
    expect((await close(entry.hold.hold_id, { outcome: 'released', reason: 'x' }, shop)).status).toBe(401);

    const released = await close(entry.hold.hold_id, {
      outcome: 'released',
      reason: 'Second KYM check came back clear',
      second_check_reference: 'KYM 14422 reply 11:05',
    });
    expect(released.status, JSON.stringify(released.body)).toBe(200);
    const [handover] = await context.db.select().from(handovers).where(eq(handovers.orderId, order.id));
    expect(handover?.imeiRestricted).toBe(false);
    expect(handover?.imeiCheck?.[0]).toMatchObject({ status: 'clear', reference: 'KYM 14422 reply 11:05' });
    const audit = await context.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, order.ref), eq(auditLog.action, 'door_hold.released')));
    expect(audit).toHaveLength(1);
    expect((await queue('stopped_at_door')).items.map((item) => item.ref_no)).not.toContain(order.ref);
    const again = await close(entry.hold.hold_id, { outcome: 'released', reason: 'Second KYM check clear' });
    expect([again.status, again.body.code]).toEqual([409, 'DOOR_HOLD_CLOSED']);
    expect((await close(999_999, { outcome: 'cancelled', reason: 'No such hold here' })).status).toBe(404);
  });

  it('is closed by cancelling the order with a reason the seller is texted', async () => {
    const order = await atDoor();
    expect((await imeiStep(order.ref, { imei_1: RESTRICTED_IMEI })).status).toBe(409);
    const entry = (await queue('stopped_at_door')).items.find((item) => item.ref_no === order.ref);
    const cancelled = await close(entry.hold.hold_id, {
      outcome: 'cancelled',
      reason: 'IMEI on blocked list',
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    const [row] = await context.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row?.status).toBe('cancelled');
    await outboxSettled(context);
    const told = smsTo(seller.mobile, 'order_cancelled_seller').find((entry) =>
      entry.text.includes(order.ref),
    );
    // The seller reads the coded reason; the staff member's words stay in the console.
    expect(told?.text).toContain('Phone failed the IMEI check');
    expect(told?.text).not.toContain('IMEI on blocked list');
    expect((await queue('stopped_at_door')).items.map((item) => item.ref_no)).not.toContain(order.ref);
  });
});

describe('the same phone bought twice', () => {
  it('refuses an IMEI of a completed order with its code, queues it for staff, and lets staff release a resale', async () => {
    const earlier = await atDoor();
    const phone = freshImeis();
    const done = await completeThroughHandover(context.app, sms, shop, seller, earlier.ref, undefined, {
      imeis: phone,
    });
    expect([done.step, done.status], JSON.stringify(done.body)).toEqual(['complete', 200]);

    const order = await atDoor();
    const refused = await imeiStep(order.ref, { imei_1: phone.imei_2 });
    expect([refused.status, refused.body.code, refused.body.field]).toEqual([
      409,
      'IMEI_ALREADY_BOUGHT',
      'imei_1',
    ]);
    expect(refused.body.message).toContain('already bought');
    const [stored] = await context.db.select().from(handovers).where(eq(handovers.orderId, order.id));
    expect(stored?.imeis ?? null).toBeNull();

    const twice = await queue('same_phone_twice');
    const entry = twice.items.find((item) => item.ref_no === order.ref);
    expect(entry.hold).toMatchObject({
      kind: 'same_phone_twice',
      imei: phone.imei_2,
      reference: earlier.ref,
    });
    expect(await outboxOf(order.id, 'door_hold_team')).toHaveLength(1);

    const released = await close(entry.hold.hold_id, {
      outcome: 'released',
      reason: 'Seller bought it back from us at the shop; real resale',
    });
    expect(released.status, JSON.stringify(released.body)).toBe(200);
    expect((await imeiStep(order.ref, { imei_1: phone.imei_2 })).status).toBe(200);
    expect(
      await context.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityId, order.ref), like(auditLog.action, 'door_hold.%'))),
    ).toHaveLength(1);
  });

  it('refuses an IMEI of one repeated digit like all zeros', async () => {
    const order = await atDoor();
    for (const imei of ['111111111111119', '000000000000000']) {
      const refused = await imeiStep(order.ref, { imei_1: imei });
      expect([refused.status, refused.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    }
  });
});

describe("an IMEI whose TAC names another brand than the model's", () => {
  it('is flagged to staff without stopping the handover; a matching brand is not', async () => {
    expect(tacBrand('330021450000000')).toBe('Samsung');
    expect(brandsContradict('Samsung', 'Apple')).toBe(true);
    expect(brandsContradict('Xiaomi', 'Poco')).toBe(false);

    const order = await atDoor();
    const samsung = imeiOf('33002145', 123_456);
    const recorded = await imeiStep(order.ref, { imei_1: samsung });
    expect(recorded.status, JSON.stringify(recorded.body)).toBe(200);
    const flag = (await queue('imei_brand')).items.find((item) => item.ref_no === order.ref);
    expect(flag.hold).toMatchObject({ kind: 'imei_brand', imei: samsung, reference: 'Samsung' });
    expect(flag.brand).toBe('Apple');

    const apple = await atDoor();
    expect((await imeiStep(apple.ref, { imei_1: imeiOf('01334500', 654_321) })).status).toBe(200);
    expect((await queue('imei_brand')).items.map((item) => item.ref_no)).not.toContain(apple.ref);

    const checked = await close(flag.hold.hold_id, {
      outcome: 'checked',
      reason: 'Seller sent the box photo',
    });
    expect(checked.status, JSON.stringify(checked.body)).toBe(200);
    expect((await queue('imei_brand')).items.map((item) => item.ref_no)).not.toContain(order.ref);
  });
});

describe('pickups about to be missed', () => {
  it('lists an order whose slot ended without completion under "Slot passed, not completed"', async () => {
    const order = await book();
    const yesterday = new Date(Date.now() - 86_400_000).toLocaleDateString('en-CA', {
      timeZone: 'Asia/Kolkata',
    });
    await context.db.update(orders).set({ pickupDate: yesterday }).where(eq(orders.id, order.id));
    const passed = await queue('slot_passed');
    expect(passed.items.map((item) => item.ref_no)).toContain(order.ref);
    expect(passed.count).toBe(passed.items.length);
    const all = await queues();
    expect(all.map((entry) => entry.key)).toEqual([
      'raised_prices',
      'stopped_at_door',
      'same_phone_twice',
      'imei_brand',
      'no_partner',
      'slot_soon',
      'slot_passed',
    ]);
  });
});
