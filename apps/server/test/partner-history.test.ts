import { indiaDay } from '@phonix/shared/india-time';
import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderEvents, orders, outboxMessages } from '../src/db/schema.ts';
import { PARTNER_STATEMENT_HEADER } from '../src/modules/partners/partner-history.ts';
import { sellerReadyToBook } from './support/booking.ts';
import { photographChanges } from './support/door-photos.ts';
import { completeThroughHandover, freshImeis } from './support/handover.ts';
import { createPartner, type TestPartner } from './support/partners.ts';
import { RecordingSms } from './support/recording-sms.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

/**
 * The partner portal's part of issue 21 over HTTP: the re-quote preview (the server's own pricing, nothing
 * stored), the seller's phone and address gone from a completed order, and the partner's history (completed
 * pickups, the receipt PDF, a CSV statement), none of which reaches another partner.
 */
const sms = new RecordingSms();
let context: TestApp;
let seller: Awaited<ReturnType<typeof sellerReadyToBook>>;
let shopA: TestPartner;
let shopB: TestPartner;
let variantId: number;

type Who = { auth: Record<string, string> } | null;
const call = async (who: Who, method: 'GET' | 'POST', url: string, payload?: object) => {
  const response = await context.app.inject({
    method,
    url,
    ...(method === 'POST' ? { payload: payload ?? {} } : {}),
    headers: who ? who.auth : {},
  });
  const json = String(response.headers['content-type'] ?? '').startsWith('application/json');
  return { status: response.statusCode, body: json ? response.json() : {}, raw: response };
};
/** The partner's re-check as the portal sends it: a photo of each changed answer first (issue 34). */
const recheck = async (who: { auth: Record<string, string> }, body: { ref_no: string }) => {
  await photographChanges(context.app, who.auth, body.ref_no, body);
  return call(who, 'POST', '/api/getReExactValue', body);
};

/** The seller's answers (sellerReadyToBook: everything fine, no accessories). */
const declared = () => ({
  callingerr: 'yes',
  toucherr: 'yes',
  screenspoterror: '',
  screenlineerror: '',
  screenphysicalcondition: '',
  bodyscratches: '',
  bodydent: '',
  panelerror: '',
  benderror: '',
  functionalerror: [] as string[],
  accessories: [] as string[],
  warranty: '',
  variant: variantId,
  ic_slug: 'apple-iphone-13',
});

let bookings = 0;
/** A new order of the seller, accepted by `partner` and (unless told otherwise) out for pickup. */
async function order(partner: TestPartner, outForPickup = true): Promise<{ ref: string; value: number }> {
  bookings += 1;
  const booked = await seller.book(`partner-history-${bookings}-${Date.now()}`);
  expect(booked.statusCode).toBe(200);
  const { RefNo: ref, ExactValue: value } = booked.json();
  expect((await call(partner, 'POST', `/api/partner/orders/${ref}/accept`)).status).toBe(200);
  if (outForPickup)
    expect((await call(partner, 'POST', `/api/partner/orders/${ref}/outforpickup`)).status).toBe(200);
  return { ref, value };
}

async function completed(partner: TestPartner): Promise<{ ref: string; value: number; imei: string }> {
  const placed = await order(partner);
  // Each phone its own IMEI: one bought before is refused (issue 31).
  const imeis = freshImeis();
  const done = await completeThroughHandover(context.app, sms, partner, seller, placed.ref, undefined, {
    imeis,
  });
  expect([done.step, done.status], JSON.stringify(done.body)).toEqual(['complete', 200]);
  return { ...placed, imei: imeis.imei_1 };
}

