import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginFailures, otpCodes, sessions } from '../src/db/schema.ts';
import { delayAfter, LOCK_AFTER } from '../src/modules/auth/login-throttle.ts';
import { signUp } from './support/customers.ts';
import { RecordingSms, uniqueMobile } from './support/recording-sms.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

/**
 * Limits keyed on the account rather than the client address: an attacker who owns many addresses gets
 * no more password or OTP guesses than one who owns a single address.
 */

const sms = new RecordingSms();
let context: TestApp;
/** The clock the app uses for password-attempt delays; tests move it forward. */
let clock = Date.now();
beforeAll(async () => {
  context = await createTestApp({
    now: () => new Date(clock),
    auth: { sms, otp: { resendCooldownSeconds: 0, maxPerNumberHour: 10, maxPerNumberDay: 20 } },
  });
});
afterAll(async () => {
  await context.close();
});

let addressCounter = 0;
/** Every request from a new address: the per-address limits never bite, only the per-account ones. */
const anotherAddress = () => {
  addressCounter += 1;
  return `10.${20 + Math.floor(addressCounter / 60_000)}.${Math.floor(addressCounter / 250) % 250}.${addressCounter % 250}`;
};

const login = async (mobile: string, password: string) => {
  const response = await context.app.inject({
    method: 'POST',
    url: '/api/customerlogin',
    payload: { mobile, password },
    remoteAddress: anotherAddress(),
  });
  return { status: response.statusCode, body: response.json(), retryAfter: response.headers['retry-after'] };
};

describe('password attempts per account', () => {
  it('makes each attempt after the fifth wrong password wait longer, doubling', () => {
    expect([1, 2, 3, 4].map(delayAfter)).toEqual([0, 0, 0, 0]);
    expect([5, 6, 7, 8, 9, 10, 50, 99].map(delayAfter)).toEqual([30, 60, 120, 240, 300, 300, 300, 300]);
  });

  it('refuses attempts from any address while the account waits, then lets the owner in', async () => {
    const customer = await signUp(context.app, sms, anotherAddress());
    for (let index = 0; index < 5; index += 1) {
      expect((await login(customer.mobile, `wrong-${index}`)).status).toBe(401);
    }
    // Even the right password waits: otherwise the delay would not slow a guesser down.
    const waiting = await login(customer.mobile, customer.password);
    expect(waiting.status).toBe(429);
    expect(waiting.body).toEqual({
      success: false,
      code: 'LOGIN_THROTTLED',
      message:
        'Too many wrong passwords. Please try again in 30 seconds, or reset your password with an OTP.',
      retry_after: 30,
    });
    expect(waiting.retryAfter).toBe('30');

    clock += 31_000;
    expect((await login(customer.mobile, 'wrong-again')).status).toBe(401);
    const longer = await login(customer.mobile, customer.password);
    expect(longer.status).toBe(429);
    expect(longer.body.retry_after).toBe(60);
    expect(longer.body.message).toContain('1 minute');

    clock += 61_000;
    const owner = await login(customer.mobile, customer.password);
    expect(owner.status).toBe(200);
    // A successful login starts the count again: five free tries.
    for (let index = 0; index < 5; index += 1) {
      expect((await login(customer.mobile, `wrong-later-${index}`)).status).toBe(401);
    }
    expect((await login(customer.mobile, 'wrong-later')).status).toBe(429);
  });

  it('waits at most five minutes however many wrong passwords came before', async () => {
    const customer = await signUp(context.app, sms, anotherAddress());
    await context.db
      .insert(loginFailures)
      .values({ customerId: customer.customerId, failures: 40, blockedUntil: new Date(clock - 1000) });
    expect((await login(customer.mobile, 'wrong')).status).toBe(401);
    const waiting = await login(customer.mobile, customer.password);
    expect(waiting.body.code).toBe('LOGIN_THROTTLED');
    expect(waiting.body.retry_after).toBe(300);
    clock += 300_000;
    expect((await login(customer.mobile, customer.password)).status).toBe(200);
  });

  it(`stops password login after ${LOCK_AFTER} wrong passwords until the password is reset with an OTP`, async () => {
    const customer = await signUp(context.app, sms, anotherAddress());
    await context.db
      .insert(loginFailures)
      .values({ customerId: customer.customerId, failures: LOCK_AFTER - 1, blockedUntil: new Date(clock) });
    expect((await login(customer.mobile, 'wrong')).status).toBe(401);
    clock += 24 * 3_600_000;
    const locked = await login(customer.mobile, customer.password);
    expect(locked.status).toBe(429);
    expect(locked.body.code).toBe('LOGIN_LOCKED');

    // The owner resets the password with an OTP and is in at once.
    const remoteAddress = anotherAddress();
    await context.app.inject({
      method: 'GET',
      url: `/api/forgetpasswordotp/${customer.mobile}`,
      remoteAddress,
    });
    const grant = await context.app.inject({
      method: 'POST',
      url: '/api/forgetpasswordverifycustomerotp',
      payload: { mobile: customer.mobile, otp: sms.latestCode(customer.mobile) },
      remoteAddress,
    });
    const reset = await context.app.inject({
      method: 'POST',
      url: '/api/forgetpasswordcustomer',
      payload: {
        customer_id: customer.customerId,
        reset_token: grant.json().reset_token,
        newPassword: 'a-brand-new-password',
      },
      remoteAddress,
    });
    expect(reset.statusCode).toBe(200);
    expect((await login(customer.mobile, 'a-brand-new-password')).status).toBe(200);
  });

  it('counts parallel guesses from many addresses against one budget', async () => {
    const customer = await signUp(context.app, sms, anotherAddress());
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) => login(customer.mobile, `parallel-${index}`)),
    );
    // Five tries (the fifth starts the wait); every other guess is refused without being checked.
    expect(answers.filter((answer) => answer.status === 401).length).toBe(5);
    expect(answers.filter((answer) => answer.status === 429).length).toBe(15);
    const [row] = await context.db
      .select()
      .from(loginFailures)
      .where(eq(loginFailures.customerId, customer.customerId));
    expect(row?.failures).toBe(5);
  });
});

