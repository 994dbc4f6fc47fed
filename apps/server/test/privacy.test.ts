import { CURRENT_PRIVACY_NOTICE } from '@phonix/shared/privacy-notice';
import { RETENTION } from '@phonix/shared/retention';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, customers, grievances, orders, outboxMessages } from '../src/db/schema.ts';
import { sellerReadyToBook } from './support/booking.ts';
import { signUp } from './support/customers.ts';
import { completeThroughHandover } from './support/handover.ts';
import { expectDownloadComplete } from './support/held-rows.ts';
import { createPartner, type TestPartner } from './support/partners.ts';
import { RecordingSms } from './support/recording-sms.ts';
import { type StaffSession, signInNewAdmin } from './support/staff.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

/**
 * The seller's privacy rights (issue 24), over HTTP: the notice accepted by version, optional consents
 * with their records, the data download checked against every table of the schema, erasure by OTP that
 * keeps only the receipts (and the dealer register) for their legal period, and grievances with the
 * officer's queue. Every call is the seller's own.
 */
const sms = new RecordingSms();
let context: TestApp;
let seller: Awaited<ReturnType<typeof sellerReadyToBook>>;
let stranger: Awaited<ReturnType<typeof signUp>>;
let shop: TestPartner;
let admin: StaffSession;

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
async function book(who: typeof seller): Promise<string> {
  bookings += 1;
  const booked = await who.book(`privacy-${bookings}-${Date.now()}`);
  expect(booked.statusCode).toBe(200);
  return booked.json().RefNo;
}

/** The newest sign-in code texted to a number (order SMS may arrive after it). */
function latestOtp(mobile: string): string {
  const message = sms.sent.findLast((entry) => entry.to === mobile && entry.template === 'verification_code');
  const code = message?.text.match(/\b(\d{4,8})\b/)?.[1];
  if (!code) throw new Error(`no code was sent to ${mobile}`);
  return code;
}

beforeAll(async () => {
  context = await createTestApp({
    auth: { sms, otp: { resendCooldownSeconds: 0 } },
    logger: { level: 'error' },
  });
  seller = await sellerReadyToBook(context.app, sms, '10.61.0.1');
  stranger = await signUp(context.app, sms, '10.61.0.2');
  const [place] = (await call(null, 'GET', '/api/pincodes/Hyderabad')).body.pincodes;
  shop = await createPartner(context, sms, { pincodes: [place.pincode], shopName: 'Privacy Mobiles' });
  admin = await signInNewAdmin(context.app, context.db, '10.61.0.3');
});
afterAll(async () => {
  await context?.close();
});

// ---------------------------------------------------------------------------------------------------------

describe('the privacy notice', () => {
  it('records the current version accepted, with the time; refuses an unknown version', async () => {
    const before = await call(seller, 'GET', '/api/customer/privacy');
    expect(before.status).toBe(200);
    expect(before.body.privacy.notice).toMatchObject({
      current_version: CURRENT_PRIVACY_NOTICE.version,
      accepted: null,
      up_to_date: false,
    });
    const unknown = await call(seller, 'POST', '/api/customer/privacy/notice/accept', {
      version: '1999-01-01.1',
    });
    expect(unknown).toMatchObject({
      status: 400,
      body: { code: 'NOTICE_VERSION_UNKNOWN', field: 'version' },
    });
    const empty = await call(seller, 'POST', '/api/customer/privacy/notice/accept', {});
    expect(empty.status).toBe(400);
    const accepted = await call(seller, 'POST', '/api/customer/privacy/notice/accept', {
      version: CURRENT_PRIVACY_NOTICE.version,
    });
    expect(accepted.status).toBe(200);
    expect(accepted.body.privacy.notice.accepted.version).toBe(CURRENT_PRIVACY_NOTICE.version);
    expect(Date.now() - Date.parse(accepted.body.privacy.notice.accepted.accepted_at)).toBeLessThan(60_000);
    expect(accepted.body.privacy.notice.up_to_date).toBe(true);
    const [entry] = await context.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'privacy.notice_accepted'));
    expect(entry).toMatchObject({
      actor: `customer:${seller.customerId}`,
      entityId: String(seller.customerId),
    });
    expect((await call(null, 'GET', '/api/customer/privacy')).status).toBe(401);
  });
});

