// A seller as the benchmarks and the several-hosts test drive one: a sign-up whose OTP the server texts
// (SMS_DRIVER=http) to a sink in the calling process, a saved address, and the booking the browser would
// send. Only node and @phonix/shared are imported: bench/ uses it too (bench/tsconfig.json lists this file).
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { pickupDates } from '@phonix/shared/pickup';
import { SAMPLE_PHONE_ANSWERS } from '@phonix/shared/price-guard';

export interface SmsSink {
  /** Where the servers post their SMS (SMS_HTTP_URL). */
  url: string;
  /** The last code texted to a number (10 digits, without +91). */
  codeFor: (mobile: string) => string | undefined;
  /** How many SMS arrived in all. */
  received: () => number;
  close: () => Promise<void>;
}

/**
 * Receives the servers' SMS (the HTTP driver) and keeps each number's last text, for its code. Listens on
 * `host` (127.0.0.1; the bridge's address for servers in network namespaces) at `port` (0: any free one).
 */
export async function smsSink(host = '127.0.0.1', port = 0): Promise<SmsSink> {
  const texts = new Map<string, string>();
  let received = 0;
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      const message = JSON.parse(body) as { to: string; text: string };
      texts.set(message.to.replace(/^\+91/, ''), message.text);
      received += 1;
      response.writeHead(202).end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  return {
    url: `http://${host}:${(server.address() as AddressInfo).port}/sms`,
    codeFor: (mobile: string) => texts.get(mobile)?.match(/\b(\d{4,8})\b/)?.[1],
    received: () => received,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** One API call: answers the JSON body of a 2xx, throws on anything else. */
export type ApiCall = <T>(
  method: 'GET' | 'POST',
  url: string,
  body?: object,
  headers?: Record<string, string>,
) => Promise<T>;

/** Calls a server at `origin` with fetch (one client address: 127.0.0.1). */
export function fetchApi(origin: string): ApiCall {
  return async <T>(
    method: 'GET' | 'POST',
    url: string,
    body?: object,
    headers: Record<string, string> = {},
  ) => {
    const response = await fetch(`${origin}${url}`, {
      method,
      headers: { 'content-type': 'application/json', ...headers },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    const json = await response.json();
    if (!response.ok)
      throw new Error(`${method} ${url} answered ${response.status}: ${JSON.stringify(json)}`);
    return json as T;
  };
}

export interface SignedUpSeller {
  mobile: string;
  token: string;
  customerId: number;
  addressId: number;
  /** `authorization` for the seller's calls. */
  auth: Record<string, string>;
}

/** Signs a new customer up (the OTP read from the sink) and saves a Hyderabad address. */
export async function signUpSeller(api: ApiCall, sms: SmsSink): Promise<SignedUpSeller> {
  const mobile = `9${crypto.randomInt(100_000_000, 999_999_999)}`;
  await api('POST', '/api/registercustomer', {
    mobile,
    name: 'Bench Seller',
    password: 'bench-password',
    platform: 'web',
  });
  const login = await api<{ token: string; customer: { customer_id: number } }>(
    'POST',
    '/api/verifycustomerotp',
    {
      mobile,
      otp: sms.codeFor(mobile),
    },
  );
  const auth = { authorization: `Bearer ${login.token}` };
  const { pincodes } = await api<{ pincodes: { pincode: string; locality: string; state: string }[] }>(
    'GET',
    '/api/pincodes/Hyderabad',
  );
  const pincode = pincodes[0];
  const address = await api<{ address: { id: number } }>(
    'POST',
    '/api/addaddress',
    {
      address_type: 'Home',
      address_no: 'Flat 12',
      locality: pincode?.locality,
      city: 'Hyderabad',
      state: pincode?.state,
      pincode: pincode?.pincode,
    },
    auth,
  );
  return {
    mobile,
    token: login.token,
    customerId: login.customer.customer_id,
    addressId: address.address.id,
    auth,
  };
}

export const BOOKED_MODEL = { slug: 'apple-iphone-15-pro-max', name: 'iPhone 15 Pro Max' } as const;

/** The answer record of the console's sample phone, out of warranty, for `variantId` of BOOKED_MODEL. */
export function sampleAnswers(variantId: number) {
  return { ...SAMPLE_PHONE_ANSWERS, warranty: '', variant: variantId, ic_slug: BOOKED_MODEL.slug };
}

/** The body of POST /api/generatesellnoworder the browser sends for the seller's sample phone. */
export function bookingBody(seller: SignedUpSeller, variantId: number) {
  return {
    ic_slug: BOOKED_MODEL.slug,
    model_name: BOOKED_MODEL.name,
    variant: variantId,
    exactValue: 0,
    device_info: JSON.stringify(sampleAnswers(variantId)),
    customer_id: seller.customerId,
    address_id: seller.addressId,
    pickup_date: pickupDates()[0]?.value,
    pickup_time: '10:00 AM - 12:00 PM',
  };
}

/** The id of BOOKED_MODEL's first variant. */
export async function bookedVariantId(api: ApiCall): Promise<number> {
  const { variants } = await api<{ variants: { id: number }[] }>('GET', `/api/variant/${BOOKED_MODEL.slug}`);
  const variant = variants[0];
  if (!variant) throw new Error(`${BOOKED_MODEL.slug} has no variant`);
  return variant.id;
}
