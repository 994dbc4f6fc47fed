import { partnerPlace, SELLER_MOBILE_REVEALED } from '@phonix/shared/console-orders-api';
import { indiaDay } from '@phonix/shared/india-time';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, handovers, orders, partnerRequests, partners } from '../src/db/schema.ts';
import { sellerReadyToBook } from './support/booking.ts';
import { completeThroughHandover } from './support/handover.ts';
import { createPartner, outboxSettled, type TestPartner } from './support/partners.ts';
import { RecordingSms } from './support/recording-sms.ts';
import { type StaffSession, signInNewAdmin, signInNewOperations } from './support/staff.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

/**
 * The console's order page tools (issue 21): the receipt PDF download (audited), "Call seller" behind an
 * audited reveal with a reason and a count of the day's reveals, notifications that say whose masked number
 * each is, and a cancelled order never shown "In the pool".
 */

type Who = { auth: Record<string, string> } | null;

describe("the console's order tools", () => {
  const sms = new RecordingSms();
  let context: TestApp;
  let seller: Awaited<ReturnType<typeof sellerReadyToBook>>;
  let shop: TestPartner;
  let admin: StaffSession;
  let operations: StaffSession;
  let bookings = 0;

  const call = async (who: Who, method: 'GET' | 'POST', url: string, payload?: object) => {
    const response = await context.app.inject({
      method,
      url,
      ...(payload ? { payload } : {}),
      headers: who ? who.auth : {},
    });
    return { status: response.statusCode, response, body: response.json() };
  };
  const book = async (): Promise<string> => {
    bookings += 1;
    const booked = await seller.book(`console-tools-${bookings}`);
    expect([booked.statusCode, booked.body]).toEqual([200, expect.anything()]);
    return booked.json().RefNo as string;
  };
  const audits = (action: string, ref: string) =>
    context.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, action), eq(auditLog.entityId, ref)));

  beforeAll(async () => {
    context = await createTestApp({ auth: { sms }, outbox: { pollMs: 20, backoffBaseMs: 20 } });
    seller = await sellerReadyToBook(context.app, sms, '10.93.0.1');
    const pincode = (await call(null, 'GET', '/api/pincodes/Hyderabad')).body.pincodes[0].pincode as string;
    shop = await createPartner(context, sms, { pincodes: [pincode], shopName: 'Quick Mobiles' });
    admin = await signInNewAdmin(context.app, context.db, '10.93.0.2');
    operations = await signInNewOperations(context.app, admin, '10.93.0.3');
  });
  afterAll(async () => {
    await context.close();
  });

  it("downloads a completed order's receipt PDF for staff only, and records each download", async () => {
    const ref = await book();
    const early = await call(operations, 'GET', `/api/staff/orders/${ref}/receipt`);
    expect([early.status, early.body.code]).toEqual([409, 'INVOICE_NOT_READY']);

    expect((await call(shop, 'POST', `/api/partner/orders/${ref}/accept`)).status).toBe(200);
    expect((await call(shop, 'POST', `/api/partner/orders/${ref}/outforpickup`)).status).toBe(200);
    const done = await completeThroughHandover(context.app, sms, shop, seller, ref);
    expect([done.step, done.status]).toEqual(['complete', 200]);
    const receiptNumber = (await call(operations, 'GET', `/api/staff/orders/${ref}`)).body.order
      .receipt_number as string;
    expect(receiptNumber).toMatch(/^PX\//);

    for (const who of [null, seller, shop]) {
      const refused = await context.app.inject({
        method: 'GET',
        url: `/api/staff/orders/${ref}/receipt`,
        headers: who ? who.auth : {},
      });
      expect([refused.statusCode, refused.json().code]).toEqual([401, 'STAFF_LOGIN_REQUIRED']);
    }

    // Any case of the reference, as the order page accepts it.
    const pdf = await context.app.inject({
      method: 'GET',
      url: `/api/staff/orders/${ref.toLowerCase()}/receipt`,
      headers: operations.auth,
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="Phonix-Receipt-${ref}.pdf"`);
    expect(pdf.headers['cache-control']).toContain('no-store');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // The same document the seller downloads.
    const sellers = await context.app.inject({
      method: 'GET',
      url: `/api/invoice/${ref}`,
      headers: seller.auth,
    });
    expect(sellers.statusCode).toBe(200);
    expect(sellers.rawPayload.length).toBeGreaterThan(1000);

    const entries = await audits('order.receipt_downloaded', ref);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      staffId: operations.id,
      entityType: 'order',
      after: { receipt_number: receiptNumber },
    });

    const unknown = await call(operations, 'GET', '/api/staff/orders/PX0000000000/receipt');
    expect([unknown.status, unknown.body.code]).toEqual([404, 'ORDER_NOT_FOUND']);
  });

  it("reveals the seller's number only with a reason, audited, counting the staff member's reveals today", async () => {
    const ref = await book();
    const url = `/api/staff/orders/${ref}/seller-mobile`;
    expect((await call(null, 'POST', url, { reason: 'Confirm the address' })).status).toBe(401);
    expect((await call(shop, 'POST', url, { reason: 'Confirm the address' })).status).toBe(401);
    for (const body of [{}, { reason: '' }, { reason: '   ' }, { reason: 'x'.repeat(301) }]) {
      const refused = await call(operations, 'POST', url, body);
      expect([refused.status, refused.body.code, refused.body.field]).toEqual([
        400,
        'VALIDATION_FAILED',
        'reason',
      ]);
    }
    expect(await audits(SELLER_MOBILE_REVEALED, ref)).toHaveLength(0);
    expect((await call(operations, 'GET', '/api/staff/me/reveals')).body).toEqual({
      success: true,
      reveals_today: 0,
    });

    // The order page shows the number masked.
    const order = (await call(operations, 'GET', `/api/staff/orders/${ref}`)).body.order;
    expect(order.seller.mobile).not.toBe(seller.mobile);

    const first = await call(operations, 'POST', url, { reason: 'Confirm the address' });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ success: true, mobile: seller.mobile, reveals_today: 1 });
    const second = await call(operations, 'POST', url, { reason: 'Seller asked for a call back' });
    expect(second.body.reveals_today).toBe(2);
    expect((await call(operations, 'GET', '/api/staff/me/reveals')).body.reveals_today).toBe(2);
    // Each staff member sees their own count.
    expect((await call(admin, 'GET', '/api/staff/me/reveals')).body.reveals_today).toBe(0);
    expect((await call(null, 'GET', '/api/staff/me/reveals')).status).toBe(401);

    const entries = await audits(SELLER_MOBILE_REVEALED, ref);
    expect(entries.map((entry) => entry.after)).toEqual(
      expect.arrayContaining([
        { seller_mobile: order.seller.mobile, reason: 'Confirm the address' },
        { seller_mobile: order.seller.mobile, reason: 'Seller asked for a call back' },
      ]),
    );
    for (const entry of entries) {
      expect(entry).toMatchObject({ staffId: operations.id, entityType: 'order' });
      expect(JSON.stringify(entry)).not.toContain(seller.mobile);
    }
    // The audit log screen lists it.
    const log = await call(admin, 'GET', `/api/staff/audit?entity_type=order&entity_id=${ref}`);
    expect(log.status).toBe(200);
    expect(log.body.entries.map((entry: { action: string }) => entry.action)).toEqual([
      SELLER_MOBILE_REVEALED,
      SELLER_MOBILE_REVEALED,
    ]);

    const unknown = await call(operations, 'POST', '/api/staff/orders/PX0000000000/seller-mobile', {
      reason: 'Confirm the address',
    });
    expect([unknown.status, unknown.body.code]).toEqual([404, 'ORDER_NOT_FOUND']);
  });

  it("tells a seller's number from a partner's in the notifications, even when both mask alike", async () => {
    // A partner whose number masks exactly like the seller's: XXXXXX3210 and XXXXXX3210.
    const lookalike = `${seller.mobile.slice(0, 2)}${String(Number(seller.mobile.slice(2, 6)) ^ 1).padStart(4, '0')}${seller.mobile.slice(-4)}`;
    expect(lookalike).not.toBe(seller.mobile);
    await context.db.update(partners).set({ mobile: lookalike }).where(eq(partners.id, shop.id));
    const ref = await book();
    await outboxSettled(context);

    const order = (await call(operations, 'GET', `/api/staff/orders/${ref}`)).body.order;
    const toSeller = order.notifications.find(
      (message: { template: string }) => message.template === 'order_booked_seller',
    );
    const toPartner = order.notifications.find(
      (message: { template: string }) => message.template === 'order_open_partner',
    );
    expect(toSeller.recipient).toBe(toPartner.recipient);
    expect(toSeller).toMatchObject({ recipient_role: 'seller', recipient_name: 'Ravi Kumar' });
    expect(toPartner).toMatchObject({ recipient_role: 'partner', recipient_name: 'Quick Mobiles' });
    const toTeam = order.notifications.find(
      (message: { template: string }) => message.template === 'order_booked_team',
    );
    if (toTeam) expect(toTeam).toMatchObject({ recipient_role: 'team', recipient_name: null });

    // The outbox screen says the same.
    const sent = await call(operations, 'GET', '/api/staff/outbox?status=sent');
    const ofOrder = sent.body.messages.filter((message: { ref_no: string }) => message.ref_no === ref);
    expect(
      ofOrder.map((message: { template: string; recipient_role: string; recipient_name: string }) => [
        message.template,
        message.recipient_role,
        message.recipient_name,
      ]),
    ).toEqual(
      expect.arrayContaining([
        ['order_booked_seller', 'seller', 'Ravi Kumar'],
        ['order_open_partner', 'partner', 'Quick Mobiles'],
      ]),
    );
  });

  it('never shows a cancelled order "In the pool", whether or not a partner had taken it', async () => {
    const open = await book();
    const cancelledInPool = await book();
    const cancelledHeld = await book();
    const cancelled = await call(seller, 'GET', `/api/cancelorderbycustomer/${cancelledInPool}`);
    expect(cancelled.status).toBe(200);
    expect((await call(shop, 'POST', `/api/partner/orders/${cancelledHeld}/accept`)).status).toBe(200);
    const byStaff = await call(operations, 'POST', `/api/staff/orders/${cancelledHeld}/cancel`, {
      reason_code: 'seller_asked',
      reason: 'Seller sold it elsewhere',
    });
    expect(byStaff.status).toBe(200);

    const list = (await call(operations, 'GET', '/api/staff/orders')).body.orders as Parameters<
      typeof partnerPlace
    >[0][];
    const placeOf = async (ref: string) => {
      const row = (list as (Parameters<typeof partnerPlace>[0] & { ref_no: string })[]).find(
        (entry) => entry.ref_no === ref,
      );
      const detail = (await call(operations, 'GET', `/api/staff/orders/${ref}`)).body.order;
      if (!row) throw new Error(`${ref} is not listed`);
      return [row.status, partnerPlace(row), partnerPlace(detail)];
    };
    expect(await placeOf(open)).toEqual([
      'enquiry',
      { label: 'In the pool', inPool: true },
      { label: 'In the pool', inPool: true },
    ]);
    const pooled = await placeOf(cancelledInPool);
    expect(pooled[0]).toBe('cancelled');
    expect(pooled[1]).toEqual({ label: 'No partner', inPool: false });
    expect(pooled[2]).toEqual({ label: 'No partner', inPool: false });
    const held = await placeOf(cancelledHeld);
    expect(held[0]).toBe('cancelled');
    for (const place of held.slice(1)) expect(place).not.toMatchObject({ label: 'In the pool' });
    // Every cancelled order in the list, whatever its past.
    for (const row of list) if (row.status === 'cancelled') expect(partnerPlace(row).inPool).toBe(false);
  });
});

describe("the dashboard's work queue", () => {
  const sms = new RecordingSms();
  let context: TestApp;
  let seller: Awaited<ReturnType<typeof sellerReadyToBook>>;
  let shop: TestPartner;
  let operations: StaffSession;
  let bookings = 0;

  const call = async (who: Who, method: 'GET' | 'POST', url: string, payload?: object) => {
    const response = await context.app.inject({
      method,
      url,
      ...(payload ? { payload } : {}),
      headers: who ? who.auth : {},
    });
    return { status: response.statusCode, body: response.json() };
  };
  const book = async (): Promise<string> => {
    bookings += 1;
    const booked = await seller.book(`queue-tools-${bookings}`);
    expect(booked.statusCode).toBe(200);
    return booked.json().RefNo as string;
  };
  const orderId = async (ref: string) => {
    const [row] = await context.db.select({ id: orders.id }).from(orders).where(eq(orders.refNo, ref));
    if (!row) throw new Error(`no order ${ref}`);
    return row.id;
  };
  const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000);

  beforeAll(async () => {
    context = await createTestApp({
      auth: { sms },
      outbox: { pollMs: 20, backoffBaseMs: 20 },
      unassignedAlertMinutes: 60,
    });
    seller = await sellerReadyToBook(context.app, sms, '10.94.0.1');
    const pincode = (await call(null, 'GET', '/api/pincodes/Hyderabad')).body.pincodes[0].pincode as string;
    shop = await createPartner(context, sms, { pincodes: [pincode], shopName: 'Quick Mobiles' });
    const admin = await signInNewAdmin(context.app, context.db, '10.94.0.2');
    operations = await signInNewOperations(context.app, admin, '10.94.0.3');
  });
  afterAll(async () => {
    await context.close();
  });

  it("lists today's pickups, unassigned orders, pending partner requests and stuck payouts", async () => {
    const fresh = await book();
    const waiting = await book();
    const waitedButCancelled = await book();
    const waitedButTaken = await book();
    const today = await book();
    const stuck = await book();
    // Booked three days ago (36 working hours): long past the 60-minute alert.
    for (const ref of [waiting, waitedButCancelled, waitedButTaken])
      await context.db
        .update(orders)
        .set({ createdAt: ago(3 * 24 * 60) })
        .where(eq(orders.refNo, ref));
    expect((await call(seller, 'GET', `/api/cancelorderbycustomer/${waitedButCancelled}`)).status).toBe(200);
    expect((await call(shop, 'POST', `/api/partner/orders/${waitedButTaken}/accept`)).status).toBe(200);
    expect((await call(shop, 'POST', `/api/partner/orders/${today}/accept`)).status).toBe(200);
    await context.db
      .update(orders)
      .set({ pickupDate: indiaDay() })
      .where(inArray(orders.refNo, [today, waitedButCancelled]));
    // A payout whose seller code was accepted 20 minutes ago, the order still not completed.
    expect((await call(shop, 'POST', `/api/partner/orders/${stuck}/accept`)).status).toBe(200);
    await context.db.insert(handovers).values({
      orderId: await orderId(stuck),
      partnerId: shop.id,
      payoutOtpVerifiedAt: ago(20),
      finalAmount: 12_000,
    });
    const form = await context.app.inject({
      method: 'POST',
      url: '/api/partner-request-form',
      payload: {
        name: 'Salma Begum',
        mobile: '9000011122',
        city: 'Hyderabad',
        pincode: '500081',
        shop_name: 'Charminar Mobiles',
        gstin: '',
        message: '',
      },
      remoteAddress: '10.94.0.9',
    });
    expect(form.statusCode).toBe(200);

    const dashboard = await call(operations, 'GET', '/api/staff/dashboard');
    expect(dashboard.status).toBe(200);
    const { queue } = dashboard.body;
    expect(queue.unassigned_alert_minutes).toBe(60);
    const refs = (list: { ref_no: string }[]) => list.map((entry) => entry.ref_no);

    expect(refs(queue.unassigned)).toEqual([waiting]);
    expect(queue.unassigned[0]).toMatchObject({ status: 'enquiry', partner: null });
    expect(queue.unassigned[0].waiting_minutes).toBeGreaterThanOrEqual(2 * 12 * 60);
    expect(refs(queue.unassigned)).not.toContain(fresh);

    expect(refs(queue.pickups_today)).toContain(today);
    expect(refs(queue.pickups_today)).not.toContain(waitedButCancelled);
    expect(queue.pickups_today.find((entry: { ref_no: string }) => entry.ref_no === today)).toMatchObject({
      status: 'accepted',
      partner: { partner_id: shop.id, shop_name: 'Quick Mobiles' },
    });
    for (const entry of queue.pickups_today) expect(entry.pickup_date).toBe(indiaDay());

    expect(queue.partner_requests).toEqual([
      expect.objectContaining({ shop_name: 'Charminar Mobiles', name: 'Salma Begum', pincode: '500081' }),
    ]);
    expect(refs(queue.stuck_payouts)).toEqual([stuck]);
    expect(queue.stuck_payouts[0]).toMatchObject({
      final_amount: 12_000,
      partner: { shop_name: 'Quick Mobiles' },
    });

    // A taken order leaves the unassigned queue; a decided request leaves the requests.
    expect((await call(shop, 'POST', `/api/partner/orders/${waiting}/accept`)).status).toBe(200);
    const [request] = await context.db
      .select({ id: partnerRequests.id })
      .from(partnerRequests)
      .where(eq(partnerRequests.shopName, 'Charminar Mobiles'));
    const declined = await call(operations, 'POST', `/api/staff/partner-requests/${request?.id}/decline`, {
      reason: 'Outside our cities',
    });
    expect(declined.status).toBe(200);
    const after = (await call(operations, 'GET', '/api/staff/dashboard')).body.queue;
    expect(after.unassigned).toEqual([]);
    expect(after.partner_requests).toEqual([]);
  });
});