describe('limits', () => {
  it('rate-limits the privacy writes per session (429 RATE_LIMITED)', async () => {
    const busy = await signUp(context.app, sms, '10.61.0.20');
    const statuses: number[] = [];
    for (let index = 0; index < 21; index += 1) {
      const answer = await call(busy, 'POST', '/api/customer/privacy/consents/withdraw');
      statuses.push(answer.status);
    }
    expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
    const limited = await call(busy, 'POST', '/api/customer/privacy/consents/withdraw');
    expect(limited).toMatchObject({ status: 429, body: { code: 'RATE_LIMITED' } });
    // Another seller's budget is their own.
    expect((await call(stranger, 'GET', '/api/customer/privacy')).status).toBe(200);
  });
});

describe('consents', () => {
  it('are off until turned on; each change a record with time and notice version; one call turns all off', async () => {
    const start = await call(stranger, 'GET', '/api/customer/privacy');
    expect(start.body.privacy.consents).toEqual([
      { purpose: 'whatsapp', opted_in: false, at: null, notice_version: null },
      { purpose: 'sms_offers', opted_in: false, at: null, notice_version: null },
    ]);
    const noText = await call(stranger, 'POST', '/api/customer/privacy/consents', {
      purpose: 'sms_offers',
      opted_in: true,
    });
    expect(noText).toMatchObject({ status: 400, body: { code: 'CONSENT_TEXT_REQUIRED' } });
    const badPurpose = await call(stranger, 'POST', '/api/customer/privacy/consents', {
      purpose: 'email_offers',
      opted_in: true,
      text: 'x',
    });
    expect(badPurpose.status).toBe(400);
    for (const purpose of ['sms_offers', 'whatsapp']) {
      const on = await call(stranger, 'POST', '/api/customer/privacy/consents', {
        purpose,
        opted_in: true,
        text: 'Send me offers and updates.',
      });
      expect(on.status).toBe(200);
    }
    const both = (await call(stranger, 'GET', '/api/customer/privacy')).body.privacy.consents;
    for (const consent of both)
      expect(consent).toMatchObject({ opted_in: true, notice_version: CURRENT_PRIVACY_NOTICE.version });
    // WhatsApp's own API sees the same record (no second store).
    expect((await call(stranger, 'GET', '/api/customer/whatsapp')).body.whatsapp).toMatchObject({
      opted_in: true,
      source: 'privacy',
    });
    const off = await call(stranger, 'POST', '/api/customer/privacy/consents/withdraw');
    expect(off.status).toBe(200);
    expect(off.body.consents.map((consent: { opted_in: boolean }) => consent.opted_in)).toEqual([
      false,
      false,
    ]);
    const data = (await call(stranger, 'GET', '/api/customer/privacy/data')).body;
    expect(data.held.privacy_consents.map((row: { opted_in: boolean }) => row.opted_in)).toEqual([
      true,
      false,
    ]);
    expect(data.held.whatsapp_consents.map((row: { opted_in: boolean }) => row.opted_in)).toEqual([
      true,
      false,
    ]);
  });

  it('withdrawing WhatsApp leaves an order in progress as it was', async () => {
    await call(seller, 'POST', '/api/customer/privacy/consents', {
      purpose: 'whatsapp',
      opted_in: true,
      text: 'Send my order updates on WhatsApp.',
    });
    const ref = await book(seller);
    const off = await call(seller, 'POST', '/api/customer/privacy/consents/withdraw');
    expect(off.status).toBe(200);
    const [order] = await context.db.select().from(orders).where(eq(orders.refNo, ref));
    expect(order?.status).toBe('enquiry');
    expect((await call(seller, 'GET', `/api/cancelorderbycustomer/${ref}`)).status).toBe(200);
  });
});

