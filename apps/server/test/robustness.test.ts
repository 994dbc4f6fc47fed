import crypto from 'node:crypto';
import { errorStatuses } from '@phonix/shared/api/contract';
import { ENDPOINTS, type EndpointName } from '@phonix/shared/api/endpoints';
import { pickupDates } from '@phonix/shared/pickup';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payoutWebhookEvents } from '../src/db/schema.ts';
import { PAYOUT_WEBHOOK_PATH } from '../src/modules/payouts/webhook-routes.ts';
import { SMS_WEBHOOK_PATH } from '../src/modules/sms/delivery-reports.ts';
import { WHATSAPP_WEBHOOK_PATH } from '../src/modules/whatsapp/webhook-routes.ts';
import { signUp } from './support/customers.ts';
import { RecordingSms } from './support/recording-sms.ts';
import { type StaffSession, signInNewAdmin } from './support/staff.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

const sms = new RecordingSms();
let context: TestApp;
/** The signed webhooks' secrets (the routes exist only with them). */
const SECRETS = {
  payout: 'payout-webhook-secret-0123456789',
  whatsapp: 'whatsapp-app-secret-0123456789',
  sms: 'sms-webhook-secret-0123456789',
};

beforeAll(async () => {
  context = await createTestApp({
    auth: { sms },
    payoutTracking: { webhookSecret: SECRETS.payout },
    whatsapp: { appSecret: SECRETS.whatsapp },
    smsWebhookSecret: SECRETS.sms,
  });
});
afterAll(async () => {
  await context.close();
});

async function bookOrder(remoteAddress: string) {
  const seller = await signUp(context.app, sms, remoteAddress);
  const place = (await context.app.inject({ method: 'GET', url: '/api/pincodes/Hyderabad' })).json()
    .pincodes[0];
  const address = await context.app.inject({
    method: 'POST',
    url: '/api/addaddress',
    headers: seller.auth,
    payload: {
      address_type: 'Home',
      address_no: 'Flat 12',
      locality: place.locality,
      city: place.city,
      state: place.state,
      pincode: place.pincode,
    },
  });
  expect(address.statusCode).toBe(200);
  const variant = (await context.app.inject({ method: 'GET', url: '/api/variant/apple-iphone-13' })).json()
    .variants[0];
  const answers = {
    callingerr: 'yes',
    toucherr: 'yes',
    screenspoterror: '',
    screenlineerror: '',
    screenphysicalcondition: '',
    bodyscratches: '',
    bodydent: '',
    panelerror: '',
    benderror: '',
    functionalerror: [],
    accessories: [],
    warranty: '',
    variant: variant.id,
    ic_slug: 'apple-iphone-13',
  };
  return context.app.inject({
    method: 'POST',
    url: '/api/generatesellnoworder',
    headers: seller.auth,
    payload: {
      ic_slug: 'apple-iphone-13',
      variant: variant.id,
      device_info: JSON.stringify(answers),
      customer_id: seller.customerId,
      address_id: address.json().address.id,
      pickup_date: pickupDates(new Date())[0]?.value,
      pickup_time: '08:00 AM - 10:00 AM',
    },
  });
}

describe('one failed query never breaks the server', () => {
  it('signs up, adds an address and books after database errors', async () => {
    // Errors raised by the database itself, through the pool the app uses (pg-pool drops that client).
    const pool = context.db.$client;
    await expect(pool.query('select $1::text', ['a\u0000b'])).rejects.toMatchObject({ code: '22021' });
    await expect(pool.query('select $1::jsonb', ['"\\ud800"'])).rejects.toHaveProperty('code');
    await expect(pool.query('select 1/0')).rejects.toMatchObject({ code: '22012' });
    // And the requests of the probe report, which once reached the database.
    expect((await context.app.inject({ method: 'GET', url: '/api/devicereport/%00' })).statusCode).toBe(400);
    const hostile = await context.app.inject({
      method: 'POST',
      url: '/api/insertPriceEnquiry',
      headers: { 'content-type': 'application/json' },
      payload: '{"selectedModel":{"item_name":"\\ud800"}}',
    });
    expect(hostile.statusCode).toBe(400);
    expect(hostile.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });

    const booked = await bookOrder('10.30.0.1');
    expect(booked.statusCode).toBe(200);
    expect(booked.json().RefNo).toMatch(/^PX/);
  });

  it('reports the database in /api/health', async () => {
    const health = await context.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toMatchObject({ status: 'ok' });
  });
});

