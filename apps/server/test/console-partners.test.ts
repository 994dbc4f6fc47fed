import { ENDPOINTS, type EndpointName } from '@phonix/shared/api/endpoints';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, partnerRequests, partners } from '../src/db/schema.ts';
import { scriptActor } from '../src/modules/audit/audit.ts';
import { PartnerAdminService } from '../src/modules/partners/admin-service.ts';
import { sellerReadyToBook } from './support/booking.ts';
import { signUp } from './support/customers.ts';
import { createPartner, freshAddress, signInPartner } from './support/partners.ts';
import { RecordingSms, uniqueMobile } from './support/recording-sms.ts';
import { type StaffSession, signInNewAdmin, signInNewOperations } from './support/staff.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

/**
 * The console's partner requests and partners: listing, approving into a partner with its pincodes,
 * declining with a reason, changing pincodes, suspending and reactivating; each change audited.
 */
const sms = new RecordingSms();
let context: TestApp;
let admin: StaffSession;
let operations: StaffSession;
/** Two served pincodes of Hyderabad; the seller's orders are booked in the first. */
let served: string[];

beforeAll(async () => {
  // Partners sign in again after a suspension: no wait between OTPs.
  context = await createTestApp({ auth: { sms, otp: { resendCooldownSeconds: 0 } } });
  admin = await signInNewAdmin(context.app, context.db);
  operations = await signInNewOperations(context.app, admin);
  const list = (await context.app.inject({ method: 'GET', url: '/api/pincodes/Hyderabad' })).json()
    .pincodes as {
    pincode: string;
  }[];
  served = [...new Set(list.map((entry) => entry.pincode))].slice(0, 2);
  expect(served).toHaveLength(2);
});
afterAll(async () => {
  await context.close();
});

type Who = { auth: Record<string, string> } | null;
const call = async (who: Who, method: 'GET' | 'POST', url: string, payload?: object) => {
  const response = await context.app.inject({
    method,
    url,
    headers: who ? who.auth : {},
    ...(payload ? { payload } : {}),
    remoteAddress: freshAddress(),
  });
  return { status: response.statusCode, body: response.json() };
};

/** A partner request sent through the public form; answers its id and mobile number. */
async function submitRequest(pincode: string, shopName = `Shop ${Math.random().toString(36).slice(2, 7)}`) {
  const mobile = uniqueMobile();
  const form = await call(null, 'POST', '/api/partner-request-form', {
    name: 'Imran Khan',
    mobile,
    city: 'Hyderabad',
    pincode,
    shop_name: shopName,
    gstin: '36AABCU9603R1ZM',
    message: 'We buy 50 phones a month.',
  });
  expect(form.status).toBe(200);
  const [row] = await context.db.select().from(partnerRequests).where(eq(partnerRequests.mobile, mobile));
  if (!row) throw new Error('The request was not stored');
  return { id: row.id, mobile, shopName };
}

const auditEntries = (action: string, entityId: number) =>
  context.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entityId, String(entityId))));

const MINE: EndpointName[] = [
  'staffPartnerRequests',
  'staffApprovePartnerRequest',
  'staffDeclinePartnerRequest',
  'staffPartners',
  'staffUpdatePartnerPincodes',
  'staffSetPartnerStatus',
];

