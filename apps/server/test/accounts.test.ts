import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { otpCodes } from '../src/db/schema.ts';
import { signUp } from './support/customers.ts';
import { RecordingSms, uniqueMobile } from './support/recording-sms.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

const sms = new RecordingSms();
let context: TestApp;
beforeAll(async () => {
  context = await createTestApp({
    auth: { sms, otp: { resendCooldownSeconds: 0, maxPerNumberHour: 3, maxPerIpHour: 8 } },
  });
});
afterAll(async () => {
  await context.close();
});

let ip = 0;
/** Each test talks from its own address, so the per-address caps only bite where a test wants them to. */
const freshAddress = () => `10.1.${Math.floor(++ip / 250)}.${ip % 250}`;

/** The fewest details the checkout modal sends (SPEC 7 checkoutcustomer); a new number unless one is given. */
const checkoutDetails = (name: string, mobile = uniqueMobile()) => ({
  mobile,
  name,
  city: 'Hyderabad',
  pincode: '500001',
  platform: 'web',
});

const call = async (
  method: 'GET' | 'POST',
  url: string,
  options: { payload?: object; headers?: Record<string, string>; remoteAddress?: string } = {},
) => {
  const response = await context.app.inject({ method, url, ...options });
  return { status: response.statusCode, body: response.json(), text: response.body };
};

