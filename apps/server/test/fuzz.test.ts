import { CONTRACT, type EndpointDefinition } from '@phonix/shared/api/contract';
import { ENDPOINTS, type EndpointName } from '@phonix/shared/api/endpoints';
import { pickupDates } from '@phonix/shared/pickup';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { brands, models, partnerRequests, series, staff, variants } from '../src/db/schema.ts';
import { signUp } from './support/customers.ts';
import { createPartner, type TestPartner } from './support/partners.ts';
import { RecordingSms, uniqueMobile } from './support/recording-sms.ts';
import { type StaffSession, signInNewAdmin, signInNewOperations } from './support/staff.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

/**
 * Bad input is a 4xx, never a 5xx (issue 10): generated requests over every POST and every parameterised
 * GET of the contract, with and without a session. Bodies are valid ones with one part replaced by
 * something hostile (NUL, lone surrogates, ids past the integer column, huge or odd values), or hostile
 * through and through. Every 2xx must match the endpoint's response schema, and a normal booking must
 * still work afterwards.
 */
const sms = new RecordingSms();
let context: TestApp;
let customer: Awaited<ReturnType<typeof signUp>>;
let addressId: number;
let refNo: string;
let enquiryId: number;
let variant: { id: number; VariantName: string };
let partner: TestPartner;
/** A second partner and a pending partner request for the console's partner calls (the first keeps its session). */
let consolePartners: { partnerId: number; requestId: number; pincode: string };
/** An admin's session: staff calls are fuzzed as staff too (a new one when a call ended it). */
let staffSession: StaffSession;
/** Rows of the Nothing brand for the console's catalog calls (the booking at the end uses Apple). */
let consoleIds: { staffId: number; brandId: number; seriesId: number; modelId: number; variantId: number };
let photo: string;
const totals = { requests: 0, server5xx: 0, success: 0, client4xx: 0 };

const HOSTILE_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfff',
  '\u202e\u0085',
  '\t\n\r',
  '𝒜🙂',
  'x'.repeat(5_000),
  '2147483648',
  '99999999999999999999',
  '1e400',
  '-1',
  '0',
  'NaN',
  '../../etc/passwd',
  "' or 1=1 --",
  '<script>alert(1)</script>',
  '%00',
];
/** Path segments as they arrive on the wire, including byte sequences that are not UTF-8. */
const RAW_SEGMENTS = ['%00', '%ED%A0%80', '%FF', '%C0%80', '%E0%A4%A', '%', '..', '%2F', '%20', 'PX%00X'];

const hostileString = fc.oneof(
  fc.constantFrom(...HOSTILE_STRINGS),
  fc.string({ unit: 'binary', maxLength: 40 }),
);
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  fc.integer(),
  fc.constantFrom(2_147_483_648, -1, 0, 1e308, Number.MAX_SAFE_INTEGER, 0.5),
  fc.boolean(),
  fc.constant(null),
  fc.array(hostileString, { maxLength: 3 }),
  fc.dictionary(hostileString, hostileString, { maxKeys: 3 }),
);

function encodeSegment(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    // A lone surrogate cannot be percent-encoded as UTF-8; send its bytes as a browser would not.
    return Buffer.from(value, 'utf16le').toString('hex').replace(/(..)/g, '%$1');
  }
}

interface Sample {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
}

