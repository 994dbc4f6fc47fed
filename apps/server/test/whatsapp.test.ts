import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { outboxMessages, whatsappMessages, whatsappWebhookEvents } from '../src/db/schema.ts';
import type { SmsMessage } from '../src/modules/sms/sms-driver.ts';
import { OrderUpdateChannel } from '../src/modules/whatsapp/channel.ts';
import { WHATSAPP_WEBHOOK_PATH } from '../src/modules/whatsapp/webhook-routes.ts';
import { HttpWhatsAppDriver } from '../src/modules/whatsapp/whatsapp-driver.ts';
import { sellerReadyToBook } from './support/booking.ts';
import { RecordingSms } from './support/recording-sms.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

/**
 * WhatsApp order updates (issue 23, docs/decisions/150): the seller's consent API, an order update by
 * WhatsApp (a template message at a local fake Cloud API) after opting in and by SMS without, the SMS once
 * when WhatsApp fails or times out, and the signed status webhook: handshake, signature, states in and out
 * of order, replays, unknown messages, and a 'failed' report that sends the SMS instead.
 */
const APP_SECRET = 'wa-app-secret-0123456789';
const VERIFY_TOKEN = 'wa-verify-token-0123456789';
const PHONE_NUMBER_ID = '106540352242922';
const TOKEN = 'EAAG-test-token';
const CONSENT_TEXT =
  'Send my order updates on WhatsApp to this number. I can stop them any time in my profile.';

/** An SMS driver that can be made to fail its next sends. */
class FlakySms extends RecordingSms {
  failNext = 0;
  override async send(message: SmsMessage): Promise<void> {
    if (this.failNext > 0 && message.template !== 'verification_code') {
      this.failNext -= 1;
      throw new Error('SMS provider down');
    }
    await super.send(message);
  }
}
const sms = new FlakySms();

/** The fake Cloud API. */
interface CloudRequest {
  url: string;
  authorization: string | undefined;
  body: {
    to: string;
    type: string;
    messaging_product: string;
    template: {
      name: string;
      language: { code: string };
      components: { type: string; parameters: { type: string; text: string }[] }[];
    };
  };
}
const cloud: CloudRequest[] = [];
let cloudAnswer: 'ok' | 'error' | 'slow' = 'ok';
let ids = 0;
const api = http.createServer((request, response) => {
  let raw = '';
  request.on('data', (chunk) => {
    raw += chunk;
  });
  request.on('end', () => {
    cloud.push({
      url: request.url ?? '',
      authorization: request.headers.authorization,
      body: JSON.parse(raw),
    });
    const send = (status: number, body: unknown) =>
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (cloudAnswer === 'error')
      return send(500, { error: { message: 'Service temporarily unavailable', code: 2 } });
    ids += 1;
    const body = { messaging_product: 'whatsapp', messages: [{ id: `wamid.HBgM${ids}` }] };
    if (cloudAnswer === 'slow') setTimeout(() => send(200, body), 6_000);
    else send(200, body);
  });
});

let context: TestApp;
let baseUrl = '';
let seller: Awaited<ReturnType<typeof sellerReadyToBook>>;