describe('sign-up with OTP', () => {
  it('registers, texts a 4-digit code that no answer contains, and logs in with it', async () => {
    const remoteAddress = freshAddress();
    const mobile = uniqueMobile();
    const missing = await call('GET', `/api/checkcustomerexists/${mobile}`, { remoteAddress });
    expect(missing.body).toEqual({
      success: false,
      message: 'No account found for this mobile number. Please sign up.',
    });

    const registered = await call('POST', '/api/registercustomer', {
      payload: { mobile, name: 'Asha Rao', password: 'a-strong-password', platform: 'web' },
      remoteAddress,
    });
    expect(registered.body).toEqual({
      success: true,
      data: mobile,
      message: 'We have sent an OTP to your mobile number.',
    });
    const code = sms.latestCode(mobile);
    expect(code).toMatch(/^\d{4}$/);
    // Not in the answer, looked for outside the echoed number (whose digits may hold any 4-digit code).
    expect(registered.text.replace(mobile, '')).not.toContain(code);

    const verified = await call('POST', '/api/verifycustomerotp', {
      payload: { mobile, otp: code },
      remoteAddress,
    });
    expect(verified.status).toBe(200);
    expect(verified.body.customer).toEqual({
      customer_id: expect.any(Number),
      name: 'Asha Rao',
      mobile,
      email: '',
      alternate_mobile: '',
    });
    expect(verified.body.token.length).toBeGreaterThanOrEqual(40);

    const exists = await call('GET', `/api/checkcustomerexists/${mobile}`, { remoteAddress });
    expect(exists.body).toMatchObject({ success: true, status: 'verified' });
    const profile = await call('GET', `/api/getcustomerprofile/${verified.body.customer.customer_id}`, {
      headers: { authorization: `Bearer ${verified.body.token}` },
    });
    expect(profile.body).toEqual({
      success: true,
      token: verified.body.token,
      customer: verified.body.customer,
    });
  });

  it('stores only a hash of the code', async () => {
    const customer = await signUp(context.app, sms, freshAddress());
    const rows = await context.db.select().from(otpCodes).where(eq(otpCodes.mobile, customer.mobile));
    expect(rows.length).toBe(1);
    expect(rows[0]?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]?.codeHash).not.toContain(sms.latestCode(customer.mobile));
  });

  it('refuses to register a number twice', async () => {
    const customer = await signUp(context.app, sms, freshAddress());
    const again = await call('POST', '/api/registercustomer', {
      payload: {
        mobile: customer.mobile,
        name: 'Someone Else',
        password: 'another-password',
        platform: 'web',
      },
      remoteAddress: freshAddress(),
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This mobile number is already registered. Please sign in.');
  });

  it('answers 400 with the spec messages for bad input', async () => {
    const badMobile = await call('POST', '/api/registercustomer', {
      payload: { mobile: '98765', name: 'A', password: 'a-strong-password', platform: 'web' },
    });
    expect(badMobile.body).toEqual({
      success: false,
      code: 'VALIDATION_FAILED',
      field: 'mobile',
      message: 'Mobile number must be 10 digits',
    });
    const shortPassword = await call('POST', '/api/registercustomer', {
      payload: { mobile: uniqueMobile(), name: 'A', password: 'short', platform: 'web' },
    });
    expect(shortPassword.body.message).toBe('Password must be at least 8 characters');
  });
});

describe('one-time codes', () => {
  it('refuses the sixth try at a code even when the right code follows five wrong ones', async () => {
    const remoteAddress = freshAddress();
    const mobile = uniqueMobile();
    await call('POST', '/api/registercustomer', {
      payload: { mobile, name: 'Guess Er', password: 'a-strong-password', platform: 'web' },
      remoteAddress,
    });
    const code = sms.latestCode(mobile);
    const wrong = code === '0000' ? '1111' : '0000';
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const guess = await call('POST', '/api/verifycustomerotp', {
        payload: { mobile, otp: wrong },
        remoteAddress,
      });
      expect(guess.status).toBe(400);
      expect(guess.body.message).toBe('Invalid OTP. Please check the code and try again.');
    }
    const right = await call('POST', '/api/verifycustomerotp', {
      payload: { mobile, otp: code },
      remoteAddress,
    });
    expect(right.status).toBe(400);
    expect(right.body.message).toBe('Too many wrong attempts. Please request a new OTP.');
  });

  it('accepts a code once only', async () => {
    const customer = await signUp(context.app, sms, freshAddress());
    const reuse = await call('POST', '/api/verifycustomerotp', {
      payload: { mobile: customer.mobile, otp: sms.latestCode(customer.mobile) },
    });
    expect(reuse.status).toBe(400);
    expect(reuse.body.message).toBe('This OTP has expired or was already used. Please request a new OTP.');
  });

  it('refuses an expired code', async () => {
    const remoteAddress = freshAddress();
    const mobile = uniqueMobile();
    await call('POST', '/api/registercustomer', {
      payload: { mobile, name: 'Late Comer', password: 'a-strong-password', platform: 'web' },
      remoteAddress,
    });
    await context.db
      .update(otpCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(otpCodes.mobile, mobile));
    const late = await call('POST', '/api/verifycustomerotp', {
      payload: { mobile, otp: sms.latestCode(mobile) },
      remoteAddress,
    });
    expect(late.status).toBe(400);
    expect(late.body.message).toBe('This OTP has expired or was already used. Please request a new OTP.');
  });

  it('replaces the earlier code on resend', async () => {
    const remoteAddress = freshAddress();
    const mobile = uniqueMobile();
    await call('POST', '/api/registercustomer', {
      payload: { mobile, name: 'Re Sender', password: 'a-strong-password', platform: 'web' },
      remoteAddress,
    });
    const first = sms.latestCode(mobile);
    const resent = await call('GET', `/api/resendotp/${mobile}`, { remoteAddress });
    expect(resent.body).toEqual({ success: true, message: 'The OTP has been resent.' });
    const second = sms.latestCode(mobile);
    if (first !== second) {
      const old = await call('POST', '/api/verifycustomerotp', {
        payload: { mobile, otp: first },
        remoteAddress,
      });
      expect(old.status).toBe(400);
    }
    const fresh = await call('POST', '/api/verifycustomerotp', {
      payload: { mobile, otp: second },
      remoteAddress,
    });
    expect(fresh.status).toBe(200);
  });

  it('answers 429 beyond the per-number cap', async () => {
    const remoteAddress = freshAddress();
    const mobile = uniqueMobile();
    await call('POST', '/api/registercustomer', {
      payload: { mobile, name: 'Cap Tested', password: 'a-strong-password', platform: 'web' },
      remoteAddress,
    });
    expect((await call('GET', `/api/resendotp/${mobile}`, { remoteAddress })).status).toBe(200);
    expect((await call('GET', `/api/resendotp/${mobile}`, { remoteAddress })).status).toBe(200);
    const over = await call('GET', `/api/resendotp/${mobile}`, { remoteAddress });
    expect(over.status).toBe(429);
    expect(over.body).toEqual({
      success: false,
      code: 'OTP_NUMBER_LIMIT',
      message: 'Too many OTP requests for this mobile number. Please try again later.',
    });
  });

  it('answers 429 beyond the per-address cap', async () => {
    const remoteAddress = freshAddress();
    for (let index = 0; index < 8; index += 1) {
      const sent = await call('POST', '/api/checkoutcustomer', {
        payload: checkoutDetails('Many Numbers'),
        remoteAddress,
      });
      expect(sent.status).toBe(200);
    }
    const over = await call('POST', '/api/checkoutcustomer', {
      payload: checkoutDetails('Many Numbers'),
      remoteAddress,
    });
    expect(over.status).toBe(429);
    expect(over.body.message).toBe('Too many OTP requests from your network. Please try again later.');
  });
});

