import type { GenerateSellNowOrderRequest } from '@phonix/shared/orders-api';
import { pickupDates } from '@phonix/shared/pickup';
import type { AnswerRecord } from '@phonix/shared/questionnaire';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, sessions } from '../src/db/schema.ts';
import { CatalogService } from '../src/modules/catalog/service.ts';
import { OrderService } from '../src/modules/orders/service.ts';
import { PricingService } from '../src/modules/pricing/service.ts';
import { signUp } from './support/customers.ts';
import { completeThroughHandover } from './support/handover.ts';
import { createPartner } from './support/partners.ts';
import { RecordingSms } from './support/recording-sms.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

const sms = new RecordingSms();
let context: TestApp;
let owner: Awaited<ReturnType<typeof signUp>>;
let stranger: Awaited<ReturnType<typeof signUp>>;
let variant: { id: number; VariantName: string; Rate: number };
let hyderabad: { pincode: string; locality: string; city: string; state: string };

beforeAll(async () => {
  context = await createTestApp({ auth: { sms } });
  owner = await signUp(context.app, sms, '10.2.0.1');
  stranger = await signUp(context.app, sms, '10.2.0.2');
  variant = (await context.app.inject({ method: 'GET', url: '/api/variant/apple-iphone-13' })).json()
    .variants[0];
  hyderabad = (await context.app.inject({ method: 'GET', url: '/api/pincodes/Hyderabad' })).json()
    .pincodes[0];
});
afterAll(async () => {
  await context.close();
});

type Customer = typeof owner;
const call = async (
  customer: Customer | null,
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
  headers: Record<string, string> = {},
) => {
  const response = await context.app.inject({
    method,
    url,
    ...(payload ? { payload } : {}),
    headers: { ...(customer ? customer.auth : {}), ...headers },
  });
  return {
    status: response.statusCode,
    body: response.body.startsWith('%PDF') ? {} : response.json(),
    raw: response,
  };
};

const answers = (): AnswerRecord => ({
  callingerr: 'yes',
  toucherr: 'yes',
  screenspoterror: '',
  screenlineerror: '',
  screenphysicalcondition: 'SLight',
  bodyscratches: '',
  bodydent: '',
  panelerror: '',
  benderror: '',
  functionalerror: [],
  accessories: ['Chr'],
  warranty: '',
  variant: variant.id,
  ic_slug: 'apple-iphone-13',
});

const addAddress = async (customer: Customer, extra: object = {}) =>
  call(customer, 'POST', '/api/addaddress', {
    address_type: 'Home',
    address_no: 'Flat 402, Sai Residency',
    locality: hyderabad.locality,
    landmark: 'Near the metro station',
    city: 'Hyderabad',
    state: hyderabad.state,
    pincode: hyderabad.pincode,
    lat: '',
    lng: '',
    ...extra,
  });

const orderBody = (customer: Customer, addressId: number, overrides: object = {}) => ({
  ic_slug: 'apple-iphone-13',
  model_name: 'iPhone 13',
  variant: variant.id,
  exactValue: 999_999,
  device_info: JSON.stringify(answers()),
  customer_id: customer.customerId,
  address_id: addressId,
  pickup_date: pickupDates()[1]?.value,
  pickup_time: '10:00 AM - 12:00 PM',
  ...overrides,
});