describe('malformed URLs', () => {
  it('answers a page path that is not valid percent-encoding with the not-found page', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/%E0%A4%A' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('<title>Page not found');
    expect(response.headers['content-security-policy']).toBeDefined();
  });

  it('answers an API path that is not valid percent-encoding with a coded JSON error', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/devicereport/%E0%A4%A' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      code: 'MALFORMED_REQUEST',
      message: 'The address of this request is not valid.',
    });
  });
});

describe('the OpenAPI document', () => {
  it('lists every status each call can answer, with its body schema', async () => {
    const document = (await context.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    for (const name of Object.keys(ENDPOINTS) as EndpointName[]) {
      const { method, path } = ENDPOINTS[name];
      const operation = document.paths[path.replace(/:([A-Za-z]+)/g, '{$1}')]?.[method.toLowerCase()];
      expect(operation, `${method} ${path}`).toBeDefined();
      const listed = Object.keys(operation.responses).map(Number);
      for (const status of errorStatuses(name)) {
        expect(listed, `${method} ${path} lists ${status}`).toContain(status);
        const schema = operation.responses[status].content['application/json'].schema;
        expect(schema.properties.code, `${method} ${path} ${status} body`).toBeDefined();
      }
    }
    expect(errorStatuses('invoice')).toContain(409);
    expect(errorStatuses('generateSellNowOrder')).toEqual(expect.arrayContaining([400, 401, 404, 413, 415]));
    expect(errorStatuses('customerLogin')).toContain(429);
  });
});

describe('a database that cannot run a query', () => {
  it('makes /api/health answer 503', async () => {
    const broken = await createTestApp();
    await broken.db.$client.end();
    const health = await broken.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toMatchObject({ success: false, code: 'SERVICE_UNAVAILABLE' });
    expect(health.headers['retry-after']).toBe('5');
    await broken.close().catch(() => {});
  });
});

describe('text and ids the site does not accept', () => {
  /** One seller for the calls that need a session. */
  let seller: Awaited<ReturnType<typeof signUp>>;
  beforeAll(async () => {
    seller = await signUp(context.app, sms, '10.30.0.2');
  });

  const address = {
    address_type: 'Home',
    address_no: 'Flat 12',
    locality: 'Madhapur',
    city: 'Hyderabad',
    state: 'Telangana',
    pincode: '500081',
  };

  /** A raw JSON body, so lone surrogates reach the server as the escapes a client would send. */
  async function post(url: string, body: string, withSession = false) {
    return context.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json', ...(withSession ? seller.auth : {}) },
      payload: body,
      remoteAddress: '10.30.0.3',
    });
  }

  it.each([
    [
      'a NUL in a name',
      '/api/contactus',
      { name: 'Ravi\u0000', mobile: '9876543210', email: 'r@x.in', message: 'Hello there' },
      'name',
    ],
    ['a NUL in an address field', '/api/addaddress', { ...address, locality: 'Mada\u0000pur' }, 'locality'],
    [
      'a NUL in a partner form field',
      '/api/partner-request-form',
      {
        name: 'Imran',
        mobile: '9876543210',
        city: 'Hyderabad',
        pincode: '500081',
        shop_name: 'Shop\u0000',
        gstin: '',
        message: '',
      },
      'shop_name',
    ],
    ['an id above 2,147,483,647', '/api/deleteaddress', { id: 2_147_483_648 }, 'id'],
    ['an address id above 2,147,483,647', '/api/editaddress', { ...address, id: 99_999_999_999 }, 'id'],
  ])('answers %s with 400 naming the field', async (_what, url, body, field) => {
    const answer = await post(url, JSON.stringify(body), true);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED', field });
  });

  it('answers a lone UTF-16 surrogate in a name with 400 naming the field', async () => {
    const answer = await post(
      '/api/updatecustomerprofile',
      `{"customer_id":${seller.customerId},"name":"Ravi \\ud800","email":"","mobile":"${seller.mobile}","alternate_mobile":""}`,
      true,
    );
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'name' });
  });

  it('answers a NUL in a path parameter with 400 naming it', async () => {
    for (const url of ['/api/devicereport/%00', '/api/searchresult/iphone%00']) {
      const answer = await context.app.inject({ method: 'GET', url });
      expect(answer.statusCode, url).toBe(400);
      expect(answer.json().code, url).toBe('VALIDATION_FAILED');
      expect(answer.json().field, url).toMatch(/^(ref|search)$/);
    }
  });
});