describe('partner requests', () => {
  it('lists pending requests newest first with the full mobile number, and counts each status', async () => {
    const older = await submitRequest(served[0] as string, 'Older Mobiles');
    const newer = await submitRequest(served[0] as string, 'Newer Mobiles');
    const listed = await call(operations, 'GET', '/api/staff/partner-requests');
    expect(listed.status).toBe(200);
    const ids = listed.body.requests.map((request: { id: number }) => request.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    expect(listed.body.requests.find((request: { id: number }) => request.id === newer.id)).toEqual({
      id: newer.id,
      created_at: expect.any(String),
      shop_name: 'Newer Mobiles',
      owner_name: 'Imran Khan',
      mobile: newer.mobile,
      city: 'Hyderabad',
      pincode: served[0],
      gstin: '36AABCU9603R1ZM',
      message: 'We buy 50 phones a month.',
      status: 'pending',
      partner_id: null,
      declined_at: null,
      declined_by: null,
      decline_reason: null,
    });
    expect(listed.body).toMatchObject({ page: 1, page_size: 50, total: listed.body.counts.pending });
    expect(listed.body.counts.pending).toBeGreaterThanOrEqual(2);

    const bad = await call(operations, 'GET', '/api/staff/partner-requests?status=maybe');
    expect([bad.status, bad.body.code]).toEqual([400, 'VALIDATION_FAILED']);
  });

  it('approves a request with pincodes: the partner signs in with an OTP and sees pool orders of those pincodes', async () => {
    const seller = await sellerReadyToBook(context.app, sms, freshAddress());
    const booked = await seller.book(`console-partners-${Date.now()}`);
    expect(booked.statusCode).toBe(200);
    const ref = booked.json().RefNo as string;

    const request = await submitRequest(served[1] as string);
    const approved = await call(admin, 'POST', `/api/staff/partner-requests/${request.id}/approve`, {
      pincodes: [served[0], served[1], served[0]],
      shop_name: '  Renamed Mobiles ',
    });
    expect(approved.status).toBe(200);
    const { partner } = approved.body;
    expect(partner).toMatchObject({
      shop_name: 'Renamed Mobiles',
      owner_name: 'Imran Khan',
      mobile: request.mobile,
      gstin: '36AABCU9603R1ZM',
      pincodes: [...served].sort(),
      status: 'active',
      partner_request_id: request.id,
      suspended_at: null,
      suspension_reason: null,
      orders: { open: expect.any(Number), held: 0, completed: 0 },
    });
    expect(partner.orders.open).toBeGreaterThanOrEqual(1);
    expect(approved.body.request).toMatchObject({
      id: request.id,
      status: 'approved',
      partner_id: partner.partner_id,
    });

    const session = await signInPartner(context, sms, request.mobile);
    const pool = await call(session, 'GET', '/api/partner/pickups');
    expect(pool.status).toBe(200);
    expect(pool.body.pickups.map((order: { ref_no: string }) => order.ref_no)).toContain(ref);

    // It holds the order now: the console counts it as held, no longer open.
    expect((await call(session, 'POST', `/api/partner/orders/${ref}/accept`)).status).toBe(200);
    const listed = await call(operations, 'GET', '/api/staff/partners?status=active');
    const row = listed.body.partners.find(
      (entry: { partner_id: number }) => entry.partner_id === partner.partner_id,
    );
    expect(row.orders).toEqual({ open: partner.orders.open - 1, held: 1, completed: 0 });

    // Handed back, the order is open again, but not to this partner: its pool and its console count agree.
    const handedBack = await call(session, 'POST', `/api/partner/orders/${ref}/reject`, {
      reason: 'Seller not reachable on phone',
    });
    expect(handedBack.status).toBe(200);
    const poolAfter = await call(session, 'GET', '/api/partner/pickups');
    expect(poolAfter.body.pickups.map((order: { ref_no: string }) => order.ref_no)).not.toContain(ref);
    const relisted = await call(operations, 'GET', '/api/staff/partners?status=active');
    const after = relisted.body.partners.find(
      (entry: { partner_id: number }) => entry.partner_id === partner.partner_id,
    );
    expect(after.orders).toEqual({ open: partner.orders.open - 1, held: 0, completed: 0 });
    expect(after.orders.open).toBe(poolAfter.body.pickups.length);

    const [entry] = await auditEntries('partner_request.approved', request.id);
    expect(entry).toMatchObject({
      staffId: admin.id,
      actor: admin.email,
      entityType: 'partner_request',
      before: { status: 'pending', partner_id: null },
      after: {
        status: 'approved',
        partner_id: partner.partner_id,
        partner: { shop_name: 'Renamed Mobiles', pincodes: [...served].sort(), status: 'active' },
      },
    });

    // Approved once: neither approved again nor declined.
    const again = await call(operations, 'POST', `/api/staff/partner-requests/${request.id}/approve`, {
      pincodes: [served[0]],
    });
    expect([again.status, again.body.code]).toEqual([409, 'PARTNER_REQUEST_APPROVED']);
    const decline = await call(operations, 'POST', `/api/staff/partner-requests/${request.id}/decline`, {
      reason: 'Changed our minds',
    });
    expect([decline.status, decline.body.code]).toEqual([409, 'PARTNER_REQUEST_APPROVED']);
    expect(await auditEntries('partner_request.declined', request.id)).toHaveLength(0);
    const approvedList = await call(operations, 'GET', '/api/staff/partner-requests?status=approved');
    expect(approvedList.body.requests.map((entry: { id: number }) => entry.id)).toContain(request.id);
    const pendingList = await call(operations, 'GET', '/api/staff/partner-requests');
    expect(pendingList.body.requests.map((entry: { id: number }) => entry.id)).not.toContain(request.id);
  });

  it('refuses pincodes we do not serve, making no partner and no audit entry', async () => {
    const request = await submitRequest(served[0] as string);
    const refused = await call(operations, 'POST', `/api/staff/partner-requests/${request.id}/approve`, {
      pincodes: [served[0], '999999'],
    });
    expect([refused.status, refused.body.code, refused.body.field]).toEqual([
      400,
      'PINCODE_NOT_SERVED',
      'pincodes',
    ]);
    expect(refused.body.message).toContain('999999');
    expect(await context.db.select().from(partners).where(eq(partners.mobile, request.mobile))).toHaveLength(
      0,
    );
    expect(await auditEntries('partner_request.approved', request.id)).toHaveLength(0);

    const empty = await call(operations, 'POST', `/api/staff/partner-requests/${request.id}/approve`, {
      pincodes: [],
    });
    expect([empty.status, empty.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    const missing = await call(operations, 'POST', '/api/staff/partner-requests/999999/approve', {
      pincodes: [served[0]],
    });
    expect([missing.status, missing.body.code]).toEqual([404, 'PARTNER_REQUEST_NOT_FOUND']);
  });

  it('refuses a request whose mobile number is already a partner', async () => {
    const first = await submitRequest(served[0] as string);
    expect(
      (
        await call(operations, 'POST', `/api/staff/partner-requests/${first.id}/approve`, {
          pincodes: [served[0]],
        })
      ).status,
    ).toBe(200);
    const form = await call(null, 'POST', '/api/partner-request-form', {
      name: 'Imran Khan',
      mobile: first.mobile,
      city: 'Hyderabad',
      pincode: served[0],
      shop_name: 'Second Branch',
    });
    expect(form.status).toBe(200);
    const [second] = await context.db
      .select()
      .from(partnerRequests)
      .where(and(eq(partnerRequests.mobile, first.mobile), eq(partnerRequests.shopName, 'Second Branch')));
    const refused = await call(operations, 'POST', `/api/staff/partner-requests/${second?.id}/approve`, {
      pincodes: [served[0]],
    });
    expect([refused.status, refused.body.code]).toEqual([409, 'PARTNER_EXISTS']);
  });

  it('declines a request with a reason (audited); a declined request cannot be approved or declined again', async () => {
    const request = await submitRequest(served[0] as string);
    const noReason = await call(operations, 'POST', `/api/staff/partner-requests/${request.id}/decline`, {
      reason: '   ',
    });
    expect([noReason.status, noReason.body.code, noReason.body.field]).toEqual([
      400,
      'VALIDATION_FAILED',
      'reason',
    ]);

    const declined = await call(operations, 'POST', `/api/staff/partner-requests/${request.id}/decline`, {
      reason: ' We do not work in this area yet. ',
    });
    expect(declined.status).toBe(200);
    expect(declined.body.request).toMatchObject({
      id: request.id,
      status: 'declined',
      partner_id: null,
      declined_at: expect.any(String),
      declined_by: operations.email,
      decline_reason: 'We do not work in this area yet.',
    });
    const [entry] = await auditEntries('partner_request.declined', request.id);
    expect(entry).toMatchObject({
      staffId: operations.id,
      actor: operations.email,
      before: { status: 'pending', declined_at: null, decline_reason: null },
      after: {
        status: 'declined',
        declined_by: operations.email,
        decline_reason: 'We do not work in this area yet.',
      },
    });

    const approve = await call(admin, 'POST', `/api/staff/partner-requests/${request.id}/approve`, {
      pincodes: [served[0]],
    });
    expect([approve.status, approve.body.code]).toEqual([409, 'PARTNER_REQUEST_DECLINED']);
    const again = await call(admin, 'POST', `/api/staff/partner-requests/${request.id}/decline`, {
      reason: 'Twice',
    });
    expect([again.status, again.body.code]).toEqual([409, 'PARTNER_REQUEST_DECLINED']);
    expect(await auditEntries('partner_request.declined', request.id)).toHaveLength(1);

    const declinedList = await call(operations, 'GET', '/api/staff/partner-requests?status=declined');
    expect(declinedList.body.requests.map((row: { id: number }) => row.id)).toContain(request.id);
    expect(declinedList.body.total).toBe(declinedList.body.counts.declined);
    const all = await call(operations, 'GET', '/api/staff/partner-requests?status=all');
    const { pending, approved, declined: declinedCount } = all.body.counts;
    expect(all.body.total).toBe(pending + approved + declinedCount);
  });
});

describe('partners', () => {
  it('changes the pincodes a partner serves, refusing pincodes we do not serve (audited)', async () => {
    const shop = await createPartner(context, sms, { pincodes: [served[0] as string] });
    const refused = await call(operations, 'POST', `/api/staff/partners/${shop.id}/pincodes`, {
      pincodes: [served[1], '999998'],
    });
    expect([refused.status, refused.body.code]).toEqual([400, 'PINCODE_NOT_SERVED']);
    expect(await auditEntries('partner.pincodes_changed', shop.id)).toHaveLength(0);

    const changed = await call(operations, 'POST', `/api/staff/partners/${shop.id}/pincodes`, {
      pincodes: [served[1]],
    });
    expect(changed.status).toBe(200);
    expect(changed.body.partner).toMatchObject({ partner_id: shop.id, pincodes: [served[1]] });
    const profile = await call(shop, 'GET', '/api/partner/profile');
    expect(profile.body.partner.pincodes).toEqual([served[1]]);
    const [entry] = await auditEntries('partner.pincodes_changed', shop.id);
    expect(entry).toMatchObject({
      actor: operations.email,
      entityType: 'partner',
      before: { pincodes: [served[0]] },
      after: { pincodes: [served[1]] },
    });

    const missing = await call(operations, 'POST', '/api/staff/partners/999999/pincodes', {
      pincodes: [served[0]],
    });
    expect([missing.status, missing.body.code]).toEqual([404, 'PARTNER_NOT_FOUND']);
  });

  it('suspends a partner (its session ends, it cannot sign in) and makes it active again, audited', async () => {
    const shop = await createPartner(context, sms, { pincodes: [served[0] as string] });
    expect((await call(shop, 'GET', '/api/partner/profile')).status).toBe(200);

    const suspended = await call(operations, 'POST', `/api/staff/partners/${shop.id}/status`, {
      status: 'suspended',
      reason: 'Seller complaint about a pickup',
    });
    expect(suspended.status).toBe(200);
    expect(suspended.body.partner).toMatchObject({
      status: 'suspended',
      suspended_at: expect.any(String),
      suspension_reason: 'Seller complaint about a pickup',
    });
    const refused = await call(shop, 'GET', '/api/partner/profile');
    expect([refused.status, refused.body.code]).toEqual([401, 'PARTNER_LOGIN_REQUIRED']);
    const otp = await call(null, 'POST', '/api/partner/sendotp', { mobile: shop.mobile });
    expect([otp.status, otp.body.code]).toEqual([403, 'PARTNER_SUSPENDED']);
    const listed = await call(operations, 'GET', '/api/staff/partners?status=suspended');
    expect(listed.body.partners.map((row: { partner_id: number }) => row.partner_id)).toContain(shop.id);
    expect(listed.body.partners.every((row: { status: string }) => row.status === 'suspended')).toBe(true);
    const [suspension] = await auditEntries('partner.suspended', shop.id);
    expect(suspension).toMatchObject({
      actor: operations.email,
      before: { status: 'active', suspended_at: null },
      after: { status: 'suspended', suspension_reason: 'Seller complaint about a pickup' },
    });

    const active = await call(admin, 'POST', `/api/staff/partners/${shop.id}/status`, { status: 'active' });
    expect(active.status).toBe(200);
    expect(active.body.partner).toMatchObject({
      status: 'active',
      suspended_at: null,
      suspension_reason: null,
    });
    // The old session stays ended; the partner signs in again.
    expect((await call(shop, 'GET', '/api/partner/profile')).status).toBe(401);
    const fresh = await signInPartner(context, sms, shop.mobile);
    expect((await call(fresh, 'GET', '/api/partner/profile')).status).toBe(200);
    const [activation] = await auditEntries('partner.activated', shop.id);
    expect(activation).toMatchObject({
      actor: admin.email,
      before: { status: 'suspended', suspension_reason: 'Seller complaint about a pickup' },
      after: { status: 'active', suspension_reason: null },
    });

    const bad = await call(admin, 'POST', `/api/staff/partners/${shop.id}/status`, { status: 'banned' });
    expect([bad.status, bad.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    const missing = await call(admin, 'POST', '/api/staff/partners/999999/status', { status: 'suspended' });
    expect([missing.status, missing.body.code]).toEqual([404, 'PARTNER_NOT_FOUND']);
  });

  it('lists partners by shop name with their pincodes', async () => {
    await createPartner(context, sms, { pincodes: [served[1] as string], shopName: 'AAA First Mobiles' });
    const listed = await call(operations, 'GET', '/api/staff/partners');
    expect(listed.status).toBe(200);
    const names = listed.body.partners.map((row: { shop_name: string }) => row.shop_name);
    expect(names).toEqual([...names].sort((a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(listed.body.partners[0]).toMatchObject({ shop_name: 'AAA First Mobiles', pincodes: [served[1]] });
  });
});

describe('the command-line script', () => {
  it('goes through the same service and is audited as the script', async () => {
    const request = await submitRequest(served[0] as string);
    const service = new PartnerAdminService(context.db);
    const { partner } = await service.approveRequest(scriptActor('partners'), { requestId: request.id });
    expect(partner.pincodes).toEqual([served[0]]);
    await service.setStatus(scriptActor('partners'), { mobile: request.mobile }, 'suspended');
    const [approval] = await auditEntries('partner_request.approved', request.id);
    const [suspension] = await auditEntries('partner.suspended', partner.partner_id);
    for (const entry of [approval, suspension])
      expect(entry).toMatchObject({ staffId: null, actor: 'script:partners' });
  });
});

describe('who may call', () => {
  it('are calls for every staff member, not admins only', () => {
    for (const name of MINE) {
      expect(ENDPOINTS[name].auth, name).toBe('staff');
      expect('role' in ENDPOINTS[name], name).toBe(false);
    }
  });

  it('refuses anonymous callers, customers and partners (401)', async () => {
    const customer = await signUp(context.app, sms, freshAddress());
    const shop = await createPartner(context, sms, { pincodes: [served[0] as string] });
    for (const name of MINE) {
      const { method, path } = ENDPOINTS[name];
      const url = path.replace(/:[A-Za-z]+/g, '1');
      for (const who of [null, customer, shop]) {
        const response = await call(
          who,
          method,
          url,
          method === 'POST' ? { pincodes: [served[0]] } : undefined,
        );
        expect([name, response.status, response.body.code]).toEqual([name, 401, 'STAFF_LOGIN_REQUIRED']);
      }
    }
  });
});
