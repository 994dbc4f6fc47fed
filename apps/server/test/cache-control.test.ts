import { ENDPOINTS, type EndpointName } from '@phonix/shared/api/endpoints';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from './support/customers.ts';
import { RecordingSms, uniqueMobile } from './support/recording-sms.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

/**
 * Private answers (anything read with a session, and every answer that carries a token) are sent with
 * Cache-Control: no-store, so no browser cache, proxy or CDN keeps them. Checked over the whole contract.
 */

/** Public calls that answer a session token, a password-reset grant or (an enrolment) a TOTP secret. */
const TOKEN_ANSWERS: EndpointName[] = [
  'staffLogin',
  'customerLogin',
  'verifyCustomerOtp',
  'forgetPasswordVerifyCustomerOtp',
  'forgetPasswordCustomer',
  'partnerVerifyOtp',
  'staffLoginTotp',
  'nomineeSession',
];

const expectedPrivate = (name: EndpointName) =>
  ENDPOINTS[name].auth !== 'public' || TOKEN_ANSWERS.includes(name);

const sms = new RecordingSms();
let context: TestApp;
let customer: Awaited<ReturnType<typeof signUp>>;
beforeAll(async () => {
  context = await createTestApp({ auth: { sms } });
  customer = await signUp(context.app, sms);
});
afterAll(async () => {
  await context.close();
});

/** A plausible value for each path parameter of the contract. */
function paramValue(key: string): string {
  if (key === 'mobile') return uniqueMobile();
  if (key === 'id') return String(customer.customerId);
  if (key === 'ref') return 'PX0000000000';
  if (key === 'variantId') return '1';
  if (key === 'city') return 'hyderabad';
  if (key === 'search') return 'iphone';
  return 'apple';
}

describe('Cache-Control: no-store', () => {
  // Logout last: it ends the session the other calls use.
  const names = (Object.keys(ENDPOINTS) as EndpointName[]).sort(
    (a, b) => Number(a === 'logout') - Number(b === 'logout'),
  );
  for (const name of names) {
    const { method, path } = ENDPOINTS[name];
    const privately = expectedPrivate(name);
    it(`${method} ${path} ${privately ? 'is' : 'is not'} marked no-store, whatever it answers`, async () => {
      const url = path.replace(/:([A-Za-z]+)/g, (_match, key: string) => paramValue(key));
      const response = await context.app.inject({
        method,
        url,
        headers: customer.auth,
        // An empty body: most POSTs answer 400, which must be marked as well.
        ...(method === 'POST' ? { payload: {} } : {}),
      });
      expect(response.statusCode).toBeLessThan(500);
      if (privately) expect(response.headers['cache-control']).toBe('no-store');
      else expect(response.headers['cache-control'] ?? '').not.toContain('no-store');
    });
  }

  it('marks the 200 answers that hold a token or a customer', async () => {
    const login = await context.app.inject({
      method: 'POST',
      url: '/api/customerlogin',
      payload: { mobile: customer.mobile, password: customer.password },
    });
    expect(login.statusCode).toBe(200);
    expect(login.headers['cache-control']).toBe('no-store');
    const auth = { authorization: `Bearer ${login.json().token}` };
    for (const url of [
      `/api/getcustomerprofile/${customer.customerId}`,
      `/api/getcustomeraddress/${customer.customerId}`,
      `/api/getsalesorders/${customer.customerId}`,
    ]) {
      const answer = await context.app.inject({ method: 'GET', url, headers: auth });
      expect(answer.statusCode, url).toBe(200);
      expect(answer.headers['cache-control'], url).toBe('no-store');
    }
    const catalog = await context.app.inject({ method: 'GET', url: '/api/brands' });
    expect(catalog.headers['cache-control'] ?? '').not.toContain('no-store');
  });
});
