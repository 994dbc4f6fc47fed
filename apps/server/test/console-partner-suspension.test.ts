import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, handovers, orders, outboxMessages } from '../src/db/schema.ts';
import { scriptActor } from '../src/modules/audit/audit.ts';
import { PartnerAdminService } from '../src/modules/partners/admin-service.ts';
import { sellerReadyToBook } from './support/booking.ts';
import { createPartner, type TestPartner } from './support/partners.ts';
import { RecordingSms } from './support/recording-sms.ts';
import { type StaffSession, signInNewAdmin } from './support/staff.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

/**
 * A suspended partner's orders (issue 31): suspending a partner returns every order it holds (Accepted,
 * Out for pickup) to the pool in the suspension's transaction, the seller, the pool's partners and the
 * suspended partner texted; the console and the command-line script share the rule (PartnerAdminService).
 * No order is left with a partner who cannot sign in.
 */
const sms = new RecordingSms();
let context: TestApp;
let seller: Awaited<ReturnType<typeof sellerReadyToBook>>;
let pincode = '';
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
async function book(): Promise<string> {
  bookings += 1;
  const booked = await seller.book(`suspension-${bookings}-${Date.now()}`);
  expect(booked.statusCode).toBe(200);
  return booked.json().RefNo;
}

async function heldBy(shop: TestPartner, outForPickup: boolean): Promise<string> {
  const ref = await book();
  expect((await call(shop, 'POST', `/api/partner/orders/${ref}/accept`)).status).toBe(200);
  if (outForPickup)
    expect((await call(shop, 'POST', `/api/partner/orders/${ref}/outforpickup`)).status).toBe(200);
  return ref;
}

const messagesAbout = async (refs: string[]) => {
  const rows = await context.db
    .select({ id: orders.id, ref: orders.refNo })
    .from(orders)
    .where(inArray(orders.refNo, refs));
  return context.db
    .select()
    .from(outboxMessages)
    .where(
      inArray(
        outboxMessages.orderId,
        rows.map((row) => row.id),
      ),
    );
};

beforeAll(async () => {
  context = await createTestApp({
    auth: { sms, otp: { resendCooldownSeconds: 0 } },
    logger: { level: 'error' },
  });
  seller = await sellerReadyToBook(context.app, sms, '10.31.2.1');
  [{ pincode }] = (await call(null, 'GET', '/api/pincodes/Hyderabad')).body.pincodes;
  admin = await signInNewAdmin(context.app, context.db, '10.31.2.2');
});
afterAll(async () => {
  await context?.close();
});

