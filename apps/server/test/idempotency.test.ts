import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addresses, contactMessages, idempotentRequests } from '../src/db/schema.ts';
import { repliesStored } from '../src/lib/contract-routes.ts';
import { idempotencyKeyHash } from '../src/plugins/idempotency.ts';
import { signUp } from './support/customers.ts';
import { RecordingSms } from './support/recording-sms.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

/**
 * Idempotency-Key on every write (issue 21): the web app repeats a write the server shed, or whose answer
 * it never got, with the same key; the server does it once and answers the repeat from its store.
 */

let context: TestApp;
const sms = new RecordingSms();
let customer: Awaited<ReturnType<typeof signUp>>;
let other: Awaited<ReturnType<typeof signUp>>;
let place: { pincode: string; city: string; state: string };

beforeAll(async () => {
  // A repeat waits briefly for a first request still running (the default is a few seconds).
  context = await createTestApp({ auth: { sms }, idempotency: { waitMs: 300 } });
  customer = await signUp(context.app, sms, '10.96.0.1');
  other = await signUp(context.app, sms, '10.96.0.2');
  place = (await context.app.inject({ method: 'GET', url: '/api/pincodes/Hyderabad' })).json().pincodes[0];
});
afterAll(async () => {
  await context.close();
});

const address = (locality = 'Madhapur') => ({
  address_type: 'Home',
  address_no: 'Flat 7, Lake View',
  locality,
  city: place.city,
  state: place.state,
  pincode: place.pincode,
});

const addAddress = (who: { auth: Record<string, string> }, key: string | undefined, body = address()) =>
  context.app.inject({
    method: 'POST',
    url: '/api/addaddress',
    headers: { ...who.auth, ...(key === undefined ? {} : { 'idempotency-key': key }) },
    payload: body,
  });

const addressCount = async (customerId: number) => {
  const [row] = await context.db
    .select({ n: count() })
    .from(addresses)
    .where(eq(addresses.customerId, customerId));
  return row?.n ?? 0;
};

describe('Idempotency-Key', () => {
  it('does a write once and answers its repeat from the store', async () => {
    const before = await addressCount(customer.customerId);
    const first = await addAddress(customer, 'address-attempt-0001');
    expect(first.statusCode).toBe(200);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const repeat = await addAddress(customer, 'address-attempt-0001');
    expect(repeat.statusCode).toBe(200);
    expect(repeat.headers['idempotent-replayed']).toBe('true');
    expect(repeat.json()).toEqual(first.json());
    expect(await addressCount(customer.customerId)).toBe(before + 1);
    // Without a key, or with a new one, it is a new write.
    expect(
      (await addAddress(customer, 'address-attempt-0002')).headers['idempotent-replayed'],
    ).toBeUndefined();
    expect(await addressCount(customer.customerId)).toBe(before + 2);
  });

  it('does parallel repeats once: one runs, the others wait for its answer', async () => {
    const before = await addressCount(customer.customerId);
    const answers = await Promise.all(
      [1, 2, 3].map(() => addAddress(customer, 'address-parallel-01', address('Kondapur'))),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    expect(answers.filter((answer) => answer.headers['idempotent-replayed'] === 'true')).toHaveLength(2);
    expect(await addressCount(customer.customerId)).toBe(before + 1);
  });

  it('refuses the same key with another body (409 IDEMPOTENCY_KEY_REUSED) and does nothing', async () => {
    expect((await addAddress(customer, 'address-reused-001')).statusCode).toBe(200);
    const before = await addressCount(customer.customerId);
    const changed = await addAddress(customer, 'address-reused-001', address('Gachibowli'));
    expect(changed.statusCode).toBe(409);
    expect(changed.json()).toMatchObject({ success: false, code: 'IDEMPOTENCY_KEY_REUSED' });
    expect(await addressCount(customer.customerId)).toBe(before);
  });

  it('answers 409 IDEMPOTENT_REQUEST_IN_PROGRESS while the first request still runs', async () => {
    // The first request with this key has claimed it and not answered yet.
    const key = 'address-running-01';
    const body = address('Miyapur');
    await context.db.insert(idempotentRequests).values({
      keyHash: idempotencyKeyHash(`customer:${customer.customerId}`, 'POST', '/api/addaddress', key),
      requestHash: 'compared once the first request has answered',
      expiresAt: new Date(Date.now() + 3_600_000),
    });
    const before = await addressCount(customer.customerId);
    const repeat = await addAddress(customer, key, body);
    expect(repeat.statusCode).toBe(409);
    expect(repeat.json()).toMatchObject({ code: 'IDEMPOTENT_REQUEST_IN_PROGRESS', retry_after: 1 });
    expect(await addressCount(customer.customerId)).toBe(before);
  });

  it('keeps keys apart per sender: the same key from another customer is their own write', async () => {
    const mine = await addAddress(customer, 'shared-key-000001');
    const theirs = await addAddress(other, 'shared-key-000001');
    expect(mine.statusCode).toBe(200);
    expect(theirs.statusCode).toBe(200);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    expect(theirs.json().address.id).not.toBe(mine.json().address.id);
  });

  it('works for public writes too (a contact message sent twice is stored once)', async () => {
    const message = {
      name: 'Asha Rao',
      email: 'asha@example.test',
      subject: 'Pickup question',
      message: 'Can you come on Sunday?',
    };
    const send = () =>
      context.app.inject({
        method: 'POST',
        url: '/api/contactus',
        headers: { 'idempotency-key': 'contact-attempt-01' },
        payload: message,
        remoteAddress: '10.96.0.9',
      });
    const first = await send();
    expect(first.statusCode).toBe(200);
    const repeat = await send();
    expect(repeat.headers['idempotent-replayed']).toBe('true');
    const [row] = await context.db
      .select({ n: count() })
      .from(contactMessages)
      .where(eq(contactMessages.email, 'asha@example.test'));
    expect(row?.n).toBe(1);
  });

  it('refuses a malformed key with 400 and a code', async () => {
    const bad = await addAddress(customer, 'short');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('IDEMPOTENCY_KEY_INVALID');
  });

  it('never stores an answer that holds a secret (sign-in tokens, issued passwords)', () => {
    expect(repliesStored('addAddress')).toBe(true);
    expect(repliesStored('contactUs')).toBe(true);
    expect(repliesStored('staffLogin')).toBe(false);
    expect(repliesStored('staffLoginTotp')).toBe(false);
    expect(repliesStored('staffCreateAccount')).toBe(false);
  });
});
