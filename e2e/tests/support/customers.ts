import { type APIRequestContext, expect, type Page, type TestType } from '@playwright/test';
import { randomMobile, readLatestOtp, smsCount } from './sms.ts';

/**
 * The server limits logins and OTP texts per client address. The test server trusts one proxy hop
 * (TRUST_PROXY=1), so each test can be its own client by sending one X-Forwarded-For entry, as a load
 * balancer would add it, and a full run does not trip limits meant for one person.
 */
let clientAddress = '10.0.0.1';
export const clientHeaders = () => ({ 'X-Forwarded-For': clientAddress });

// biome-ignore lint/suspicious/noExplicitAny: any test type with the built-in fixtures
export function actAsSeparateClients(test: TestType<any, any>): void {
  test.beforeEach(async ({ context }: { context: import('@playwright/test').BrowserContext }) => {
    const part = () => Math.floor(Math.random() * 250) + 1;
    clientAddress = `10.${part()}.${part()}.${part()}`;
    await context.setExtraHTTPHeaders(clientHeaders());
  });
}

/** A seller created for a test, with the session the API answered. */
export interface TestCustomer {
  customer_id: number;
  name: string;
  mobile: string;
  password: string;
  email: string;
  alternate_mobile: string;
  token: string;
}

interface SessionAnswer {
  customer: Omit<TestCustomer, 'password' | 'token'>;
  token: string;
}

/** Signs a new seller up through the API: register, then the OTP from the development SMS log. */
export async function registerCustomer(
  request: APIRequestContext,
  name = 'Test Seller',
): Promise<TestCustomer> {
  const mobile = randomMobile();
  const password = `pass-${Math.random().toString(36).slice(2, 10)}`;
  const before = smsCount(mobile);
  const registered = await request.post('/api/registercustomer', {
    data: { mobile, name, password, platform: 'web' },
    headers: clientHeaders(),
  });
  expect(registered.ok(), `registercustomer answered ${registered.status()}`).toBe(true);
  const otp = await readLatestOtp(mobile, before);
  const verified = await request.post('/api/verifycustomerotp', {
    data: { mobile, otp },
    headers: clientHeaders(),
  });
  expect(verified.ok(), `verifycustomerotp answered ${verified.status()}`).toBe(true);
  const session = (await verified.json()) as SessionAnswer;
  return { ...session.customer, password, token: session.token };
}

// One seller per worker for tests that only need "someone logged in": OTP texts are rate-limited per address.
let workerCustomer: Promise<TestCustomer> | null = null;

/** A seller shared by the tests of this worker (one sign-up per worker; a test that logs out needs its own). */
export async function sharedCustomer(request: APIRequestContext): Promise<TestCustomer> {
  workerCustomer ??= registerCustomer(request, 'Shared Seller');
  return workerCustomer;
}

/** Stores a session in the browser as the site does after a login (SPEC 3 keys), from the site's origin. */
export async function storeSession(page: Page, customer: TestCustomer): Promise<void> {
  if (!page.url().startsWith('http')) await page.goto('/');
  await page.evaluate((value) => {
    window.localStorage.setItem('token', value.token);
    window.localStorage.setItem(
      'userData',
      JSON.stringify({
        customer_id: value.customer_id,
        name: value.name,
        mobile: value.mobile,
        email: value.email,
        alternate_mobile: value.alternate_mobile,
      }),
    );
  }, customer);
}

/** Logs a (shared) seller in before the test opens its page. */
export async function logInAsSeller(page: Page, request: APIRequestContext): Promise<TestCustomer> {
  const customer = await sharedCustomer(request);
  await storeSession(page, customer);
  return customer;
}

/** An authenticated API call for setting up data (addresses) as a seller. */
export function asCustomer(customer: TestCustomer) {
  return { Authorization: `Bearer ${customer.token}` };
}