describe('hostile values in signed webhooks', () => {
  const hmac = (raw: string, secret: string) => crypto.createHmac('sha256', secret).update(raw).digest('hex');
  /** A body signed as its provider signs it: the signature proves the sender, not that the body is usable. */
  async function signed(kind: keyof typeof SECRETS, body: object) {
    const raw = JSON.stringify(body);
    const signature = hmac(raw, SECRETS[kind]);
    const [url, header] = {
      payout: [PAYOUT_WEBHOOK_PATH, { 'x-razorpay-signature': signature }],
      whatsapp: [WHATSAPP_WEBHOOK_PATH, { 'x-hub-signature-256': `sha256=${signature}` }],
      sms: [SMS_WEBHOOK_PATH, { 'x-sms-signature': signature }],
    }[kind] as [string, Record<string, string>];
    const response = await context.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json', ...header },
      payload: raw,
    });
    return { status: response.statusCode, body: response.json() };
  }
  const payout = (entity: object, event = 'payout.processed', extra: object = {}) => ({
    event,
    payload: { payout: { entity: { status: 'processed', ...entity } } },
    ...extra,
  });
  const whatsapp = (status: object) => ({ entry: [{ changes: [{ value: { statuses: [status] } }] }] });

  it('payouts: an id, a UTR or a note with a NUL or a lone surrogate is recorded as unusable (200)', async () => {
    for (const entity of [
      { id: 'pout_\u0000x' },
      { id: 'pout_\ud800' },
      { id: 'pout_ok', utr: 'UTR\u0000', notes: { payout_key: 'k\u0000' }, mode: 'U\u0000PI' },
    ]) {
      const answer = await signed('payout', payout(entity, 'payout.processed', { created_at: '0000-01-01' }));
      expect(answer.status, JSON.stringify(entity)).toBe(200);
      expect(['ignored', 'unknown_payout']).toContain(answer.body.outcome);
    }
    const ignored = await context.db
      .select()
      .from(payoutWebhookEvents)
      .where(eq(payoutWebhookEvents.outcome, 'ignored'));
    expect(ignored.length).toBeGreaterThanOrEqual(2);
    // An event name that is no text of ours is no event: 400, as any malformed body.
    const nameless = await signed('payout', payout({ id: 'pout_1' }, 'payout.\u0000'));
    expect(nameless).toMatchObject({ status: 400, body: { code: 'MALFORMED_REQUEST' } });
  });

  it('WhatsApp: a status with a NUL in its id or status is skipped; odd times are kept as given (200)', async () => {
    for (const status of [
      { id: 'wamid.\u0000', status: 'delivered', timestamp: '1700000000' },
      { id: 'wamid.ok', status: 'deli\u0000vered', timestamp: '1700000000' },
    ]) {
      const answer = await signed('whatsapp', whatsapp(status));
      expect(answer).toMatchObject({ status: 200, body: { outcomes: [] } });
    }
    for (const [index, timestamp] of ['0000-01-01', 99999, '-1', 'x'.repeat(41)].entries())
      expect(
        await signed(
          'whatsapp',
          whatsapp({
            id: `wamid.odd-time-${index}`,
            status: 'failed',
            timestamp,
            errors: [{ code: '\u0000', title: 'x\ud800' }],
          }),
        ),
      ).toMatchObject({ status: 200, body: { outcomes: ['unknown_message'] } });
  });

  it('SMS reports: a time that is no time of ours is a malformed body (400); a NUL elsewhere is unusable (200)', async () => {
    for (const at of ['0000-01-01', '99999', '2026-13-01', '+275760-09-13T00:00:00Z', '1999-12-31T23:59:59Z'])
      expect(
        await signed('sms', { reports: [{ reference: 'phonix-outbox-1', status: 'delivered', at }] }),
        at,
      ).toMatchObject({ status: 400, body: { code: 'MALFORMED_REQUEST' } });
    for (const report of [
      { reference: 'phonix-outbox-1\u0000', status: 'failed', error: 'x' },
      { reference: 'phonix-outbox-1', status: 'failed', error: 'x\u0000y' },
      { reference: 'phonix-outbox-1', status: 'failed', error: 'x\ud800y' },
      { reference: 'phonix-outbox-99999999999', status: 'delivered' },
    ])
      expect(await signed('sms', { reports: [report] }), JSON.stringify(report)).toMatchObject({
        status: 200,
        body: { outcomes: [expect.stringMatching(/^(applied|stale|unknown_message)$/)] },
      });
  });
});