describe('grievances', () => {
  it("get a number, a state and a due day 90 days on; another seller's order is refused; the queue and replies", async () => {
    const ref = await book(seller);
    const raised = await call(seller, 'POST', '/api/customer/grievances', {
      order_ref: ref,
      subject: 'My data',
      message: 'Please tell me who saw my address.',
    });
    expect(raised.status).toBe(200);
    const grievance = raised.body.grievance;
    expect(grievance).toMatchObject({ order_ref: ref, state: 'open', subject: 'My data' });
    expect(grievance.number).toMatch(/^GR-\d{6}$/);
    const days = (Date.parse(grievance.due) - Date.parse(grievance.created_at.slice(0, 10))) / 86_400_000;
    expect(Math.abs(days - 90)).toBeLessThanOrEqual(1);
    // Another seller cannot raise one about this order, nor see it.
    const foreign = await call(stranger, 'POST', '/api/customer/grievances', {
      order_ref: ref,
      subject: 'Not mine',
      message: 'x',
    });
    expect(foreign).toMatchObject({ status: 404, body: { code: 'ORDER_NOT_FOUND' } });
    expect((await call(stranger, 'GET', '/api/customer/grievances')).body.grievances).toEqual([]);
    const blank = await call(seller, 'POST', '/api/customer/grievances', { subject: '', message: '' });
    expect(blank.status).toBe(400);
    // A body naming a customer id is not a way in either: the session decides.
    const other = await call(seller, 'POST', '/api/customer/grievances', {
      subject: 'Mine',
      message: 'About my account.',
      customer_id: stranger.customerId,
    });
    expect(other.status).toBe(200);
    const [stored] = await context.db
      .select()
      .from(grievances)
      .where(eq(grievances.number, other.body.grievance.number));
    expect(stored?.customerId).toBe(seller.customerId);

    const queue = await call(admin, 'GET', '/api/staff/grievances');
    expect(queue.status).toBe(200);
    const item = queue.body.grievances.find((entry: { number: string }) => entry.number === grievance.number);
    expect(item.days_left).toBeGreaterThanOrEqual(89);
    const left = queue.body.grievances.map((entry: { days_left: number }) => entry.days_left);
    expect(left).toEqual([...left].sort((a, b) => a - b));
    expect((await call(seller, 'GET', '/api/staff/grievances')).status).toBe(401);

    const reply = await call(admin, 'POST', `/api/staff/grievances/${item.id}/reply`, {
      message: 'Only the partner who picked up saw your address.',
      state: 'answered',
    });
    expect(reply.status).toBe(200);
    expect(reply.body.grievance.state).toBe('answered');
    const [audit] = await context.db.select().from(auditLog).where(eq(auditLog.action, 'grievance.reply'));
    expect(audit).toMatchObject({ staffId: admin.id, entityId: String(item.id) });
    const told = await context.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.template, 'grievance_updated_seller'));
    expect(told.map((row) => row.recipient)).toEqual([seller.mobile]);
    const mine = (await call(seller, 'GET', '/api/customer/grievances')).body.grievances;
    expect(mine.find((entry: { number: string }) => entry.number === grievance.number).updates).toMatchObject(
      [{ by: 'officer', state: 'answered' }],
    );
    expect(
      (await call(admin, 'POST', '/api/staff/grievances/999999/reply', { message: 'x', state: 'closed' }))
        .status,
    ).toBe(404);
    await call(admin, 'POST', `/api/staff/grievances/${item.id}/reply`, {
      message: 'Closed.',
      state: 'closed',
    });
    const again = await call(admin, 'POST', `/api/staff/grievances/${item.id}/reply`, {
      message: 'x',
      state: 'closed',
    });
    expect(again).toMatchObject({ status: 409, body: { code: 'GRIEVANCE_CLOSED' } });
    await call(seller, 'GET', `/api/cancelorderbycustomer/${ref}`);
  });
});