describe('OTP guesses per number', () => {
  const verify = (mobile: string, otp: string) =>
    context.app.inject({
      method: 'POST',
      url: '/api/verifycustomerotp',
      payload: { mobile, otp },
      remoteAddress: anotherAddress(),
    });
  const wrongCode = (mobile: string) => (sms.latestCode(mobile) === '0000' ? '1111' : '0000');

  it('accepts at most 10 wrong codes an hour for a number, over all its codes and addresses', async () => {
    const mobile = uniqueMobile();
    await context.app.inject({
      method: 'POST',
      url: '/api/registercustomer',
      payload: { mobile, name: 'Guessed At', password: 'a-strong-password', platform: 'web' },
      remoteAddress: anotherAddress(),
    });
    for (let round = 0; round < 2; round += 1) {
      for (let index = 0; index < 5; index += 1)
        expect((await verify(mobile, wrongCode(mobile))).json().code).toBe('OTP_INVALID');
      // A new code from yet another address: 5 more tries on it, but not beyond 10 for the number.
      const resent = await context.app.inject({
        method: 'GET',
        url: `/api/resendotp/${mobile}`,
        remoteAddress: anotherAddress(),
      });
      expect(resent.statusCode).toBe(200);
    }
    const capped = await verify(mobile, sms.latestCode(mobile));
    expect(capped.statusCode).toBe(429);
    expect(capped.json()).toMatchObject({ code: 'OTP_VERIFY_LIMIT', field: 'otp' });
    const retryAfter = capped.json().retry_after as number;
    expect(retryAfter).toBeGreaterThan(3_000);
    expect(retryAfter).toBeLessThanOrEqual(3_600 + 300);
    expect(capped.headers['retry-after']).toBe(String(retryAfter));

    // An hour later (the codes' wrong tries have left the window) the right code works.
    await context.db
      .update(otpCodes)
      .set({ createdAt: new Date(Date.now() - 2 * 3_600_000) })
      .where(eq(otpCodes.mobile, mobile));
    await context.app.inject({
      method: 'GET',
      url: `/api/resendotp/${mobile}`,
      remoteAddress: anotherAddress(),
    });
    const later = await verify(mobile, sms.latestCode(mobile));
    expect(later.statusCode).toBe(200);
  });

  it('counts parallel guesses exactly', async () => {
    const mobile = uniqueMobile();
    await context.app.inject({
      method: 'POST',
      url: '/api/registercustomer',
      payload: { mobile, name: 'Rushed Guesser', password: 'a-strong-password', platform: 'web' },
      remoteAddress: anotherAddress(),
    });
    const answers = await Promise.all(Array.from({ length: 20 }, () => verify(mobile, wrongCode(mobile))));
    const codes = answers.map((answer) => answer.json().code);
    expect(codes.filter((code) => code === 'OTP_INVALID').length).toBe(5);
    expect(codes.filter((code) => code === 'OTP_LOCKED').length).toBe(15);
    const [row] = await context.db.select().from(otpCodes).where(eq(otpCodes.mobile, mobile));
    expect(row?.attempts).toBe(5);
  });
});

