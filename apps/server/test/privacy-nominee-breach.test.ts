import { INACTIVE_ACCOUNT } from '@phonix/shared/retention';
import { and, eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  customers,
  dataBreachSellers,
  grievances,
  inactivityNotices,
  nominees,
  otpCodes,
  outboxMessages,
  sessions,
} from '../src/db/schema.ts';
import { runAccessLogSweep, runInactiveAccountSweep } from '../src/personal-data.ts';
import { sellerReadyToBook } from './support/booking.ts';
import { signUp } from './support/customers.ts';
import { expectDownloadComplete } from './support/held-rows.ts';
import { createPartner, type TestPartner } from './support/partners.ts';
import { RecordingSms, uniqueMobile } from './support/recording-sms.ts';
import { type StaffSession, signInNewAdmin, signInNewOperations } from './support/staff.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

/**
 * The rest of the privacy rights (issue 24) over HTTP: the nominee (named and removed with the seller's fresh
 * code, verified by a code to the nominee's number, acting for the seller with their own sign-in), the breach
 * register (admins; a notice to each affected seller once; the Board's 72 hours), the partner's own download
 * and grievances, and the retention sweeps with a fixed clock.
 */
const sms = new RecordingSms();
let context: TestApp;
let seller: Awaited<ReturnType<typeof signUp>>;
let stranger: Awaited<ReturnType<typeof signUp>>;
let admin: StaffSession;
let operations: StaffSession;
let shop: TestPartner;
let otherShop: TestPartner;
let pincode = '';

type Auth = { auth: Record<string, string> } | null;
let addresses = 0;
const call = async (who: Auth, method: 'GET' | 'POST', url: string, payload?: object) => {
  addresses += 1;
  const response = await context.app.inject({
    method,
    url,
    ...(method === 'POST' ? { payload: payload ?? {} } : {}),
    headers: who ? who.auth : {},
    remoteAddress: `10.62.${Math.floor(addresses / 250)}.${(addresses % 250) + 1}`,
  });
  return { status: response.statusCode, body: response.json() };
};

/** The newest code texted to a number. */
function latestCode(mobile: string): string {
  const message = sms.sent.findLast((entry) => entry.to === mobile && entry.template === 'verification_code');
  const code = message?.text.match(/\b(\d{4,8})\b/)?.[1];
  if (!code) throw new Error(`no code was sent to ${mobile}`);
  return code;
}
const wrong = (code: string) => `${code.slice(0, -1)}${(Number(code.slice(-1)) + 1) % 10}`;

/** Names and verifies a nominee for a seller; answers the nominee's number. */
async function nameNominee(who: typeof seller, name = 'Lakshmi Devi'): Promise<string> {
  const mobile = uniqueMobile();
  expect((await call(who, 'POST', '/api/customer/privacy/nominee/otp')).status).toBe(200);
  const named = await call(who, 'POST', '/api/customer/privacy/nominee', {
    name,
    mobile,
    otp: latestCode(who.mobile),
  });
  expect(named.status).toBe(200);
  const verified = await call(who, 'POST', '/api/customer/privacy/nominee/verify', {
    otp: latestCode(mobile),
  });
  expect(verified.status).toBe(200);
  return mobile;
}

async function nomineeSignIn(mobile: string) {
  expect((await call(null, 'POST', '/api/nominee/otp', { mobile })).status).toBe(200);
  const session = await call(null, 'POST', '/api/nominee/session', { mobile, otp: latestCode(mobile) });
  expect(session.status).toBe(200);
  return {
    auth: { authorization: `Bearer ${session.body.token}` },
    nominations: session.body.nominations as {
      nomination_id: number;
      seller_name: string;
      seller_mobile: string;
    }[],
  };
}

beforeAll(async () => {
  context = await createTestApp({
    auth: { sms, otp: { resendCooldownSeconds: 0, maxPerIpHour: 1000, maxPerIpDay: 1000 } },
    logger: { level: 'error' },
  });
  seller = await signUp(context.app, sms, '10.62.200.1');
  stranger = await signUp(context.app, sms, '10.62.200.2');
  admin = await signInNewAdmin(context.app, context.db, '10.62.200.3');
  operations = await signInNewOperations(context.app, admin, '10.62.200.4');
  const [place] = (await call(null, 'GET', '/api/pincodes/Hyderabad')).body.pincodes;
  pincode = place.pincode;
  shop = await createPartner(context, sms, { pincodes: [pincode], shopName: 'Nominee Mobiles' });
  otherShop = await createPartner(context, sms, { pincodes: [pincode], shopName: 'Other Mobiles' });
});
afterAll(async () => {
  await context?.close();
});