async function pdfText(pdf: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

beforeAll(async () => {
  context = await createTestApp({ auth: { sms, otp: { resendCooldownSeconds: 0 } } });
  seller = await sellerReadyToBook(context.app, sms, '10.42.0.1');
  const [place] = (await call(null, 'GET', '/api/pincodes/Hyderabad')).body.pincodes;
  shopA = await createPartner(context, sms, { pincodes: [place.pincode], shopName: 'Charminar Phones' });
  shopB = await createPartner(context, sms, { pincodes: [place.pincode], shopName: 'Golconda Mobiles' });
  variantId = (await call(null, 'GET', '/api/variant/apple-iphone-13')).body.variants[0].id;
});

afterAll(async () => {
  await context?.close();
});

describe('the re-quote preview', () => {
  it('prices the answers as the re-quote will, and stores nothing and tells nobody', async () => {
    const { ref, value } = await order(shopA);
    const [row] = await context.db.select().from(orders).where(eq(orders.refNo, ref));
    const eventsBefore = await context.db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderId, row?.id ?? 0));
    const messages = async () => (await context.db.select().from(outboxMessages)).length;
    const messagesBefore = await messages();
    const worse = { ...declared(), screenphysicalcondition: 'SHeavy', functionalerror: ['F1'] };

    const previewed = await call(shopA, 'POST', `/api/partner/orders/${ref}/requote-preview`, worse);
    expect(previewed.status, JSON.stringify(previewed.body)).toBe(200);
    const { preview } = previewed.body;
    expect(preview.quoted_value).toBe(value);
    expect(preview.revised_value).toBeLessThan(value);
    expect(preview.difference).toBe(preview.revised_value - value);
    expect(preview.offer_status).toBe('pending');
    expect(preview.changes.map((change: { key: string }) => change.key)).toEqual([
      'screenphysicalcondition',
      'functionalerror.F1',
    ]);
    for (const change of preview.changes) expect(change.price_effect).toBeLessThan(0);

    // Nothing moved: no revised value, no event, no message.
    const [after] = await context.db.select().from(orders).where(eq(orders.refNo, ref));
    expect(after?.revisedValue).toBeNull();
    expect(after?.partnerDeviceInfo).toBeNull();
    expect(
      await context.db
        .select()
        .from(orderEvents)
        .where(eq(orderEvents.orderId, row?.id ?? 0)),
    ).toHaveLength(eventsBefore.length);
    expect(await messages()).toBe(messagesBefore);

    // The re-quote sent afterwards is the one previewed.
    const sent = await recheck(shopA, { ...worse, ref_no: ref });
    expect(sent.status).toBe(200);
    expect(sent.body.offer.revised_value).toBe(preview.revised_value);
    expect(sent.body.offer.changes).toEqual(preview.changes);
  });

  it('says a rise goes to Phonix for approval', async () => {
    const { ref, value } = await order(shopA);
    const better = { ...declared(), accessories: ['Box', 'Chr'] };
    const previewed = await call(shopA, 'POST', `/api/partner/orders/${ref}/requote-preview`, better);
    expect(previewed.status).toBe(200);
    expect(previewed.body.preview.revised_value).toBeGreaterThan(value);
    expect(previewed.body.preview.offer_status).toBe('staff_review');
  });

  it('is refused as the re-quote is: another partner, before pickup, another phone', async () => {
    const { ref } = await order(shopA);
    const other = await call(shopB, 'POST', `/api/partner/orders/${ref}/requote-preview`, declared());
    expect([other.status, other.body.code]).toEqual([404, 'ORDER_NOT_FOUND']);
    const seller_ = await call(seller, 'POST', `/api/partner/orders/${ref}/requote-preview`, declared());
    expect(seller_.status).toBe(401);
    const mismatch = await call(shopA, 'POST', `/api/partner/orders/${ref}/requote-preview`, {
      ...declared(),
      ic_slug: 'apple-iphone-12',
    });
    expect([mismatch.status, mismatch.body.code]).toEqual([400, 'DEVICE_MISMATCH']);

    const early = await order(shopA, false);
    const notYet = await call(shopA, 'POST', `/api/partner/orders/${early.ref}/requote-preview`, declared());
    expect([notYet.status, notYet.body.code]).toEqual([409, 'ORDER_TRANSITION_NOT_ALLOWED']);
  });
});