describe('pincodes and addresses', () => {
  it("lists a served city's pincodes with locality, city and state from the data set", async () => {
    const { body } = await call(null, 'GET', '/api/pincodes/hyderabad');
    expect(body.pincodes.length).toBeGreaterThan(100);
    expect(body.pincodes[0]).toEqual({
      pincode: expect.stringMatching(/^5\d{5}$/),
      locality: expect.any(String),
      city: 'Hyderabad',
      state: 'Telangana',
    });
    expect((await call(null, 'GET', '/api/pincodes/atlantis')).status).toBe(404);
  });

  it('saves the first address as the default and moves the default when asked', async () => {
    const customer = await signUp(context.app, sms, '10.2.0.3');
    const first = await addAddress(customer);
    expect(first.body.address).toMatchObject({
      is_default: 1,
      city: 'Hyderabad',
      state: 'Telangana',
      customer_id: customer.customerId,
    });
    const second = await addAddress(customer, {
      address_type: 'Office',
      address_no: 'Cyber Towers, 4th floor',
      is_default: 1,
    });
    const list = await call(customer, 'GET', `/api/getcustomeraddress/${customer.customerId}`);
    expect(
      list.body.addresses.map((address: { id: number; is_default: number }) => [
        address.id,
        address.is_default,
      ]),
    ).toEqual([
      [second.body.address.id, 1],
      [first.body.address.id, 0],
    ]);
    await call(customer, 'POST', '/api/deleteaddress', { id: second.body.address.id });
    const after = await call(customer, 'GET', `/api/customeraddresses/${customer.customerId}`);
    expect(after.body.addresses).toEqual([
      expect.objectContaining({ id: first.body.address.id, is_default: 1 }),
    ]);
  });

  it('refuses a pincode that is not in the chosen city, saying pickup is not available there yet', async () => {
    const refused = await addAddress(owner, { pincode: '110001' });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({
      success: false,
      code: 'PINCODE_NOT_SERVED',
      field: 'pincode',
      message: 'Pickup is not available at this pincode yet.',
    });
    const missing = await addAddress(owner, { address_no: '' });
    expect(missing.body.message).toBe('Flat no./H no./Office is required');
  });
});

