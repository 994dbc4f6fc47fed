import { pickupDates } from '@phonix/shared/pickup';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, otpCodes, partners } from '../src/db/schema.ts';
import { createPartner, freshAddress, outboxSettled, signInPartner } from './support/partners.ts';
import { RecordingSms, uniqueMobile } from './support/recording-sms.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

/**
 * Issue 32: a seller's language from the first contact. The page's language travels with every call that
 * sends a code (before the account exists) and with the sign-up, and becomes the account's language: every
 * SMS of a seller who signs up on /hi/ or /te/ is in that language, from the first code on. The same for a
 * partner signing in on /te/partner. The profile reads and changes it.
 */
const sms = new RecordingSms();
let context: TestApp;

beforeAll(async () => {
  context = await createTestApp({ auth: { sms }, outbox: { pollMs: 20, backoffBaseMs: 20 } });
});
afterAll(async () => {
  await context?.close();
});

const post = (url: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  context.app.inject({ method: 'POST', url, payload, headers, remoteAddress: freshAddress() });
const get = (url: string, headers: Record<string, string> = {}) =>
  context.app.inject({ method: 'GET', url, headers, remoteAddress: freshAddress() });
const smsTo = (mobile: string) => sms.sent.filter((entry) => entry.to === mobile);
const languageOf = async (mobile: string) =>
  (
    await context.db
      .select({ language: customers.language })
      .from(customers)
      .where(eq(customers.mobile, mobile))
  )[0]?.language;

/** Moves the number's codes a minute back, past the resend cool-down. */
const pastCooldown = (mobile: string) =>
  context.db
    .update(otpCodes)
    .set({ createdAt: new Date(Date.now() - 60_000) })
    .where(eq(otpCodes.mobile, mobile));

/** Signs up as the login dialog does on a page in `language`, and answers the session. */
async function signUpOn(language: 'hi' | 'te' | undefined) {
  const mobile = uniqueMobile();
  const registered = await post('/api/registercustomer', {
    mobile,
    name: 'Lakshmi',
    password: 'correct horse battery',
    platform: 'web',
    ...(language ? { language } : {}),
  });
  expect(registered.statusCode, registered.body).toBe(200);
  const verified = await post('/api/verifycustomerotp', {
    mobile,
    otp: sms.latestCode(mobile),
    ...(language ? { language } : {}),
  });
  expect(verified.statusCode, verified.body).toBe(200);
  const token = verified.json().token as string;
  return {
    mobile,
    customerId: verified.json().customer.customer_id as number,
    auth: { authorization: `Bearer ${token}` },
  };
}

/** Saves a Hyderabad address and books an iPhone 13 pickup, as the web app does. */
async function book(seller: Awaited<ReturnType<typeof signUpOn>>) {
  const pincode = (await get('/api/pincodes/Hyderabad')).json().pincodes[0];
  const address = await post(
    '/api/addaddress',
    {
      address_type: 'Home',
      address_no: 'Flat 3',
      locality: pincode.locality,
      city: pincode.city,
      state: pincode.state,
      pincode: pincode.pincode,
    },
    seller.auth,
  );
  expect(address.statusCode, address.body).toBe(200);
  const variant = (await get('/api/variant/apple-iphone-13')).json().variants[0];
  const booked = await post(
    '/api/generatesellnoworder',
    {
      ic_slug: 'apple-iphone-13',
      model_name: 'iPhone 13',
      variant: variant.id,
      exactValue: 0,
      device_info: JSON.stringify({
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
      }),
      customer_id: seller.customerId,
      address_id: address.json().address.id,
      pickup_date: pickupDates()[0]?.value,
      pickup_time: '10:00 AM - 12:00 PM',
    },
    { ...seller.auth, 'idempotency-key': `sign-up-language-${seller.mobile}` },
  );
  expect(booked.statusCode, booked.body).toBe(200);
  await outboxSettled(context);
}

describe("a seller's language from the first code", () => {
  for (const language of ['hi', 'te'] as const) {
    it(`signs up on /${language}/: the account takes the language and every SMS is in it`, async () => {
      const seller = await signUpOn(language);
      expect(await languageOf(seller.mobile)).toBe(language);
      const profile = await get('/api/customer/language', seller.auth);
      expect(profile.json()).toEqual({ success: true, language });
      await book(seller);
      const sent = smsTo(seller.mobile);
      expect(sent.map((entry) => entry.template)).toEqual(
        expect.arrayContaining(['verification_code', 'order_booked_seller']),
      );
      expect(sent.filter((entry) => entry.locale !== language)).toEqual([]);
      expect(sent[0]?.text).toMatch(language === 'hi' ? /[\u0900-\u097F]/ : /[\u0C00-\u0C7F]/);
    });
  }

  it('keeps English for a call that names no language (an API client), as before', async () => {
    const seller = await signUpOn(undefined);
    expect(await languageOf(seller.mobile)).toBe('en');
    expect(smsTo(seller.mobile).map((entry) => entry.locale)).toEqual(['en']);
  });

  it("the checkout dialog's new account takes the page's language, and its code comes in it", async () => {
    const mobile = uniqueMobile();
    const pincode = (await get('/api/pincodes/Hyderabad')).json().pincodes[0];
    const checkout = await post('/api/checkoutcustomer', {
      mobile,
      name: 'Sita',
      email: '',
      city: 'Hyderabad',
      pincode: pincode.pincode,
      platform: 'web',
      language: 'te',
    });
    expect(checkout.statusCode, checkout.body).toBe(200);
    expect(await languageOf(mobile)).toBe('te');
    expect(smsTo(mobile).map((entry) => entry.locale)).toEqual(['te']);
    expect(
      (await post('/api/verifycustomerotp', { mobile, otp: sms.latestCode(mobile), language: 'te' }))
        .statusCode,
    ).toBe(200);
    expect(await languageOf(mobile)).toBe('te');
  });

  it('an unverified account signing up again on another page takes that language; its resend too', async () => {
    const mobile = uniqueMobile();
    const first = {
      mobile,
      name: 'Ravi',
      password: 'correct horse battery',
      platform: 'web',
      language: 'hi',
    };
    expect((await post('/api/registercustomer', first)).statusCode).toBe(200);
    expect(await languageOf(mobile)).toBe('hi');
    // Back later on the Telugu site (past the resend cool-down): the login dialog's first step sends the code.
    await pastCooldown(mobile);
    const exists = await get(`/api/checkcustomerexists/${mobile}?language=te`);
    expect(exists.json()).toMatchObject({ success: true, status: 'unverified' });
    expect(smsTo(mobile).map((entry) => entry.locale)).toEqual(['hi', 'te']);
    expect(
      (await post('/api/verifycustomerotp', { mobile, otp: sms.latestCode(mobile), language: 'te' }))
        .statusCode,
    ).toBe(200);
    expect(await languageOf(mobile)).toBe('te');
  });

  it("a verified account keeps its language; a code asked for on another page comes in that page's", async () => {
    const seller = await signUpOn('te');
    await pastCooldown(seller.mobile);
    const reset = await get(`/api/forgetpasswordotp/${seller.mobile}?language=hi`);
    expect(reset.statusCode, reset.body).toBe(200);
    expect(smsTo(seller.mobile).at(-1)?.locale).toBe('hi');
    expect(await languageOf(seller.mobile)).toBe('te');
    // Signing in again on the Hindi page does not change it either: the profile does.
    await pastCooldown(seller.mobile);
    expect(
      (await post('/api/verifycustomerotp', { mobile: seller.mobile, otp: '0000', language: 'hi' }))
        .statusCode,
    ).not.toBe(200);
    expect(await languageOf(seller.mobile)).toBe('te');
  });

  it('the profile shows the language and changes it; later codes follow the change', async () => {
    const seller = await signUpOn('hi');
    expect((await get('/api/customer/language', seller.auth)).json().language).toBe('hi');
    const changed = await post('/api/customer/language', { language: 'te' }, seller.auth);
    expect(changed.json()).toEqual({ success: true, language: 'te' });
    expect((await get('/api/customer/language', seller.auth)).json().language).toBe('te');
    await pastCooldown(seller.mobile);
    expect((await get(`/api/forgetpasswordotp/${seller.mobile}`)).statusCode).toBe(200);
    expect(smsTo(seller.mobile).at(-1)?.locale).toBe('te');
  });

  it('refuses a language the site does not have, and the profile read without a session', async () => {
    const refused = await post('/api/registercustomer', {
      mobile: uniqueMobile(),
      name: 'Asha',
      password: 'correct horse battery',
      platform: 'web',
      language: 'fr',
    });
    expect(refused.statusCode).toBe(400);
    expect((await get(`/api/resendotp/${uniqueMobile()}?language=xx`)).statusCode).toBe(400);
    expect((await get('/api/customer/language')).statusCode).toBe(401);
  });
});

describe("a partner's language from the sign-in page", () => {
  it("signing in on /te/partner sends the code in Telugu and makes Telugu the partner's language", async () => {
    const pincode = (await get('/api/pincodes/Hyderabad')).json().pincodes[0].pincode as string;
    const partner = await createPartner(context, sms, { pincodes: [pincode] });
    const language = async () =>
      (
        await context.db
          .select({ language: partners.language })
          .from(partners)
          .where(eq(partners.id, partner.id))
      )[0]?.language;
    expect(await language()).toBe('en');
    await pastCooldown(partner.mobile);
    const sent = await post('/api/partner/sendotp', { mobile: partner.mobile, language: 'te' });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(smsTo(partner.mobile).at(-1)?.locale).toBe('te');
    const verified = await post('/api/partner/verifyotp', {
      mobile: partner.mobile,
      otp: sms.latestCode(partner.mobile),
      language: 'te',
    });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(await language()).toBe('te');
    // A sign-in that names no language (an old page) leaves it.
    await pastCooldown(partner.mobile);
    await signInPartner(context, sms, partner.mobile);
    expect(await language()).toBe('te');
    expect(smsTo(partner.mobile).at(-1)?.locale).toBe('te');
  });
});
