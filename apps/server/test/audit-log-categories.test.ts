import { SELLER_MOBILE_REVEALED } from '@phonix/shared/console-orders-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTestOrders, type TestOrder } from './support/handover-fixtures.ts';
import { createPartner, type TestPartner } from './support/partners.ts';
import { RecordingSms } from './support/recording-sms.ts';
import { type StaffSession, signInNewAdmin, signInNewOperations } from './support/staff.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

/**
 * The audit log read by what an entry is about (issue 31): orders, partners, payouts, exports, prices, staff,
 * and every reveal of a seller's number; a reveal's reason must say why in a few words; entries about
 * partners and orders carry the names the console's sentences use.
 */

const sms = new RecordingSms();
let context: TestApp;
let admin: StaffSession;
let operations: StaffSession;
let shop: TestPartner;
let order: TestOrder;

beforeAll(async () => {
  context = await createTestApp({ auth: { sms } });
  admin = await signInNewAdmin(context.app, context.db);
  operations = await signInNewOperations(context.app, admin);
  shop = await createPartner(context, sms, { pincodes: ['500081', '500084'], shopName: 'Ravi Mobiles' });
  [order] = (await insertTestOrders(context.db, 1)) as [TestOrder];
});
afterAll(async () => {
  await context.close();
});

const call = async (who: StaffSession, method: 'GET' | 'POST', url: string, payload?: object) => {
  const response = await context.app.inject({
    method,
    url,
    headers: who.auth,
    ...(payload ? { payload } : {}),
  });
  return { status: response.statusCode, body: response.json() };
};

type Entry = { action: string; entity_type: string; entity_id: string | null; entity_label: string | null };
const log = async (query: string) => {
  const answer = await call(admin, 'GET', `/api/staff/audit?${query}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.entries as Entry[];
};

describe("a reveal of a seller's number", () => {
  it('needs a reason of a few words, said clearly, and nothing is shown or kept without one', async () => {
    const url = `/api/staff/orders/${order.refNo}/seller-mobile`;
    for (const reason of ['call', 'ok ok', 'x y z', 'Seller   ']) {
      const refused = await call(operations, 'POST', url, { reason });
      expect(refused.status, reason).toBe(400);
      expect(refused.body, reason).toMatchObject({
        code: 'VALIDATION_FAILED',
        field: 'reason',
        message: expect.stringContaining('in a few words'),
      });
      expect(refused.body.mobile).toBeUndefined();
    }
    expect(await log('category=reveals')).toEqual([]);
    const shown = await call(operations, 'POST', url, { reason: 'Confirm the pickup address' });
    expect(shown.status).toBe(200);
    expect(shown.body.mobile).toBe(order.mobile);
  });
});

describe('the audit log by category', () => {
  it('files each entry under what it is about, reveals and exports included', async () => {
    // A partner change, an export and a price change beside the reveal above.
    expect(
      (await call(admin, 'POST', `/api/staff/partners/${shop.id}/pincodes`, { pincodes: ['500081'] })).status,
    ).toBe(200);
    const exported = await context.app.inject({
      method: 'GET',
      url: '/api/staff/orders-export?status=completed',
      headers: operations.auth,
    });
    expect(exported.statusCode).toBe(200);

    const reveals = await log('category=reveals');
    expect(reveals).toHaveLength(1);
    expect(reveals[0]).toMatchObject({
      action: SELLER_MOBILE_REVEALED,
      entity_id: order.refNo,
      entity_label: `order ${order.refNo}`,
    });
    const orderEntries = await log('category=orders');
    expect(orderEntries.map((entry) => entry.action)).toEqual([SELLER_MOBILE_REVEALED]);

    const partnerEntries = await log('category=partners');
    expect(partnerEntries.map((entry) => entry.action)).toEqual([
      'partner.pincodes_changed',
      'partner_request.approved',
    ]);
    // Named by the shop, as the sentences say it ("… approved Ravi Mobiles for 500081, 500084").
    for (const entry of partnerEntries) expect(entry.entity_label).toBe('Ravi Mobiles');

    const exports = await log('category=exports');
    expect(exports.map((entry) => entry.action)).toEqual(['orders.exported']);

    const staffEntries = await log('category=staff');
    expect(staffEntries.length).toBeGreaterThan(0);
    expect(staffEntries.every((entry) => entry.entity_type === 'staff')).toBe(true);
    expect(await log('category=payouts')).toEqual([]);
    expect(await log('category=prices')).toEqual([]);

    const wrong = await call(admin, 'GET', '/api/staff/audit?category=everything');
    expect([wrong.status, wrong.body.code, wrong.body.field]).toEqual([400, 'VALIDATION_FAILED', 'category']);
  });
});
