import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, customers, handovers, orders, partners } from '../src/db/schema.ts';
import { insertPurchaseReceipt } from '../src/modules/handover/receipt-repository.ts';
import { searchDigits } from '../src/modules/orders/staff-orders.ts';
import { insertTestOrders, sampleReceiptContent, type TestOrder } from './support/handover-fixtures.ts';
import { createPartner, type TestPartner } from './support/partners.ts';
import { RecordingSms } from './support/recording-sms.ts';
import { type StaffSession, signInNewAdmin, signInNewOperations } from './support/staff.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

/**
 * Order search and the orders CSV (issue 31): one search box finds an order by its reference, any 4+ digits
 * of the seller's mobile, the seller's name, an IMEI, the receipt number, the partner and the pincode; the
 * list filters by status, partner, pickup day and booking days; the export carries the same filters, keeps
 * IMEIs as text, neutralises formula cells and is audited.
 */

const sms = new RecordingSms();
let context: TestApp;
let admin: StaffSession;
let operations: StaffSession;
let shop: TestPartner;
let asha: TestOrder;
let hostile: TestOrder;
let other: TestOrder;
let receiptNumber: string;

beforeAll(async () => {
  context = await createTestApp({ auth: { sms } });
  admin = await signInNewAdmin(context.app, context.db);
  operations = await signInNewOperations(context.app, admin);
  shop = await createPartner(context, sms, { pincodes: ['500084'], shopName: 'Ravi Mobiles Kondapur' });
  [asha] = (await insertTestOrders(context.db, 1)) as [TestOrder];
  [hostile] = (await insertTestOrders(context.db, 1)) as [TestOrder];
  [other] = (await insertTestOrders(context.db, 1)) as [TestOrder];
  const db = context.db;
  await db.update(customers).set({ name: 'Asha Reddy' }).where(eq(customers.id, asha.customerId));
  await db
    .update(customers)
    .set({ name: '=HYPERLINK("http://x","y")' })
    .where(eq(customers.id, hostile.customerId));
  await db
    .update(orders)
    .set({ partnerId: shop.id, pincode: '500084', pickupDate: '2026-12-03', status: 'completed' })
    .where(eq(orders.id, asha.id));
  await db.insert(handovers).values({ orderId: asha.id, partnerId: shop.id, imeis: ['013456789012341'] });
  const receipt = await db.transaction((tx) =>
    insertPurchaseReceipt(tx, {
      orderId: asha.id,
      issuedAt: new Date(),
      build: (number) => sampleReceiptContent(number, { orderRef: asha.refNo, imeis: ['013456789012341'] }),
    }),
  );
  receiptNumber = receipt.number;
});
afterAll(async () => {
  await context.close();
});

const find = async (query: Record<string, string>, who: StaffSession = operations) => {
  const response = await context.app.inject({
    method: 'GET',
    url: `/api/staff/orders?${new URLSearchParams(query)}`,
    headers: who.auth,
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().orders as { ref_no: string }[]).map((order) => order.ref_no);
};

describe('order search', () => {
  it('reads 4 or more digits of a mobile or an IMEI, whatever is typed around them', () => {
    expect(searchDigits('98765 43210')).toBe('9876543210');
    expect(searchDigits('+91 98765-43210')).toBe('9876543210');
    expect(searchDigits('3210')).toBe('3210');
    expect(searchDigits('321')).toBeNull();
    expect(searchDigits('Asha')).toBeNull();
  });

  it('finds an order by reference, mobile digits, name, IMEI, receipt, partner and pincode', async () => {
    expect(await find({ q: asha.refNo.slice(2, 8).toLowerCase() })).toEqual([asha.refNo]);
    expect(await find({ q: asha.mobile.slice(-4) })).toContain(asha.refNo);
    expect(await find({ q: asha.mobile.slice(3, 9) })).toEqual([asha.refNo]);
    expect(await find({ q: `+91 ${asha.mobile.slice(0, 5)} ${asha.mobile.slice(5)}` })).toEqual([asha.refNo]);
    expect(await find({ q: 'asha red' })).toEqual([asha.refNo]);
    expect(await find({ q: '0134 5678 9012 341' })).toEqual([asha.refNo]);
    expect(await find({ q: '78901234' })).toEqual([asha.refNo]);
    expect(await find({ q: receiptNumber })).toEqual([asha.refNo]);
    expect(await find({ q: 'ravi mobiles' })).toEqual([asha.refNo]);
    expect(await find({ q: '500084' })).toEqual([asha.refNo]);
    expect(await find({ q: 'nobody at all' })).toEqual([]);
    // A wildcard typed is a character, not a pattern.
    expect(await find({ q: '%' })).toEqual([]);
  });

  it('filters by state, partner, pickup day and booking days, with the search', async () => {
    expect(await find({ status: 'completed', q: asha.refNo })).toEqual([asha.refNo]);
    expect(await find({ status: 'cancelled', q: asha.refNo })).toEqual([]);
    expect(await find({ partner_id: String(shop.id) })).toEqual([asha.refNo]);
    expect(await find({ pickup_date: '2026-12-03' })).toEqual([asha.refNo]);
    const all = await find({ from: '2000-01-01', to: '2999-12-31' });
    expect(all).toEqual(expect.arrayContaining([asha.refNo, hostile.refNo, other.refNo]));
    expect(await find({ from: '2999-01-01' })).toEqual([]);
    const bad = await context.app.inject({
      method: 'GET',
      url: '/api/staff/orders?partner_id=abc',
      headers: operations.auth,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'partner_id' });
  });
});

describe('the orders CSV', () => {
  it('exports what the filters match, IMEIs as text, formulas neutralised, and audits it', async () => {
    const response = await context.app.inject({
      method: 'GET',
      url: `/api/staff/orders-export?q=${encodeURIComponent(asha.mobile.slice(-6))}`,
      headers: operations.auth,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toMatch(
      /attachment; filename="Phonix-orders-\d{4}-\d\d-\d\d\.csv"/,
    );
    const lines = response.body
      .replace(/^\ufeff/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toContain('Reference,Booked (India time),Status');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(asha.refNo);
    expect(lines[1]).toContain("'013456789012341");
    expect(lines[1]).toContain(receiptNumber);
    expect(lines[1]).toContain('Ravi Mobiles Kondapur');
    // The mobile is masked as on the screen, never in full.
    expect(response.body).not.toContain(asha.mobile);

    const whole = await context.app.inject({
      method: 'GET',
      url: '/api/staff/orders-export',
      headers: operations.auth,
    });
    expect(whole.body).toContain(`"'=HYPERLINK(""http://x"",""y"")"`);
    expect(whole.body).not.toMatch(/(^|,)=HYPERLINK/m);

    const entries = await context.db.select().from(auditLog).where(eq(auditLog.action, 'orders.exported'));
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatchObject({ staffId: operations.id, entityType: 'orders_export' });
    expect(entries[0]?.after).toMatchObject({ filters: { q: asha.mobile.slice(-6) }, orders: 1 });
  });

  it('is refused to anyone but staff', async () => {
    const anonymous = await context.app.inject({ method: 'GET', url: '/api/staff/orders-export' });
    expect(anonymous.statusCode).toBe(401);
    const partner = await context.app.inject({
      method: 'GET',
      url: '/api/staff/orders-export',
      headers: shop.auth,
    });
    expect(partner.statusCode).toBe(401);
    expect(await context.db.select().from(partners).where(eq(partners.id, shop.id))).toHaveLength(1);
  });
});
