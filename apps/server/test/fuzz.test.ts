import crypto from 'node:crypto';
import { CONTRACT, type EndpointDefinition } from '@phonix/shared/api/contract';
import { ENDPOINTS, type EndpointName } from '@phonix/shared/api/endpoints';
import { pickupDates } from '@phonix/shared/pickup';
import { CURRENT_PRIVACY_NOTICE } from '@phonix/shared/privacy-notice';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { brands, models, partnerRequests, series, staff, variants } from '../src/db/schema.ts';
import { PAYOUT_WEBHOOK_PATH } from '../src/modules/payouts/webhook-routes.ts';
import { SMS_WEBHOOK_PATH } from '../src/modules/sms/delivery-reports.ts';
import { WHATSAPP_WEBHOOK_PATH } from '../src/modules/whatsapp/webhook-routes.ts';
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
  // Days and times that are none (issue 32): PostgreSQL has no year 0000, a month 13 is no day.
  '0000-01-01',
  '2026-13-01',
  '99999',
  '0000-01-01T00:00:00Z',
  '2026-13-01T00:00:00Z',
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
      body: {
        current_password: 'not the password',
        new_password: 'a long new password',
        confirm_password: 'a long new password',
      },
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
    staffDealerRegister: {
      query: { from: '2026-04-01', to: '2027-03-31', reason: 'Police station asked for it' },
    },
    // Issue 31.
    staffOrdersExport: { query: { q: '9876', status: 'enquiry' } },
    staffPriceHistory: { query: { page: '1' } },
    staffPriceUploadPreview: { body: { csv: 'brand,model,variant,price\nApple,iPhone 13,128 GB,40000' } },
    staffBreachSellersPreview: { body: { filter: { pincodes: ['500081'] } } },
    staffBulkAssign: {
      body: { refs: ['PX0000000000'], partner_id: 1, reason: 'Fuzz reassign' },
    },
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
    staffCancelOrder: { params: { ref: refNo }, body: { reason_code: 'other', reason: 'Fuzz' } },
    // The privacy calls (issue 24) and the staff's privacy and payout calls (issue 32's hostile days).
    privacyAcceptNotice: { body: { version: CURRENT_PRIVACY_NOTICE.version } },
    privacySetConsent: {
      body: { purpose: 'whatsapp', opted_in: true, text: 'Send my updates on WhatsApp.' },
    },
    privacyErasure: { body: { otp: '1234' } },
    createGrievance: { body: { order_ref: refNo, subject: 'My data', message: 'Who saw my address?' } },
    privacySetNominee: { body: { name: 'Lakshmi Devi', mobile: uniqueMobile(), otp: '1234' } },
    privacyVerifyNominee: { body: { otp: '1234' } },
    privacyRemoveNominee: { body: { otp: '1234' } },
    nomineeOtp: { body: { mobile: uniqueMobile() } },
    nomineeSession: { body: { mobile: uniqueMobile(), otp: '1234' } },
    nomineeData: { params: { nominationId: '1' } },
    nomineeErasureOtp: { params: { nominationId: '1' } },
    nomineeErasure: { params: { nominationId: '1' }, body: { otp: '1234' } },
    nomineeGrievances: { params: { nominationId: '1' } },
    nomineeCreateGrievance: { params: { nominationId: '1' }, body: { subject: 'For him', message: 'Hi' } },
    partnerCreateGrievance: { body: { subject: 'My shop data', message: 'Please delete it.' } },
    staffReplyGrievance: { params: { grievanceId: '1' }, body: { message: 'Answered.', state: 'answered' } },
    staffCreateBreach: {
      body: {
        description: 'A backup was readable.',
        detected_at: new Date(Date.now() - 3_600_000).toISOString(),
        data_kinds: ['mobile'],
        consequences: 'Numbers may have been seen.',
        measures: 'Closed.',
        seller_steps: 'Be careful of calls.',
        sellers: { filter: { ordered_from: '2026-01-01', ordered_to: '2026-12-31' } },
      },
    },
    staffAddBreachSellers: {
      params: { breachId: '1' },
      body: { customer_ids: [customer.customerId], filter: { ordered_from: '2026-01-01' } },
    },
    staffBreachBoardReport: {
      params: { breachId: '1' },
      body: { reference: 'DPB/2026/1', reported_at: new Date().toISOString() },
    },
    staffPayoutReconciliation: { query: { day: '2026-11-01' } },
    staffRetryPayout: { params: { ref: refNo }, body: { reason: 'The bank was down' } },
    staffMarkPayoutFailed: { params: { ref: refNo }, body: { reason: 'The bank said no' } },
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