describe('POST /api/generatesellnoworder', () => {
  it('books the order at the value the server computes, with an unguessable reference', async () => {
    const address = (await addAddress(owner)).body.address;
    const expected = (await call(null, 'POST', '/api/getExactValue', answers())).body.finalValue;
    const booked = await call(owner, 'POST', '/api/generatesellnoworder', orderBody(owner, address.id));
    expect(booked.status).toBe(200);
    expect(booked.body).toEqual({
      success: true,
      message: 'Your pickup is booked.',
      RefNo: expect.stringMatching(/^PX[0-9A-HJKMNP-TV-Z]{10}$/),
      ExactValue: expected,
      quote_valid_until: expect.any(String),
    });
    // The quote holds for QUOTE_VALID_DAYS (7) from booking.
    const holds = Date.parse(booked.body.quote_valid_until) - Date.now();
    expect(holds).toBeGreaterThan(7 * 86_400_000 - 60_000);
    expect(holds).toBeLessThanOrEqual(7 * 86_400_000);
    const [row] = await context.db.select().from(orders).where(eq(orders.refNo, booked.body.RefNo));
    expect(row?.exactValue).toBe(expected);
    expect(row?.exactValue).not.toBe(999_999);
    expect(row?.status).toBe('enquiry');

    const listed = await call(owner, 'GET', `/api/getsalesorders/${owner.customerId}`);
    const order = listed.body.salesorders.find(
      (entry: { RefNo: string }) => entry.RefNo === booked.body.RefNo,
    );
    // SPEC's status value, and the code the pages' rules read beside it.
    expect(order).toMatchObject({
      Status: 'Enquiry',
      status_code: 'enquiry',
      status_label: 'Order Initiated',
      Model: 'iPhone 13',
      VariantInfo: variant.VariantName,
      ExactValue: expected,
      Address: 'Flat 402, Sai Residency',
      City: 'Hyderabad',
      ZipCode: hyderabad.pincode,
      pickup_time: '10:00 AM - 12:00 PM',
      partner_id: 0,
      cancel_by_customer: 0,
      revised_value: null,
      offer_status: null,
      agreed_value: expected,
      events: [{ type: 'created', at: expect.any(String), by: 'customer' }],
    });
    expect(JSON.parse(order.DeviceInfo)).toMatchObject({ screenphysicalcondition: 'SLight' });
  });

  it('creates one order for a repeated or concurrent request', async () => {
    const customer = await signUp(context.app, sms, '10.2.0.4');
    const address = (await addAddress(customer)).body.address;
    const body = orderBody(customer, address.id, { pickup_time: '04:00 PM - 06:00 PM' });
    const headers = { 'idempotency-key': 'booking-attempt-0001' };
    const [a, b] = await Promise.all([
      call(customer, 'POST', '/api/generatesellnoworder', body, headers),
      call(customer, 'POST', '/api/generatesellnoworder', body, headers),
    ]);
    const retried = await call(customer, 'POST', '/api/generatesellnoworder', body);
    const again = await call(customer, 'POST', '/api/generatesellnoworder', body);
    expect(a.body.RefNo).toBe(b.body.RefNo);
    expect(retried.body.RefNo).toBe(again.body.RefNo);
    const [rows] = await context.db
      .select({ n: count() })
      .from(orders)
      .where(eq(orders.customerId, customer.customerId));
    expect(rows?.n).toBe(2);
    expect(again.body.message).toBe('This pickup was already booked.');
  });

  it('refuses bad bookings with a clear message and stores nothing', async () => {
    const address = (await addAddress(owner)).body.address;
    const [before] = await context.db.select({ n: count() }).from(orders);
    const today = pickupDates(new Date(Date.now() - 86_400_000))[0]?.value;
    const cases: [object, number, string][] = [
      [{ pickup_date: today }, 400, 'Please choose a pickup date within the next 4 days, starting tomorrow.'],
      [{ pickup_time: '11:00 PM - 01:00 AM' }, 400, 'pickup_time must be one of the pickup slots'],
      [{ device_info: '{not json' }, 400, 'device_info must be the answer record as JSON text'],
      [
        { device_info: JSON.stringify({ ...answers(), bodydent: 'D9' }) },
        400,
        'device_info.bodydent must be one of: D1, D2 or empty',
      ],
      [{ variant: variant.id + 1 }, 400, 'The answers do not describe the chosen model and variant.'],
    ];
    for (const [change, status, message] of cases) {
      const refused = await call(
        owner,
        'POST',
        '/api/generatesellnoworder',
        orderBody(owner, address.id, change),
      );
      expect(refused.status).toBe(status);
      expect(refused.body.message).toBe(message);
    }
    const [after] = await context.db.select({ n: count() }).from(orders);
    expect(after?.n).toBe(before?.n);
  });

  it.runIf(process.env.TEST_DB === 'postgres')(
    'a session ended by another process: a new booking, a repeat and a refused one all answer 401, nothing booked',
    async () => {
      const customer = await signUp(context.app, sms, '10.2.0.9');
      const address = (await addAddress(customer)).body.address;
      const body = orderBody(customer, address.id);
      const book = (key: string, change: object = {}) =>
        call(customer, 'POST', '/api/generatesellnoworder', orderBody(customer, address.id, change), {
          'idempotency-key': key,
        });
      // The first booking reads the session; the second finds its owner in memory and the booking's
      // statement checks that it is live (docs/decisions/219).
      expect((await book('ended-elsewhere-0001')).status).toBe(200);
      expect((await book('ended-elsewhere-0002')).status).toBe(200);
      // Another process (or host) logs the seller out: this one hears nothing of it.
      await context.db
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(eq(sessions.customerId, customer.customerId));
      const today = pickupDates(new Date(Date.now() - 86_400_000))[0]?.value;
      for (const refused of [
        await book('ended-elsewhere-0003'),
        await book('ended-elsewhere-0001'),
        await book('ended-elsewhere-0004', { pickup_date: today }),
        await book('ended-elsewhere-0005', { customer_id: owner.customerId }),
        await call(customer, 'POST', '/api/generatesellnoworder', body),
      ]) {
        expect(refused.status).toBe(401);
        expect(refused.body.code).toBe('LOGIN_REQUIRED');
      }
      const [rows] = await context.db
        .select({ n: count() })
        .from(orders)
        .where(eq(orders.customerId, customer.customerId));
      expect(rows?.n).toBe(2);
    },
  );

  it('answers 401 without a session', async () => {
    expect((await call(null, 'POST', '/api/generatesellnoworder', orderBody(owner, 1))).status).toBe(401);
  });

  it('refuses a deleted address and stores nothing', async () => {
    const address = (await addAddress(owner, { address_no: 'Old flat' })).body.address;
    expect((await call(owner, 'POST', '/api/deleteaddress', { id: address.id })).status).toBe(200);
    const [before] = await context.db.select({ n: count() }).from(orders);
    const refused = await call(owner, 'POST', '/api/generatesellnoworder', orderBody(owner, address.id));
    expect(refused.status).toBe(404);
    expect(refused.body.message).toBe('Address not found');
    const [after] = await context.db.select({ n: count() }).from(orders);
    expect(after?.n).toBe(before?.n);
  });

  it('draws another reference when the drawn one is taken', async () => {
    const address = (await addAddress(owner)).body.address;
    const taken = (
      await call(
        owner,
        'POST',
        '/api/generatesellnoworder',
        orderBody(owner, address.id, { pickup_time: '12:00 PM - 02:00 PM' }),
      )
    ).body.RefNo;
    const catalog = new CatalogService(context.db);
    const pricing = new PricingService(context.db, catalog);
    await catalog.refresh();
    await pricing.refresh();
    const draws = [taken, 'PX0000000NEW1'];
    const service = new OrderService(context.db, pricing, {
      teamEmail: 'team@phonix.test',
      drawRefNo: () => draws.shift() as string,
    });
    const body = orderBody(owner, address.id, { pickup_time: '02:00 PM - 04:00 PM' });
    const booked = await service.create(owner.customerId, body as GenerateSellNowOrderRequest, undefined);
    expect(booked).toMatchObject({ created: true, order: { refNo: 'PX0000000NEW1' } });
    expect(draws).toEqual([]);
  });
});