describe('a completed order', () => {
  it("no longer carries the seller's number or address, and says what Phonix paid and how", async () => {
    const open = await order(shopA);
    const before = await call(shopA, 'GET', `/api/partner/orders/${open.ref}`);
    expect(before.body.order.seller.mobile).toBe(seller.mobile);
    expect(before.body.order.address.address_no).toBe('Flat 3, Lake View');
    expect(before.body.order.paid).toBeNull();

    const { ref, value } = await completed(shopA);
    const one = await call(shopA, 'GET', `/api/partner/orders/${ref}`);
    expect(one.status).toBe(200);
    const { order: done } = one.body;
    expect(done.status).toBe('completed');
    expect(done.seller).toBeNull();
    expect(done.address).toBeNull();
    expect(JSON.stringify(done)).not.toContain(seller.mobile);
    expect(JSON.stringify(done)).not.toContain('Lake View');
    // What the partner still needs: where it was, and the receipt.
    expect(done.pincode).toMatch(/^\d{6}$/);
    expect(done.locality).not.toBe('');
    expect(done.paid).toMatchObject({ amount: value, method: 'upi' });
    expect(done.paid.receipt_number).toMatch(/^PX\/\d{4}-\d{2}\/\d{6}$/);

    const list = await call(shopA, 'GET', '/api/partner/orders');
    const listed = list.body.orders.find((entry: { ref_no: string }) => entry.ref_no === ref);
    expect(listed.seller).toBeNull();
    expect(listed.address).toBeNull();
    expect(JSON.stringify(listed)).not.toContain(seller.mobile);
  });
});