/** A valid request for each endpoint, which the generators then spoil. */
function validSamples(): Partial<Record<EndpointName, Sample>> {
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
    accessories: ['Box'],
    warranty: '',
    variant: variant.id,
    ic_slug: 'apple-iphone-13',
    item_name: 'iPhone 13 (128GB)',
    model_name: 'iPhone 13',
  };
  const address = {
    address_type: 'Home',
    address_no: 'Flat 4B, Lake View',
    locality: 'Madhapur',
    landmark: '',
    city: 'Hyderabad',
    state: 'Telangana',
    pincode: '500081',
  };
  const [date] = pickupDates(new Date());
  return {
    brandModels: { params: { brandSlug: 'apple' } },
    modelVariants: { params: { modelSlug: 'apple-iphone-13' } },
    variantDetails: {
      params: { modelSlug: 'apple-iphone-13', variantSlug: variant.VariantName.toLowerCase() },
    },
    selectedVariant: { params: { modelSlug: 'apple-iphone-13', variantId: String(variant.id) } },
    searchResult: { params: { search: 'iphone' } },
    pincodes: { params: { city: 'Hyderabad' } },
    pincodesByCity: { params: { city: 'Hyderabad' } },
    getExactValue: { body: answers },
    calculatePrice: { body: { selectedModel: answers } },
    insertPriceEnquiry: { body: { selectedModel: answers, user: null, finalValue: 1 } },
    checkCustomerExists: { params: { mobile: customer.mobile } },
    customerLogin: { body: { mobile: customer.mobile, password: 'wrong password' } },
    verifyCustomerOtp: { body: { mobile: customer.mobile, otp: '0000' } },
    resendOtp: { params: { mobile: uniqueMobile() } },
    registerCustomer: {
      body: { mobile: uniqueMobile(), name: 'Fuzz', password: 'a-long-password', platform: 'web' },
    },
    forgetPasswordOtp: { params: { mobile: customer.mobile } },
    forgetPasswordVerifyCustomerOtp: { body: { mobile: customer.mobile, otp: '1234' } },
    forgetPasswordCustomer: {
      body: { newPassword: 'new-password-1', customer_id: customer.customerId, reset_token: 'x'.repeat(43) },
    },
    checkoutCustomer: {
      body: { mobile: uniqueMobile(), name: 'Fuzz', email: '', city: 'Hyderabad', pincode: '500081' },
    },
    logout: { body: {} },
    getCustomerProfile: { params: { id: String(customer.customerId) } },
    customer: { params: { id: String(customer.customerId) } },
    checkSession: { params: { id: String(customer.customerId) } },
    updateCustomerProfile: {
      body: {
        customer_id: customer.customerId,
        name: 'Ravi Kumar',
        email: 'ravi@example.com',
        mobile: customer.mobile,
        alternate_mobile: '',
      },
    },
    getCustomerAddress: { params: { id: String(customer.customerId) } },
    customerAddresses: { params: { id: String(customer.customerId) } },
    whatsAppOptIn: { body: { source: 'booking', text: 'Send my order updates on WhatsApp.' } },
    whatsAppOptOut: { body: { source: 'profile' } },
    addAddress: { body: address },
    editAddress: { body: { ...address, id: addressId } },
    deleteAddress: { body: { id: 2_147_483_647 } },
    generateSellNowOrder: {
      body: {
        ic_slug: 'apple-iphone-13',
        model_name: 'iPhone 13',
        variant: variant.id,
        device_info: JSON.stringify(answers),
        customer_id: customer.customerId,
        address_id: addressId,
        pickup_date: date?.value,
        pickup_time: '10:00 AM - 12:00 PM',
        enquiry_id: enquiryId,
      },
    },
    getSalesOrders: { params: { id: String(customer.customerId) } },
    getSellNowOrder: { params: { ref: refNo } },
    orderEnquiry: { params: { ref: refNo } },
    cancelOrderByCustomer: { params: { ref: 'PX0000000000' } },
    deviceReport: { params: { ref: refNo } },
    invoice: { params: { ref: refNo } },
    revisedOffer: { params: { ref: refNo } },
    acceptRevisedOffer: { params: { ref: refNo }, body: { revised_value: 20_000 } },
    declineRevisedOffer: { params: { ref: refNo }, body: { revised_value: 20_000 } },
    reschedulePickup: {
      params: { ref: refNo },
      body: { pickup_date: pickupDates(new Date())[2]?.value, pickup_time: '04:00 PM - 06:00 PM' },
    },
    partnerSendOtp: { body: { mobile: partner.mobile } },
    partnerVerifyOtp: { body: { mobile: partner.mobile, otp: '0000' } },
    partnerOrder: { params: { ref: refNo } },
    partnerAcceptOrder: { params: { ref: refNo } },
    partnerRejectOrder: { params: { ref: refNo }, body: { reason: 'Seller not reachable' } },
    partnerOutForPickup: { params: { ref: refNo } },
    getReExactValue: { body: { ...answers, bodydent: 'D1', ref_no: refNo } },
    partnerHandover: { params: { ref: refNo } },
    partnerHandoverImei: {
      params: { ref: refNo },
      body: {
        imei_1: '490154203237518',
        imei_2: '356938035643809',
        manual_check: [
          { status: 'clear', reference: 'KYM reply 10:42' },
          { status: 'clear', reference: 'KYM reply 10:43' },
        ],
      },
    },
    partnerHandoverSellerId: {
      params: { ref: refNo },
      body: { id_type: 'pan', id_last_four: '234F', name_on_id: 'Ravi Kumar' },
    },
    partnerHandoverWipe: {
      params: { ref: refNo },
      body: { backup_offered: true, account_removed: true, factory_reset: true, sim_and_card_removed: true },
    },
    partnerHandoverAmount: { params: { ref: refNo }, body: { final_amount: 20_000 } },
    partnerHandoverSendOtp: { params: { ref: refNo } },
    partnerHandoverComplete: { params: { ref: refNo }, body: { otp: '1234', cheque_number: '004512' } },
    sellerHandover: { params: { ref: refNo } },
    sellerChoosePayout: {
      params: { ref: refNo },
      body: {
        method: 'bank',
        account_holder: 'Ravi Kumar',
        account_number: '50100123456789',
        confirm_account_number: '50100123456789',
        ifsc: 'SBIN0000001',
      },
    },
    sellerConfirmPayout: { params: { ref: refNo }, body: { otp: '1234' } },
    contactUs: { body: { name: 'Fuzz', email: 'fuzz@example.com', subject: 'Hello', message: 'Hi' } },
    partnerRequestForm: {
      body: { name: 'Fuzz', mobile: '9876543210', city: 'Hyderabad', pincode: '500081', shop_name: 'Shop' },
    },

    // The operations console.
    staffLogin: { body: { email: 'nobody@phonix.test', password: 'not the password' } },
    staffLoginTotp: { body: { challenge: 'x'.repeat(43), code: '123456' } },
    staffLogout: { body: {} },
    staffChangePassword: {
      body: { current_password: 'not the password', new_password: 'a long new password' },
    },
    staffCreateAccount: { body: { email: 'fuzz@phonix.test', name: 'Fuzz', role: 'operations' } },
    staffUpdateAccount: {
      params: { staffId: String(consoleIds.staffId) },
      body: { name: 'Fuzz Operations' },
    },
    staffResetTotp: { params: { staffId: String(consoleIds.staffId) } },
    staffResetPassword: { params: { staffId: String(consoleIds.staffId) } },
    staffAuditLog: { query: { entity_type: 'staff', entity_id: String(consoleIds.staffId), page: '1' } },
    staffCatalogBrandModels: { params: { brandId: String(consoleIds.brandId) } },
    staffCreateBrand: { body: { name: 'Fuzz Brand', color: '#123456' } },
    staffUpdateBrand: { params: { brandId: String(consoleIds.brandId) }, body: { name: 'Nothing' } },
    staffCreateSeries: { body: { brand_id: consoleIds.brandId, name: 'Fuzz Series' } },
    staffUpdateSeries: { params: { seriesId: String(consoleIds.seriesId) }, body: { name: 'Phone Series' } },
    staffCreateModel: { body: { series_id: consoleIds.seriesId, name: 'Fuzz Phone', release_year: 2025 } },
    staffUpdateModel: { params: { modelId: String(consoleIds.modelId) }, body: { release_year: 2024 } },
    staffUploadModelPhoto: { params: { modelId: String(consoleIds.modelId) }, body: { image: photo } },
    staffRemoveModelPhoto: { params: { modelId: String(consoleIds.modelId) }, body: {} },
    staffCreateVariant: { body: { model_id: consoleIds.modelId, name: '12GB-1TB', rate: 45000 } },
    staffUpdateVariant: { params: { variantId: String(consoleIds.variantId) }, body: { rate: 25000 } },
    staffVariantPriceCheck: { params: { variantId: String(consoleIds.variantId) }, body: { rate: 26000 } },
    staffPricingCheck: { body: { deductions: { B2: 10 }, minimum_offer: 600 } },
    staffRevertAuditEntry: { params: { entryId: '1' } },
    staffUpdatePricingRules: { body: { deductions: { Sp1: 12, warranty36: 3 }, minimum_offer: 500 } },
    staffPricingPreview: {
      body: {
        changes: { deductions: { B2: 10 } },
        variant_id: variant.id,
        answers: { ...answers, variant: undefined },
      },
    },
    staffContactMessages: { query: { status: 'all', page: '1' } },
    staffMarkContactHandled: { params: { messageId: '1' }, body: { handled: true } },
    staffOpenEnquiries: { query: { with_contact: 'true', page: '1' } },
    staffEnquiryContact: { params: { enquiryId: '1' }, body: {} },
    staffDealerRegister: { query: { from: '2026-04-01', to: '2027-03-31' } },
    staffPartnerRequests: { query: { status: 'all', page: '1' } },
    staffApprovePartnerRequest: {
      params: { requestId: String(consolePartners.requestId) },
      body: { pincodes: [consolePartners.pincode], shop_name: 'Fuzz Mobiles', owner_name: 'Fuzz Owner' },
    },
    staffDeclinePartnerRequest: {
      params: { requestId: String(consolePartners.requestId) },
      body: { reason: 'Outside our cities' },
    },
    staffPartners: { query: { status: 'active' } },
    staffUpdatePartnerPincodes: {
      params: { partnerId: String(consolePartners.partnerId) },
      body: { pincodes: [consolePartners.pincode] },
    },
    staffSetPartnerStatus: {
      params: { partnerId: String(consolePartners.partnerId) },
      body: { status: 'active', reason: 'Fuzz' },
    },
    staffOrders: {
      query: {
        status: 'enquiry',
        city: 'Hyderabad',
        from: '2026-01-01',
        to: '2035-12-31',
        ref: 'PX',
        page: '1',
      },
    },
    staffOrder: { params: { ref: refNo } },
    staffAssignPartner: { params: { ref: refNo }, body: { partner_id: partner.id, reason: 'Nearest shop' } },
    staffOrderTransition: {
      params: { ref: refNo },
      body: {
        event: 'rescheduled',
        reason: 'Seller called',
        pickup_date: pickupDates(new Date())[1]?.value,
        pickup_time: '10:00 AM - 12:00 PM',
      },
    },
    staffApproveRevisedOffer: { params: { ref: refNo }, body: { reason: 'Fuzz' } },
    staffDeclineRevisedOffer: { params: { ref: refNo }, body: { reason: 'Fuzz' } },
    // After every other call on this order (the console's come last): cancelling it ends its lifecycle.
    staffCancelOrder: { params: { ref: refNo }, body: { reason: 'Fuzz' } },
    staffOutbox: { query: { status: 'failed', page: '1' } },
    staffRetryOutbox: { params: { messageId: '1' } },
    staffResendNotification: { params: { messageId: '1' } },
  };
}