/** Records an evaluation as the browser does after the quote (POST insertPriceEnquiry): its isInserted id. */
const recordQuote = async (customer: Customer | null, record: AnswerRecord = answers()) => {
  const recorded = await call(customer, 'POST', '/api/insertPriceEnquiry', { selectedModel: record });
  expect(recorded.status).toBe(200);
  return recorded.body.isInserted as number;
};

describe('one evaluation books at most one order', () => {
  it('answers the first order to a repeat with the same enquiry, whatever else changed', async () => {
    const customer = await signUp(context.app, sms, '10.2.0.5');
    const home = (await addAddress(customer)).body.address;
    const office = (await addAddress(customer, { address_type: 'Office', address_no: 'Cyber Towers' })).body
      .address;
    const enquiry = await recordQuote(customer);
    const first = await call(
      customer,
      'POST',
      '/api/generatesellnoworder',
      orderBody(customer, home.id, { enquiry_id: enquiry }),
      { 'idempotency-key': 'first-tab-attempt-1' },
    );
    expect(first.body.message).toBe('Your pickup is booked.');
    // Browser Back to /sell-now in an old tab: another slot, another address, a new Idempotency-Key.
    const again = await call(
      customer,
      'POST',
      '/api/generatesellnoworder',
      orderBody(customer, office.id, {
        enquiry_id: enquiry,
        pickup_time: '06:00 PM - 08:00 PM',
        pickup_date: pickupDates()[3]?.value,
      }),
      { 'idempotency-key': 'old-tab-attempt-2' },
    );
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ RefNo: first.body.RefNo, message: 'This pickup was already booked.' });
    const [rows] = await context.db
      .select({ n: count() })
      .from(orders)
      .where(eq(orders.customerId, customer.customerId));
    expect(rows?.n).toBe(1);
    const [row] = await context.db.select().from(orders).where(eq(orders.refNo, first.body.RefNo));
    expect(row?.priceEnquiryId).toBe(enquiry);

    // Even once that order is cancelled, the evaluation does not book a second one.
    await call(customer, 'GET', `/api/cancelorderbycustomer/${first.body.RefNo}`);
    const afterCancel = await call(
      customer,
      'POST',
      '/api/generatesellnoworder',
      orderBody(customer, home.id, { enquiry_id: enquiry }),
    );
    expect(afterCancel.body).toMatchObject({
      RefNo: first.body.RefNo,
      message: 'This quote was already booked, and that order has been cancelled.',
    });
    // A new evaluation of the same phone books a new order.
    const fresh = await call(
      customer,
      'POST',
      '/api/generatesellnoworder',
      orderBody(customer, home.id, { enquiry_id: await recordQuote(customer) }),
    );
    expect(fresh.body.message).toBe('Your pickup is booked.');
    expect(fresh.body.RefNo).not.toBe(first.body.RefNo);
  });

  it('books once when two tabs confirm the same evaluation at the same moment', async () => {
    const customer = await signUp(context.app, sms, '10.2.0.6');
    const address = (await addAddress(customer)).body.address;
    const enquiry = await recordQuote(customer);
    const answers = await Promise.all(
      ['tab-one-attempt', 'tab-two-attempt', 'tab-three-attempt'].map((key, index) =>
        call(
          customer,
          'POST',
          '/api/generatesellnoworder',
          orderBody(customer, address.id, {
            enquiry_id: enquiry,
            pickup_time: ['08:00 AM - 10:00 AM', '10:00 AM - 12:00 PM', '12:00 PM - 02:00 PM'][index],
          }),
          { 'idempotency-key': key },
        ),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((answer) => answer.body.RefNo)).size).toBe(1);
    const [rows] = await context.db
      .select({ n: count() })
      .from(orders)
      .where(eq(orders.customerId, customer.customerId));
    expect(rows?.n).toBe(1);
  });

  it("refuses another customer's enquiry and answers that do not match the enquiry", async () => {
    const customer = await signUp(context.app, sms, '10.2.0.7');
    const address = (await addAddress(customer)).body.address;
    const theirs = await recordQuote(stranger);
    const foreign = await call(
      customer,
      'POST',
      '/api/generatesellnoworder',
      orderBody(customer, address.id, { enquiry_id: theirs }),
    );
    expect(foreign.status).toBe(404);
    expect(foreign.body).toMatchObject({ code: 'QUOTE_NOT_FOUND', field: 'enquiry_id' });
    const missing = await call(
      customer,
      'POST',
      '/api/generatesellnoworder',
      orderBody(customer, address.id, { enquiry_id: Number.MAX_SAFE_INTEGER }),
    );
    expect(missing.body.code).toBe('QUOTE_NOT_FOUND');

    const mine = await recordQuote(customer, { ...answers(), screenphysicalcondition: 'Sbr1' });
    const changed = await call(
      customer,
      'POST',
      '/api/generatesellnoworder',
      orderBody(customer, address.id, { enquiry_id: mine }),
    );
    expect(changed.status).toBe(400);
    expect(changed.body).toMatchObject({ code: 'QUOTE_MISMATCH', field: 'device_info' });

    // Once booked, the enquiry is no one else's to book either.
    const anonymous = await recordQuote(null);
    expect(
      (
        await call(
          customer,
          'POST',
          '/api/generatesellnoworder',
          orderBody(customer, address.id, { enquiry_id: anonymous }),
        )
      ).status,
    ).toBe(200);
    const strangerAddress = (await addAddress(stranger)).body.address;
    const taken = await call(
      stranger,
      'POST',
      '/api/generatesellnoworder',
      orderBody(stranger, strangerAddress.id, { enquiry_id: anonymous }),
    );
    expect(taken.status).toBe(404);
    const [rows] = await context.db
      .select({ n: count() })
      .from(orders)
      .where(eq(orders.customerId, customer.customerId));
    expect(rows?.n).toBe(1);
  });
});

