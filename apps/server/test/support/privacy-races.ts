import crypto from 'node:crypto';
import fs from 'node:fs';
import { pickupDates } from '@phonix/shared/pickup';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client.ts';
import { models, orders, otpCodes, purchaseReceipts, variants } from '../../src/db/schema.ts';
import { uniqueMobile } from './recording-sms.ts';

/**
 * The sellers, nominees and bookings of the privacy race tests (privacy-races.test.ts in one process,
 * privacy-races-processes.test.ts on two), made through the API as the web app makes them, whichever way the
 * test reaches the server: `call` (app.inject, or fetch to a server process) and `codeOf` (the newest code
 * texted to a number). A test texts a number faster than a person would: each helper ends the resend
 * cool-down of the number it texts first (endCoolDown).
 */

// biome-ignore lint/suspicious/noExplicitAny: the answers are read as the API documents them, field by field
export type Json = any;
export type Auth = Record<string, string>;
export type Call = (
  method: 'GET' | 'POST',
  url: string,
  options: { ip: string; auth?: Auth; body?: unknown; headers?: Record<string, string> },
) => Promise<{ status: number; body: Json }>;

export interface Api {
  call: Call;
  codeOf: (mobile: string) => Promise<string>;
  /** The test's own connection to the servers' database. */
  db: Database;
}

export interface Seller {
  mobile: string;
  customerId: number;
  auth: Auth;
  ip: string;
}

let addressCount = 0;
/** A client address of its own (the sign-in and code limits count per address). */
export function freshIp(): string {
  addressCount += 1;
  return `10.${90 + (process.pid % 10)}.${Math.floor(addressCount / 250)}.${(addressCount % 250) + 1}`;
}

/** The newest code in an SMS record file (SMS_DRIVER=record), as a phone would show it. */
export function codeInRecordFile(file: string, mobile: string): string {
  const lines = fs.existsSync(file) ? fs.readFileSync(file, 'utf8').trim().split('\n') : [];
  for (const line of lines.reverse()) {
    if (line === '') continue;
    const entry = JSON.parse(line) as { to: string; template: string; variables?: { code?: string } };
    if (entry.to === mobile && entry.template === 'verification_code' && entry.variables?.code)
      return entry.variables.code;
  }
  throw new Error(`no code was texted to ${mobile}`);
}