/** Codes sent `hoursAgo` hours back, as if by earlier requests (the caps count the stored sends). */
async function earlierSends(rows: { mobile: string; clientIp: string }[], hoursAgo: number) {
  const at = new Date(Date.now() - hoursAgo * 3_600_000);
  await context.db.insert(otpCodes).values(
    rows.map((row) => ({
      ...row,
      purpose: 'verify',
      codeHash: 'f'.repeat(64),
      createdAt: at,
      expiresAt: at,
      consumedAt: at,
    })),
  );
}

describe('daily OTP caps', () => {
  it('counts the sends of the last 24 hours for a number, not only the last hour', async () => {
    const mobile = uniqueMobile();
    await call('POST', '/api/registercustomer', {
      payload: { mobile, name: 'Day Capped', password: 'a-strong-password', platform: 'web' },
      remoteAddress: freshAddress(),
    });
    // 10 a day by default: one sent now, nine more spread over earlier hours.
    await earlierSends(
      Array.from({ length: 9 }, () => ({ mobile, clientIp: '192.0.2.1' })),
      5,
    );
    const over = await call('GET', `/api/resendotp/${mobile}`, { remoteAddress: freshAddress() });
    expect(over.status).toBe(429);
    expect(over.body.message).toBe('Too many OTP requests for this mobile number. Please try again later.');

    await context.db.delete(otpCodes).where(eq(otpCodes.clientIp, '192.0.2.1'));
    await earlierSends(
      Array.from({ length: 9 }, () => ({ mobile, clientIp: '192.0.2.1' })),
      25,
    );
    const dayLater = await call('GET', `/api/resendotp/${mobile}`, { remoteAddress: freshAddress() });
    expect(dayLater.status).toBe(200);
  });

  it('counts the sends of the last 24 hours from one address', async () => {
    const remoteAddress = freshAddress();
    // 60 a day by default.
    await earlierSends(
      Array.from({ length: 60 }, () => ({ mobile: uniqueMobile(), clientIp: remoteAddress })),
      3,
    );
    const over = await call('POST', '/api/checkoutcustomer', {
      payload: checkoutDetails('Busy Network'),
      remoteAddress,
    });
    expect(over.status).toBe(429);
    expect(over.body.message).toBe('Too many OTP requests from your network. Please try again later.');
  });
});

describe('parallel OTP requests', () => {
  it('send no more codes than the caps allow, however many arrive at once', async () => {
    const remoteAddress = freshAddress();
    const before = sms.sent.length;
    // The per-address cap is 8 an hour here: 20 sign-ups at once from one address send 8 codes.
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        call('POST', '/api/checkoutcustomer', {
          payload: checkoutDetails('Rush Hour'),
          remoteAddress,
        }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200).length).toBe(8);
    expect(answers.filter((answer) => answer.status === 429).length).toBe(12);
    expect(sms.sent.length - before).toBe(8);
  });

  it('send one code for one number within the cool-down, however many arrive at once', async () => {
    const coolSms = new RecordingSms();
    const strict = await createTestApp({ auth: { sms: coolSms } });
    try {
      const mobile = uniqueMobile();
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, index) =>
          strict.app.inject({
            method: 'POST',
            url: '/api/checkoutcustomer',
            payload: checkoutDetails('Double Clicker', mobile),
            remoteAddress: `10.9.0.${index + 1}`,
          }),
        ),
      );
      expect(answers.filter((answer) => answer.statusCode === 200).length).toBe(1);
      expect(coolSms.sent.length).toBe(1);
    } finally {
      await strict.close();
    }
  });
});

