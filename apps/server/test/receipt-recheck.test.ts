import { eq } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, purchaseReceipts } from '../src/db/schema.ts';
import { sellerReadyToBook } from './support/booking.ts';
import { photographChanges } from './support/door-photos.ts';
import { completeThroughHandover } from './support/handover.ts';
import { createPartner, outboxSettled, type TestPartner } from './support/partners.ts';
import { RecordingSms } from './support/recording-sms.ts';
import { type StaffSession, signInNewAdmin } from './support/staff.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

/**
 * The receipt after a doorstep re-check (issue 31): its file is named a receipt, it shows the online quote,
 * each change the re-check made with its cost, and the amount paid; the completion SMS carries the UTR and
 * the link to the order page with the receipt.
 */

const sms = new RecordingSms();
let context: TestApp;
let seller: Awaited<ReturnType<typeof sellerReadyToBook>>;
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
  const json = String(response.headers['content-type'] ?? '').startsWith('application/json');
  return { status: response.statusCode, body: json ? response.json() : {}, raw: response };
};
/** The partner's re-check as the portal sends it: a photo of each changed answer first (issue 34). */
const recheck = async (who: { auth: Record<string, string> }, body: { ref_no: string }) => {
  await photographChanges(context.app, who.auth, body.ref_no, body);
  return call(who, 'POST', '/api/getReExactValue', body);
};

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
  seller = await sellerReadyToBook(context.app, sms, '10.43.0.1');
  const place = (await context.app.inject({ method: 'GET', url: '/api/pincodes/Hyderabad' })).json()
    .pincodes[0];
  shop = await createPartner(context, sms, { pincodes: [place.pincode] });
  admin = await signInNewAdmin(context.app, context.db);
});
afterAll(async () => {
  await context.close();
});

describe('a receipt after the doorstep re-check', () => {
  it('shows the quote, each change and its cost, the amount paid; the SMS has the UTR and the link', async () => {
    const booked = await seller.book(`recheck-${Date.now()}`);
    expect(booked.statusCode).toBe(200);
    const { RefNo: ref, ExactValue: quoted } = booked.json();
    expect((await call(shop, 'POST', `/api/partner/orders/${ref}/accept`)).status).toBe(200);
    expect((await call(shop, 'POST', `/api/partner/orders/${ref}/outforpickup`)).status).toBe(200);
    // The executive finds a dented body the seller did not declare.
    const declared = JSON.parse(seller.booking.device_info);
    const revised = await recheck(shop, {
      ...declared,
      screencondition: 'yes',
      bodycondition: 'no',
      bodydent: 'D2',
      ref_no: ref,
    });
    expect(revised.status, JSON.stringify(revised.body)).toBe(200);
    const offer = revised.body.offer;
    expect(offer.revised_value).toBeLessThan(quoted);
    expect(
      (await call(seller, 'POST', `/api/acceptrevisedoffer/${ref}`, { revised_value: offer.revised_value }))
        .status,
    ).toBe(200);
    const done = await completeThroughHandover(context.app, sms, shop, seller, ref, offer.revised_value);
    expect(done.status, JSON.stringify(done.body)).toBe(200);

    const [order] = await context.db.select().from(orders).where(eq(orders.refNo, ref));
    const [receipt] = await context.db
      .select()
      .from(purchaseReceipts)
      .where(eq(purchaseReceipts.orderId, order?.id ?? 0));
    if (!receipt) throw new Error('no receipt');
    const price = (receipt.content as { price: Record<string, unknown> }).price;
    expect(price.quoted).toBe(quoted);
    expect(price.final).toBe(offer.revised_value);
    const rechecks = price.rechecks as {
      key: string;
      declared: string;
      found: string;
      price_effect: number;
    }[];
    expect(rechecks.length).toBeGreaterThan(0);
    const dent = rechecks.find((change) => change.key === 'bodydent');
    expect(dent?.price_effect).toBeLessThan(0);

    // The PDF, named a receipt, in the seller's words.
    const pdf = await call(seller, 'GET', `/api/invoice/${ref}`);
    expect(pdf.status).toBe(200);
    expect(pdf.raw.headers['content-disposition']).toBe(`attachment; filename="Phonix-Receipt-${ref}.pdf"`);
    const text = (await pdfText(pdf.raw.rawPayload)).replace(/\s+/g, ' ');
    expect(text).toContain('Quoted online');
    expect(text).toContain('Re-check at your door');
    expect(text).toContain(dent?.found ?? 'missing');
    expect(text).toContain(`−₹${Math.abs(dent?.price_effect ?? 0).toLocaleString('en-IN')}`);
    expect(text).toContain('Amount paid to the seller');
    const staffPdf = await call(admin, 'GET', `/api/staff/orders/${ref}/receipt`);
    expect(staffPdf.raw.headers['content-disposition']).toContain(`Phonix-Receipt-${ref}.pdf`);

    // The completion SMS: the UTR (the payout's reference) and the order page's link, as DLT's {#url#}.
    await outboxSettled(context);
    const message = sms.sent.findLast(
      (entry) => entry.to === seller.mobile && entry.template === 'order_completed_seller',
    );
    const utr = (receipt.content as { payout: { reference: string } }).payout.reference;
    expect(utr).not.toBe('');
    expect(message?.text).toContain(`UTR ${utr.slice(0, 30)}`);
    expect(message?.text).toMatch(new RegExp(`Receipt: https?://\\S+/sales-order-detail/${ref}$`));
  });
});