/** The body with one value somewhere replaced, removed or added; or something else entirely. */
function spoiledBody(valid: unknown): fc.Arbitrary<unknown> {
  if (!valid || typeof valid !== 'object') return hostileValue;
  const record = valid as Record<string, unknown>;
  const keys = Object.keys(record);
  const replaceOne = fc
    .tuple(fc.constantFrom(...(keys.length ? keys : ['x'])), hostileValue)
    .map(([key, value]) => {
      // device_info is JSON text: spoil the record inside it too.
      if (key === 'device_info' && typeof record.device_info === 'string' && typeof value === 'string') {
        const inner = JSON.parse(record.device_info) as Record<string, unknown>;
        return { ...record, device_info: JSON.stringify({ ...inner, item_name: value, ic_slug: value }) };
      }
      if (key === 'selectedModel' && typeof value === 'string') {
        return { ...record, selectedModel: { ...(record.selectedModel as object), item_name: value } };
      }
      return { ...record, [key]: value };
    });
  const dropOne = fc.constantFrom(...(keys.length ? keys : ['x'])).map((key) => {
    const copy = { ...record };
    delete copy[key];
    return copy;
  });
  return fc.oneof(
    { weight: 6, arbitrary: replaceOne },
    { weight: 1, arbitrary: dropOne },
    { weight: 1, arbitrary: hostileValue },
    { weight: 1, arbitrary: fc.constant(valid) },
  );
}

