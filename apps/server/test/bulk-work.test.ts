import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, brands, models, orders, variants } from '../src/db/schema.ts';
import { insertTestOrders, type TestOrder } from './support/handover-fixtures.ts';
import { createPartner, type TestPartner } from './support/partners.ts';
import { RecordingSms } from './support/recording-sms.ts';
import { type StaffSession, signInNewAdmin, signInNewOperations } from './support/staff.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

/**
 * Bulk where work is bulk (issue 31): Get Upto prices from a CSV, previewed line by line with the price
 * guard's flags, applied as one audited change and reverted in one click; several orders reassigned at once.
 */

const sms = new RecordingSms();
let context: TestApp;
let admin: StaffSession;
let operations: StaffSession;

beforeAll(async () => {
  context = await createTestApp({ auth: { sms } });
  admin = await signInNewAdmin(context.app, context.db);
  operations = await signInNewOperations(context.app, admin);
});
afterAll(async () => {
  await context.close();
});

const call = async (who: StaffSession | null, method: 'GET' | 'POST', url: string, payload?: object) => {
  const response = await context.app.inject({
    method,
    url,
    headers: who ? who.auth : {},
    ...(payload ? { payload } : {}),
  });
  return { status: response.statusCode, body: response.json() };
};

/** Three variants of one seeded model, as the catalog names them. */
async function threeVariants() {
  const rows = await context.db
    .select({
      id: variants.id,
      name: variants.name,
      rate: variants.rate,
      model: models.name,
      brand: brands.name,
    })
    .from(variants)
    .innerJoin(models, eq(models.id, variants.modelId))
    .innerJoin(brands, eq(brands.id, models.brandId))
    .where(eq(models.slug, 'apple-iphone-13'));
  expect(rows.length).toBeGreaterThanOrEqual(3);
  return rows.slice(0, 3) as [(typeof rows)[number], (typeof rows)[number], (typeof rows)[number]];
}
const rateOf = async (id: number) =>
  (await context.db.select({ rate: variants.rate }).from(variants).where(eq(variants.id, id)))[0]?.rate;

describe('Get Upto prices from a CSV', () => {
  it('previews every line, flags moves past the guard, applies all as one change and reverts in one click', async () => {
    const [a, b, c] = await threeVariants();
    const small = a.rate + 100;
    const large = Math.round(b.rate * 0.5);
    const csv = [
      'Brand,Model,Variant,Price',
      `${a.brand},${a.model},${a.name},"₹${small.toLocaleString('en-IN')}"`,
      `${b.brand.toUpperCase()},${a.brand} ${b.model},${b.name},${large}`,
      `${c.brand},${c.model},${c.name},${c.rate}`,
    ].join('\r\n');

    const preview = await call(operations, 'POST', '/api/staff/catalog/price-upload/preview', { csv });
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    expect(preview.body.preview).toMatchObject({
      unchanged: 1,
      problems: [],
      threshold_percent: 20,
      flagged: 1,
      changes: [
        { line: 2, variant_id: a.id, old_rate: a.rate, new_rate: small, risks: [] },
        { line: 3, variant_id: b.id, old_rate: b.rate, new_rate: large, risks: ['large_change'] },
      ],
    });
    expect(await rateOf(a.id)).toBe(a.rate);

    // The flagged line needs the confirmation; nothing is applied without it.
    const unconfirmed = await call(operations, 'POST', '/api/staff/catalog/price-upload', { csv });
    expect([unconfirmed.status, unconfirmed.body.code]).toEqual([409, 'PRICE_UPLOAD_NEEDS_CONFIRMATION']);
    expect(await rateOf(a.id)).toBe(a.rate);

    const applied = await call(operations, 'POST', '/api/staff/catalog/price-upload', {
      csv,
      confirm: true,
      file_name: 'prices-november.csv',
    });
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    expect(applied.body.changed).toBe(2);
    expect([await rateOf(a.id), await rateOf(b.id), await rateOf(c.id)]).toEqual([small, large, c.rate]);
    const entries = await context.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'price_upload.applied'));
    expect(entries).toHaveLength(1);
    expect(entries[0]?.id).toBe(applied.body.entry_id);
    expect(entries[0]?.after).toMatchObject({ changed: 2, flagged: 1, file_name: 'prices-november.csv' });
    // The storefront shows the new price at once.
    const shown = (await call(null, 'GET', '/api/variant/apple-iphone-13')).body.variants;
    expect(shown.find((entry: { id: number }) => entry.id === a.id).Rate).toBe(small);

    // The price history lists it; one click puts every price back.
    const history = await call(operations, 'GET', '/api/staff/price-history');
    expect(history.body.entries[0]).toMatchObject({ action: 'price_upload.applied', revertable: true });
    const reverted = await call(
      operations,
      'POST',
      `/api/staff/price-history/${applied.body.entry_id}/revert`,
    );
    expect(reverted.status, JSON.stringify(reverted.body)).toBe(200);
    expect([await rateOf(a.id), await rateOf(b.id)]).toEqual([a.rate, b.rate]);
  });

  it('refuses a file with a line it cannot apply, naming the line, and changes nothing', async () => {
    const [a] = await threeVariants();
    const bad = [
      'brand,model,variant,price',
      `${a.brand},${a.model},${a.name},${a.rate + 50}`,
      `${a.brand},Nokia 3310,${a.name},1000`,
      `${a.brand},${a.model},${a.name},abc`,
    ].join('\n');
    const preview = await call(operations, 'POST', '/api/staff/catalog/price-upload/preview', { csv: bad });
    expect(preview.body.preview.problems).toEqual([
      { line: 3, message: `No model "Nokia 3310" of ${a.brand} in the catalog.` },
      { line: 4, message: '"abc" is not a price in whole rupees (1 to 1,00,00,000).' },
    ]);
    const refused = await call(operations, 'POST', '/api/staff/catalog/price-upload', {
      csv: bad,
      confirm: true,
    });
    expect([refused.status, refused.body.code, refused.body.field]).toEqual([
      400,
      'PRICE_UPLOAD_INVALID',
      'csv',
    ]);
    expect(refused.body.message).toContain('Line 3');
    expect(await rateOf(a.id)).toBe(a.rate);
    const header = await call(operations, 'POST', '/api/staff/catalog/price-upload/preview', {
      csv: 'model,price\nx,1',
    });
    expect([header.status, header.body.code]).toEqual([400, 'PRICE_UPLOAD_INVALID']);
    expect((await call(null, 'POST', '/api/staff/catalog/price-upload', { csv: bad })).status).toBe(401);
  });
});