describe('the nominee', () => {
  let nomineeMobile = '';

  it("is named with the seller's fresh code, not the seller's own number, and verified by a code to the nominee", async () => {
    expect((await call(seller, 'GET', '/api/customer/privacy/nominee')).body).toEqual({
      success: true,
      nominee: null,
    });
    nomineeMobile = uniqueMobile();
    // Without the seller's code the request is refused (400), with a wrong one too.
    const noCode = await call(seller, 'POST', '/api/customer/privacy/nominee', {
      name: 'Lakshmi Devi',
      mobile: nomineeMobile,
    });
    expect(noCode.status).toBe(400);
    expect((await call(seller, 'POST', '/api/customer/privacy/nominee/otp')).status).toBe(200);
    const code = latestCode(seller.mobile);
    const own = await call(seller, 'POST', '/api/customer/privacy/nominee', {
      name: 'Myself',
      mobile: seller.mobile,
      otp: code,
    });
    expect(own).toMatchObject({ status: 400, body: { code: 'NOMINEE_OWN_MOBILE', field: 'mobile' } });
    const badCode = await call(seller, 'POST', '/api/customer/privacy/nominee', {
      name: 'Lakshmi Devi',
      mobile: nomineeMobile,
      otp: wrong(code),
    });
    expect(badCode).toMatchObject({ status: 400, body: { code: 'OTP_INVALID' } });
    const badNumber = await call(seller, 'POST', '/api/customer/privacy/nominee', {
      name: 'Lakshmi Devi',
      mobile: '12345',
      otp: code,
    });
    expect(badNumber.status).toBe(400);
    const named = await call(seller, 'POST', '/api/customer/privacy/nominee', {
      name: 'Lakshmi Devi',
      mobile: nomineeMobile,
      otp: code,
    });
    expect(named).toMatchObject({
      status: 200,
      body: { nominee: { name: 'Lakshmi Devi', mobile: nomineeMobile, state: 'pending', verified_at: null } },
    });
    // The seller's code is used up: it does not name a second nominee.
    const again = await call(seller, 'POST', '/api/customer/privacy/nominee', {
      name: 'Someone Else',
      mobile: uniqueMobile(),
      otp: code,
    });
    expect(again).toMatchObject({ status: 400, body: { code: 'OTP_EXPIRED' } });

    // The nominee's own number received a code; a wrong one is refused, the right one makes them active.
    const nomineeCode = latestCode(nomineeMobile);
    expect(
      (await call(seller, 'POST', '/api/customer/privacy/nominee/verify', { otp: wrong(nomineeCode) })).body
        .code,
    ).toBe('OTP_INVALID');
    const verified = await call(seller, 'POST', '/api/customer/privacy/nominee/verify', { otp: nomineeCode });
    expect(verified.body.nominee).toMatchObject({ state: 'active', mobile: nomineeMobile });
    expect(verified.body.nominee.verified_at).not.toBeNull();
    const again2 = await call(seller, 'POST', '/api/customer/privacy/nominee/verify', { otp: nomineeCode });
    expect(again2).toMatchObject({ status: 409, body: { code: 'NOMINEE_NOT_PENDING' } });

    const entries = await context.db
      .select()
      .from(auditLog)
      .where(like(auditLog.action, 'privacy.nominee_%'));
    expect(entries.map((entry) => entry.action)).toEqual(
      expect.arrayContaining([
        'privacy.nominee_code_sent',
        'privacy.nominee_named',
        'privacy.nominee_verified',
      ]),
    );
    for (const entry of entries) expect(entry.actor).toBe(`customer:${seller.customerId}`);
    // The audit log keeps the nominee's number masked.
    expect(JSON.stringify(entries)).not.toContain(nomineeMobile);
    expect((await call(null, 'GET', '/api/customer/privacy/nominee')).status).toBe(401);
  });

  it("signs in with their own number and acts for the seller: download, grievance; nobody else's", async () => {
    // A number that is no nominee hears the same answer, and no code is sent to it.
    const unknown = uniqueMobile();
    const none = await call(null, 'POST', '/api/nominee/otp', { mobile: unknown });
    expect(none.status).toBe(200);
    expect(sms.sent.some((entry) => entry.to === unknown)).toBe(false);
    expect((await call(null, 'POST', '/api/nominee/otp', { mobile: 'abc' })).status).toBe(400);

    const nominee = await nomineeSignIn(nomineeMobile);
    expect(nominee.nominations).toHaveLength(1);
    const [nomination] = nominee.nominations;
    if (!nomination) throw new Error('no nomination');
    expect(nomination.seller_name).toBe('Ravi Kumar');
    expect(nomination.seller_mobile).toBe(`XXXXXX${seller.mobile.slice(-4)}`);

    const data = await call(nominee, 'GET', `/api/nominee/nominations/${nomination.nomination_id}/data`);
    expect(data.status).toBe(200);
    expect(data.body.held.customers[0].id).toBe(seller.customerId);
    expect(data.body.held.nominees.map((row: { mobile: string }) => row.mobile)).toEqual([nomineeMobile]);
    const [downloaded] = await context.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'privacy.data_downloaded'),
          eq(auditLog.actor, `nominee:${nomination.nomination_id}`),
        ),
      );
    expect(downloaded?.entityId).toBe(String(seller.customerId));

    // Another seller's nomination (a stranger's nominee), a made-up id, a bad id: all refused.
    const strangersNominee = await nameNominee(stranger, 'Someone Else');
    const [strangers] = await context.db.select().from(nominees).where(eq(nominees.mobile, strangersNominee));
    for (const id of [strangers?.id, 999_999])
      expect((await call(nominee, 'GET', `/api/nominee/nominations/${id}/data`)).body.code).toBe(
        'NOMINEE_NOT_FOUND',
      );
    expect((await call(nominee, 'GET', '/api/nominee/nominations/abc/data')).status).toBe(400);
    // A seller's or partner's token is no nominee's, and the nominee's opens no seller call.
    expect((await call(seller, 'GET', '/api/nominee/nominations')).body.code).toBe('NOMINEE_LOGIN_REQUIRED');
    expect((await call(shop, 'GET', '/api/nominee/nominations')).status).toBe(401);
    expect((await call(nominee, 'GET', '/api/customer/privacy')).status).toBe(401);
    expect(
      (await call(null, 'GET', `/api/nominee/nominations/${nomination.nomination_id}/data`)).status,
    ).toBe(401);

    // A grievance on the seller's behalf: the seller sees it, the officer's reply goes to the nominee.
    const raised = await call(
      nominee,
      'POST',
      `/api/nominee/nominations/${nomination.nomination_id}/grievances`,
      {
        subject: 'For my father',
        message: 'Please tell us who received his address.',
      },
    );
    expect(raised.status).toBe(200);
    expect(raised.body.grievance).toMatchObject({ raised_by: 'nominee', state: 'open' });
    const mine = (await call(seller, 'GET', '/api/customer/grievances')).body.grievances;
    expect(mine.map((entry: { number: string }) => entry.number)).toContain(raised.body.grievance.number);
    const listed = await call(
      nominee,
      'GET',
      `/api/nominee/nominations/${nomination.nomination_id}/grievances`,
    );
    expect(listed.body.grievances).toHaveLength(1);
    const queue = (await call(admin, 'GET', '/api/staff/grievances')).body.grievances;
    const item = queue.find((entry: { number: string }) => entry.number === raised.body.grievance.number);
    expect(item.raised_by).toBe('nominee');
    expect(
      (
        await call(admin, 'POST', `/api/staff/grievances/${item.id}/reply`, {
          message: 'Only the partner.',
          state: 'answered',
        })
      ).status,
    ).toBe(200);
    const told = await context.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.dedupeKey, `grievance:${item.id}:update:1`));
    expect(told.map((row) => [row.recipient, row.template])).toEqual([
      [nomineeMobile, 'grievance_updated_seller'],
    ]);

    // The seller's own download holds the nominee row and the nominee's grievance, as the schema requires.
    const own = await call(seller, 'GET', '/api/customer/privacy/data');
    const { found } = await expectDownloadComplete(context.db, seller, own.body.held);
    expect(found.get('nominees')?.size).toBe(1);

    // Signed out, the token is dead.
    expect((await call(nominee, 'POST', '/api/nominee/logout')).status).toBe(200);
    expect((await call(nominee, 'GET', '/api/nominee/nominations')).status).toBe(401);
  });

  it("is removed with the seller's fresh code; the nominee's calls for the seller stop", async () => {
    const nominee = await nomineeSignIn(nomineeMobile);
    const id = nominee.nominations[0]?.nomination_id;
    expect(
      (
        await call(seller, 'POST', '/api/customer/privacy/nominee/remove', {
          otp: '0'.repeat(latestCode(seller.mobile).length),
        })
      ).status,
    ).toBe(400);
    expect((await call(seller, 'POST', '/api/customer/privacy/nominee/otp')).status).toBe(200);
    const removed = await call(seller, 'POST', '/api/customer/privacy/nominee/remove', {
      otp: latestCode(seller.mobile),
    });
    expect(removed).toMatchObject({ status: 200, body: { nominee: null } });
    expect((await call(nominee, 'GET', `/api/nominee/nominations/${id}/data`)).body.code).toBe(
      'NOMINEE_NOT_FOUND',
    );
    expect((await call(nominee, 'GET', '/api/nominee/nominations')).body.nominations).toEqual([]);
    expect(
      (
        await call(seller, 'POST', '/api/customer/privacy/nominee/remove', {
          otp: '0'.repeat(latestCode(seller.mobile).length),
        })
      ).body.code,
    ).toBe('NOMINEE_NOT_FOUND');
    // A new sign-in is refused: the number is no nominee any more (and was sent no code).
    const before = sms.sent.length;
    await call(null, 'POST', '/api/nominee/otp', { mobile: nomineeMobile });
    expect(sms.sent.length).toBe(before);
  });

  it("erases the seller's account with a fresh code to the nominee's number", async () => {
    const parent = await sellerReadyToBook(context.app, sms, '10.62.201.1');
    const mobile = await nameNominee(parent);
    const nominee = await nomineeSignIn(mobile);
    const id = nominee.nominations[0]?.nomination_id;
    // An open order blocks it, as for the seller.
    const booked = await parent.book(`nominee-${Date.now()}`);
    expect(booked.statusCode).toBe(200);
    expect((await call(nominee, 'POST', `/api/nominee/nominations/${id}/erasure/otp`)).body.code).toBe(
      'ERASURE_ORDER_OPEN',
    );
    expect((await call(parent, 'GET', `/api/cancelorderbycustomer/${booked.json().RefNo}`)).status).toBe(200);
    expect((await call(nominee, 'POST', `/api/nominee/nominations/${id}/erasure/otp`)).status).toBe(200);
    // The code went to the nominee's number, not the seller's; the seller's own erasure code does not do.
    const code = latestCode(mobile);
    const erased = await call(nominee, 'POST', `/api/nominee/nominations/${id}/erasure`, { otp: code });
    expect(erased.status).toBe(200);
    const [row] = await context.db.select().from(customers).where(eq(customers.id, parent.customerId));
    expect(row?.erasedAt).not.toBeNull();
    expect((await call(parent, 'GET', '/api/customer/privacy')).status).toBe(401);
    // The nominee row went with the account; the nominee acts for nobody now.
    expect(
      await context.db.select().from(nominees).where(eq(nominees.customerId, parent.customerId)),
    ).toEqual([]);
    expect((await call(nominee, 'GET', '/api/nominee/nominations')).body.nominations).toEqual([]);
    const [entry] = await context.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'privacy.erased'), eq(auditLog.entityId, String(parent.customerId))));
    expect(entry?.actor).toBe(`nominee:${id}`);
  });

  it('rate-limits the nominee sign-in (429)', async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 11; index += 1) {
      const response = await context.app.inject({
        method: 'POST',
        url: '/api/nominee/otp',
        payload: { mobile: uniqueMobile() },
        remoteAddress: '10.62.250.250',
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe('the breach register', () => {
  const breach = {
    description: 'A backup of the orders table was readable from the internet for two hours.',
    data_kinds: ['mobile', 'name', 'address'],
    consequences: 'Your name, number and pickup address may have been seen by someone else.',
    measures: 'The backup was closed and every key rotated.',
    seller_steps: 'Be careful of calls claiming to be from Phonix asking for codes or payments.',
  };

  it('is for admins only; refuses a detection in the future and unknown sellers', async () => {
    const detected = new Date(Date.now() - 3_600_000).toISOString();
    expect((await call(operations, 'GET', '/api/staff/breaches')).status).toBe(403);
    expect(
      (await call(operations, 'POST', '/api/staff/breaches', { ...breach, detected_at: detected })).status,
    ).toBe(403);
    expect((await call(seller, 'GET', '/api/staff/breaches')).status).toBe(401);
    const future = await call(admin, 'POST', '/api/staff/breaches', {
      ...breach,
      detected_at: new Date(Date.now() + 86_400_000).toISOString(),
    });
    expect(future).toMatchObject({
      status: 400,
      body: { code: 'BREACH_DETECTED_IN_FUTURE', field: 'detected_at' },
    });
    const unknown = await call(admin, 'POST', '/api/staff/breaches', {
      ...breach,
      detected_at: detected,
      sellers: { customer_ids: [seller.customerId, 2_000_000_000] },
    });
    expect(unknown).toMatchObject({ status: 400, body: { code: 'BREACH_SELLER_UNKNOWN' } });
    for (const bad of [
      { ...breach, detected_at: 'yesterday' },
      { ...breach, detected_at: detected, data_kinds: [] },
      { ...breach, detected_at: detected, data_kinds: ['souls'] },
      { ...breach, detected_at: detected, sellers: { filter: {} } },
      { ...breach, detected_at: detected, description: '' },
    ])
      expect((await call(admin, 'POST', '/api/staff/breaches', bad)).status).toBe(400);
    // Nothing was recorded by the refused calls.
    expect((await call(admin, 'GET', '/api/staff/breaches')).body.breaches).toEqual([]);
  });

  it('records a breach, tells each affected seller once, shows the 72-hour deadline, and the Board report', async () => {
    // A seller with an order in the pincode (found by the filter), and the seller named by id.
    const booker = await sellerReadyToBook(context.app, sms, '10.62.202.1');
    const booked = await booker.book(`breach-${Date.now()}`);
    expect(booked.statusCode).toBe(200);
    const detected = new Date(Date.now() - 5 * 3_600_000);
    const sellers = {
      customer_ids: [seller.customerId],
      filter: { pincodes: [booked.json().pincode ?? pincode] },
    };
    const notices = () =>
      context.db.select().from(outboxMessages).where(eq(outboxMessages.template, 'breach_notice_seller'));
    // Issue 31: first how many sellers it tells, with a sample; nothing recorded or sent.
    const preview = await call(admin, 'POST', '/api/staff/breaches/preview', sellers);
    expect(preview.status).toBe(200);
    expect(preview.body.matched).toBeGreaterThanOrEqual(2);
    expect(preview.body.sample.map((row: { customer_id: number }) => row.customer_id)).toEqual(
      expect.arrayContaining([seller.customerId, booker.customerId]),
    );
    for (const row of preview.body.sample) expect(row.mobile).toMatch(/X/);
    expect((await call(operations, 'POST', '/api/staff/breaches/preview', sellers)).status).toBe(403);
    // Without the second, explicit confirmation of that number (or with another), nothing is stored or sent.
    for (const confirm of [{}, { confirm_count: preview.body.matched - 1 }]) {
      const unconfirmed = await call(admin, 'POST', '/api/staff/breaches', {
        ...breach,
        detected_at: detected.toISOString(),
        sellers: { ...sellers, ...confirm },
      });
      expect([unconfirmed.status, unconfirmed.body.code, unconfirmed.body.field]).toEqual([
        409,
        'BREACH_SELLERS_UNCONFIRMED',
        'sellers.confirm_count',
      ]);
      expect(unconfirmed.body.message).toContain(String(preview.body.matched));
    }
    expect((await call(admin, 'GET', '/api/staff/breaches')).body.breaches).toEqual([]);
    expect(await notices()).toHaveLength(0);
    const created = await call(admin, 'POST', '/api/staff/breaches', {
      ...breach,
      detected_at: detected.toISOString(),
      sellers: { ...sellers, confirm_count: preview.body.matched },
    });
    expect(created.status).toBe(200);
    const record = created.body.breach;
    expect(record.number).toMatch(/^BR-\d{6}$/);
    expect(Date.parse(record.board_deadline) - detected.getTime()).toBe(72 * 3_600_000);
    expect(record.hours_left).toBeGreaterThanOrEqual(66);
    expect(record.hours_left).toBeLessThanOrEqual(67);
    expect(record.sellers_affected).toBeGreaterThanOrEqual(2);
    const linked = await context.db
      .select()
      .from(dataBreachSellers)
      .where(eq(dataBreachSellers.breachId, record.id));
    expect(linked.map((row) => row.customerId)).toEqual(
      expect.arrayContaining([seller.customerId, booker.customerId]),
    );
    expect(linked.map((row) => row.customerId)).not.toContain(stranger.customerId);
    const first = await notices();
    expect(first).toHaveLength(linked.length);
    expect(first.map((row) => row.recipient)).toEqual(expect.arrayContaining([seller.mobile, booker.mobile]));
    expect(first.map((row) => row.dedupeKey)).toContain(`breach:${record.id}:seller:${seller.customerId}`);

    // Adding the same sellers again tells nobody twice; a new one is told.
    const more = await call(admin, 'POST', `/api/staff/breaches/${record.id}/sellers`, {
      customer_ids: [seller.customerId, stranger.customerId],
      confirm_count: 2,
    });
    expect(more).toMatchObject({ status: 200, body: { added: 1 } });
    expect(more.body.breach.sellers_affected).toBe(linked.length + 1);
    expect(await notices()).toHaveLength(first.length + 1);
    expect(
      (
        await call(admin, 'POST', '/api/staff/breaches/999999/sellers', {
          customer_ids: [seller.customerId],
          confirm_count: 1,
        })
      ).body.code,
    ).toBe('BREACH_NOT_FOUND');

    // The seller sees it (and their download holds the rows); another seller sees only their own.
    const told = await call(seller, 'GET', '/api/customer/privacy/breaches');
    expect(told.body.breaches).toEqual([
      expect.objectContaining({ number: record.number, seller_steps: breach.seller_steps }),
    ]);
    const other = await signUp(context.app, sms, '10.62.202.2');
    expect((await call(other, 'GET', '/api/customer/privacy/breaches')).body.breaches).toEqual([]);
    const own = await call(seller, 'GET', '/api/customer/privacy/data');
    const { found } = await expectDownloadComplete(context.db, seller, own.body.held);
    expect(found.get('data_breach_sellers')?.size).toBe(1);
    expect(own.body.held.data_breaches.map((row: { number: string }) => row.number)).toEqual([record.number]);

    // The Board's report, once.
    const reported = await call(admin, 'POST', `/api/staff/breaches/${record.id}/board-report`, {
      reference: 'DPB/2026/00042',
    });
    expect(reported.body.breach).toMatchObject({ board_reference: 'DPB/2026/00042', hours_left: null });
    expect(reported.body.breach.board_reported_at).not.toBeNull();
    expect(
      (await call(admin, 'POST', `/api/staff/breaches/${record.id}/board-report`, { reference: 'again' }))
        .body.code,
    ).toBe('BREACH_ALREADY_REPORTED');
    expect((await call(admin, 'POST', `/api/staff/breaches/${record.id}/board-report`, {})).status).toBe(400);
    const list = (await call(admin, 'GET', '/api/staff/breaches')).body.breaches;
    expect(list.map((entry: { number: string }) => entry.number)).toEqual([record.number]);
    const actions = (await context.db.select().from(auditLog).where(like(auditLog.action, 'breach.%'))).map(
      (entry) => [entry.action, entry.staffId],
    );
    expect(actions).toEqual([
      ['breach.recorded', admin.id],
      ['breach.sellers_added', admin.id],
      ['breach.board_reported', admin.id],
    ]);
    await call(booker, 'GET', `/api/cancelorderbycustomer/${booked.json().RefNo}`);
  });
});

describe("the partner's own privacy", () => {
  it("downloads the partner's own data only: shop, areas, sessions, orders' summaries, SMS to it", async () => {
    const booker = await sellerReadyToBook(context.app, sms, '10.62.203.1');
    const booked = await booker.book(`partner-privacy-${Date.now()}`);
    const ref = booked.json().RefNo as string;
    expect((await call(shop, 'POST', `/api/partner/orders/${ref}/accept`)).status).toBe(200);
    const data = await call(shop, 'GET', '/api/partner/privacy/data');
    expect(data.status).toBe(200);
    const { held } = data.body;
    expect(held.partners.map((row: { id: number }) => row.id)).toEqual([shop.id]);
    expect(held.partner_pincodes.map((row: { pincode: string }) => row.pincode)).toEqual([pincode]);
    expect(held.partner_sessions.length).toBeGreaterThan(0);
    expect(held.partner_requests.map((row: { id: number }) => row.id)).toEqual([shop.requestId]);
    expect(held.orders.map((row: { ref_no: string }) => row.ref_no)).toEqual([ref]);
    expect(held.order_events.every((row: { actor_id: number }) => row.actor_id === shop.id)).toBe(true);
    expect(held.outbox_messages.length).toBeGreaterThan(0);
    expect(held.outbox_messages.every((row: { recipient: string }) => row.recipient === shop.mobile)).toBe(
      true,
    );
    const text = JSON.stringify(data.body);
    // No seller's number, name or address; no secret.
    expect(text).not.toContain(booker.mobile);
    expect(text).not.toContain('Flat 3, Lake View');
    expect(text).not.toMatch(/token_hash/);
    expect(text).not.toContain(otherShop.mobile);
    const [entry] = await context.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'privacy.partner_data_downloaded'));
    expect(entry?.actor).toBe(`partner:${shop.id}`);
    expect((await call(seller, 'GET', '/api/partner/privacy/data')).status).toBe(401);
    expect((await call(null, 'GET', '/api/partner/privacy/data')).status).toBe(401);
    await call(booker, 'GET', `/api/cancelorderbycustomer/${ref}`);
  });

  it("raises a grievance as the partner; the officer's reply is sent to the partner", async () => {
    expect((await call(shop, 'POST', '/api/partner/grievances', { subject: '', message: '' })).status).toBe(
      400,
    );
    const raised = await call(shop, 'POST', '/api/partner/grievances', {
      subject: 'My shop data',
      message: 'Please delete my old GSTIN.',
      customer_id: seller.customerId,
    });
    expect(raised.status).toBe(200);
    expect(raised.body.grievance).toMatchObject({ raised_by: 'partner', order_ref: null, state: 'open' });
    const [stored] = await context.db
      .select()
      .from(grievances)
      .where(eq(grievances.number, raised.body.grievance.number));
    expect(stored).toMatchObject({ partnerId: shop.id, customerId: null });
    expect((await call(shop, 'GET', '/api/partner/grievances')).body.grievances).toHaveLength(1);
    expect((await call(otherShop, 'GET', '/api/partner/grievances')).body.grievances).toEqual([]);
    expect(
      (await call(seller, 'GET', '/api/customer/grievances')).body.grievances.map(
        (entry: { number: string }) => entry.number,
      ),
    ).not.toContain(raised.body.grievance.number);
    const queue = (await call(admin, 'GET', '/api/staff/grievances')).body.grievances;
    const item = queue.find((entry: { number: string }) => entry.number === raised.body.grievance.number);
    expect(item.raised_by).toBe('partner');
    await call(admin, 'POST', `/api/staff/grievances/${item.id}/reply`, {
      message: 'Done.',
      state: 'closed',
    });
    const told = await context.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.dedupeKey, `grievance:${item.id}:update:1`));
    expect(told.map((row) => [row.recipient, row.template])).toEqual([
      [shop.mobile, 'grievance_updated_partner'],
    ]);
    const mine = (await call(shop, 'GET', '/api/partner/grievances')).body.grievances[0];
    expect(mine.updates).toMatchObject([{ by: 'officer', state: 'closed' }]);
  });
});