function spoiledParams(valid: Record<string, string>): fc.Arbitrary<Record<string, string>> {
  const names = Object.keys(valid);
  const wire = fc.oneof(
    { weight: 3, arbitrary: hostileString.map(encodeSegment) },
    { weight: 1, arbitrary: fc.constantFrom(...RAW_SEGMENTS) },
  );
  return fc.tuple(fc.constantFrom(...names), wire).map(([name, value]) => ({
    ...Object.fromEntries(names.map((key) => [key, encodeSegment(valid[key] ?? '')])),
    [name]: value,
  }));
}

const auths = fc.constantFrom<'none' | 'customer' | 'partner' | 'staff' | 'garbage'>(
  'none',
  'customer',
  'partner',
  'staff',
  'garbage',
);

async function send(
  name: EndpointName,
  params: Record<string, string>,
  query: Record<string, string>,
  body: unknown,
  auth: string,
) {
  const { method, path } = ENDPOINTS[name];
  const search = Object.entries(query)
    .map(([key, value]) => `${encodeURIComponent(key)}=${value}`)
    .join('&');
  const url =
    path.replace(/:([A-Za-z]+)/g, (_match, key: string) => params[key] ?? 'x') + (search ? `?${search}` : '');
  const headers: Record<string, string> = {};
  if (auth === 'customer') headers.authorization = `Bearer ${customer.token}`;
  if (auth === 'partner') headers.authorization = `Bearer ${partner.token}`;
  if (auth === 'garbage') headers.authorization = 'Bearer \u00ff\u00fe';
  if (auth === 'staff') headers.authorization = `Bearer ${staffSession.token}`;
  const response = await context.app.inject({
    method,
    url,
    headers: { ...headers, ...(method === 'POST' ? { 'content-type': 'application/json' } : {}) },
    ...(method === 'POST' ? { payload: body === undefined ? '' : JSON.stringify(body) } : {}),
    remoteAddress: `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
  });
  totals.requests += 1;
  // An empty last segment is the list's path with a trailing slash ('/api/staff/orders/' is
  // '/api/staff/orders', the router ignoring the slash): the answer is then the list's.
  const list = (Object.keys(ENDPOINTS) as EndpointName[]).find(
    (other) => ENDPOINTS[other].method === method && `${ENDPOINTS[other].path}/` === url.split('?')[0],
  );
  const definition: EndpointDefinition = CONTRACT[list ?? name];
  if (response.statusCode >= 500) {
    totals.server5xx += 1;
    throw new Error(`${method} ${url} answered ${response.statusCode}: ${response.body.slice(0, 300)}`);
  }
  if (response.statusCode < 300) {
    totals.success += 1;
    if (definition.response) {
      const parsed = definition.response.safeParse(response.json());
      if (!parsed.success)
        throw new Error(`${method} ${url}: the 200 body breaks its schema: ${parsed.error}`);
    }
  } else {
    totals.client4xx += 1;
    const failure = response.json();
    expect(failure).toMatchObject({ success: false, code: expect.any(String), message: expect.any(String) });
  }
}

beforeAll(async () => {
  context = await createTestApp({ auth: { sms } });
  customer = await signUp(context.app, sms, '10.8.0.1');
  variant = (await context.app.inject({ method: 'GET', url: '/api/variant/apple-iphone-13' })).json()
    .variants[0];
  const hyderabad = (await context.app.inject({ method: 'GET', url: '/api/pincodes/Hyderabad' })).json()
    .pincodes[0];
  const added = await context.app.inject({
    method: 'POST',
    url: '/api/addaddress',
    headers: customer.auth,
    payload: {
      address_type: 'Home',
      address_no: 'Flat 1',
      locality: hyderabad.locality,
      city: hyderabad.city,
      state: hyderabad.state,
      pincode: hyderabad.pincode,
    },
  });
  addressId = added.json().address.id;
  staffSession = await signInNewAdmin(context.app, context.db);
  const operations = await signInNewOperations(context.app, staffSession);
  const [nothing] = await context.db.select().from(brands).where(eq(brands.slug, 'nothing'));
  const [nothingSeries] = await context.db
    .select()
    .from(series)
    .where(eq(series.brandId, nothing?.id ?? 0));
  const [nothingModel] = await context.db
    .select()
    .from(models)
    .where(eq(models.seriesId, nothingSeries?.id ?? 0));
  const [nothingVariant] = await context.db
    .select()
    .from(variants)
    .where(eq(variants.modelId, nothingModel?.id ?? 0));
  if (!nothing || !nothingSeries || !nothingModel || !nothingVariant)
    throw new Error('The seed has no Nothing phone');
  consoleIds = {
    staffId: operations.id,
    brandId: nothing.id,
    seriesId: nothingSeries.id,
    modelId: nothingModel.id,
    variantId: nothingVariant.id,
  };
  photo = (
    await sharp({ create: { width: 60, height: 80, channels: 3, background: '#3366aa' } })
      .png()
      .toBuffer()
  ).toString('base64');
  // A real order and a partner serving its pincode, so the lifecycle calls reach their transitions.
  partner = await createPartner(context, sms, { pincodes: [hyderabad.pincode] });
  const second = await createPartner(context, sms, { pincodes: [hyderabad.pincode] });
  const requestMobile = uniqueMobile();
  await context.app.inject({
    method: 'POST',
    url: '/api/partner-request-form',
    payload: {
      name: 'Fuzz Owner',
      mobile: requestMobile,
      city: 'Hyderabad',
      pincode: hyderabad.pincode,
      shop_name: 'Fuzz Request',
    },
    remoteAddress: '10.8.0.2',
  });
  const [pendingRequest] = await context.db
    .select()
    .from(partnerRequests)
    .where(eq(partnerRequests.mobile, requestMobile));
  if (!pendingRequest) throw new Error('The partner request was not stored');
  consolePartners = { partnerId: second.id, requestId: pendingRequest.id, pincode: hyderabad.pincode };
  const [date] = pickupDates(new Date());
  const booked = await context.app.inject({
    method: 'POST',
    url: '/api/generatesellnoworder',
    headers: customer.auth,
    payload: {
      ic_slug: 'apple-iphone-13',
      variant: variant.id,
      device_info: JSON.stringify(validSamples().getExactValue?.body),
      customer_id: customer.customerId,
      address_id: addressId,
      pickup_date: date?.value,
      pickup_time: '08:00 AM - 10:00 AM',
    },
  });
  refNo = booked.json().RefNo;
  const recorded = await context.app.inject({
    method: 'POST',
    url: '/api/insertPriceEnquiry',
    headers: customer.auth,
    payload: validSamples().insertPriceEnquiry?.body as object,
  });
  enquiryId = recorded.json().isInserted;
});

beforeEach(async () => {
  // A staff call of the last endpoint may have ended the session (logout, a reset of this account).
  const me = await context.app.inject({ method: 'GET', url: '/api/staff/me', headers: staffSession.auth });
  if (me.statusCode !== 200) staffSession = await signInNewAdmin(context.app, context.db);
  // Fuzzing the sign-in may have started a delay on an account; it must not slow the next endpoint.
  await context.db.update(staff).set({ failedLogins: 0, loginBlockedUntil: null });
});
afterAll(async () => {
  console.log(
    `fuzz: ${totals.requests} requests, ${totals.success} answered 2xx (all matching their schemas), ` +
      `${totals.client4xx} answered 4xx, ${totals.server5xx} answered 5xx`,
  );
  await context.close();
});

/** Every POST and every GET with path or query parameters, over 100 generated requests each. */
const TARGETS = (Object.keys(ENDPOINTS) as EndpointName[]).filter(
  (name) =>
    ENDPOINTS[name].method === 'POST' ||
    ENDPOINTS[name].path.includes(':') ||
    (CONTRACT[name] as EndpointDefinition).query !== undefined,
);
const RUNS_PER_ENDPOINT = Math.ceil(10_000 / TARGETS.length);

describe('generated requests', () => {
  for (const name of TARGETS) {
    it(`${ENDPOINTS[name].method} ${ENDPOINTS[name].path} never answers 5xx`, async () => {
      const sample = validSamples()[name] ?? {};
      const params = sample.params ? spoiledParams(sample.params) : fc.constant({});
      const query = sample.query
        ? fc.oneof(spoiledParams(sample.query), fc.constant(sample.query))
        : fc.constant<Record<string, string>>({});
      const body =
        ENDPOINTS[name].method === 'POST' ? spoiledBody(sample.body ?? {}) : fc.constant(undefined);
      await fc.assert(
        fc.asyncProperty(params, query, body, auths, async (p, q, b, auth) => send(name, p, q, b, auth)),
        { numRuns: RUNS_PER_ENDPOINT },
      );
    });
  }

  it('sent at least 10,000 requests, then a normal booking still works', async () => {
    expect(totals.requests).toBeGreaterThanOrEqual(10_000);
    expect(totals.server5xx).toBe(0);
    const seller = await signUp(context.app, sms, '10.8.0.2');
    const hyderabad = (await context.app.inject({ method: 'GET', url: '/api/pincodes/Hyderabad' })).json()
      .pincodes[0];
    const address = await context.app.inject({
      method: 'POST',
      url: '/api/addaddress',
      headers: seller.auth,
      payload: {
        address_type: 'Home',
        address_no: 'Flat 7',
        locality: hyderabad.locality,
        city: hyderabad.city,
        state: hyderabad.state,
        pincode: hyderabad.pincode,
      },
    });
    expect(address.statusCode).toBe(200);
    const sample = validSamples().generateSellNowOrder?.body as Record<string, unknown>;
    const quote = await context.app.inject({
      method: 'POST',
      url: '/api/insertPriceEnquiry',
      headers: seller.auth,
      payload: validSamples().insertPriceEnquiry?.body as object,
    });
    const booked = await context.app.inject({
      method: 'POST',
      url: '/api/generatesellnoworder',
      headers: seller.auth,
      payload: {
        ...sample,
        customer_id: seller.customerId,
        address_id: address.json().address.id,
        enquiry_id: quote.json().isInserted,
      },
    });
    expect(booked.statusCode).toBe(200);
    expect(booked.json().RefNo).toMatch(/^PX[0-9A-Z]{10}$/);
  });
});