describe('reassigning several orders at once', () => {
  let shopA: TestPartner;
  let shopB: TestPartner;
  let held: TestOrder[];

  beforeAll(async () => {
    shopA = await createPartner(context, sms, { pincodes: ['500081'], shopName: 'First Shop' });
    shopB = await createPartner(context, sms, { pincodes: ['500081'], shopName: 'Second Shop' });
    held = await insertTestOrders(context.db, 3);
    for (const order of held)
      await context.db
        .update(orders)
        .set({ partnerId: shopA.id, status: 'accepted' })
        .where(eq(orders.id, order.id));
    // One of them was completed meanwhile: it stays where it is.
    await context.db
      .update(orders)
      .set({ status: 'completed' })
      .where(eq(orders.id, held[2]?.id ?? 0));
  });

  it('gives each order to the new partner with one reason, audited one by one, and says which were not', async () => {
    const refs = held.map((order) => order.refNo);
    const answer = await call(operations, 'POST', '/api/staff/orders-bulk-assign', {
      refs: [...refs, 'PX0000000000'],
      partner_id: shopB.id,
      reason: 'First Shop has no executive this week',
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.results).toEqual([
      { ref_no: refs[0], assigned: true, code: null, message: null },
      { ref_no: refs[1], assigned: true, code: null, message: null },
      expect.objectContaining({ ref_no: refs[2], assigned: false, code: 'ORDER_TRANSITION_NOT_ALLOWED' }),
      expect.objectContaining({ ref_no: 'PX0000000000', assigned: false, code: 'ORDER_NOT_FOUND' }),
    ]);
    expect(answer.body.message).toBe('2 of 4 orders given to the partner.');
    for (const order of held.slice(0, 2)) {
      const [row] = await context.db.select().from(orders).where(eq(orders.id, order.id));
      expect(row?.partnerId).toBe(shopB.id);
    }
    const audits = await context.db.select().from(auditLog).where(eq(auditLog.action, 'order.assigned'));
    expect(audits.map((entry) => entry.entityId).sort()).toEqual(refs.slice(0, 2).sort());

    const tooMany = await call(operations, 'POST', '/api/staff/orders-bulk-assign', {
      refs: Array.from({ length: 51 }, (_, index) => `PX${index}`),
      partner_id: shopB.id,
      reason: 'Too many',
    });
    expect([tooMany.status, tooMany.body.field]).toEqual([400, 'refs']);
    const nobody = await call(operations, 'POST', '/api/staff/orders-bulk-assign', {
      refs,
      partner_id: 2_000_000_000,
      reason: 'Nobody',
    });
    expect([nobody.status, nobody.body.code]).toEqual([404, 'PARTNER_NOT_FOUND']);
  });
});