describe('live sessions per customer', () => {
  const checkSession = async (customerId: number, token: string) =>
    (
      await context.app.inject({
        method: 'GET',
        url: `/api/checksession/${customerId}`,
        headers: { authorization: `Bearer ${token}` },
      })
    ).statusCode;

  it('keeps the newest 10: one more login ends the oldest', async () => {
    const customer = await signUp(context.app, sms, anotherAddress());
    expect(await checkSession(customer.customerId, customer.token)).toBe(200);
    const tokens: string[] = [];
    for (let index = 0; index < 10; index += 1) {
      const answer = await login(customer.mobile, customer.password);
      expect(answer.status).toBe(200);
      tokens.push(answer.body.token);
    }
    // The sign-up's session was the oldest of 11.
    expect(await checkSession(customer.customerId, customer.token)).toBe(401);
    for (const token of tokens) expect(await checkSession(customer.customerId, token)).toBe(200);
    const live = await context.db.select().from(sessions).where(eq(sessions.customerId, customer.customerId));
    expect(live.filter((row) => row.revokedAt === null).length).toBe(10);
  });
});

describe('log out everywhere', () => {
  it("ends every session of the customer and nobody else's", async () => {
    const customer = await signUp(context.app, sms, anotherAddress());
    const other = await signUp(context.app, sms, anotherAddress());
    const second = (await login(customer.mobile, customer.password)).body.token as string;
    const third = (await login(customer.mobile, customer.password)).body.token as string;
    const answer = await context.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { authorization: `Bearer ${second}` },
      payload: { everywhere: true },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ success: true, message: 'You have been logged out from all devices.' });
    for (const token of [customer.token, second, third]) {
      const profile = await context.app.inject({
        method: 'GET',
        url: `/api/getcustomerprofile/${customer.customerId}`,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(profile.statusCode).toBe(401);
    }
    const untouched = await context.app.inject({
      method: 'GET',
      url: `/api/getcustomerprofile/${other.customerId}`,
      headers: other.auth,
    });
    expect(untouched.statusCode).toBe(200);
  });

  it('needs a live session', async () => {
    const anonymous = await context.app.inject({
      method: 'POST',
      url: '/api/logout',
      payload: { everywhere: true },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().code).toBe('LOGIN_REQUIRED');
    const unknownField = await context.app.inject({
      method: 'POST',
      url: '/api/logout',
      payload: { everywhere: true, customer_id: 1 },
    });
    expect(unknownField.statusCode).toBe(400);
  });
});