describe('the retention sweeps (fixed clock)', () => {
  const HOUR = 3_600_000;
  /** `years` calendar years after now (the sweep counts calendar years). */
  const yearsOn = (years: number, hours: number) => {
    const at = new Date();
    at.setUTCFullYear(at.getUTCFullYear() + years);
    return new Date(at.getTime() + hours * HOUR);
  };

  it('deletes access logs older than a year: audit entries, ended sessions, codes; keeps the rest', async () => {
    const now = new Date();
    const old = new Date(now.getTime() - 400 * 86_400_000);
    const recent = new Date(now.getTime() - 300 * 86_400_000);
    const [oldEntry, recentEntry] = await context.db
      .insert(auditLog)
      .values([
        { actor: 'test', action: 'test.old', entityType: 'test', at: old },
        { actor: 'test', action: 'test.recent', entityType: 'test', at: recent },
      ])
      .returning({ id: auditLog.id });
    const [ended, live] = await context.db
      .insert(sessions)
      .values([
        {
          customerId: stranger.customerId,
          tokenHash: `old-${Date.now()}`,
          createdAt: old,
          expiresAt: old,
          revokedAt: old,
        },
        {
          customerId: stranger.customerId,
          tokenHash: `live-${Date.now()}`,
          createdAt: old,
          expiresAt: new Date(now.getTime() + 86_400_000),
        },
      ])
      .returning({ id: sessions.id });
    await context.db.insert(otpCodes).values({
      mobile: stranger.mobile,
      purpose: 'verify',
      codeHash: 'x',
      clientIp: '10.0.0.1',
      createdAt: old,
      expiresAt: old,
    });
    const result = await runAccessLogSweep({ db: context.db }, now);
    expect(result.audit_log).toBe(1);
    expect(result.sessions).toBe(1);
    expect(result.otp_codes).toBe(1);
    const left = await context.db
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(inArray(auditLog.id, [oldEntry?.id ?? 0, recentEntry?.id ?? 0]));
    expect(left.map((row) => row.id)).toEqual([recentEntry?.id]);
    const sessionsLeft = await context.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(inArray(sessions.id, [ended?.id ?? 0, live?.id ?? 0]));
    expect(sessionsLeft.map((row) => row.id)).toEqual([live?.id]);
    // Run again: nothing more to delete.
    expect((await runAccessLogSweep({ db: context.db }, now)).audit_log).toBe(0);
  });

  it('tells an account inactive for three years once, erases it 48 hours on; a sign-in in between cancels', async () => {
    const quiet = await signUp(context.app, sms, '10.62.204.1');
    const comesBack = await signUp(context.app, sms, '10.62.204.2');
    const busy = await sellerReadyToBook(context.app, sms, '10.62.204.3');
    const open = await busy.book(`sweep-${Date.now()}`);
    expect(open.statusCode).toBe(200);

    // Just before the notice is due: nobody is told.
    const early = yearsOn(INACTIVE_ACCOUNT.years, -72);
    const none = await runInactiveAccountSweep({ db: context.db }, early);
    expect(none.notified).toBe(0);

    const noticeAt = yearsOn(INACTIVE_ACCOUNT.years, -47);
    const first = await runInactiveAccountSweep({ db: context.db }, noticeAt);
    expect(first.notified).toBeGreaterThanOrEqual(2);
    const noticeOf = async (customerId: number) =>
      context.db.select().from(inactivityNotices).where(eq(inactivityNotices.customerId, customerId));
    const [quietNotice] = await noticeOf(quiet.customerId);
    expect(quietNotice).toMatchObject({ state: 'pending' });
    expect((quietNotice?.eraseAfter.getTime() ?? 0) - noticeAt.getTime()).toBeGreaterThanOrEqual(48 * HOUR);
    // An open order is activity still going on: no notice.
    expect(await noticeOf(busy.customerId)).toEqual([]);
    const smsTo = (mobile: string) =>
      context.db
        .select()
        .from(outboxMessages)
        .where(
          and(eq(outboxMessages.template, 'inactive_erasure_seller'), eq(outboxMessages.recipient, mobile)),
        );
    expect(await smsTo(quiet.mobile)).toHaveLength(1);
    // Run again at the same time: nobody is told twice.
    const again = await runInactiveAccountSweep({ db: context.db }, noticeAt);
    expect(again.notified).toBe(0);
    expect(await smsTo(quiet.mobile)).toHaveLength(1);

    // One seller signs in before the 48 hours are up.
    const login = await context.app.inject({
      method: 'POST',
      url: '/api/customerlogin',
      payload: { mobile: comesBack.mobile, password: comesBack.password },
      remoteAddress: '10.62.204.9',
    });
    expect(login.statusCode).toBe(200);

    // Before the 48 hours: nothing erased.
    const waiting = await runInactiveAccountSweep(
      { db: context.db },
      new Date(noticeAt.getTime() + 47 * HOUR),
    );
    expect(waiting.erased).toBe(0);
    expect(waiting.cancelled).toBeGreaterThanOrEqual(1);
    expect((await noticeOf(comesBack.customerId))[0]?.state).toBe('cancelled');

    const after = new Date(noticeAt.getTime() + 48 * HOUR + 60_000);
    const swept = await runInactiveAccountSweep({ db: context.db }, after);
    expect(swept.erased).toBeGreaterThanOrEqual(1);
    const [quietRow] = await context.db.select().from(customers).where(eq(customers.id, quiet.customerId));
    expect(quietRow?.erasedAt).not.toBeNull();
    expect(quietRow?.mobile).toBe(`erased:${quiet.customerId}`);
    const [backRow] = await context.db.select().from(customers).where(eq(customers.id, comesBack.customerId));
    expect(backRow?.erasedAt).toBeNull();
    const [busyRow] = await context.db.select().from(customers).where(eq(customers.id, busy.customerId));
    expect(busyRow?.erasedAt).toBeNull();
    const [audit] = await context.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'privacy.erased_inactive'), eq(auditLog.entityId, String(quiet.customerId))),
      );
    expect(audit?.actor).toBe('job:retention-sweep');
    // The erased account cannot sign in.
    const erasedLogin = await context.app.inject({
      method: 'POST',
      url: '/api/customerlogin',
      payload: { mobile: quiet.mobile, password: quiet.password },
      remoteAddress: '10.62.204.10',
    });
    expect(erasedLogin.statusCode).toBe(401);
    await call(busy, 'GET', `/api/cancelorderbycustomer/${open.json().RefNo}`);
  });
});