describe('resend cool-down', () => {
  it('answers 429 when a code is asked for again within the cool-down', async () => {
    const coolSms = new RecordingSms();
    const strict = await createTestApp({ auth: { sms: coolSms } });
    try {
      const mobile = uniqueMobile();
      await strict.app.inject({
        method: 'POST',
        url: '/api/registercustomer',
        payload: { mobile, name: 'Quick Fingers', password: 'a-strong-password', platform: 'web' },
      });
      const resend = await strict.app.inject({ method: 'GET', url: `/api/resendotp/${mobile}` });
      expect(resend.statusCode).toBe(429);
      expect(resend.json().message).toMatch(/^Please wait \d+ seconds before requesting another OTP\.$/);
      expect(coolSms.sent.length).toBe(1);
    } finally {
      await strict.close();
    }
  });
});

describe('password login, logout and reset', () => {
  it('logs in with the password and refuses a wrong one', async () => {
    const customer = await signUp(context.app, sms, freshAddress());
    const ok = await call('POST', '/api/customerlogin', {
      payload: { mobile: customer.mobile, password: customer.password },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.customer.customer_id).toBe(customer.customerId);
    const bad = await call('POST', '/api/customerlogin', {
      payload: { mobile: customer.mobile, password: 'not-the-password' },
    });
    expect(bad.status).toBe(401);
    expect(bad.body).toEqual({
      success: false,
      code: 'WRONG_PASSWORD',
      message: 'Invalid mobile number or password.',
    });
  });

  it('revokes the token on logout', async () => {
    const customer = await signUp(context.app, sms, freshAddress());
    expect(
      (await call('GET', `/api/checksession/${customer.customerId}`, { headers: customer.auth })).body,
    ).toEqual({ success: true });
    expect((await call('POST', '/api/logout', { headers: customer.auth })).status).toBe(200);
    const after = await call('GET', `/api/checksession/${customer.customerId}`, { headers: customer.auth });
    expect(after.status).toBe(401);
    expect(
      (await call('GET', `/api/getcustomerprofile/${customer.customerId}`, { headers: customer.auth }))
        .status,
    ).toBe(401);
  });

  it('resets a forgotten password with an OTP, once, and ends the old sessions', async () => {
    const remoteAddress = freshAddress();
    const customer = await signUp(context.app, sms, remoteAddress);
    expect((await call('GET', `/api/forgetpasswordotp/${customer.mobile}`, { remoteAddress })).status).toBe(
      200,
    );
    const verified = await call('POST', '/api/forgetpasswordverifycustomerotp', {
      payload: { mobile: customer.mobile, otp: sms.latestCode(customer.mobile) },
      remoteAddress,
    });
    expect(verified.body).toMatchObject({ success: true, customer: { customer_id: customer.customerId } });
    const forged = await call('POST', '/api/forgetpasswordcustomer', {
      payload: {
        newPassword: 'brand-new-password',
        customer_id: customer.customerId,
        reset_token: 'x'.repeat(43),
        platform: 'web',
      },
    });
    expect(forged.status).toBe(400);
    const payload = {
      newPassword: 'brand-new-password',
      customer_id: customer.customerId,
      reset_token: verified.body.reset_token,
      platform: 'web',
    };
    const reset = await call('POST', '/api/forgetpasswordcustomer', { payload });
    expect(reset.status).toBe(200);
    expect(reset.body.message).toBe('Your password has been reset.');
    expect((await call('POST', '/api/forgetpasswordcustomer', { payload })).status).toBe(400);
    expect(
      (await call('GET', `/api/checksession/${customer.customerId}`, { headers: customer.auth })).status,
    ).toBe(401);
    const login = await call('POST', '/api/customerlogin', {
      payload: { mobile: customer.mobile, password: 'brand-new-password' },
    });
    expect(login.status).toBe(200);
  });

  it('cannot reset another customer with its own reset token', async () => {
    const remoteAddress = freshAddress();
    const attacker = await signUp(context.app, sms, remoteAddress);
    const victim = await signUp(context.app, sms, remoteAddress);
    await call('GET', `/api/forgetpasswordotp/${attacker.mobile}`, { remoteAddress });
    const verified = await call('POST', '/api/forgetpasswordverifycustomerotp', {
      payload: { mobile: attacker.mobile, otp: sms.latestCode(attacker.mobile) },
      remoteAddress,
    });
    const hijack = await call('POST', '/api/forgetpasswordcustomer', {
      payload: {
        newPassword: 'stolen-password',
        customer_id: victim.customerId,
        reset_token: verified.body.reset_token,
        platform: 'web',
      },
    });
    expect(hijack.status).toBe(400);
  });
});

describe('checkout modal', () => {
  it('creates the account, texts an OTP and logs in with the checkout details', async () => {
    const remoteAddress = freshAddress();
    const mobile = uniqueMobile();
    const checkout = await call('POST', '/api/checkoutcustomer', {
      payload: {
        mobile,
        name: 'Meena Iyer',
        email: 'meena@example.in',
        locality: 'Ameerpet',
        city: 'Hyderabad',
        state: 'Telangana',
        pincode: '500016',
        platform: 'web',
      },
      remoteAddress,
    });
    expect(checkout.body).toEqual({ success: true, message: 'We have sent an OTP to your mobile number.' });
    const verified = await call('POST', '/api/verifycustomerotp', {
      payload: { mobile, otp: sms.latestCode(mobile) },
      remoteAddress,
    });
    expect(verified.body.customer).toMatchObject({ mobile, name: 'Meena Iyer', email: 'meena@example.in' });
  });

  it("does not rename someone else's account", async () => {
    const remoteAddress = freshAddress();
    const owner = await signUp(context.app, sms, remoteAddress);
    await call('POST', '/api/checkoutcustomer', {
      payload: checkoutDetails('Impostor', owner.mobile),
      remoteAddress,
    });
    const verified = await call('POST', '/api/verifycustomerotp', {
      payload: { mobile: owner.mobile, otp: sms.latestCode(owner.mobile) },
      remoteAddress,
    });
    expect(verified.body.customer.name).toBe('Ravi Kumar');
  });
});

describe('profile', () => {
  it('updates name, e-mail and alternate mobile, never the mobile', async () => {
    const customer = await signUp(context.app, sms, freshAddress());
    const update = {
      customer_id: customer.customerId,
      name: 'Ravi K',
      email: 'ravi@example.in',
      mobile: customer.mobile,
      alternate_mobile: '9123456789',
    };
    const saved = await call('POST', '/api/updatecustomerprofile', {
      payload: update,
      headers: customer.auth,
    });
    expect(saved.body).toEqual({ success: true, message: 'Profile updated successfully.' });
    const fetched = await call('GET', `/api/customer/${customer.customerId}`, { headers: customer.auth });
    expect(fetched.body.customer).toMatchObject({
      name: 'Ravi K',
      email: 'ravi@example.in',
      alternate_mobile: '9123456789',
    });
    const moved = await call('POST', '/api/updatecustomerprofile', {
      payload: { ...update, mobile: '9000000000' },
      headers: customer.auth,
    });
    expect(moved.status).toBe(400);
    const badAlternate = await call('POST', '/api/updatecustomerprofile', {
      payload: { ...update, alternate_mobile: '12345' },
      headers: customer.auth,
    });
    expect(badAlternate.body.message).toBe('Alternate Mobile number must be 10 digits');
    const badEmail = await call('POST', '/api/updatecustomerprofile', {
      payload: { ...update, email: 'ravi@' },
      headers: customer.auth,
    });
    expect(badEmail.body.message).toBe('Email is invalid');
  });

  it('answers 401 without a session', async () => {
    const noSession = await call('GET', '/api/getcustomerprofile/1');
    expect(noSession.status).toBe(401);
    expect(noSession.body).toEqual({
      success: false,
      code: 'LOGIN_REQUIRED',
      message: 'Please log in to continue.',
    });
  });
});