beforeAll(async () => {
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}/v21.0`;
  context = await createTestApp({
    auth: { sms, otp: { resendCooldownSeconds: 0 } },
    outbox: { pollMs: 20, backoffBaseMs: 40, backoffMaxMs: 200, maxAttempts: 5 },
    whatsapp: {
      driver: new HttpWhatsAppDriver({
        baseUrl,
        phoneNumberId: PHONE_NUMBER_ID,
        token: TOKEN,
        timeoutMs: 3_000,
      }),
      appSecret: APP_SECRET,
      verifyToken: VERIFY_TOKEN,
    },
    metrics: { token: 'metrics-token-0123456789', gaugeCacheMs: 0 },
  });
  seller = await sellerReadyToBook(context.app, sms, '10.47.0.1');
});
afterAll(async () => {
  await context?.close();
  api.closeAllConnections();
  await new Promise<void>((resolve) => api.close(() => resolve()));
});
beforeEach(() => {
  cloudAnswer = 'ok';
  sms.failNext = 0;
});

async function until<T>(what: string, check: () => Promise<T | undefined | false> | T | undefined | false) {
  const deadline = Date.now() + 8_000;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const consent = async (
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
  headers: Record<string, string> = seller.auth,
) => {
  const response = await context.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  return { status: response.statusCode, body: response.json() };
};
const optIn = (source = 'booking') =>
  consent('POST', '/api/customer/whatsapp/optin', { source, text: CONSENT_TEXT });
const optOut = () => consent('POST', '/api/customer/whatsapp/optout', { source: 'profile' });

let bookings = 0;
/** Books an order; answers its ref. */
async function book(): Promise<string> {
  bookings += 1;
  const booked = await seller.book(`whatsapp-${bookings}-${Date.now()}`);
  expect(booked.statusCode, booked.body).toBe(200);
  return booked.json().RefNo as string;
}
const bookedSms = (ref: string) =>
  sms.sent.filter((message) => message.template === 'order_booked_seller' && message.text.includes(ref));
const cloudFor = (ref: string) =>
  cloud.filter((request) =>
    request.body.template.components[0]?.parameters.some((parameter) => parameter.text === ref),
  );
async function outboxRowOf(ref: string, template = 'order_booked_seller') {
  const rows = await context.db.select().from(outboxMessages).where(eq(outboxMessages.template, template));
  const row = rows.find((entry) => JSON.stringify(entry.data).includes(ref));
  if (!row) throw new Error(`no outbox row for ${ref}`);
  return row;
}
async function whatsAppRowOf(ref: string) {
  const outbox = await outboxRowOf(ref);
  const [row] = await context.db
    .select()
    .from(whatsappMessages)
    .where(eq(whatsappMessages.outboxId, outbox.id));
  return row;
}
/** Waits until the booking's outbox row is sent (or failed). */
const settled = (ref: string) =>
  until(`the outbox row of ${ref}`, async () => {
    const row = await outboxRowOf(ref);
    return row.status === 'sent' || row.status === 'failed' ? row : undefined;
  });

describe('the seller consent', () => {
  it('starts not opted in; opt-in and opt-out are records with the text, place and time; the latest decides', async () => {
    const before = await consent('GET', '/api/customer/whatsapp');
    expect(before).toEqual({
      status: 200,
      body: {
        success: true,
        whatsapp: { opted_in: false, source: null, text: null, at: null, notice_version: null },
      },
    });
    const opted = await optIn('profile');
    expect(opted.status).toBe(200);
    expect(opted.body.whatsapp).toMatchObject({ opted_in: true, source: 'profile', text: CONSENT_TEXT });
    expect(Date.now() - Date.parse(opted.body.whatsapp.at)).toBeLessThan(60_000);
    const out = await optOut();
    expect(out.body.whatsapp).toMatchObject({ opted_in: false, source: 'profile' });
    expect((await consent('GET', '/api/customer/whatsapp')).body.whatsapp.opted_in).toBe(false);
  });

  it('refuses a blank text, an unknown place and a caller without a session', async () => {
    const blank = await consent('POST', '/api/customer/whatsapp/optin', { source: 'booking', text: '   ' });
    expect([blank.status, blank.body.code, blank.body.field]).toEqual([
      400,
      'WHATSAPP_CONSENT_TEXT_REQUIRED',
      'text',
    ]);
    const place = await consent('POST', '/api/customer/whatsapp/optin', {
      source: 'sms',
      text: CONSENT_TEXT,
    });
    expect([place.status, place.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    const long = await consent('POST', '/api/customer/whatsapp/optin', {
      source: 'booking',
      text: 'x'.repeat(501),
    });
    expect(long.status).toBe(400);
    const anonymous = await consent('GET', '/api/customer/whatsapp', undefined, {});
    expect([anonymous.status, anonymous.body.code]).toEqual([401, 'LOGIN_REQUIRED']);
    expect((await consent('GET', '/api/customer/whatsapp')).body.whatsapp.opted_in).toBe(false);
  });
});

describe('order updates: WhatsApp or SMS', () => {
  it('goes by SMS to a seller who has not opted in', async () => {
    await optOut();
    const ref = await book();
    await settled(ref);
    expect(bookedSms(ref)).toHaveLength(1);
    expect(cloudFor(ref)).toHaveLength(0);
    expect(await whatsAppRowOf(ref)).toBeUndefined();
  });

  it('goes by WhatsApp after the opt-in: a template message with the token, in the seller language; no SMS', async () => {
    expect((await optIn()).status).toBe(200);
    const ref = await book();
    await settled(ref);
    const [request] = cloudFor(ref);
    expect(cloudFor(ref), JSON.stringify(await whatsAppRowOf(ref))).toHaveLength(1);
    expect(request?.url).toBe(`/v21.0/${PHONE_NUMBER_ID}/messages`);
    expect(request?.authorization).toBe(`Bearer ${TOKEN}`);
    expect(request?.body).toMatchObject({
      messaging_product: 'whatsapp',
      to: `91${seller.mobile}`,
      type: 'template',
      template: { name: 'phonix_order_booked', language: { code: 'en' } },
    });
    const parameters = request?.body.template.components[0]?.parameters ?? [];
    expect(parameters).toHaveLength(4);
    expect(parameters.every((parameter) => parameter.type === 'text')).toBe(true);
    expect(parameters[2]?.text).toBe(ref);
    expect(bookedSms(ref)).toHaveLength(0);
    const row = await whatsAppRowOf(ref);
    expect(row).toMatchObject({ status: 'accepted', waTemplate: 'phonix_order_booked', language: 'en' });
    expect(row?.providerMessageId).toMatch(/^wamid\.HBgM\d+$/);

    // The seller's language chooses the template's language.
    const language = await context.app.inject({
      method: 'POST',
      url: '/api/customer/language',
      headers: seller.auth,
      payload: { language: 'te' },
    });
    expect(language.statusCode).toBe(200);
    const telugu = await book();
    await settled(telugu);
    expect(cloudFor(telugu)[0]?.body.template.language.code).toBe('te');
    await context.app.inject({
      method: 'POST',
      url: '/api/customer/language',
      headers: seller.auth,
      payload: { language: 'en' },
    });
  });

  it('sends the SMS once when WhatsApp answers an error or does not answer in time', async () => {
    await optIn();
    for (const answer of ['error', 'slow'] as const) {
      cloudAnswer = answer;
      const ref = await book();
      await settled(ref);
      expect(cloudFor(ref), answer).toHaveLength(1);
      expect(bookedSms(ref), answer).toHaveLength(1);
      expect((await whatsAppRowOf(ref))?.status, answer).toBe('error');
      expect((await outboxRowOf(ref)).status).toBe('sent');
    }
  });

  it('retries only the SMS when WhatsApp failed and the SMS failed too', async () => {
    await optIn();
    cloudAnswer = 'error';
    sms.failNext = 2;
    const ref = await book();
    const row = await settled(ref);
    expect(row.status).toBe('sent');
    expect(row.attempts).toBe(3);
    expect(cloudFor(ref)).toHaveLength(1); // WhatsApp was tried once
    expect(bookedSms(ref)).toHaveLength(1);
  });

  it('goes by SMS again after the opt-out', async () => {
    await optIn();
    await optOut();
    const ref = await book();
    await settled(ref);
    expect(cloudFor(ref)).toHaveLength(0);
    expect(bookedSms(ref)).toHaveLength(1);
  });
});

/** A Cloud API webhook body with these statuses. */
function statusBody(...statuses: { id: string; status: string; timestamp?: string; errors?: object[] }[]) {
  return {
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '102290129340398',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '15550783881', phone_number_id: PHONE_NUMBER_ID },
              statuses: statuses.map((entry, index) => ({
                id: entry.id,
                status: entry.status,
                timestamp: entry.timestamp ?? String(1_764_000_000 + index),
                recipient_id: `91${seller.mobile}`,
                ...(entry.errors ? { errors: entry.errors } : {}),
              })),
            },
          },
        ],
      },
    ],
  };
}
const sign = (raw: string, secret = APP_SECRET) =>
  `sha256=${crypto.createHmac('sha256', secret).update(raw).digest('hex')}`;
async function webhook(body: object | string, signature?: string | null) {
  const raw = typeof body === 'string' ? body : JSON.stringify(body);
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  const signed = signature === undefined ? sign(raw) : signature;
  if (signed !== null) headers['x-hub-signature-256'] = signed;
  const response = await context.app.inject({
    method: 'POST',
    url: WHATSAPP_WEBHOOK_PATH,
    headers,
    payload: raw,
  });
  return { status: response.statusCode, body: response.json() };
}

/** An order update that went by WhatsApp: its provider id and outbox row id. */
async function sentByWhatsApp() {
  await optIn();
  const ref = await book();
  await settled(ref);
  const row = await whatsAppRowOf(ref);
  if (!row?.providerMessageId) throw new Error('not sent by WhatsApp');
  return { ref, id: row.providerMessageId, row };
}
const statusOf = async (providerMessageId: string) =>
  (
    await context.db
      .select({ status: whatsappMessages.status })
      .from(whatsappMessages)
      .where(eq(whatsappMessages.providerMessageId, providerMessageId))
  )[0]?.status;

describe('the WhatsApp webhook', () => {
  it('answers the verification handshake with the challenge, and 403 to a wrong token or mode', async () => {
    const handshake = (query: string) =>
      context.app.inject({ method: 'GET', url: `${WHATSAPP_WEBHOOK_PATH}?${query}` });
    const ok = await handshake(
      `hub.mode=subscribe&hub.verify_token=${VERIFY_TOKEN}&hub.challenge=1158201444`,
    );
    expect([ok.statusCode, ok.body]).toEqual([200, '1158201444']);
    expect(ok.headers['content-type']).toMatch(/^text\/plain/);
    const wrong = await handshake('hub.mode=subscribe&hub.verify_token=guess-0123456789&hub.challenge=1');
    expect([wrong.statusCode, wrong.json().code]).toEqual([403, 'WEBHOOK_VERIFY_TOKEN_INVALID']);
    const mode = await handshake(`hub.mode=unsubscribe&hub.verify_token=${VERIFY_TOKEN}&hub.challenge=1`);
    expect(mode.statusCode).toBe(403);
    expect((await handshake('hub.challenge=1')).statusCode).toBe(403);
  });

  it('answers 401 to a wrong or missing signature and changes nothing; 413 to a huge body', async () => {
    const { id } = await sentByWhatsApp();
    const body = statusBody({ id, status: 'read' });
    const raw = JSON.stringify(body);
    const forged = await webhook(body, sign(raw, 'not-the-app-secret-000'));
    expect([forged.status, forged.body.code]).toEqual([401, 'WEBHOOK_SIGNATURE_INVALID']);
    expect((await webhook(body, null)).status).toBe(401);
    expect((await webhook(body, sign(raw).replace('sha256=', ''))).status).toBe(401);
    // The signature of another body.
    expect((await webhook(body, sign(`${raw} `))).status).toBe(401);
    expect(await statusOf(id)).toBe('accepted');
    const events = await context.db
      .select()
      .from(whatsappWebhookEvents)
      .where(eq(whatsappWebhookEvents.providerMessageId, id));
    expect(events).toHaveLength(0);
    const huge = await webhook({ entry: [], padding: 'x'.repeat(300 * 1024) });
    expect([huge.status, huge.body.code]).toEqual([413, 'PAYLOAD_TOO_LARGE']);
    const notJson = await webhook('not json');
    expect([notJson.status, notJson.body.code]).toEqual([400, 'MALFORMED_REQUEST']);
  });

  it('records sent, delivered and read in order; earlier states arriving late change nothing; a replay changes nothing', async () => {
    const { id } = await sentByWhatsApp();
    expect(
      (await webhook(statusBody({ id, status: 'sent', timestamp: '1764000001' }))).body.outcomes,
    ).toEqual(['applied']);
    expect(await statusOf(id)).toBe('sent');
    expect((await webhook(statusBody({ id, status: 'delivered', timestamp: '1764000002' }))).status).toBe(
      200,
    );
    expect(await statusOf(id)).toBe('delivered');
    const read = statusBody({ id, status: 'read', timestamp: '1764000003' });
    expect((await webhook(read)).body.outcomes).toEqual(['applied']);
    expect(await statusOf(id)).toBe('read');
    // Replayed: recorded once, nothing changes.
    expect((await webhook(read)).body.outcomes).toEqual(['duplicate']);
    // A late 'delivered' and a 'failed' after delivery: kept as events, the message stays read.
    const late = await webhook(
      statusBody(
        { id, status: 'delivered', timestamp: '1764000009' },
        { id, status: 'failed', timestamp: '1764000010' },
      ),
    );
    expect(late.body.outcomes).toEqual(['stale', 'stale']);
    expect(await statusOf(id)).toBe('read');
  });

  it('keeps the latest state when events arrive out of order in one body or several', async () => {
    const { id } = await sentByWhatsApp();
    const response = await webhook(
      statusBody(
        { id, status: 'read', timestamp: '1764000103' },
        { id, status: 'sent', timestamp: '1764000101' },
      ),
    );
    expect(response.body.outcomes).toEqual(['applied', 'stale']);
    expect(
      (await webhook(statusBody({ id, status: 'delivered', timestamp: '1764000102' }))).body.outcomes,
    ).toEqual(['stale']);
    expect(await statusOf(id)).toBe('read');
  });

  it('records an unknown message id and answers 200; other parts of a body are skipped', async () => {
    const unknown = await webhook(statusBody({ id: 'wamid.UNKNOWN000', status: 'delivered' }));
    expect(unknown).toEqual({ status: 200, body: { success: true, outcomes: ['unknown_message'] } });
    const [event] = await context.db
      .select()
      .from(whatsappWebhookEvents)
      .where(eq(whatsappWebhookEvents.providerMessageId, 'wamid.UNKNOWN000'));
    expect(event?.outcome).toBe('unknown_message');
    const incoming = await webhook({
      object: 'whatsapp_business_account',
      entry: [
        {
          id: '1',
          changes: [{ field: 'messages', value: { messages: [{ from: '919876543210', type: 'text' }] } }],
        },
      ],
    });
    expect(incoming).toEqual({ status: 200, body: { success: true, outcomes: [] } });
  });

  it('sends the SMS once when WhatsApp reports the message failed before delivery', async () => {
    const { ref, id } = await sentByWhatsApp();
    expect(bookedSms(ref)).toHaveLength(0);
    const failed = statusBody({
      id,
      status: 'failed',
      timestamp: '1764000201',
      errors: [{ code: 131026, title: 'Message undeliverable' }],
    });
    expect((await webhook(failed)).body.outcomes).toEqual(['applied']);
    expect(await statusOf(id)).toBe('failed');
    await until('the SMS in place of the failed WhatsApp message', () => bookedSms(ref).length > 0);
    // A replay, a second failure report and a late 'delivered' write no second SMS and change nothing.
    expect((await webhook(failed)).body.outcomes).toEqual(['duplicate']);
    expect(
      (await webhook(statusBody({ id, status: 'failed', timestamp: '1764000202' }), undefined)).body.outcomes,
    ).toEqual(['stale']);
    expect(
      (await webhook(statusBody({ id, status: 'delivered', timestamp: '1764000203' }))).body.outcomes,
    ).toEqual(['stale']);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(bookedSms(ref)).toHaveLength(1);
    expect(cloudFor(ref)).toHaveLength(1);
    const [row] = await context.db
      .select()
      .from(whatsappMessages)
      .where(eq(whatsappMessages.providerMessageId, id));
    expect(row?.error).toBe('131026 Message undeliverable');
    expect(row?.fallbackOutboxId).not.toBeNull();
  });

  it('shows WhatsApp messages by state in the metrics', async () => {
    const response = await context.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: 'Bearer metrics-token-0123456789' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toMatch(/^phonix_whatsapp_messages\{state="read"\} [1-9]/m);
    expect(response.body).toMatch(/^phonix_whatsapp_messages\{state="error"\} [1-9]/m);
    expect(response.body).toMatch(/^phonix_whatsapp_messages\{state="failed"\} 1$/m);
  });
});

describe('a later try of the same outbox row', () => {
  it('sends nothing once WhatsApp accepted it, and repeats only a call the process died in', async () => {
    await optIn();
    const driver = new HttpWhatsAppDriver({
      baseUrl,
      phoneNumberId: PHONE_NUMBER_ID,
      token: TOKEN,
      timeoutMs: 3_000,
    });
    const channel = new OrderUpdateChannel(
      context.db,
      driver,
      sms,
      'https://phonix.test',
      pino({ enabled: false }),
    );
    const ref = `PXRETRY${Date.now() % 100_000}`;
    const row = {
      outboxId: 900_000_000 + (Date.now() % 1_000_000),
      template: 'order_rescheduled_seller',
      data: { ref, pickup_date: '2026-11-28', pickup_time: '10:00 AM - 12:00 PM' },
    };
    const message = {
      to: seller.mobile,
      text: `Phonix: ${ref} moved`,
      template: 'order_rescheduled_seller' as const,
      locale: 'en' as const,
      variables: { ref },
      idempotencyKey: 'k-1',
    };
    expect(await channel.deliver(row, message)).toBe('whatsapp');
    expect(await channel.deliver(row, message)).toBe('whatsapp-already');
    expect(cloudFor(ref)).toHaveLength(1);
    // The process died during the call: the row is still 'sending', so WhatsApp is tried again.
    await context.db
      .update(whatsappMessages)
      .set({ status: 'sending', providerMessageId: null })
      .where(eq(whatsappMessages.outboxId, row.outboxId));
    expect(await channel.deliver(row, message)).toBe('whatsapp');
    expect(cloudFor(ref)).toHaveLength(2);
    expect(sms.sent.filter((sent) => sent.text === message.text)).toHaveLength(0);
    // Partner and team messages never go by WhatsApp.
    expect(
      await channel.deliver({ ...row, outboxId: row.outboxId + 1, template: 'order_open_partner' }, message),
    ).toBe('sms');
  });
});