describe("another customer's data answers 404", () => {
  it('for profile, addresses, orders, order detail, cancel and invoice', async () => {
    const address = (await addAddress(owner)).body.address;
    const ref = (
      await call(
        owner,
        'POST',
        '/api/generatesellnoworder',
        orderBody(owner, address.id, { pickup_time: '06:00 PM - 08:00 PM' }),
      )
    ).body.RefNo;
    const attempts: [string, 'GET' | 'POST', object?][] = [
      [`/api/getcustomerprofile/${owner.customerId}`, 'GET'],
      [`/api/customer/${owner.customerId}`, 'GET'],
      [
        '/api/updatecustomerprofile',
        'POST',
        {
          customer_id: owner.customerId,
          name: 'X',
          email: 'x@example.in',
          mobile: owner.mobile,
          alternate_mobile: '',
        },
      ],
      [`/api/getcustomeraddress/${owner.customerId}`, 'GET'],
      [
        '/api/editaddress',
        'POST',
        {
          id: address.id,
          address_type: 'Home',
          address_no: 'Taken',
          locality: hyderabad.locality,
          city: 'Hyderabad',
          state: hyderabad.state,
          pincode: hyderabad.pincode,
        },
      ],
      ['/api/deleteaddress', 'POST', { id: address.id }],
      [`/api/getsalesorders/${owner.customerId}`, 'GET'],
      [`/api/getsellnowoder/${ref}`, 'GET'],
      [`/api/orderenquiry/${ref}`, 'GET'],
      [`/api/cancelorderbycustomer/${ref}`, 'GET'],
      [`/api/invoice/${ref}`, 'GET'],
      ['/api/generatesellnoworder', 'POST', orderBody(stranger, address.id)],
    ];
    for (const [url, method, payload] of attempts) {
      const response = await call(stranger, method, url, payload);
      expect([url, response.status]).toEqual([url, 404]);
    }
    expect((await call(owner, 'GET', `/api/orderenquiry/${ref}`)).body.enquiry.Status).toBe('Enquiry');
  });
});

