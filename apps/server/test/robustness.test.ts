import { errorStatuses } from '@phonix/shared/api/contract';
import { ENDPOINTS, type EndpointName } from '@phonix/shared/api/endpoints';
import { pickupDates } from '@phonix/shared/pickup';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from './support/customers.ts';
import { RecordingSms } from './support/recording-sms.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

const sms = new RecordingSms();
let context: TestApp;

beforeAll(async () => {
  context = await createTestApp({ auth: { sms } });
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