/** The signed webhooks' secrets (their routes exist only with them). */
const WEBHOOK_SECRETS = {
  payout: 'payout-webhook-secret-0123456789',
  whatsapp: 'whatsapp-app-secret-0123456789',
  sms: 'sms-webhook-secret-0123456789',
};

beforeAll(async () => {
  context = await createTestApp({
    auth: { sms },
    payoutTracking: { webhookSecret: WEBHOOK_SECRETS.payout },
    whatsapp: { appSecret: WEBHOOK_SECRETS.whatsapp },
    smsWebhookSecret: WEBHOOK_SECRETS.sms,
  });
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

/**
 * Signed webhooks (issue 32): a valid body of each provider with one value spoiled, correctly signed. The
 * signature proves the sender, not the body: an unusable one is recorded (2xx) or refused (4xx), never a 5xx
 * the provider would retry forever.
 */
describe('generated signed webhook bodies', () => {
  const sign = (raw: string, secret: string) => crypto.createHmac('sha256', secret).update(raw).digest('hex');
  const WEBHOOKS = {
    payout: {
      path: PAYOUT_WEBHOOK_PATH,
      header: (signature: string) => ({ 'x-razorpay-signature': signature }),
      valid: {
        event: 'payout.processed',
        payload: {
          payout: {
            entity: {
              id: 'pout_fuzz',
              status: 'processed',
              utr: 'UTR123',
              mode: 'UPI',
              fund_account_id: 'fa_1',
              notes: { payout_key: 'handover-1' },
            },
          },
        },
        created_at: 1_700_000_000,
      },
    },
    whatsapp: {
      path: WHATSAPP_WEBHOOK_PATH,
      header: (signature: string) => ({ 'x-hub-signature-256': `sha256=${signature}` }),
      valid: {
        entry: [
          {
            changes: [
              {
                value: {
                  statuses: [
                    {
                      id: 'wamid.fuzz',
                      status: 'failed',
                      timestamp: '1700000000',
                      errors: [{ code: 131_026, title: 'Undeliverable' }],
                    },
                  ],
                },
              },
            ],
          },
        ],
      },
    },
    sms: {
      path: SMS_WEBHOOK_PATH,
      header: (signature: string) => ({ 'x-sms-signature': signature }),
      valid: {
        reports: [
          { reference: 'phonix-outbox-1', status: 'failed', at: '2026-11-27T10:00:00Z', error: 'DND' },
        ],
      },
    },
  } as const;

  /** The body with one value somewhere inside it (at any depth) replaced by a hostile one. */
  function spoiledDeep(valid: unknown): fc.Arbitrary<unknown> {
    const paths: (string | number)[][] = [];
    const walk = (value: unknown, at: (string | number)[]) => {
      paths.push(at);
      if (Array.isArray(value)) for (const [index, item] of value.entries()) walk(item, [...at, index]);
      else if (value && typeof value === 'object')
        for (const [key, item] of Object.entries(value)) walk(item, [...at, key]);
    };
    walk(valid, []);
    return fc.tuple(fc.constantFrom(...paths), hostileValue).map(([at, replacement]) => {
      if (at.length === 0) return replacement;
      const copy = structuredClone(valid) as Record<string | number, unknown>;
      let parent = copy;
      for (const key of at.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
      parent[at.at(-1) as string | number] = replacement;
      return copy;
    });
  }

  for (const [name, webhook] of Object.entries(WEBHOOKS)) {
    it(`${webhook.path} never answers 5xx to a signed body`, async () => {
      await fc.assert(
        fc.asyncProperty(spoiledDeep(webhook.valid), async (body) => {
          const raw = JSON.stringify(body) ?? 'null';
          const response = await context.app.inject({
            method: 'POST',
            url: webhook.path,
            headers: {
              'content-type': 'application/json',
              ...webhook.header(sign(raw, WEBHOOK_SECRETS[name as keyof typeof WEBHOOKS])),
            },
            payload: raw,
          });
          totals.requests += 1;
          if (response.statusCode >= 500) {
            totals.server5xx += 1;
            throw new Error(`${webhook.path} answered ${response.statusCode} to ${raw.slice(0, 300)}`);
          }
        }),
        { numRuns: 150 },
      );
    });
  }
});