describe("the partner's history", () => {
  let mine: { ref: string; value: number; imei: string };
  let theirs: { ref: string; value: number };
  let pending: { ref: string; value: number };
  const today = indiaDay();

  beforeAll(async () => {
    mine = await completed(shopA);
    theirs = await completed(shopB);
    pending = await order(shopA);
  });

  it('lists only its own completed pickups, newest first, with the receipt and what was paid', async () => {
    const history = await call(shopA, 'GET', `/api/partner/history?from=${today}&to=${today}`);
    expect(history.status).toBe(200);
    const refs = history.body.pickups.map((entry: { ref_no: string }) => entry.ref_no);
    expect(refs[0]).toBe(mine.ref);
    expect(refs).not.toContain(theirs.ref);
    expect(refs).not.toContain(pending.ref);
    expect(history.body).toMatchObject({ from: today, to: today, page: 1, page_size: 20 });
    expect(history.body.total).toBe(refs.length);
    const paid = history.body.pickups.reduce(
      (sum: number, entry: { paid: { amount: number } }) => sum + entry.paid.amount,
      0,
    );
    expect(history.body.total_paid).toBe(paid);
    expect(history.body.pickups[0].paid).toMatchObject({ amount: mine.value, method: 'upi' });
    expect(JSON.stringify(history.body)).not.toContain(seller.mobile);

    const other = await call(shopB, 'GET', '/api/partner/history');
    const otherRefs = other.body.pickups.map((entry: { ref_no: string }) => entry.ref_no);
    expect(otherRefs).toEqual([theirs.ref]);
  });

  it('pages, and a day range without pickups is empty', async () => {
    const second = await call(shopA, 'GET', `/api/partner/history?page=2`);
    expect(second.status).toBe(200);
    expect(second.body.pickups).toEqual([]);
    expect(second.body.page).toBe(2);
    const past = await call(shopA, 'GET', '/api/partner/history?from=2025-04-01&to=2025-04-30');
    expect(past.body).toMatchObject({ pickups: [], total: 0, total_paid: 0 });
  });

  it('refuses days that are not days, a range back to front, and anyone but a partner', async () => {
    const notADay = await call(shopA, 'GET', '/api/partner/history?from=2026-02-30');
    expect([notADay.status, notADay.body.code, notADay.body.field]).toEqual([
      400,
      'VALIDATION_FAILED',
      'from',
    ]);
    const notAMonth = await call(shopA, 'GET', '/api/partner/statement?to=2026-13-01');
    expect([notAMonth.status, notAMonth.body.field]).toEqual([400, 'to']);
    const backwards = await call(shopA, 'GET', '/api/partner/history?from=2026-05-02&to=2026-05-01');
    expect([backwards.status, backwards.body.field]).toEqual([400, 'from']);
    expect((await call(null, 'GET', '/api/partner/history')).status).toBe(401);
    expect((await call(seller, 'GET', '/api/partner/history')).status).toBe(401);
    expect((await call(seller, 'GET', '/api/partner/statement')).status).toBe(401);
  });

  it("downloads the receipt PDF of its own completed pickup, never another's", async () => {
    const pdf = await call(shopA, 'GET', `/api/partner/orders/${mine.ref}/receipt`);
    expect(pdf.status).toBe(200);
    expect(pdf.raw.headers['content-type']).toBe('application/pdf');
    expect(pdf.raw.headers['content-disposition']).toContain(`Phonix-Receipt-${mine.ref}.pdf`);
    const text = await pdfText(pdf.raw.rawPayload);
    expect(text).toContain(mine.ref);
    expect(text).toContain(mine.imei);

    const other = await call(shopA, 'GET', `/api/partner/orders/${theirs.ref}/receipt`);
    expect([other.status, other.body.code]).toEqual([404, 'ORDER_NOT_FOUND']);
    const notDone = await call(shopA, 'GET', `/api/partner/orders/${pending.ref}/receipt`);
    expect([notDone.status, notDone.body.code]).toEqual([409, 'INVOICE_NOT_READY']);
    const unknown = await call(shopA, 'GET', '/api/partner/orders/PX000000000/receipt');
    expect(unknown.status).toBe(404);
    expect((await call(seller, 'GET', `/api/partner/orders/${mine.ref}/receipt`)).status).toBe(401);
  });

  it('writes a CSV statement of the days, IMEIs as text and formula cells neutralised', async () => {
    // A locality that would run as a formula in a spreadsheet (as a hand-edited row could hold).
    await context.db
      .update(orders)
      .set({ locality: '=HYPERLINK("http://x")' })
      .where(eq(orders.refNo, mine.ref));
    const statement = await call(shopA, 'GET', `/api/partner/statement?from=${today}&to=${today}`);
    expect(statement.status).toBe(200);
    expect(statement.raw.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(statement.raw.headers['content-disposition']).toContain(
      `Phonix-statement-${today}-to-${today}.csv`,
    );
    expect(statement.raw.body.startsWith('\ufeff')).toBe(true);
    const rows = parse(statement.raw.body.slice(1)) as string[][];
    expect(rows[0]).toEqual([...PARTNER_STATEMENT_HEADER]);
    const line = rows.find((row) => row[2] === mine.ref);
    expect(line).toBeDefined();
    expect(line?.[4]).toBe(`'${mine.imei}`);
    expect(line?.[6]).toBe(String(mine.value));
    expect(line?.[7]).toBe('UPI');
    expect(line?.[9]).toBe(`'=HYPERLINK("http://x")`);
    expect(rows.some((row) => row[2] === theirs.ref)).toBe(false);
    expect(rows.some((row) => row[2] === pending.ref)).toBe(false);
    expect(statement.raw.body).not.toContain(seller.mobile);

    const empty = await call(shopA, 'GET', '/api/partner/statement?from=2025-04-01&to=2025-04-30');
    expect(parse(empty.raw.body.slice(1))).toEqual([[...PARTNER_STATEMENT_HEADER]]);
    const bad = await call(shopA, 'GET', '/api/partner/statement?to=tomorrow');
    expect(bad.status).toBe(400);
  });
});