describe('suspending a partner who holds orders', () => {
  it('lists its orders on its page, returns them to the pool on suspension, and texts everyone concerned', async () => {
    const leaving = await createPartner(context, sms, { pincodes: [pincode], shopName: 'Leaving Mobiles' });
    const staying = await createPartner(context, sms, { pincodes: [pincode], shopName: 'Staying Mobiles' });
    const accepted = await heldBy(leaving, false);
    const onTheWay = await heldBy(leaving, true);

    const page = await call(admin, 'GET', `/api/staff/partners/${leaving.id}`);
    expect(page.status).toBe(200);
    expect(page.body.held_orders.map((order: { ref: string }) => order.ref).sort()).toEqual(
      [accepted, onTheWay].sort(),
    );
    expect(page.body.held_orders.find((order: { ref: string }) => order.ref === onTheWay).status).toBe(
      'out_for_pickup',
    );

    const before = new Set((await messagesAbout([accepted, onTheWay])).map((row) => row.id));
    const suspended = await call(admin, 'POST', `/api/staff/partners/${leaving.id}/status`, {
      status: 'suspended',
      reason: 'Customer complaints',
    });
    expect(suspended.status).toBe(200);
    expect(suspended.body.partner.status).toBe('suspended');
    expect(suspended.body.returned_to_pool.sort()).toEqual([accepted, onTheWay].sort());

    // None orphaned: both are in the pool, nobody holds them, and the suspended partner holds nothing.
    const rows = await context.db
      .select()
      .from(orders)
      .where(inArray(orders.refNo, [accepted, onTheWay]));
    expect(rows.map((row) => [row.status, row.partnerId])).toEqual([
      ['enquiry', null],
      ['enquiry', null],
    ]);
    const stillHeld = await context.db
      .select()
      .from(orders)
      .where(and(eq(orders.partnerId, leaving.id), inArray(orders.status, ['accepted', 'out_for_pickup'])));
    expect(stillHeld).toEqual([]);
    expect((await call(admin, 'GET', `/api/staff/partners/${leaving.id}`)).body.held_orders).toEqual([]);

    // Told: each seller, the pool's active partner (not the suspended one), and the suspended partner.
    const sent = (await messagesAbout([accepted, onTheWay])).filter((row) => !before.has(row.id));
    const to = (template: string) =>
      sent.filter((row) => row.template === template).map((row) => row.recipient);
    expect(to('order_rejected_seller')).toEqual([seller.mobile, seller.mobile]);
    expect(to('order_open_partner')).toEqual([staying.mobile, staying.mobile]);
    expect(to('order_unassigned_partner')).toEqual([leaving.mobile, leaving.mobile]);

    // The pool's partner can take one at once.
    expect((await call(staying, 'POST', `/api/partner/orders/${accepted}/accept`)).status).toBe(200);

    // Audited with the orders it returned.
    const [entry] = await context.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'partner.suspended'), eq(auditLog.entityId, String(leaving.id))));
    expect(((entry?.after ?? {}) as { returned_to_pool?: string[] }).returned_to_pool?.sort()).toEqual(
      [accepted, onTheWay].sort(),
    );
    expect(entry?.staffId).toBe(admin.id);
  });

  it('the command-line script (npm run partner:suspend) follows the same rule', async () => {
    const shop = await createPartner(context, sms, { pincodes: [pincode], shopName: 'Script Mobiles' });
    const ref = await heldBy(shop, true);
    const result = await new PartnerAdminService(context.db).setStatus(
      scriptActor('partners'),
      { mobile: shop.mobile },
      'suspended',
    );
    expect(result.returnedToPool).toEqual([ref]);
    const [row] = await context.db.select().from(orders).where(eq(orders.refNo, ref));
    expect([row?.status, row?.partnerId]).toEqual(['enquiry', null]);
    // Suspending again returns nothing more, and reactivating gives nothing back.
    expect(
      (
        await new PartnerAdminService(context.db).setStatus(
          scriptActor('partners'),
          { id: shop.id },
          'suspended',
        )
      ).returnedToPool,
    ).toEqual([]);
  });

  it("is refused while a held order's payout is confirmed by the seller, naming it, and nothing moves", async () => {
    const shop = await createPartner(context, sms, { pincodes: [pincode], shopName: 'Paying Mobiles' });
    const paying = await heldBy(shop, true);
    const other = await heldBy(shop, false);
    const [order] = await context.db.select().from(orders).where(eq(orders.refNo, paying));
    // The seller has confirmed the payout at the door (the handover's state; the money may be with the
    // provider): only completing the order may follow.
    await context.db.insert(handovers).values({
      orderId: order?.id ?? 0,
      partnerId: shop.id,
      payoutOtpVerifiedAt: new Date(),
    });
    const refused = await call(admin, 'POST', `/api/staff/partners/${shop.id}/status`, {
      status: 'suspended',
    });
    expect([refused.status, refused.body.code]).toEqual([409, 'PAYOUT_STARTED']);
    expect(refused.body.message).toContain(paying);
    const held = await context.db
      .select({ ref: orders.refNo, partnerId: orders.partnerId })
      .from(orders)
      .where(inArray(orders.refNo, [paying, other]));
    expect(held.map((row) => row.partnerId)).toEqual([shop.id, shop.id]);
    const page = await call(admin, 'GET', `/api/staff/partners/${shop.id}`);
    expect(page.body.partner?.status).toBe('active');
  });

  it('a partner holding nothing is suspended as before; an unknown partner is 404', async () => {
    const idle = await createPartner(context, sms, { pincodes: [pincode] });
    const done = await call(admin, 'POST', `/api/staff/partners/${idle.id}/status`, { status: 'suspended' });
    expect(done.status).toBe(200);
    expect(done.body.returned_to_pool).toEqual([]);
    expect((await call(admin, 'GET', '/api/staff/partners/999999')).status).toBe(404);
    expect((await call(idle, 'GET', `/api/staff/partners/${idle.id}`)).status).toBe(401);
  });
});