describe('hostile days, times and words in the console and the privacy calls', () => {
  let admin: StaffSession;
  let seller: Awaited<ReturnType<typeof signUp>>;
  beforeAll(async () => {
    admin = await signInNewAdmin(context.app, context.db, '10.30.1.1');
    seller = await signUp(context.app, sms, '10.30.1.2');
  });
  const breach = {
    description: 'A backup was readable from the internet.',
    data_kinds: ['mobile'],
    consequences: 'Your number may have been seen.',
    measures: 'The backup was closed.',
    seller_steps: 'Be careful of calls asking for codes.',
  };
  const post = (url: string, body: string, auth: Record<string, string>) =>
    context.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json', ...auth },
      payload: body,
      remoteAddress: '10.30.1.3',
    });
  const recent = () => new Date(Date.now() - 3_600_000).toISOString();

  it.each([
    ['a detection in year 0000', { ...breach, detected_at: '0000-01-01T00:00:00Z' }, 'detected_at'],
    ['a detection in month 13', { ...breach, detected_at: '2026-13-01T00:00:00Z' }, 'detected_at'],
    ['a detection before 2000', { ...breach, detected_at: '0001-01-01T00:00:00Z' }, 'detected_at'],
    [
      'a seller filter from day 0000-01-01',
      { ...breach, detected_at: recent(), sellers: { filter: { ordered_from: '0000-01-01' } } },
      'sellers.filter.ordered_from',
    ],
    [
      'a seller filter to day 2026-13-01',
      { ...breach, detected_at: recent(), sellers: { filter: { ordered_to: '2026-13-01' } } },
      'sellers.filter.ordered_to',
    ],
  ])('the breach register answers %s with 400 naming the field', async (_what, body, field) => {
    const answer = await post('/api/staff/breaches', JSON.stringify(body), admin.auth);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ code: 'VALIDATION_FAILED', field });
  });

  it("answers the Board report's time in year 0000 with 400", async () => {
    const answer = await post(
      '/api/staff/breaches/1/board-report',
      JSON.stringify({ reference: 'DPB/1', reported_at: '0000-01-01T00:00:00Z' }),
      admin.auth,
    );
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'reported_at' });
  });

  it('answers a reconciliation day or an order filter day that is no day with 400', async () => {
    for (const url of [
      '/api/staff/payouts/reconciliation?day=0000-01-01',
      '/api/staff/payouts/reconciliation?day=0001-01-01',
      '/api/staff/orders?from=0000-01-01',
      '/api/staff/orders?to=2026-13-01',
    ]) {
      const answer = await context.app.inject({ method: 'GET', url, headers: admin.auth });
      expect(answer.statusCode, url).toBe(400);
      expect(answer.json().code, url).toBe('VALIDATION_FAILED');
    }
  });

  it("answers a NUL or a lone surrogate in a payout's failure reason with 400", async () => {
    for (const body of ['{"reason":"Bank said no\\u0000"}', '{"reason":"Bank said \\ud800 no"}']) {
      const answer = await post('/api/staff/payouts/PX0000000000/mark-failed', body, admin.auth);
      expect(answer.statusCode, body).toBe(400);
      expect(answer.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'reason' });
    }
  });

  it('answers WhatsApp consent words with control characters or a lone surrogate with 400, as every text', async () => {
    for (const [url, body] of [
      ['/api/customer/whatsapp/optin', '{"source":"profile","text":"Yes\\u0000please"}'],
      ['/api/customer/whatsapp/optin', '{"source":"profile","text":"Yes \\u0007 please"}'],
      ['/api/customer/whatsapp/optin', '{"source":"profile","text":"Yes \\ud800"}'],
      ['/api/customer/whatsapp/optout', '{"source":"profile","text":"No\\u001b[31m"}'],
    ] as const) {
      const answer = await post(url, body, seller.auth);
      expect(answer.statusCode, body).toBe(400);
      expect(answer.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'text' });
    }
  });
});
