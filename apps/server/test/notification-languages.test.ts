import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { numberInWords } from '@phonix/shared/amount-in-words';
import { LOCALES } from '@phonix/shared/i18n';
import { formatINR } from '@phonix/shared/money';
import { eq } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handovers, orders } from '../src/db/schema.ts';
import { enqueue, message } from '../src/modules/outbox/outbox.ts';
import { HttpSmsDriver, type SmsMessage } from '../src/modules/sms/sms-driver.ts';
import { dltTemplateIds, SMS_TEMPLATE_NAMES } from '../src/modules/sms/templates.ts';
import { sellerReadyToBook } from './support/booking.ts';
import { completeThroughHandover } from './support/handover.ts';
import { createPartner, freshAddress, outboxSettled, type TestPartner } from './support/partners.ts';
import { RecordingEmail, RecordingSms } from './support/recording-sms.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

/**
 * Issue 22's done-when, through the API: a seller who chose Telugu gets the order's SMS in Telugu from the
 * outbox, as registered DLT templates (the Telugu template's id, our entity id, sent as Unicode, through the
 * real HTTP driver to a local fake provider), and a Telugu receipt PDF, read back. A partner who chose Hindi
 * gets theirs in Hindi; the team's e-mail stays English (DR 145).
 */

/** What the fake provider received, in order. */
const provider: { body: Record<string, unknown> }[] = [];
const server = http.createServer((request, response) => {
  let body = '';
  request.on('data', (chunk) => {
    body += chunk;
  });
  request.on('end', () => {
    provider.push({ body: JSON.parse(body) });
    response.writeHead(202, { 'content-type': 'application/json' }).end('{"queued":true}');
  });
});

/** Every template's id as configured (SMS_DLT_TEMPLATES), one per template and language. */
const IDS = dltTemplateIds(
  JSON.stringify(
    Object.fromEntries(
      SMS_TEMPLATE_NAMES.map((template, index) => [
        template,
        Object.fromEntries(
          LOCALES.map((locale, l) => [locale, `11071${String(index * 3 + l).padStart(14, '0')}`]),
        ),
      ]),
    ),
  ),
  { required: true },
);
const ENTITY = '1101000000000012345';

/** Keeps each SMS for the test's helpers (OTPs), then posts it with the HTTP driver to the fake provider. */
class ProviderSms extends RecordingSms {
  http: HttpSmsDriver | undefined;
  override async send(sms: SmsMessage): Promise<void> {
    await super.send(sms);
    await this.http?.send(sms);
  }
}

const sms = new ProviderSms();
const email = new RecordingEmail();
let context: TestApp;
let seller: Awaited<ReturnType<typeof sellerReadyToBook>>;
let partner: TestPartner;

async function pdfLetters(pdf: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    // pdf.js puts spaces (even line breaks) inside Telugu words where a vowel sign sits above its letter;
    // the letters come back as typed (lib/pdf-text.ts), so the text is compared without white space.
    return (await parser.getText()).text.replace(/\s+/g, '');
  } finally {
    await parser.destroy();
  }
}
const letters = (text: string) => text.replace(/\s+/g, '');

const setLanguage = (who: { auth: Record<string, string> }, url: string, language: string) =>
  context.app.inject({
    method: 'POST',
    url,
    headers: who.auth,
    payload: { language },
    remoteAddress: freshAddress(),
  });