describe('cancelling, device report and invoice', () => {
  it('cancels an Enquiry once and draws the Cancelled timeline', async () => {
    const address = (await addAddress(owner)).body.address;
    const body = orderBody(owner, address.id, { pickup_time: '08:00 AM - 10:00 AM' });
    const ref = (await call(owner, 'POST', '/api/generatesellnoworder', body)).body.RefNo;
    const cancelled = await call(owner, 'GET', `/api/cancelorderbycustomer/${ref}`);
    expect(cancelled.body).toEqual({ success: true, message: 'Your order has been cancelled.' });
    const order = (await call(owner, 'GET', `/api/getsellnowoder/${ref}`)).body.order;
    expect(order).toMatchObject({
      Status: 'Cancelled',
      status_label: 'Cancelled',
      cancel_by_customer: 1,
      cancel_reason: 'Cancelled by the seller',
      cancel_at: expect.any(String),
    });
    expect(order.events.map((event: { type: string }) => event.type)).toEqual(['created', 'cancelled']);
    const twice = await call(owner, 'GET', `/api/cancelorderbycustomer/${ref}`);
    expect(twice.status).toBe(409);
    const rebooked = await call(owner, 'POST', '/api/generatesellnoworder', body);
    expect(rebooked.body.RefNo).not.toBe(ref);
  });

  it('refuses to cancel once the order was accepted', async () => {
    const address = (await addAddress(owner)).body.address;
    const ref = (
      await call(
        owner,
        'POST',
        '/api/generatesellnoworder',
        orderBody(owner, address.id, { pickup_date: pickupDates()[2]?.value }),
      )
    ).body.RefNo;
    await context.db.update(orders).set({ status: 'accepted' }).where(eq(orders.refNo, ref));
    const refused = await call(owner, 'GET', `/api/cancelorderbycustomer/${ref}`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('This order can no longer be cancelled. Please contact support.');
  });

  it('shows the device report to anyone with the reference, without personal data', async () => {
    const address = (await addAddress(owner)).body.address;
    const ref = (
      await call(
        owner,
        'POST',
        '/api/generatesellnoworder',
        orderBody(owner, address.id, { pickup_date: pickupDates()[3]?.value }),
      )
    ).body.RefNo;
    const report = await call(null, 'GET', `/api/devicereport/${ref}`);
    expect(report.status).toBe(200);
    expect(Object.keys(report.body.enquiry).sort()).toEqual([
      'DeviceInfo',
      'Model',
      'PartnerDeviceInfo',
      'TransactionDate',
      'VariantInfo',
    ]);
    const text = report.raw.body;
    for (const personal of [owner.mobile, 'Ravi Kumar', 'Sai Residency', hyderabad.pincode])
      expect(text).not.toContain(personal);
    expect((await call(null, 'GET', '/api/devicereport/PX0000000000')).status).toBe(404);
  });

  it("adds the partner's inspection at pickup to the device report beside the seller's answers", async () => {
    const address = (await addAddress(owner)).body.address;
    const ref = (
      await call(
        owner,
        'POST',
        '/api/generatesellnoworder',
        orderBody(owner, address.id, { pickup_date: pickupDates()[1]?.value }),
      )
    ).body.RefNo;
    const before = (await call(null, 'GET', `/api/devicereport/${ref}`)).body.enquiry;
    expect(before.PartnerDeviceInfo).toBeNull();

    // What a pickup partner records (the partner screens are not built yet, so it is written directly).
    const inspected: AnswerRecord = { ...answers(), screenphysicalcondition: 'Sbr1', accessories: [] };
    await context.db.update(orders).set({ partnerDeviceInfo: inspected }).where(eq(orders.refNo, ref));
    const after = (await call(null, 'GET', `/api/devicereport/${ref}`)).body.enquiry;
    expect(JSON.parse(after.PartnerDeviceInfo)).toEqual(inspected);
    expect(after.DeviceInfo).toBe(before.DeviceInfo);
  });

  it('answers 409 for a Completed order that has no receipt, never drawing an invoice from the order', async () => {
    const address = (await addAddress(owner)).body.address;
    const ref = (
      await call(
        owner,
        'POST',
        '/api/generatesellnoworder',
        orderBody(owner, address.id, {
          pickup_date: pickupDates()[2]?.value,
          pickup_time: '04:00 PM - 06:00 PM',
        }),
      )
    ).body.RefNo;
    // Only a hand-edited database holds one: every completion goes through the handover, which writes it.
    await context.db.update(orders).set({ status: 'completed' }).where(eq(orders.refNo, ref));
    const refused = await call(owner, 'GET', `/api/invoice/${ref}`);
    expect([refused.status, refused.body.code]).toEqual([409, 'INVOICE_NOT_READY']);
    expect(refused.body.message).toBe('The receipt of this order is not available. Please contact support.');
  });

  // Last in the file: its partner serves the pincode the other tests book in.
  it('serves the invoice PDF only for a completed order', async () => {
    const address = (await addAddress(owner)).body.address;
    const ref = (
      await call(
        owner,
        'POST',
        '/api/generatesellnoworder',
        orderBody(owner, address.id, { pickup_date: pickupDates()[0]?.value }),
      )
    ).body.RefNo;
    expect((await call(owner, 'GET', `/api/invoice/${ref}`)).status).toBe(409);
    const partner = await createPartner(context, sms, { pincodes: [hyderabad.pincode] });
    for (const step of ['accept', 'outforpickup']) {
      const moved = await context.app.inject({
        method: 'POST',
        url: `/api/partner/orders/${ref}/${step}`,
        headers: partner.auth,
      });
      expect([step, moved.statusCode]).toEqual([step, 200]);
      expect((await call(owner, 'GET', `/api/invoice/${ref}`)).status).toBe(409);
    }
    const done = await completeThroughHandover(context.app, sms, partner, owner, ref);
    expect([done.step, done.status], JSON.stringify(done.body)).toEqual(['complete', 200]);
    const pdf = await call(owner, 'GET', `/api/invoice/${ref}`);
    expect(pdf.status).toBe(200);
    expect(pdf.raw.headers['content-type']).toBe('application/pdf');
    expect(pdf.raw.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.raw.rawPayload.length).toBeGreaterThan(1500);
  });
});