describe('my data and erasure', () => {
  let completedRef = '';

  it('the download holds every row of every table that references the seller', async () => {
    completedRef = await book(seller);
    expect((await call(shop, 'POST', `/api/partner/orders/${completedRef}/accept`)).status).toBe(200);
    expect((await call(shop, 'POST', `/api/partner/orders/${completedRef}/outforpickup`)).status).toBe(200);
    const done = await completeThroughHandover(context.app, sms, shop, seller, completedRef);
    expect(done.status).toBe(200);

    const download = await call(seller, 'GET', '/api/customer/privacy/data');
    expect(download.status).toBe(200);
    const { found, checked } = await expectDownloadComplete(context.db, seller, download.body.held);
    // The seller's orders, their events, the handover, the receipt, the messages and the sessions were all found.
    for (const table of [
      'orders',
      'order_events',
      'handovers',
      'purchase_receipts',
      'outbox_messages',
      'sessions',
      'addresses',
      'grievances',
    ])
      expect(found.get(table)?.size ?? 0, table).toBeGreaterThan(0);
    expect(checked).toBeGreaterThan(20);
    // No secrets: no hash of a token, a code or a password.
    const text = JSON.stringify(download.body);
    expect(text).not.toMatch(/token_hash|code_hash|password_hash|payout_otp_hash|payout_destination_sealed/);
    // Who received what: the partner that picked up, the payouts provider.
    const kinds = download.body.recipients.map((entry: { kind: string }) => entry.kind);
    expect(kinds).toContain('partner');
    expect(kinds).toContain('payout_provider');
    expect(
      download.body.recipients.find((entry: { kind: string }) => entry.kind === 'partner'),
    ).toMatchObject({
      name: 'Privacy Mobiles',
      orders: expect.arrayContaining([completedRef]),
    });
    expect(download.body.kept).toEqual([]);
  });

  it('erasure is refused while an order is open, needs a fresh code, and keeps only the receipts', async () => {
    const open = await book(seller);
    const refused = await call(seller, 'POST', '/api/customer/privacy/erasure/otp');
    expect(refused).toMatchObject({ status: 409, body: { code: 'ERASURE_ORDER_OPEN' } });
    expect(refused.body.message).toContain(open);
    const summary = (await call(seller, 'GET', '/api/customer/privacy')).body.privacy.rights;
    expect(summary).toMatchObject({ open_orders: 1, can_erase: false });
    expect((await call(seller, 'GET', `/api/cancelorderbycustomer/${open}`)).status).toBe(200);

    const sent = await call(seller, 'POST', '/api/customer/privacy/erasure/otp');
    expect(sent.status).toBe(200);
    const code = latestOtp(seller.mobile);
    const wrongCode = `${code.slice(0, -1)}${(Number(code.slice(-1)) + 1) % 10}`;
    const wrong = await call(seller, 'POST', '/api/customer/privacy/erasure', { otp: wrongCode });
    expect(wrong).toMatchObject({ status: 400, body: { code: 'OTP_INVALID' } });
    const erased = await call(seller, 'POST', '/api/customer/privacy/erasure', { otp: code });
    expect(erased.status).toBe(200);
    expect(erased.body.kept.map((entry: { code: string }) => entry.code)).toEqual([
      'purchaseReceipt',
      'dealerRegister',
    ]);
    const [receipt] = erased.body.kept;
    expect(receipt).toMatchObject({ source: RETENTION.purchaseReceipt.source });
    expect(receipt.references).toHaveLength(1);
    expect(receipt.until).toMatch(/^\d{4}-03-31$/);
    expect(Number(receipt.until.slice(0, 4))).toBeGreaterThanOrEqual(new Date().getFullYear() + 7);
    // A used code does not erase twice; the sessions ended.
    expect((await call(seller, 'GET', '/api/customer/privacy')).status).toBe(401);

    const [erasedEntry] = await context.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'privacy.erased'));
    expect(erasedEntry).toMatchObject({ actor: `customer:${seller.customerId}`, staffId: null });
    // The erased account cannot be signed into.
    const login = await context.app.inject({
      method: 'POST',
      url: '/api/customerlogin',
      payload: { mobile: seller.mobile, password: seller.password },
      remoteAddress: '10.61.0.9',
    });
    expect(login.statusCode).toBe(401);
    expect(login.json().code).toBe('WRONG_PASSWORD');
    const exists = await context.app.inject({
      method: 'GET',
      url: `/api/checkcustomerexists/${seller.mobile}`,
      remoteAddress: '10.61.0.9',
    });
    expect(JSON.stringify(exists.json())).not.toContain('Ravi');

    // Its row holds nothing but the number kept apart for the dealer register.
    const [row] = await context.db.select().from(customers).where(eq(customers.id, seller.customerId));
    expect(row).toMatchObject({ name: '', email: '', passwordHash: null, keptMobile: seller.mobile });
    expect(row?.mobile).toBe(`erased:${seller.customerId}`);
    const [kept] = await context.db.select().from(orders).where(eq(orders.refNo, completedRef));
    expect(kept?.addressNo).toBe('Flat 3, Lake View');
    const [gone] = await context.db.select().from(orders).where(eq(orders.refNo, open));
    expect(gone?.addressNo).toBe('');
    // The dealer register still names the seller's number and address for the receipt kept.
    const register = await context.app.inject({
      method: 'GET',
      url: '/api/staff/dealer-register',
      headers: admin.auth,
    });
    expect(register.statusCode).toBe(200);
    const line = register.body.split('\n').find((entry) => entry.includes(receipt.references[0]));
    expect(line).toContain(seller.mobile);
    expect(line).toContain('Flat 3, Lake View');
  });

  it('a new sign-up with the same number starts empty; its download shows only what is legally kept', async () => {
    const again = await context.app.inject({
      method: 'POST',
      url: '/api/registercustomer',
      payload: { mobile: seller.mobile, name: 'Ravi K', password: 'another horse battery', platform: 'web' },
      remoteAddress: '10.61.0.10',
    });
    expect(again.statusCode).toBe(200);
    const verified = await context.app.inject({
      method: 'POST',
      url: '/api/verifycustomerotp',
      payload: { mobile: seller.mobile, otp: latestOtp(seller.mobile) },
      remoteAddress: '10.61.0.10',
    });
    expect(verified.statusCode).toBe(200);
    const fresh = {
      customerId: verified.json().customer.customer_id as number,
      mobile: seller.mobile,
      auth: { authorization: `Bearer ${verified.json().token}` },
    };
    expect(fresh.customerId).not.toBe(seller.customerId);
    const download = await call(fresh, 'GET', '/api/customer/privacy/data');
    expect(download.status).toBe(200);
    const { held, kept } = download.body;
    expect(held.customers).toHaveLength(1);
    expect(held.customers[0].id).toBe(fresh.customerId);
    for (const table of [
      'orders',
      'addresses',
      'order_events',
      'purchase_receipts',
      'grievances',
      'whatsapp_consents',
    ])
      expect(held[table] ?? [], table).toEqual([]);
    expect(JSON.stringify(held)).not.toContain('Flat 3, Lake View');
    // What the law keeps, named with why and until when.
    expect(kept.map((entry: { code: string }) => entry.code)).toEqual(['purchaseReceipt', 'dealerRegister']);
    expect(kept[0].references[0]).toMatch(/^PX\//);
    await expectDownloadComplete(context.db, fresh, held);
    expect((await call(fresh, 'GET', '/api/customer/grievances')).body.grievances).toEqual([]);
  });
});