/** The newest SMS of a template to a number, and what the provider got for it. */
function sent(to: string, template: string) {
  const sms_ = sms.sent.findLast((entry) => entry.to === to && entry.template === template);
  if (!sms_) throw new Error(`No ${template} SMS was sent to ${to}`);
  const posted = provider.findLast((entry) => entry.body.to === `+91${to}` && entry.body.text === sms_.text);
  return { sms: sms_, posted: posted?.body };
}

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  sms.http = new HttpSmsDriver({
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/sms`,
    senderId: 'PHONIX',
    dlt: { entityId: ENTITY, templateIds: IDS },
  });
  context = await createTestApp({
    auth: { sms },
    email,
    teamEmail: 'orders@phonix.test',
    outbox: { pollMs: 20, backoffBaseMs: 20 },
  });
  seller = await sellerReadyToBook(context.app, sms, '10.92.0.1');
  // The pincode of the seller's address (sellerReadyToBook saves the first Hyderabad one).
  const pincode = (await context.app.inject({ method: 'GET', url: '/api/pincodes/Hyderabad' })).json()
    .pincodes[0].pincode as string;
  partner = await createPartner(context, sms, { pincodes: [pincode], shopName: 'Charminar Mobiles' });
});
afterAll(async () => {
  await context?.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('messages in the language of who reads them', () => {
  it('texts a seller who chose Telugu in Telugu from the outbox, and gives them a Telugu receipt PDF', async () => {
    expect((await setLanguage(seller, '/api/customer/language', 'te')).statusCode).toBe(200);
    expect((await setLanguage(partner, '/api/partner/language', 'hi')).statusCode).toBe(200);

    const booked = await seller.book('notification-languages-1');
    expect(booked.statusCode).toBe(200);
    const { RefNo: ref, ExactValue: value } = booked.json() as { RefNo: string; ExactValue: number };
    await outboxSettled(context);

    // The seller's booking SMS: the Telugu template, its own DLT id, Unicode.
    const toSeller = sent(seller.mobile, 'order_booked_seller');
    expect(toSeller.sms.locale).toBe('te');
    expect(toSeller.sms.text).toContain('పికప్ బుక్ అయింది');
    expect(toSeller.sms.text).toContain(`ఆర్డర్ ${ref}, కొటేషన్ ${formatINR(value, 'te')}`);
    expect(toSeller.sms.text).not.toMatch(/your pickup|booked for|November|December|January/);
    expect(toSeller.posted).toEqual({
      to: `+91${seller.mobile}`,
      text: toSeller.sms.text,
      sender: 'PHONIX',
      template_id: IDS.order_booked_seller.te,
      entity_id: ENTITY,
      unicode: true,
    });
    expect(IDS.order_booked_seller.te).not.toBe(IDS.order_booked_seller.en);

    // The partner serving the pincode reads Hindi, with the portal's Hindi link.
    const toPartner = sent(partner.mobile, 'order_open_partner');
    expect(toPartner.sms.text).toContain(`नया पिकअप:`);
    expect(toPartner.sms.text).toContain(`/hi/partner/orders/${ref}`);
    expect(toPartner.sms.text).toContain('/hi/partner');
    expect(toPartner.posted?.template_id).toBe(IDS.order_open_partner.hi);

    // The team's e-mail stays English.
    expect(email.sent.find((mail) => mail.subject.startsWith(`New order ${ref}:`))?.text).toContain(
      'A seller booked a pickup',
    );

    // Accepted, on the way, completed at the door: every SMS to the seller in Telugu.
    const step = (name: string) =>
      context.app.inject({
        method: 'POST',
        url: `/api/partner/orders/${ref}/${name}`,
        headers: partner.auth,
        payload: {},
      });
    expect((await step('accept')).statusCode).toBe(200);
    expect((await step('outforpickup')).statusCode).toBe(200);
    const done = await completeThroughHandover(context.app, sms, partner, seller, ref);
    expect([done.step, done.status], JSON.stringify(done.body)).toEqual(['complete', 200]);
    await outboxSettled(context);

    expect(sent(seller.mobile, 'order_accepted_seller').sms.text).toContain('Charminar Mobiles');
    expect(sent(seller.mobile, 'order_accepted_seller').sms.text).toContain('పికప్ చేస్తారు');
    expect(sent(seller.mobile, 'order_out_for_pickup_seller').sms.text).toContain('బయలుదేరారు');
    const otp = sent(seller.mobile, 'payout_code');
    expect(otp.sms.text).toMatch(/^\d{4} మీ Phonix OTP\. ఆర్డర్ /);
    // The destination as a label after the amount, never a case ending glued to it (issue 32).
    expect(otp.sms.text).toMatch(/₹[\d,]+, పేమెంట్: UPI XX\w+@/);
    expect(otp.posted).toMatchObject({ template_id: IDS.payout_code.te, unicode: true });
    const [order] = await context.db.select().from(orders).where(eq(orders.refNo, ref));
    const amount = order?.finalValue as number;
    const completed = sent(seller.mobile, 'order_completed_seller');
    // The amount paid, the payout's UTR and the receipt's link in Telugu (issue 31).
    const [handover] = await context.db
      .select()
      .from(handovers)
      .where(eq(handovers.orderId, order?.id ?? 0));
    expect(completed.sms.text).toBe(
      `Phonix: ఆర్డర్ ${ref} పూర్తయింది. పేమెంట్: ${formatINR(amount, 'te')}, UTR: ${handover?.payoutReference}. రసీదు: https://www.phonix.in/te/sales-order-detail/${ref}`,
    );
    expect(completed.posted).toMatchObject({ template_id: IDS.order_completed_seller.te, unicode: true });
    // No SMS about the order went to the seller in another language (the sign-up code came before the choice).
    const aboutOrder = sms.sent.filter(
      (entry) => entry.to === seller.mobile && entry.template !== 'verification_code',
    );
    expect(aboutOrder.length).toBeGreaterThanOrEqual(5);
    expect(aboutOrder.filter((entry) => entry.locale !== 'te')).toEqual([]);

    // The receipt, as the seller downloads it, reads back in Telugu.
    const invoice = await context.app.inject({
      method: 'GET',
      url: `/api/invoice/${ref}`,
      headers: seller.auth,
    });
    expect(invoice.statusCode).toBe(200);
    expect(invoice.headers['content-type']).toBe('application/pdf');
    const text = await pdfLetters(invoice.rawPayload);
    for (const expected of [
      'కొనుగోలు రసీదు',
      `ఆర్డర్: ${ref}`,
      'అమ్మకందారు',
      `అమ్మకందారుకు చెల్లించిన మొత్తం ${formatINR(amount, 'te')}`,
      `${numberInWords(amount, 'te')} రూపాయలు మాత్రమే`,
      'పేమెంట్ విధానం UPI ఐడీ',
      'గుర్తింపు కార్డు ఆధార్',
      'ఫ్యాక్టరీ రీసెట్ చేశారు',
    ])
      expect(text, expected).toContain(letters(expected));
    expect(text).not.toContain('PurchaseReceipt');
    expect(text).not.toContain('Rupees');

    // The same record in English once the seller switches back: the words follow the account's language.
    expect((await setLanguage(seller, '/api/customer/language', 'en')).statusCode).toBe(200);
    const english = await context.app.inject({
      method: 'GET',
      url: `/api/invoice/${ref}`,
      headers: seller.auth,
    });
    expect(await pdfLetters(english.rawPayload)).toContain(letters('Purchase Receipt'));
    // A whole order, its handover and three PDFs: seconds alone, more on a machine running other suites.
  }, 60_000);

  it('writes a waiting message in the language the recipient has when it is sent, not when it was written', async () => {
    const row = message(
      'sms',
      seller.mobile,
      'order_rescheduled_seller',
      {
        ref: 'PX0000000001',
        model: 'iPhone 13',
        variant: '128gb',
        value: 41000,
        pickup_date: '2026-11-28',
        pickup_time: '04:00 PM - 06:00 PM',
        locality: 'Madhapur',
        city: 'Hyderabad',
        pincode: '500081',
      },
      { dedupeKey: 'notification-languages:rescheduled' },
    );
    expect((await setLanguage(seller, '/api/customer/language', 'hi')).statusCode).toBe(200);
    await enqueue(context.db, [row]);
    await outboxSettled(context);
    const rescheduled = sent(seller.mobile, 'order_rescheduled_seller');
    expect(rescheduled.sms.text).toBe('Phonix: ऑर्डर PX0000000001 के पिकअप का नया समय: 28 नवंबर, शाम 4 - 6।');
    expect(rescheduled.posted).toMatchObject({ template_id: IDS.order_rescheduled_seller.hi, unicode: true });
  });
});