function expectStatus(what: string, answer: { status: number; body: Json }, status = 200) {
  if (answer.status !== status)
    throw new Error(`${what} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body;
}

/**
 * Ends the resend cool-down of a number's codes (they look a minute older), so a test can text it again at
 * once: a race test names, verifies and signs in the same nominee within seconds.
 */
export async function endCoolDown(db: Database, mobile: string): Promise<void> {
  await db
    .update(otpCodes)
    .set({ createdAt: sql`${otpCodes.createdAt} - interval '1 minute'` })
    .where(eq(otpCodes.mobile, mobile));
}

export async function signUpSeller(api: Api): Promise<Seller> {
  const ip = freshIp();
  const mobile = uniqueMobile();
  expectStatus(
    'registercustomer',
    await api.call('POST', '/api/registercustomer', {
      ip,
      body: { mobile, name: 'Ravi Kumar', password: 'correct horse battery', platform: 'web' },
    }),
  );
  const verified = expectStatus(
    'verifycustomerotp',
    await api.call('POST', '/api/verifycustomerotp', { ip, body: { mobile, otp: await api.codeOf(mobile) } }),
  );
  return {
    mobile,
    customerId: verified.customer.customer_id,
    auth: { authorization: `Bearer ${verified.token}` },
    ip,
  };
}

/** A fresh code to the seller's own number for naming or removing a nominee; answers it. */
export async function nomineeChangeCode(api: Api, seller: Seller): Promise<string> {
  await endCoolDown(api.db, seller.mobile);
  expectStatus(
    'nominee/otp',
    await api.call('POST', '/api/customer/privacy/nominee/otp', { ip: seller.ip, auth: seller.auth }),
  );
  return api.codeOf(seller.mobile);
}

/** Names and verifies a nominee (a new number unless given); answers the nominee's number. */
export async function nameNominee(api: Api, seller: Seller, mobile = uniqueMobile()): Promise<string> {
  const otp = await nomineeChangeCode(api, seller);
  await endCoolDown(api.db, mobile);
  expectStatus(
    'name a nominee',
    await api.call('POST', '/api/customer/privacy/nominee', {
      ip: seller.ip,
      auth: seller.auth,
      body: { name: 'Lakshmi Devi', mobile, otp },
    }),
  );
  expectStatus(
    'verify the nominee',
    await api.call('POST', '/api/customer/privacy/nominee/verify', {
      ip: seller.ip,
      auth: seller.auth,
      body: { otp: await api.codeOf(mobile) },
    }),
  );
  return mobile;
}

export interface Nominee {
  mobile: string;
  auth: Auth;
  ip: string;
  nominations: { nomination_id: number; seller_mobile: string }[];
}

export async function signInNominee(api: Api, mobile: string): Promise<Nominee> {
  const ip = freshIp();
  await endCoolDown(api.db, mobile);
  expectStatus('nominee/otp', await api.call('POST', '/api/nominee/otp', { ip, body: { mobile } }));
  const session = expectStatus(
    'nominee/session',
    await api.call('POST', '/api/nominee/session', { ip, body: { mobile, otp: await api.codeOf(mobile) } }),
  );
  return { mobile, auth: { authorization: `Bearer ${session.token}` }, ip, nominations: session.nominations };
}

/** The nomination of `seller` among the nominee's. */
export function nominationOf(nominee: Nominee, seller: Seller): number {
  const found = nominee.nominations.find(
    (entry) => entry.seller_mobile.slice(-4) === seller.mobile.slice(-4),
  );
  if (!found) throw new Error(`the nominee acts for no seller ending ${seller.mobile.slice(-4)}`);
  return found.nomination_id;
}

/** The seller's erasure code (to their own number); answers it. */
export async function sellerErasureCode(api: Api, seller: Seller): Promise<string> {
  await endCoolDown(api.db, seller.mobile);
  expectStatus(
    'erasure/otp',
    await api.call('POST', '/api/customer/privacy/erasure/otp', { ip: seller.ip, auth: seller.auth }),
  );
  return api.codeOf(seller.mobile);
}

/** The nominee's erasure code for one nomination (to the nominee's number); answers it. */
export async function nomineeErasureCode(api: Api, nominee: Nominee, nominationId: number): Promise<string> {
  await endCoolDown(api.db, nominee.mobile);
  expectStatus(
    'nominee erasure/otp',
    await api.call('POST', `/api/nominee/nominations/${nominationId}/erasure/otp`, {
      ip: nominee.ip,
      auth: nominee.auth,
    }),
  );
  return api.codeOf(nominee.mobile);
}

/** Saves a Hyderabad address for the seller; answers the body of a booking of an iPhone 13 there. */
export async function bookingBody(api: Api, seller: Seller): Promise<Json> {
  const [place] = expectStatus(
    'pincodes',
    await api.call('GET', '/api/pincodes/Hyderabad', { ip: seller.ip }),
  ).pincodes;
  const address = expectStatus(
    'addaddress',
    await api.call('POST', '/api/addaddress', {
      ip: seller.ip,
      auth: seller.auth,
      body: {
        address_type: 'Home',
        address_no: 'Flat 3, Lake View',
        locality: place.locality,
        city: place.city,
        state: place.state,
        pincode: place.pincode,
      },
    }),
  );
  const [variant] = expectStatus(
    'variant',
    await api.call('GET', '/api/variant/apple-iphone-13', { ip: seller.ip }),
  ).variants;
  return {
    ic_slug: 'apple-iphone-13',
    model_name: 'iPhone 13',
    variant: variant.id,
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
    address_id: address.address.id,
    pickup_date: pickupDates()[0]?.value,
    pickup_time: '10:00 AM - 12:00 PM',
  };
}

/**
 * A completed sale of the seller's with its purchase receipt, written straight into the database (the
 * handover is tested elsewhere): erasure keeps the receipt and, for the dealer register, the seller's number.
 */
export async function completedSaleWithReceipt(db: Database, customerId: number): Promise<string> {
  const [device] = await db
    .select({
      modelId: models.id,
      modelName: models.name,
      variantId: variants.id,
      variantName: variants.name,
    })
    .from(variants)
    .innerJoin(models, eq(models.id, variants.modelId))
    .limit(1);
  if (!device) throw new Error('no seeded device');
  const [order] = await db
    .insert(orders)
    .values({
      refNo: `PX${crypto.randomBytes(5).toString('hex').toUpperCase()}`,
      customerId,
      ...device,
      icSlug: 'test',
      exactValue: 12_500,
      deviceInfo: {},
      quote: {},
      // The saved address it was copied from, long deleted (orders keep their own copy).
      addressId: 0,
      addressType: 'Home',
      addressNo: '12-3-45',
      locality: 'Madhapur',
      landmark: '',
      city: 'Hyderabad',
      state: 'Telangana',
      pincode: '500081',
      pickupDate: '2026-11-22',
      pickupTime: '10:00 AM - 12:00 PM',
      status: 'completed',
      priceBasis: { rate: 12_500, rules: {} },
      quoteValidUntil: new Date(Date.now() + 7 * 86_400_000),
    })
    .returning();
  if (!order) throw new Error('no order');
  const sequence = 100_000 + crypto.randomInt(800_000);
  const number = `PX/2026-27/${sequence}`;
  await db
    .insert(purchaseReceipts)
    .values({ number, financialYear: '2026-27', sequence, orderId: order.id, content: { number } });
  return number;
}
