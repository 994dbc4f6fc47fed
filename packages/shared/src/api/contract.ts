import { z } from 'zod';
import {
  addAddressRequestSchema,
  addressesResponseSchema,
  addressSavedResponseSchema,
  checkCustomerExistsResponseSchema,
  checkoutCustomerRequestSchema,
  customerLoginRequestSchema,
  customerProfileResponseSchema,
  customerResponseSchema,
  deleteAddressRequestSchema,
  editAddressRequestSchema,
  forgetPasswordCustomerRequestSchema,
  forgetPasswordVerifyResponseSchema,
  logoutRequestSchema,
  otpRequestSchema,
  pincodesResponseSchema,
  registerCustomerRequestSchema,
  registerCustomerResponseSchema,
  sessionCheckResponseSchema,
  sessionResponseSchema,
  updateCustomerProfileRequestSchema,
} from '../account-api.ts';
import {
  brandModelsResponseSchema,
  brandsResponseSchema,
  citiesResponseSchema,
  modelVariantsResponseSchema,
  searchResponseSchema,
  selectedVariantResponseSchema,
  variantDetailsResponseSchema,
} from '../catalog.ts';
import {
  adminBrandModelsResponseSchema,
  adminBrandResponseSchema,
  adminBrandsResponseSchema,
  adminModelResponseSchema,
  adminSeriesResponseSchema,
  adminVariantResponseSchema,
  contactMessageResponseSchema,
  contactMessagesQuerySchema,
  contactMessagesResponseSchema,
  createBrandRequestSchema,
  createModelRequestSchema,
  createSeriesRequestSchema,
  createVariantRequestSchema,
  dashboardResponseSchema,
  enquiriesQuerySchema,
  enquiriesResponseSchema,
  enquiryContactResponseSchema,
  markContactHandledRequestSchema,
  pricingChangesSchema,
  pricingPreviewRequestSchema,
  pricingPreviewResponseSchema,
  pricingRulesResponseSchema,
  pricingUpdateRequestSchema,
  updateBrandRequestSchema,
  updateModelRequestSchema,
  updateSeriesRequestSchema,
  updateVariantRequestSchema,
  uploadModelPhotoRequestSchema,
  variantPriceCheckRequestSchema,
} from '../console-api.ts';
import {
  staffAssignPartnerRequestSchema,
  staffCancelOrderRequestSchema,
  staffMyRevealsResponseSchema,
  staffOrderActionResponseSchema,
  staffOrderResponseSchema,
  staffOrdersExportQuerySchema,
  staffOrdersQuerySchema,
  staffOrdersResponseSchema,
  staffOrderTransitionRequestSchema,
  staffOutboxMessageResponseSchema,
  staffOutboxQuerySchema,
  staffOutboxResponseSchema,
  staffRevealSellerMobileRequestSchema,
  staffRevealSellerMobileResponseSchema,
  staffRevisedOfferDecisionRequestSchema,
} from '../console-orders-api.ts';
import {
  closeDoorHoldRequestSchema,
  closeDoorHoldResponseSchema,
  doorHoldParams,
} from '../console-queues.ts';
import { ERRORS, type ErrorCode, type ErrorStatus } from '../errors.ts';
import {
  finalAmountRequestSchema,
  payoutChoiceRequestSchema,
  recordImeiRequestSchema,
  sellerIdRequestSchema,
  wipeChecklistRequestSchema,
} from '../handover.ts';
import {
  dealerRegisterQuerySchema,
  partnerHandoverResponseSchema,
  partnerHandoverStepResponseSchema,
  releaseWithOtpRequestSchema,
  sellerHandoverResponseSchema,
  sellerHandoverStepResponseSchema,
} from '../handover-api.ts';
import { IDEMPOTENCY_KEY_PATTERN } from '../idempotency.ts';
import {
  jobParamsSchema,
  jobRunParamsSchema,
  staffJobActionResponseSchema,
  staffJobsQuerySchema,
  staffJobsResponseSchema,
} from '../jobs-api.ts';
import {
  languageResponseSchema,
  pageLanguageQuerySchema,
  setLanguageRequestSchema,
  setLanguageResponseSchema,
} from '../language-api.ts';
import {
  deviceReportResponseSchema,
  generateSellNowOrderRequestSchema,
  generateSellNowOrderResponseSchema,
  orderEnquiryResponseSchema,
  reschedulePickupRequestSchema,
  reschedulePickupResponseSchema,
  salesOrdersResponseSchema,
  sellNowOrderResponseSchema,
} from '../orders-api.ts';
import {
  approvePartnerRequestRequestSchema,
  declinePartnerRequestRequestSchema,
  partnerActionResponseSchema,
  partnerHistoryQuerySchema,
  partnerHistoryResponseSchema,
  partnerOrderResponseSchema,
  partnerOrdersResponseSchema,
  partnerOtpRequestSchema,
  partnerPoolResponseSchema,
  partnerProfileResponseSchema,
  partnerRejectRequestSchema,
  partnerSessionResponseSchema,
  partnerStatementQuerySchema,
  partnerVerifyOtpRequestSchema,
  setPartnerStatusRequestSchema,
  staffApprovePartnerRequestResponseSchema,
  staffPartnerDetailResponseSchema,
  staffPartnerRequestResponseSchema,
  staffPartnerRequestsQuerySchema,
  staffPartnerRequestsResponseSchema,
  staffPartnerResponseSchema,
  staffPartnerStatusResponseSchema,
  staffPartnersQuerySchema,
  staffPartnersResponseSchema,
  updatePartnerPincodesRequestSchema,
} from '../partner-api.ts';
import { recheckOutliersResponseSchema } from '../partner-scorecard.ts';
import {
  payoutActionRequestSchema,
  payoutActionResponseSchema,
  payoutQueueResponseSchema,
  payoutReconciliationQuerySchema,
  staffPayoutsQuerySchema,
  staffPayoutsResponseSchema,
} from '../payouts-api.ts';
import { priceChangePreviewSchema, priceCheckResponseSchema } from '../price-guard.ts';
import {
  priceUploadPreviewResponseSchema,
  priceUploadRequestSchema,
  priceUploadResponseSchema,
  staffBulkAssignRequestSchema,
  staffBulkAssignResponseSchema,
} from '../price-upload.ts';
import {
  acceptNoticeRequestSchema,
  breachBoardReportRequestSchema,
  breachesResponseSchema,
  breachResponseSchema,
  breachSellersPreviewResponseSchema,
  breachSellersResponseSchema,
  breachSellersSchema,
  consentsResponseSchema,
  createBreachRequestSchema,
  createGrievanceRequestSchema,
  erasureRequestSchema,
  erasureResponseSchema,
  grievanceResponseSchema,
  grievancesResponseSchema,
  nominationsResponseSchema,
  nomineeOtpRequestSchema,
  nomineeResponseSchema,
  nomineeSessionRequestSchema,
  nomineeSessionResponseSchema,
  partnerGrievanceRequestSchema,
  partnerPrivacyDataResponseSchema,
  privacyDataResponseSchema,
  privacyResponseSchema,
  removeNomineeRequestSchema,
  sellerBreachesResponseSchema,
  setConsentRequestSchema,
  setNomineeRequestSchema,
  staffGrievanceReplyRequestSchema,
  staffGrievanceResponseSchema,
  staffGrievancesResponseSchema,
  verifyNomineeRequestSchema,
} from '../privacy-api.ts';
import { answerRecordSchema } from '../questionnaire.ts';
import {
  calculatePriceRequestSchema,
  calculatePriceResponseSchema,
  exactValueResponseSchema,
  insertPriceEnquiryRequestSchema,
  insertPriceEnquiryResponseSchema,
} from '../quote-api.ts';
import {
  offerDecisionRequestSchema,
  offerDecisionResponseSchema,
  reExactValueRequestSchema,
  reExactValueResponseSchema,
  requotePreviewResponseSchema,
  revisedOfferResponseSchema,
} from '../requote.ts';
import { siteStatsResponseSchema } from '../site-stats.ts';
import {
  auditEntryIdParams,
  auditLogQuerySchema,
  auditLogResponseSchema,
  createStaffRequestSchema,
  priceHistoryQuerySchema,
  revertAuditEntryResponseSchema,
  staffAccountResponseSchema,
  staffAccountsResponseSchema,
  staffChangePasswordRequestSchema,
  staffLoginRequestSchema,
  staffLoginResponseSchema,
  staffLoginTotpRequestSchema,
  staffMeResponseSchema,
  staffPasswordIssuedResponseSchema,
  staffSessionResponseSchema,
  updateStaffRequestSchema,
} from '../staff-api.ts';
import {
  contactRequestSchema,
  fields,
  messageResponseSchema,
  partnerRequestSchema,
  text,
} from '../validation.ts';
import {
  whatsAppConsentResponseSchema,
  whatsAppOptInRequestSchema,
  whatsAppOptOutRequestSchema,
} from '../whatsapp-api.ts';
import { ENDPOINTS, type EndpointName, type EndpointPath, type PathParamNames } from './endpoints.ts';

/**
 * The API contract: for every endpoint of endpoints.ts, who may call it, its request and response schemas
 * and the error statuses it can answer. The server registers its routes from this table (and the OpenAPI
 * document comes from it); the web app's API client takes its types from it.
 */

/** Every failed call answers this body; `code` is one of ERRORS (packages/shared/src/errors.ts). */
export const errorResponseSchema = z.object({
  success: z.literal(false),
  code: z.enum(Object.keys(ERRORS) as [ErrorCode, ...ErrorCode[]]),
  message: z.string(),
  /** The request field that was wrong, when one was. */
  field: z.string().optional(),
  /** Seconds until a new try can succeed (429, 503). */
  retry_after: z.number().int().optional(),
  /** PRICE_CHANGE_NEEDS_CONFIRMATION: what the change would do (price-guard.ts). */
  preview: priceChangePreviewSchema.optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

export interface EndpointDefinition {
  tags: readonly string[];
  summary: string;
  description?: string;
  params?: z.ZodObject;
  query?: z.ZodObject;
  headers?: z.ZodObject;
  body?: z.ZodType;
  /** The body of a 200 answer; null when the answer is a file of type `produces`. */
  response: z.ZodType | null;
  produces?: 'application/pdf' | 'text/csv';
  /**
   * The statuses the call's own rules can answer (404, 409, 429, ...). Those that follow from its shape are
   * added by `errorStatuses`: 400 with parameters or a body, 413 and 415 with a body, 401 for `customer`.
   */
  errors: readonly ErrorStatus[];
}

/** A path's parameters must be exactly the params schema's keys. */
type ParamsFor<P extends string> = [PathParamNames<P>] extends [never]
  ? { params?: undefined }
  : { params: z.ZodObject<{ [K in PathParamNames<P>]: z.ZodType }> };

type ContractShape = { [N in EndpointName]: EndpointDefinition & ParamsFor<EndpointPath<N>> };

const refParams = z.object({ ref: fields.refNo() });
const customerIdParams = z.object({ id: fields.id() });
const mobileParams = z.object({ mobile: fields.mobile() });
const cityParams = z.object({ city: fields.slug() });
const staffIdParams = z.object({ staffId: fields.id() });
const brandIdParams = z.object({ brandId: fields.id() });
const seriesIdParams = z.object({ seriesId: fields.id() });
const modelIdParams = z.object({ modelId: fields.id() });
const variantIdParams = z.object({ variantId: fields.id() });

export const healthResponseSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  catalog: z.object({
    brands: z.number(),
    models: z.number(),
    variants: z.number(),
    cities: z.number(),
  }),
});

export const livenessResponseSchema = z.object({ status: z.literal('alive') });

export const readinessResponseSchema = z.object({
  status: z.literal('ready'),
  database: z.enum(['pglite', 'postgres']),
  /** The migrations applied, all of those the server knows. */
  migrations: z.number(),
});

export const CONTRACT = {
  health: {
    tags: ['operations'],
    summary:
      'The database runs a query and the catalog is loaded (kept for scripts; see liveness and readiness)',
    description: 'Answers 503 when the database cannot run a query.',
    response: healthResponseSchema,
    errors: [503],
  },
  liveness: {
    tags: ['operations'],
    summary: 'Liveness: the process answers (no database call); also while it is stopping',
    response: livenessResponseSchema,
    errors: [],
  },
  readiness: {
    tags: ['operations'],
    summary:
      'Readiness: the database runs a query, every migration is applied, and the server is not stopping',
    description:
      'Answers 503 DATABASE_UNAVAILABLE, MIGRATIONS_PENDING or SHUTTING_DOWN (from SIGTERM on) otherwise.',
    response: readinessResponseSchema,
    errors: [503],
  },

  brands: {
    tags: ['catalog'],
    summary: 'All brands',
    response: brandsResponseSchema,
    errors: [],
  },
  brandModels: {
    tags: ['catalog'],
    summary: "A brand's series and models",
    params: z.object({ brandSlug: fields.slug() }),
    response: brandModelsResponseSchema,
    errors: [404],
  },
  modelVariants: {
    tags: ['catalog'],
    summary: "A model's variants with their Get Upto prices",
    params: z.object({ modelSlug: fields.slug() }),
    response: modelVariantsResponseSchema,
    errors: [404],
  },
  variantDetails: {
    tags: ['catalog'],
    summary: 'A variant and its model, by the segments of /options/{model}/{variant}',
    description: 'The spec\'s "variant and model details by model and variant slugs" call.',
    params: z.object({ modelSlug: fields.slug(), variantSlug: fields.slug() }),
    response: variantDetailsResponseSchema,
    errors: [404],
  },
  selectedVariant: {
    tags: ['catalog'],
    summary: 'The selected device (SPEC 3) for a model slug and a variant id',
    params: z.object({ modelSlug: fields.slug(), variantId: fields.id() }),
    response: selectedVariantResponseSchema,
    errors: [404],
  },
  searchResult: {
    tags: ['catalog'],
    summary: 'Models matching the search text, best match first',
    params: z.object({ search: text(100) }),
    response: searchResponseSchema,
    errors: [],
  },
  getCities: {
    tags: ['catalog'],
    summary: 'The cities we serve',
    response: citiesResponseSchema,
    errors: [],
  },
  cities: {
    tags: ['catalog'],
    summary: 'The city list helper (same list as /getcities)',
    response: citiesResponseSchema,
    errors: [],
  },
  pincodes: {
    tags: ['accounts'],
    summary: "A served city's pincodes with locality, city and state",
    params: cityParams,
    response: pincodesResponseSchema,
    errors: [404],
  },
  pincodesByCity: {
    tags: ['accounts'],
    summary: 'The pincodes-by-city helper (same list as /pincodes)',
    params: cityParams,
    response: pincodesResponseSchema,
    errors: [404],
  },

  getExactValue: {
    tags: ['pricing'],
    summary: 'The exact, itemised quote for a questionnaire answer record',
    body: answerRecordSchema,
    response: exactValueResponseSchema,
    errors: [404],
  },
  calculatePrice: {
    tags: ['pricing'],
    summary: 'The price calculation helper: finalValue for the selected model and its answers',
    body: calculatePriceRequestSchema,
    response: calculatePriceResponseSchema,
    errors: [404],
  },
  insertPriceEnquiry: {
    tags: ['pricing'],
    summary: 'Records one completed evaluation; the returned id is the isInserted marker',
    description:
      'The value stored is the one the server computes from the answers; a finalValue in the body is ignored. ' +
      'The customer is taken from the bearer token when there is one, never from the body.',
    body: insertPriceEnquiryRequestSchema,
    response: insertPriceEnquiryResponseSchema,
    errors: [404],
  },

  checkCustomerExists: {
    tags: ['accounts'],
    summary: 'Whether the number has an account; an unverified account is sent an OTP',
    params: mobileParams,
    query: pageLanguageQuerySchema,
    response: checkCustomerExistsResponseSchema,
    errors: [429, 503],
  },
  customerLogin: {
    tags: ['accounts'],
    summary: 'Sign in with password',
    body: customerLoginRequestSchema,
    response: sessionResponseSchema,
    errors: [401, 403, 429],
  },
  verifyCustomerOtp: {
    tags: ['accounts'],
    summary: 'Verify a login, signup or checkout OTP',
    body: otpRequestSchema,
    response: sessionResponseSchema,
    errors: [404, 429],
  },
  resendOtp: {
    tags: ['accounts'],
    summary: 'Send the last OTP purpose again (cool-down and caps apply)',
    params: mobileParams,
    query: pageLanguageQuerySchema,
    response: messageResponseSchema,
    errors: [404, 429, 503],
  },
  registerCustomer: {
    tags: ['accounts'],
    summary: 'Sign up; an OTP is sent to the number (data)',
    body: registerCustomerRequestSchema,
    response: registerCustomerResponseSchema,
    errors: [409, 429, 503],
  },
  forgetPasswordOtp: {
    tags: ['accounts'],
    summary: 'Send a password-reset OTP',
    params: mobileParams,
    query: pageLanguageQuerySchema,
    response: messageResponseSchema,
    errors: [404, 429, 503],
  },
  forgetPasswordVerifyCustomerOtp: {
    tags: ['accounts'],
    summary: 'Verify a password-reset OTP; answers a single-use reset_token for forgetpasswordcustomer',
    body: otpRequestSchema,
    response: forgetPasswordVerifyResponseSchema,
    errors: [404, 429],
  },
  forgetPasswordCustomer: {
    tags: ['accounts'],
    summary: 'Set a new password with the reset_token; ends every other session and logs in',
    body: forgetPasswordCustomerRequestSchema,
    response: sessionResponseSchema,
    errors: [429],
  },
  checkoutCustomer: {
    tags: ['accounts'],
    summary: 'Checkout modal step 1: creates the account if needed and sends an OTP',
    body: checkoutCustomerRequestSchema,
    response: messageResponseSchema,
    errors: [429, 503],
  },
  logout: {
    tags: ['accounts'],
    summary:
      'Revoke the session token of this request; with { everywhere: true } every session of its customer',
    description:
      '"Log out from all devices" sends { everywhere: true }: it needs a live session (401 otherwise) and ends ' +
      "all of that customer's sessions, this one included.",
    body: logoutRequestSchema,
    response: messageResponseSchema,
    errors: [401],
  },

  getCustomerProfile: {
    tags: ['accounts'],
    summary: 'The logged-in customer and their token (start-up refresh)',
    params: customerIdParams,
    response: customerProfileResponseSchema,
    errors: [404],
  },
  customer: {
    tags: ['accounts'],
    summary: 'The customer fetch by customer_id',
    params: customerIdParams,
    response: customerResponseSchema,
    errors: [404],
  },
  checkSession: {
    tags: ['accounts'],
    summary: 'The session check: success when the bearer token is a live session of this customer',
    params: customerIdParams,
    response: sessionCheckResponseSchema,
    errors: [401],
  },
  updateCustomerProfile: {
    tags: ['accounts'],
    summary: 'Update name, e-mail and alternate mobile (the mobile is read-only)',
    body: updateCustomerProfileRequestSchema,
    response: messageResponseSchema,
    errors: [404],
  },
  customerLanguage: {
    tags: ['accounts'],
    summary:
      "The signed-in seller's language (set at sign-up from the page's language, changed on the profile)",
    response: languageResponseSchema,
    errors: [],
  },
  setCustomerLanguage: {
    tags: ['accounts'],
    summary: "The signed-in seller's language ('en', 'hi', 'te'): the messages sent to them follow it",
    body: setLanguageRequestSchema,
    response: setLanguageResponseSchema,
    errors: [],
  },
  whatsAppConsent: {
    tags: ['accounts'],
    summary:
      "The signed-in seller's WhatsApp consent: opted in or not, with the latest choice's words, place and time",
    response: whatsAppConsentResponseSchema,
    errors: [],
  },
  whatsAppOptIn: {
    tags: ['accounts'],
    summary:
      'Opt in to order updates on WhatsApp, recording the exact text shown and where (booking or profile)',
    description:
      'A blank text answers 400 WHATSAPP_CONSENT_TEXT_REQUIRED. Each call adds a record; the latest decides.',
    body: whatsAppOptInRequestSchema,
    response: whatsAppConsentResponseSchema,
    errors: [],
  },
  whatsAppOptOut: {
    tags: ['accounts'],
    summary: 'Opt out of WhatsApp: order updates go by SMS again from the next message',
    body: whatsAppOptOutRequestSchema,
    response: whatsAppConsentResponseSchema,
    errors: [],
  },
  privacy: {
    tags: ['privacy'],
    summary:
      "The signed-in seller's privacy: the notice version accepted (and the current one), consents, rights",
    response: privacyResponseSchema,
    errors: [],
  },
  privacyAcceptNotice: {
    tags: ['privacy'],
    summary: 'Accept the privacy notice of this version (recorded with the time)',
    description:
      'An unknown version answers 400 NOTICE_VERSION_UNKNOWN; a replaced one 409 NOTICE_VERSION_OUTDATED.',
    body: acceptNoticeRequestSchema,
    response: privacyResponseSchema,
    errors: [409, 429],
  },
  privacySetConsent: {
    tags: ['privacy'],
    summary: 'Turn an optional purpose (WhatsApp updates, offers by SMS) on or off; each change is a record',
    description:
      'Turning one on needs the words shown (400 CONSENT_TEXT_REQUIRED). Never changes an order in progress.',
    body: setConsentRequestSchema,
    response: consentsResponseSchema,
    errors: [429],
  },
  privacyWithdrawConsents: {
    tags: ['privacy'],
    summary: 'Turn every optional purpose off in one call',
    response: consentsResponseSchema,
    errors: [429],
  },
  privacyData: {
    tags: ['privacy'],
    summary: 'Everything held about the signed-in seller, as JSON (secrets such as code hashes left out)',
    response: privacyDataResponseSchema,
    errors: [429],
  },
  privacyErasureOtp: {
    tags: ['privacy'],
    summary: "Send a one-time code to the seller's number to confirm erasing the account",
    description: 'Refused with 409 ERASURE_ORDER_OPEN while an order is open.',
    response: messageResponseSchema,
    errors: [409, 429, 503],
  },
  privacyErasure: {
    tags: ['privacy'],
    summary:
      'Erase the account with the code: everything not under a legal duty is deleted or anonymised, sessions end',
    description:
      'Refused with 409 ERASURE_ORDER_OPEN while an order is open, 409 ACCOUNT_ERASED when another erasure ' +
      'came first (the code stays unused); OTP_* 400s for a wrong code. Answers what is kept, why and until when.',
    body: erasureRequestSchema,
    response: erasureResponseSchema,
    errors: [409, 429],
  },
  createGrievance: {
    tags: ['privacy'],
    summary: 'Raise a grievance (optionally about one of your orders): a number, its state and due day',
    description: "Another seller's order reference answers 404 ORDER_NOT_FOUND.",
    body: createGrievanceRequestSchema,
    response: grievanceResponseSchema,
    errors: [404, 429],
  },
  grievances: {
    tags: ['privacy'],
    summary: "The signed-in seller's grievances, newest first",
    response: grievancesResponseSchema,
    errors: [],
  },
  privacyNominee: {
    tags: ['privacy'],
    summary: "The signed-in seller's nominee (null when none)",
    response: nomineeResponseSchema,
    errors: [],
  },
  privacyNomineeOtp: {
    tags: ['privacy'],
    summary: "Send a code to the seller's own number to confirm naming, replacing or removing a nominee",
    response: messageResponseSchema,
    errors: [409, 429, 503],
  },
  privacySetNominee: {
    tags: ['privacy'],
    summary:
      "Name a nominee (name, mobile) with the seller's fresh code; a code goes to the nominee's number",
    description:
      "The seller's own number answers 400 NOMINEE_OWN_MOBILE; OTP_* 400s for a wrong code. A nominee named " +
      'before is replaced (and their sign-ins end). Refused as a whole (nothing stored, the code unused) when ' +
      "the nominee's code cannot be sent: 429 OTP_COOLDOWN and the caps, 503 SMS_UNAVAILABLE.",
    body: setNomineeRequestSchema,
    response: nomineeResponseSchema,
    errors: [409, 429, 503],
  },
  privacyVerifyNominee: {
    tags: ['privacy'],
    summary: "Confirm the nominee with the code sent to the nominee's number",
    description: '409 NOMINEE_NOT_PENDING when no nominee waits for a code.',
    body: verifyNomineeRequestSchema,
    response: nomineeResponseSchema,
    errors: [409, 429],
  },
  privacyRemoveNominee: {
    tags: ['privacy'],
    summary: "Remove the nominee with the seller's fresh code (their sign-ins end)",
    body: removeNomineeRequestSchema,
    response: nomineeResponseSchema,
    errors: [404, 409, 429],
  },
  privacyBreaches: {
    tags: ['privacy'],
    summary: 'The personal data breaches that affected the signed-in seller: what, when, what to do',
    response: sellerBreachesResponseSchema,
    errors: [],
  },
  nomineeOtp: {
    tags: ['privacy'],
    summary: 'A nominee asks for a sign-in code to their own number',
    description: 'Answers the same whether or not the number is a nominee (a code is sent only when it is).',
    body: nomineeOtpRequestSchema,
    response: messageResponseSchema,
    errors: [429, 503],
  },
  nomineeSession: {
    tags: ['privacy'],
    summary: 'A nominee signs in with the code: a short session and the sellers they act for',
    description: '404 NOMINEE_NOT_FOUND when the number is no active nominee; OTP_* 400s for a wrong code.',
    body: nomineeSessionRequestSchema,
    response: nomineeSessionResponseSchema,
    errors: [404, 429],
  },
  nomineeLogout: {
    tags: ['privacy'],
    summary: "End the nominee's session",
    response: messageResponseSchema,
    errors: [],
  },
  nomineeNominations: {
    tags: ['privacy'],
    summary: 'The sellers the signed-in nominee acts for',
    response: nominationsResponseSchema,
    errors: [],
  },
  nomineeData: {
    tags: ['privacy'],
    summary: "Everything held about the seller who named the nominee (audited as the nominee's)",
    description: "Another number's nomination answers 404 NOMINEE_NOT_FOUND.",
    params: z.object({ nominationId: fields.id() }),
    response: privacyDataResponseSchema,
    errors: [404, 429],
  },
  nomineeErasureOtp: {
    tags: ['privacy'],
    summary: "Send a code to the nominee's number to confirm erasing the seller's account",
    description: 'The code is for this nomination only: it erases no other seller who named the same number.',
    params: z.object({ nominationId: fields.id() }),
    response: messageResponseSchema,
    errors: [404, 409, 429, 503],
  },
  nomineeErasure: {
    tags: ['privacy'],
    summary: "Erase the seller's account with the nominee's fresh code: what is kept, why and until when",
    params: z.object({ nominationId: fields.id() }),
    body: erasureRequestSchema,
    response: erasureResponseSchema,
    errors: [404, 409, 429],
  },
  nomineeGrievances: {
    tags: ['privacy'],
    summary: "The seller's grievances, as their nominee sees them",
    params: z.object({ nominationId: fields.id() }),
    response: grievancesResponseSchema,
    errors: [404],
  },
  nomineeCreateGrievance: {
    tags: ['privacy'],
    summary: "Raise a grievance on the seller's behalf",
    params: z.object({ nominationId: fields.id() }),
    body: createGrievanceRequestSchema,
    response: grievanceResponseSchema,
    errors: [404, 429],
  },
  partnerPrivacyData: {
    tags: ['partners'],
    summary:
      "Everything held about the signed-in partner: shop, owner, service areas, orders' summaries, " +
      'sessions, SMS sent to it',
    response: partnerPrivacyDataResponseSchema,
    errors: [429],
  },
  partnerGrievances: {
    tags: ['partners'],
    summary: "The signed-in partner's grievances, newest first",
    response: grievancesResponseSchema,
    errors: [],
  },
  partnerCreateGrievance: {
    tags: ['partners'],
    summary: 'Raise a grievance about the partner’s own data (the Grievance Officer answers within 90 days)',
    body: partnerGrievanceRequestSchema,
    response: grievanceResponseSchema,
    errors: [429],
  },
  getCustomerAddress: {
    tags: ['addresses'],
    summary: "The customer's saved addresses, default first",
    params: customerIdParams,
    response: addressesResponseSchema,
    errors: [404],
  },
  customerAddresses: {
    tags: ['addresses'],
    summary: 'The list-addresses helper (same as getcustomeraddress)',
    params: customerIdParams,
    response: addressesResponseSchema,
    errors: [404],
  },
  addAddress: {
    tags: ['addresses'],
    summary: 'Save a new address',
    body: addAddressRequestSchema,
    response: addressSavedResponseSchema,
    errors: [404],
  },
  editAddress: {
    tags: ['addresses'],
    summary: 'Change a saved address',
    body: editAddressRequestSchema,
    response: addressSavedResponseSchema,
    errors: [404],
  },
  deleteAddress: {
    tags: ['addresses'],
    summary: 'Delete a saved address',
    body: deleteAddressRequestSchema,
    response: messageResponseSchema,
    errors: [404],
  },

  generateSellNowOrder: {
    tags: ['orders'],
    summary: 'Book a pickup; send an Idempotency-Key header so a retried request books once',
    description:
      'With enquiry_id (the isInserted marker) one evaluation books at most one order: a repeat answers the ' +
      "first order, whatever its state. 404 QUOTE_NOT_FOUND for an enquiry that is not this customer's, " +
      '400 QUOTE_MISMATCH when device_info is not what that enquiry was quoted for; 409 ACCOUNT_ERASED when ' +
      'the account was erased meanwhile.',
    headers: z.object({
      'idempotency-key': z
        .string()
        .regex(
          IDEMPOTENCY_KEY_PATTERN,
          'Idempotency-Key must be 8 to 100 letters, digits, dashes or underscores',
        )
        .optional(),
    }),
    body: generateSellNowOrderRequestSchema,
    response: generateSellNowOrderResponseSchema,
    errors: [404, 409],
  },
  getSalesOrders: {
    tags: ['orders'],
    summary: "The customer's orders, newest first",
    params: customerIdParams,
    response: salesOrdersResponseSchema,
    errors: [404],
  },
  getSellNowOrder: {
    tags: ['orders'],
    summary: 'One sell-now order by its reference',
    params: refParams,
    response: sellNowOrderResponseSchema,
    errors: [404],
  },
  orderEnquiry: {
    tags: ['orders'],
    summary: 'The order enquiry lookup of the confirmation page',
    params: refParams,
    response: orderEnquiryResponseSchema,
    errors: [404],
  },
  cancelOrderByCustomer: {
    tags: ['orders'],
    summary: 'Cancel an order while it is an Enquiry',
    params: refParams,
    response: messageResponseSchema,
    errors: [404, 409],
  },
  deviceReport: {
    tags: ['orders'],
    summary: 'The public device report: device and condition only, no personal data',
    params: refParams,
    response: deviceReportResponseSchema,
    errors: [404],
  },
  invoice: {
    tags: ['orders'],
    summary: 'The purchase receipt (PDF) of a Completed order, drawn from its stored receipt record',
    description:
      "application/pdf; 404 for another customer's order, 409 INVOICE_NOT_READY before completion (and for a " +
      'Completed order without a receipt record, which only a hand-edited database can hold: every completion ' +
      'goes through the handover, which writes the receipt).',
    params: refParams,
    response: null,
    produces: 'application/pdf',
    errors: [404, 409],
  },

  contactUs: {
    tags: ['forms'],
    summary: 'Stores a contact message and notifies the team by e-mail',
    body: contactRequestSchema,
    response: messageResponseSchema,
    errors: [429],
  },
  partnerRequestForm: {
    tags: ['forms'],
    summary: 'Stores a partner request and notifies the partnerships team by e-mail',
    body: partnerRequestSchema,
    response: messageResponseSchema,
    errors: [429],
  },

  revisedOffer: {
    tags: ['orders'],
    summary: "The revised offer after the partner's doorstep re-quote (the /reexact-value page)",
    description:
      'Old and new price, each answer the partner found different and what it changed, the price basis ' +
      "(the seller's quote while it holds) and whether the seller still has to decide. 404 without a re-quote.",
    params: refParams,
    response: revisedOfferResponseSchema,
    errors: [404],
  },
  acceptRevisedOffer: {
    tags: ['orders'],
    summary: 'Accept the revised offer; the partner can then complete the order at that value',
    description:
      'revised_value is the value the seller saw; a different current value answers 409 ORDER_CHANGED.',
    params: refParams,
    body: offerDecisionRequestSchema,
    response: offerDecisionResponseSchema,
    errors: [404, 409],
  },
  declineRevisedOffer: {
    tags: ['orders'],
    summary: 'Decline the revised offer: the order is cancelled with that reason, at no cost to the seller',
    params: refParams,
    body: offerDecisionRequestSchema,
    response: offerDecisionResponseSchema,
    errors: [404, 409],
  },
  reschedulePickup: {
    tags: ['orders'],
    summary: 'Move the pickup to another of the next 4 days and slots, before the partner is on the way',
    description: 'The partner holding the order is told by SMS.',
    params: refParams,
    body: reschedulePickupRequestSchema,
    response: reschedulePickupResponseSchema,
    errors: [404, 409],
  },

  partnerSendOtp: {
    tags: ['partners'],
    summary: "Partner sign-in step 1: an OTP to the partner's registered mobile number",
    description:
      '404 for a number that is not a partner, 403 for a suspended partner; caps as for customers.',
    body: partnerOtpRequestSchema,
    response: messageResponseSchema,
    errors: [403, 404, 429, 503],
  },
  partnerVerifyOtp: {
    tags: ['partners'],
    summary: 'Partner sign-in step 2: the OTP opens a partner session',
    body: partnerVerifyOtpRequestSchema,
    response: partnerSessionResponseSchema,
    errors: [403, 404, 429],
  },
  partnerLogout: {
    tags: ['partners'],
    summary: "Revoke this request's partner session",
    response: messageResponseSchema,
    errors: [],
  },
  partnerProfile: {
    tags: ['partners'],
    summary: 'The signed-in partner: shop, owner, mobile, GSTIN, pincodes served',
    response: partnerProfileResponseSchema,
    errors: [],
  },
  setPartnerLanguage: {
    tags: ['partners'],
    summary: "The signed-in partner's language ('en', 'hi', 'te'): the messages sent to them follow it",
    body: setLanguageRequestSchema,
    response: setLanguageResponseSchema,
    errors: [],
  },
  partnerPickups: {
    tags: ['partners'],
    summary: "Open pickup requests in the partner's pincodes (locality only, no address or phone)",
    response: partnerPoolResponseSchema,
    errors: [],
  },
  partnerOrders: {
    tags: ['partners'],
    summary: 'The orders the partner holds, with the address and the seller phone',
    response: partnerOrdersResponseSchema,
    errors: [],
  },
  partnerOrder: {
    tags: ['partners'],
    summary: 'One order the partner holds, or an open pickup in its pincodes; anything else 404',
    params: refParams,
    response: partnerOrderResponseSchema,
    errors: [404],
  },
  partnerAcceptOrder: {
    tags: ['partners'],
    summary: 'Accept an open pickup: the order becomes Accepted and the seller sees Partner Confirmed',
    description: 'Two partners at once: one wins, the other gets 409 ORDER_ALREADY_TAKEN.',
    params: refParams,
    response: partnerActionResponseSchema,
    errors: [404, 409],
  },
  partnerRejectOrder: {
    tags: ['partners'],
    summary: 'Hand an accepted order back to the pool (Order Rejected on the timeline)',
    params: refParams,
    body: partnerRejectRequestSchema,
    response: partnerActionResponseSchema,
    errors: [404, 409],
  },
  partnerOutForPickup: {
    tags: ['partners'],
    summary: 'The executive is on the way (Out for Pick up)',
    params: refParams,
    response: partnerActionResponseSchema,
    errors: [404, 409],
  },
  getReExactValue: {
    tags: ['partners'],
    summary: "The doorstep re-quote: the partner's answers plus ref_no give the revised value",
    description:
      'Stored as PartnerDeviceInfo. While the quote holds, the revised value uses the price table the seller ' +
      'was quoted from, so only answers that differ can change it. Only the partner holding the order, out ' +
      'for pickup; anyone else 404.',
    body: reExactValueRequestSchema,
    response: reExactValueResponseSchema,
    errors: [404, 409],
  },
  partnerRequotePreview: {
    tags: ['partners'],
    summary:
      "What a doorstep re-quote of these answers would be, before it is sent: new price, each change's cost",
    description:
      'Priced by the server exactly as getReExactValue would, on the same basis; nothing is stored and ' +
      'nobody is told. The same rules: only the partner holding the order (anyone else 404), out for ' +
      "pickup (409 otherwise), the answers describing the order's phone (400 DEVICE_MISMATCH).",
    params: refParams,
    body: answerRecordSchema,
    response: requotePreviewResponseSchema,
    errors: [404, 409],
  },
  partnerHistory: {
    tags: ['partners'],
    summary:
      "The partner's completed pickups of some days, newest first, with what Phonix paid and the receipt",
    description:
      'from and to are India days of the completion, both included; by default the financial year up to ' +
      "today. Only the calling partner's own purchases; no seller's phone or address.",
    query: partnerHistoryQuerySchema,
    response: partnerHistoryResponseSchema,
    errors: [],
  },
  partnerReceipt: {
    tags: ['partners'],
    summary: 'The purchase receipt (PDF) of a pickup the partner completed, as the seller gets it',
    description:
      "application/pdf drawn from the stored receipt record; 404 for another partner's order (or an open " +
      'one), 409 INVOICE_NOT_READY before completion.',
    params: refParams,
    response: null,
    produces: 'application/pdf',
    errors: [404, 409],
  },
  partnerStatement: {
    tags: ['partners'],
    summary: "The partner's statement (CSV): one line per pickup it completed in the days asked for",
    description:
      'text/csv with a byte-order mark: date, receipt number, order, model, IMEIs (as text), amount paid, ' +
      'payout method and reference, locality and pincode; a cell that could start a formula gets a leading ' +
      'apostrophe. from and to are India days, both included; by default the financial year up to today.',
    query: partnerStatementQuerySchema,
    response: null,
    produces: 'text/csv',
    errors: [],
  },

  partnerHandover: {
    tags: ['handover'],
    summary: 'The handover of an order the partner holds: what is recorded, what is missing, the payout',
    description: 'Only the partner holding the order; anyone else 404.',
    params: refParams,
    response: partnerHandoverResponseSchema,
    errors: [404],
  },
  partnerHandoverImei: {
    tags: ['handover'],
    summary: "Record the phone's IMEI(s) and check them against the restricted list",
    description:
      'One IMEI, or two distinct ones (15 digits, Luhn). With IMEI_CHECKER=manual each needs manual_check ' +
      '(the result and reference of the official check), else 400 IMEI_CHECK_MISSING. A restricted IMEI is ' +
      'recorded and answers 409 IMEI_RESTRICTED: the handover cannot go on.',
    params: refParams,
    body: recordImeiRequestSchema,
    response: partnerHandoverStepResponseSchema,
    errors: [404, 409],
  },
  partnerHandoverSellerId: {
    tags: ['handover'],
    summary: "Record the seller's ID: its type, last four characters and the name on it (stored masked)",
    params: refParams,
    body: sellerIdRequestSchema,
    response: partnerHandoverStepResponseSchema,
    errors: [404, 409],
  },
  partnerHandoverWipe: {
    tags: ['handover'],
    summary: 'Confirm the data-wipe checklist done with the seller',
    params: refParams,
    body: wipeChecklistRequestSchema,
    response: partnerHandoverStepResponseSchema,
    errors: [404, 409],
  },
  partnerHandoverAmount: {
    tags: ['handover'],
    summary: 'Confirm the amount paid: exactly the agreed value (400 AMOUNT_NOT_AGREED otherwise)',
    description:
      'Changing the amount drops a payout OTP already sent. 409 ORDER_TRANSITION_NOT_ALLOWED while a ' +
      "revised offer waits for the seller's decision.",
    params: refParams,
    body: finalAmountRequestSchema,
    response: partnerHandoverStepResponseSchema,
    errors: [404, 409],
  },
  partnerHandoverSendOtp: {
    tags: ['handover'],
    summary: 'Text the seller the OTP that releases the payout (amount and masked destination in the SMS)',
    description:
      'Every step must be done and the seller must have chosen the payout (409 HANDOVER_INCOMPLETE); ' +
      'a cool-down applies between OTPs (429 OTP_COOLDOWN).',
    params: refParams,
    response: partnerHandoverStepResponseSchema,
    errors: [404, 409, 429],
  },
  partnerHandoverComplete: {
    tags: ['handover'],
    summary: 'The OTP the seller reads out: releases the payout, writes the receipt and completes the order',
    description:
      'Wrong, expired or locked OTPs are 400 (OTP_INVALID, OTP_EXPIRED, OTP_LOCKED) and change nothing but ' +
      'the count of wrong tries. A payout refused by the bank is 400 PAYOUT_REJECTED; a provider that does ' +
      'not answer is 503 PAYOUT_UNAVAILABLE (call again: the seller is never paid twice). A completed ' +
      'handover answers 409 HANDOVER_ALREADY_COMPLETED. The price must still be settled: a revised offer ' +
      "waiting for the seller's decision is 409 ORDER_TRANSITION_NOT_ALLOWED, and a final amount entered " +
      'against an agreed value that changed since is 409 ORDER_CHANGED (enter the amount again). One ' +
      'request at a time takes the payout to the provider: a parallel one answers 409 PAYOUT_IN_PROGRESS. ' +
      'Limited per client address and order (429 RATE_LIMITED), and to a few wrong codes (429 ' +
      'PAYOUT_OTP_LIMIT). This is the only way an order is completed.',
    params: refParams,
    body: releaseWithOtpRequestSchema,
    response: partnerHandoverStepResponseSchema,
    errors: [404, 409, 429],
  },
  sellerHandover: {
    tags: ['handover'],
    summary: "The handover of the seller's order: payout chosen (masked), final amount, payout reference",
    params: refParams,
    response: sellerHandoverResponseSchema,
    errors: [404],
  },
  sellerChoosePayout: {
    tags: ['handover'],
    summary: 'Choose how to be paid: UPI ID, bank account and IFSC, Amazon Pay wallet, or cheque',
    description:
      'Once the order is out for pickup and until the payout is released (409 otherwise). Stored masked; ' +
      'an IFSC that names no branch is 400 IFSC_UNKNOWN. Changing it drops a payout OTP already sent.',
    params: refParams,
    body: payoutChoiceRequestSchema,
    response: sellerHandoverStepResponseSchema,
    errors: [404, 409],
  },
  sellerConfirmPayout: {
    tags: ['handover'],
    summary: 'Confirm the payout with the OTP on your own page instead of reading it out',
    description:
      'The same as the partner entering the OTP (partnerHandoverComplete): the payout, the receipt and ' +
      'completion follow, with the same refusals and limits.',
    params: refParams,
    body: releaseWithOtpRequestSchema,
    response: sellerHandoverStepResponseSchema,
    errors: [404, 409, 429],
  },

  siteStats: {
    tags: ['content'],
    summary: "The home page's trust figures, counted from the database (cached for a minute)",
    description:
      'A figure too small to mean anything is null (SITE_STATS in packages/shared/src/site-stats.ts); ' +
      'orders and quote times cover the periodDays before countedAt.',
    response: siteStatsResponseSchema,
    errors: [],
  },
  // Operations console: staff sign-in and accounts. Every staff write is audited (who, what, before, after).
  staffLogin: {
    tags: ['staff'],
    summary: 'Staff sign-in, step 1: e-mail and password',
    description:
      'Answers the next step: a TOTP code (`totp`), a first authenticator enrolment for an admin without one ' +
      '(`enrol`, with the secret shown this once), or the session (`done`, operations staff without TOTP). ' +
      'Failures per account add growing delays (429 with retry_after); attempts per address are limited too.',
    body: staffLoginRequestSchema,
    response: staffLoginResponseSchema,
    errors: [401, 429],
  },
  staffLoginTotp: {
    tags: ['staff'],
    summary: "Staff sign-in, step 2: the authenticator's code for the challenge of step 1",
    body: staffLoginTotpRequestSchema,
    response: staffSessionResponseSchema,
    errors: [401, 429],
  },
  staffLogout: {
    tags: ['staff'],
    summary: 'End this staff session',
    response: messageResponseSchema,
    errors: [],
  },
  staffMe: {
    tags: ['staff'],
    summary: 'The signed-in staff member',
    response: staffMeResponseSchema,
    errors: [],
  },
  staffChangePassword: {
    tags: ['staff'],
    summary: 'Change your own password; your other sessions end',
    body: staffChangePasswordRequestSchema,
    response: messageResponseSchema,
    errors: [],
  },
  staffAccounts: {
    tags: ['staff'],
    summary: 'All staff accounts',
    response: staffAccountsResponseSchema,
    errors: [],
  },
  staffCreateAccount: {
    tags: ['staff'],
    summary: 'Add a staff member; answers a generated password, shown this once',
    body: createStaffRequestSchema,
    response: staffPasswordIssuedResponseSchema,
    errors: [409],
  },
  staffUpdateAccount: {
    tags: ['staff'],
    summary: "Change a staff member's name or role, deactivate or reactivate them",
    description: 'Deactivating ends their sessions. The last active admin cannot be demoted or deactivated.',
    params: staffIdParams,
    body: updateStaffRequestSchema,
    response: staffAccountResponseSchema,
    errors: [404, 409],
  },
  staffResetTotp: {
    tags: ['staff'],
    summary: "Remove a staff member's authenticator; they enrol a new one at their next sign-in",
    params: staffIdParams,
    response: staffAccountResponseSchema,
    errors: [404],
  },
  staffResetPassword: {
    tags: ['staff'],
    summary: 'Set a new generated password for a staff member (shown this once); their sessions end',
    params: staffIdParams,
    response: staffPasswordIssuedResponseSchema,
    errors: [404],
  },
  staffAuditLog: {
    tags: ['staff'],
    summary: 'The audit log, newest first: who changed what, with before and after',
    query: auditLogQuerySchema,
    response: auditLogResponseSchema,
    errors: [],
  },
  staffRevertAuditEntry: {
    tags: ['staff'],
    summary:
      "Apply a catalog or pricing change's before values again; audited as audit.revert, referring to the entry",
    params: auditEntryIdParams,
    response: revertAuditEntryResponseSchema,
    errors: [404, 409],
  },

  // Operations console: screens.
  staffDashboard: {
    tags: ['console'],
    summary: 'Enquiries and orders per day and week, conversion, order value by status',
    response: dashboardResponseSchema,
    errors: [],
  },
  staffCatalogBrands: {
    tags: ['console'],
    summary: 'Every brand with its series, hidden ones included',
    response: adminBrandsResponseSchema,
    errors: [],
  },
  staffCatalogBrandModels: {
    tags: ['console'],
    summary: "A brand's models with their variants and Get Upto prices, hidden ones included",
    params: brandIdParams,
    response: adminBrandModelsResponseSchema,
    errors: [404],
  },
  staffCreateBrand: {
    tags: ['console'],
    summary: 'Add a brand (its slug comes from the name)',
    body: createBrandRequestSchema,
    response: adminBrandResponseSchema,
    errors: [409],
  },
  staffUpdateBrand: {
    tags: ['console'],
    summary: 'Rename, recolour, hide or show a brand',
    params: brandIdParams,
    body: updateBrandRequestSchema,
    response: adminBrandResponseSchema,
    errors: [404, 409],
  },
  staffCreateSeries: {
    tags: ['console'],
    summary: 'Add a series to a brand',
    body: createSeriesRequestSchema,
    response: adminSeriesResponseSchema,
    errors: [404, 409],
  },
  staffUpdateSeries: {
    tags: ['console'],
    summary: 'Rename, hide or show a series',
    params: seriesIdParams,
    body: updateSeriesRequestSchema,
    response: adminSeriesResponseSchema,
    errors: [404, 409],
  },
  staffCreateModel: {
    tags: ['console'],
    summary: 'Add a model to a series (shown on the storefront once it has a variant)',
    body: createModelRequestSchema,
    response: adminModelResponseSchema,
    errors: [404, 409],
  },
  staffUpdateModel: {
    tags: ['console'],
    summary: 'Rename, move to another series, hide or show a model',
    params: modelIdParams,
    body: updateModelRequestSchema,
    response: adminModelResponseSchema,
    errors: [404, 409],
  },
  staffUploadModelPhoto: {
    tags: ['console'],
    summary: "Replace a model's drawing with a real photo (JPEG, PNG or WebP, converted to a 300x400 webp)",
    params: modelIdParams,
    body: uploadModelPhotoRequestSchema,
    response: adminModelResponseSchema,
    errors: [404],
  },
  staffRemoveModelPhoto: {
    tags: ['console'],
    summary: "Remove a model's photo; its drawing comes back",
    params: modelIdParams,
    response: adminModelResponseSchema,
    errors: [404],
  },
  staffCreateVariant: {
    tags: ['console'],
    summary: 'Add a variant with its Get Upto price',
    body: createVariantRequestSchema,
    response: adminVariantResponseSchema,
    errors: [404, 409],
  },
  staffUpdateVariant: {
    tags: ['console'],
    summary: "Change a variant's name or Get Upto price, hide or show it",
    description:
      'A new Get Upto price more than 20% away from the current one, or below the minimum offer, answers 409 ' +
      'PRICE_CHANGE_NEEDS_CONFIRMATION with a `preview` unless the body has `confirm: true`.',
    params: variantIdParams,
    body: updateVariantRequestSchema,
    response: adminVariantResponseSchema,
    errors: [404, 409],
  },
  staffVariantPriceCheck: {
    tags: ['console'],
    summary:
      'What a new Get Upto price would change (storefront price, a sample phone quote) and whether saving it needs confirmation; saves nothing',
    params: variantIdParams,
    body: variantPriceCheckRequestSchema,
    response: priceCheckResponseSchema,
    errors: [404],
  },
  staffPricingRules: {
    tags: ['console'],
    summary: 'The deduction table, age bands, minimum offer and rounding step',
    response: pricingRulesResponseSchema,
    errors: [],
  },
  staffUpdatePricingRules: {
    tags: ['console'],
    summary:
      'Change pricing rules: the deductions (by code), minimum offer and rounding step sent; the rest stays',
    description:
      'A change that moves a sample phone quote or a deduction by more than 20% of the Get Upto price, or raises ' +
      'the minimum offer above the cheapest Get Upto price, answers 409 PRICE_CHANGE_NEEDS_CONFIRMATION with a ' +
      '`preview` unless the body has `confirm: true`.',
    body: pricingUpdateRequestSchema,
    response: pricingRulesResponseSchema,
    errors: [409],
  },
  staffPricingCheck: {
    tags: ['console'],
    summary:
      'Whether saving pricing changes needs confirmation, with the preview of the variant they move most',
    body: pricingChangesSchema,
    response: priceCheckResponseSchema,
    errors: [],
  },
  staffPricingPreview: {
    tags: ['console'],
    summary: 'Price a sample answer set with the current rules and with proposed changes, saving nothing',
    body: pricingPreviewRequestSchema,
    response: pricingPreviewResponseSchema,
    errors: [404],
  },
  staffContactMessages: {
    tags: ['console'],
    summary: 'Contact messages, newest first (open ones by default)',
    query: contactMessagesQuerySchema,
    response: contactMessagesResponseSchema,
    errors: [],
  },
  staffMarkContactHandled: {
    tags: ['console'],
    summary: 'Mark a contact message handled, or open again',
    params: z.object({ messageId: fields.id() }),
    body: markContactHandledRequestSchema,
    response: contactMessageResponseSchema,
    errors: [404],
  },
  staffOpenEnquiries: {
    tags: ['console'],
    summary: 'Price enquiries that did not become an order, newest first, mobiles masked',
    query: enquiriesQuerySchema,
    response: enquiriesResponseSchema,
    errors: [],
  },
  staffEnquiryContact: {
    tags: ['console'],
    summary: "The full name, mobile and e-mail of an enquiry's seller, for a call back (audited)",
    params: z.object({ enquiryId: fields.id() }),
    response: enquiryContactResponseSchema,
    errors: [404],
  },
  staffPartnerRequests: {
    tags: ['console'],
    summary:
      'Partner requests from the partner form, newest first (pending ones by default), mobiles in full',
    query: staffPartnerRequestsQuerySchema,
    response: staffPartnerRequestsResponseSchema,
    errors: [],
  },
  staffApprovePartnerRequest: {
    tags: ['console'],
    summary: 'Approve a partner request: makes the partner, serving the pincodes given (audited)',
    description:
      'The partner signs in with the mobile number of the request. Refused when the request was approved ' +
      '(409 PARTNER_REQUEST_APPROVED) or declined (409 PARTNER_REQUEST_DECLINED: a declined request is final; ' +
      'the shop sends the partner form again), when its mobile number is already a partner (409 PARTNER_EXISTS) ' +
      'or a pincode is not one we serve (400 PINCODE_NOT_SERVED).',
    params: z.object({ requestId: fields.id() }),
    body: approvePartnerRequestRequestSchema,
    response: staffApprovePartnerRequestResponseSchema,
    errors: [404, 409],
  },
  staffDeclinePartnerRequest: {
    tags: ['console'],
    summary: 'Decline a pending partner request with a reason (audited); an approved one cannot be declined',
    params: z.object({ requestId: fields.id() }),
    body: declinePartnerRequestRequestSchema,
    response: staffPartnerRequestResponseSchema,
    errors: [404, 409],
  },
  staffPartners: {
    tags: ['console'],
    summary: 'Partners with their pincodes, status and order counts, by shop name',
    query: staffPartnersQuerySchema,
    response: staffPartnersResponseSchema,
    errors: [],
  },
  staffUpdatePartnerPincodes: {
    tags: ['console'],
    summary: 'Replace the pincodes a partner serves (audited); each must be one we serve',
    params: z.object({ partnerId: fields.id() }),
    body: updatePartnerPincodesRequestSchema,
    response: staffPartnerResponseSchema,
    errors: [404],
  },
  staffSetPartnerStatus: {
    tags: ['console'],
    summary:
      'Suspend a partner (its sessions end at once, it cannot sign in) or make it active again (audited)',
    params: z.object({ partnerId: fields.id() }),
    body: setPartnerStatusRequestSchema,
    response: staffPartnerStatusResponseSchema,
    errors: [404],
  },
  staffDealerRegister: {
    tags: ['console'],
    summary: 'The dealer register (CSV): one line per purchase receipt of the days asked for (audited)',
    description:
      'text/csv with a byte-order mark: date, receipt number, seller name, mobile and pickup address, masked ID, ' +
      'IMEI 1 and 2 (as text: a leading apostrophe), model, price, and the partner (shop, owner, mobile) that ' +
      'bought the phone; a cell that could start a formula gets a leading apostrophe. ' +
      'from and to are India days, both included; by default the current financial year up to today.',
    query: dealerRegisterQuerySchema,
    response: null,
    produces: 'text/csv',
    errors: [],
  },

  // Operations console: orders and the notification outbox (all staff; every write audited).
  staffOrders: {
    tags: ['console'],
    summary:
      'Orders, newest first, filtered by status, city, booking days and reference, with counts per status',
    description:
      'from and to are India days of the booking, both included; ref matches any part of the reference; the ' +
      "counts are for the same filters without the status. Sellers' mobiles are masked.",
    query: staffOrdersQuerySchema,
    response: staffOrdersResponseSchema,
    errors: [],
  },
  staffOrder: {
    tags: ['console'],
    summary:
      "An order's full detail: answers beside the partner's inspection, events, notifications, handover, payout, receipt",
    params: refParams,
    response: staffOrderResponseSchema,
    errors: [404],
  },
  staffAssignPartner: {
    tags: ['console'],
    summary: 'Give an order in the pool to a partner, or move one a partner holds to another (audited)',
    description:
      "The transition table's `accepted` event sent by staff: from Order Initiated (assign) or from Accepted " +
      'and Out for Pick up (reassign: the order is Accepted by the new partner, the previous re-quote and ' +
      'doorstep steps are dropped). Refused once the payout was released. The seller and both partners are told.',
    params: refParams,
    body: staffAssignPartnerRequestSchema,
    response: staffOrderActionResponseSchema,
    errors: [404, 409],
  },
  staffOrderTransition: {
    tags: ['console'],
    summary:
      'Send an order an event the transition table allows staff: back to the pool, out for pickup, reschedule',
    params: refParams,
    body: staffOrderTransitionRequestSchema,
    response: staffOrderActionResponseSchema,
    errors: [404, 409],
  },
  staffCancelOrder: {
    tags: ['console'],
    summary: 'Cancel an order that is not completed, with a reason (the seller is told)',
    params: refParams,
    body: staffCancelOrderRequestSchema,
    response: staffOrderActionResponseSchema,
    errors: [404, 409],
  },
  staffOrderReceipt: {
    tags: ['console'],
    summary: 'The purchase receipt (PDF) of a Completed order, as the seller downloads it (audited)',
    description:
      'application/pdf drawn from the stored receipt record; 404 for an unknown order, 409 INVOICE_NOT_READY ' +
      'before completion. Each download is in the audit log (who, which order, which receipt).',
    params: refParams,
    response: null,
    produces: 'application/pdf',
    errors: [404, 409],
  },
  staffRevealSellerMobile: {
    tags: ['console'],
    summary: "The seller's full mobile, to call them: needs a reason, and is in the audit log",
    description:
      'The audit entry keeps who, when, which order and the reason (the number masked). The answer says how ' +
      'many numbers this staff member revealed today (India day), this one included.',
    params: refParams,
    body: staffRevealSellerMobileRequestSchema,
    response: staffRevealSellerMobileResponseSchema,
    errors: [404],
  },
  staffMyReveals: {
    tags: ['console'],
    summary: "How many sellers' numbers the signed-in staff member revealed today (India day)",
    response: staffMyRevealsResponseSchema,
    errors: [],
  },
  staffApproveRevisedOffer: {
    tags: ['console'],
    summary:
      'Approve a re-quote above the quote: the raised price becomes the agreed one and the seller is told',
    description:
      "A partner's re-quote above the original quote waits for staff (offer_status staff_review) before the " +
      'seller sees it. Audited with the reason. 409 ORDER_TRANSITION_NOT_ALLOWED when no raised price waits.',
    params: refParams,
    body: staffRevisedOfferDecisionRequestSchema,
    response: staffOrderActionResponseSchema,
    errors: [404, 409],
  },
  staffDeclineRevisedOffer: {
    tags: ['console'],
    summary: 'Decline a re-quote above the quote: it is dropped and the order stays at its quote',
    description: 'Audited with the reason. 409 ORDER_TRANSITION_NOT_ALLOWED when no raised price waits.',
    params: refParams,
    body: staffRevisedOfferDecisionRequestSchema,
    response: staffOrderActionResponseSchema,
    errors: [404, 409],
  },
  staffOutbox: {
    tags: ['console'],
    summary: 'Outbox messages by status (pending, failed or sent), newest first, recipients masked',
    query: staffOutboxQuerySchema,
    response: staffOutboxResponseSchema,
    errors: [],
  },
  staffRetryOutbox: {
    tags: ['console'],
    summary: 'Put a failed message back in the queue, due now (audited)',
    params: z.object({ messageId: fields.id() }),
    response: staffOutboxMessageResponseSchema,
    errors: [404, 409],
  },
  staffResendNotification: {
    tags: ['console'],
    summary:
      'Send a sent or failed message again, as a new message with the same recipient and text (audited)',
    params: z.object({ messageId: fields.id() }),
    response: staffOutboxMessageResponseSchema,
    errors: [404, 409],
  },
  staffJobs: {
    tags: ['console'],
    summary: "The scheduled jobs' runs in a state (failed by default), newest first",
    query: staffJobsQuerySchema,
    response: staffJobsResponseSchema,
    errors: [],
  },
  staffRetryJob: {
    tags: ['console'],
    summary: 'Run a failed job again (admin, audited)',
    params: jobRunParamsSchema,
    response: staffJobActionResponseSchema,
    errors: [404, 409],
  },
  staffRunJob: {
    tags: ['console'],
    summary: 'Run a scheduled job now, besides its schedule (admin, audited); its work is safe to repeat',
    params: jobParamsSchema,
    response: staffJobActionResponseSchema,
    errors: [],
  },
  staffGrievances: {
    tags: ['console'],
    summary: "The Grievance Officer's queue: grievances not closed, least time left first",
    response: staffGrievancesResponseSchema,
    errors: [],
  },
  staffReplyGrievance: {
    tags: ['console'],
    summary: 'Reply to a grievance, marking it answered or closed (audited; the seller is told by SMS)',
    params: z.object({ grievanceId: fields.id() }),
    body: staffGrievanceReplyRequestSchema,
    response: staffGrievanceResponseSchema,
    errors: [404, 409],
  },
  staffBreaches: {
    tags: ['console'],
    summary: 'The breach register, newest first, with each Board deadline (detected + 72 hours)',
    response: breachesResponseSchema,
    errors: [],
  },
  staffCreateBreach: {
    tags: ['console'],
    summary: 'Record a breach and the sellers it affected; each is sent a notice once (audited)',
    description:
      '400 BREACH_DETECTED_IN_FUTURE for a detection time ahead of now; 400 BREACH_SELLER_UNKNOWN for a ' +
      'customer id that is no seller (or an erased one).',
    body: createBreachRequestSchema,
    response: breachResponseSchema,
    errors: [409],
  },
  staffAddBreachSellers: {
    tags: ['console'],
    summary: 'Add sellers a breach affected (by id or filter); those new to it are sent a notice (audited)',
    params: z.object({ breachId: fields.id() }),
    body: breachSellersSchema,
    response: breachSellersResponseSchema,
    errors: [404, 409],
  },
  staffBreachBoardReport: {
    tags: ['console'],
    summary: "Record that the breach's report to the Data Protection Board was made (audited)",
    params: z.object({ breachId: fields.id() }),
    body: breachBoardReportRequestSchema,
    response: breachResponseSchema,
    errors: [404, 409],
  },
  staffPayoutProblems: {
    tags: ['console'],
    summary:
      'Payouts released to the seller that failed or were reversed afterwards, and those stuck (no final status, no news for 2 hours), longest waiting first',
    response: payoutQueueResponseSchema,
    errors: [],
  },
  staffPayoutReconciliation: {
    tags: ['console'],
    summary: 'The daily payout reconciliation (CSV): every payout released on an India day (audited)',
    description:
      'text/csv with a byte-order mark: released at (IST), order, our reference (the idempotency key sent), ' +
      "the provider's payout id, UTR, state, amount, whether the order completed, and any mismatch (no final " +
      'status, failed or reversed, processed without a UTR, order not completed, a status the provider sent ' +
      'late). day is an India day, by default yesterday.',
    query: payoutReconciliationQuerySchema,
    response: null,
    produces: 'text/csv',
    errors: [],
  },
  staffRetryPayout: {
    tags: ['console'],
    summary:
      'Pay a failed or reversed payout again, with a new idempotency key, to the destination still kept (audited; the seller is told)',
    params: refParams,
    body: payoutActionRequestSchema,
    response: payoutActionResponseSchema,
    errors: [400, 404, 409, 503],
  },
  staffMarkPayoutFailed: {
    tags: ['console'],
    summary: 'Mark a stuck or failed payout failed, to be paid another way (audited; the seller is told)',
    params: refParams,
    body: payoutActionRequestSchema,
    response: payoutActionResponseSchema,
    errors: [404, 409],
  },
  // Issue 31 ---------------------------------------------------------------------------------------------
  staffPartner: {
    tags: ['console'],
    summary:
      "A partner's page: the partner, the orders it holds (a suspension returns them to the pool) and its scorecard",
    params: z.object({ partnerId: fields.id() }),
    response: staffPartnerDetailResponseSchema,
    errors: [404],
  },
  staffRecheckOutliers: {
    tags: ['console'],
    summary: "Partners whose doorstep re-checks cut the price far more often than the other partners' do",
    response: recheckOutliersResponseSchema,
    errors: [],
  },
  staffPayouts: {
    tags: ['console'],
    summary:
      'Every released payout with its state, newest first, filtered by state and by the India days of the release',
    query: staffPayoutsQuerySchema,
    response: staffPayoutsResponseSchema,
    errors: [],
  },
  // Issue 31: finding and acting.
  staffOrdersExport: {
    tags: ['console'],
    summary: 'The orders the list filters match, as CSV (audited as orders.exported)',
    description:
      'text/csv with a byte-order mark, newest first, at most 10,000 orders: reference, booking time, status, ' +
      "device, city, pincode, the seller's name and masked mobile, partner, pickup, quote, agreed and paid " +
      'amounts, IMEI 1 and 2 (as text: a leading apostrophe) and the receipt number; a cell that could start a ' +
      'formula gets a leading apostrophe. Takes the same filters as GET /api/staff/orders (no page).',
    query: staffOrdersExportQuerySchema,
    response: null,
    produces: 'text/csv',
    errors: [],
  },
  staffPriceHistory: {
    tags: ['console'],
    summary:
      'Every change of a Get Upto price or a variant, and every price upload, newest first (all staff: decision record 203)',
    query: priceHistoryQuerySchema,
    response: auditLogResponseSchema,
    errors: [],
  },
  staffRevertPriceChange: {
    tags: ['console'],
    summary:
      "Put a price change back (a variant's change or a whole upload) in one click; audited as audit.revert (all staff)",
    params: auditEntryIdParams,
    response: revertAuditEntryResponseSchema,
    errors: [404, 409],
  },
  staffBreachSellersPreview: {
    tags: ['console'],
    summary:
      "How many sellers a breach's sellers (ids, days, pincodes or everyone) match, with a sample; tells no one",
    description:
      'Recording a breach or adding sellers to one sends nothing until the body carries sellers.confirm_count ' +
      'equal to the number matched at that moment (409 BREACH_SELLERS_UNCONFIRMED otherwise, nothing stored).',
    body: breachSellersSchema,
    response: breachSellersPreviewResponseSchema,
    errors: [],
  },
  staffPriceUploadPreview: {
    tags: ['console'],
    summary:
      'Read a CSV of Get Upto prices (brand, model, variant, price): every line matched, the price now and new, the price guard flags; saves nothing',
    body: priceUploadRequestSchema,
    response: priceUploadPreviewResponseSchema,
    errors: [],
  },
  staffPriceUpload: {
    tags: ['console'],
    summary:
      'Apply a CSV of Get Upto prices as one audited change (price_upload.applied), reverted in one click from the price history',
    description:
      '400 PRICE_UPLOAD_INVALID names the first line that cannot be applied; 409 PRICE_UPLOAD_NEEDS_CONFIRMATION ' +
      'while the price guard flags lines and confirm is not true. Nothing is applied on a refusal.',
    body: priceUploadRequestSchema,
    response: priceUploadResponseSchema,
    errors: [409],
  },
  staffBulkAssign: {
    tags: ['console'],
    summary:
      'Give several orders (at most 50) to one partner with one reason: each is the assign call of its own, audited',
    body: staffBulkAssignRequestSchema,
    response: staffBulkAssignResponseSchema,
    errors: [404, 409],
  },
  staffCloseDoorHold: {
    tags: ['console'],
    summary:
      'Close a phone stopped or flagged at the door: cancel the order (the seller and partner told the reason), release it (a restricted IMEI after a second check, a real resale), or mark a brand flag checked (audited)',
    params: doorHoldParams,
    body: closeDoorHoldRequestSchema,
    response: closeDoorHoldResponseSchema,
    errors: [400, 404, 409],
  },
} as const satisfies ContractShape;

export type Contract = typeof CONTRACT;

/** Every status a call can answer besides 200, from its own list and its shape. */
export function errorStatuses(name: EndpointName): ErrorStatus[] {
  const definition: EndpointDefinition = CONTRACT[name];
  const statuses = new Set<ErrorStatus>(definition.errors);
  const { method } = ENDPOINTS[name];
  if (definition.params || definition.query || definition.body || definition.headers) statuses.add(400);
  // A write with an Idempotency-Key: a malformed key (400), the key reused for another request or its first
  // request still running (409; apps/server/src/plugins/idempotency.ts).
  if (method !== 'GET') {
    statuses.add(400);
    statuses.add(409);
  }
  if (definition.body) {
    statuses.add(413);
    statuses.add(415);
  }
  const { auth } = ENDPOINTS[name];
  if (auth === 'customer' || auth === 'partner' || auth === 'staff' || auth === 'nominee') statuses.add(401);
  // Staff calls: an admin-only call, or a password issued by an admin not yet changed.
  if ('role' in ENDPOINTS[name] || auth === 'staff') statuses.add(403);
  // Any call may be shed under load (503 with Retry-After).
  statuses.add(503);
  return [...statuses].sort((a, b) => a - b);
}

type Input<S> = S extends z.ZodType ? z.input<S> : never;
type Output<S> = S extends z.ZodType ? z.output<S> : never;
/** A part of the request, left out by the caller when its schema accepts undefined (an optional body). */
type Part<D, K extends string> = D extends { [P in K]: z.ZodType }
  ? undefined extends Input<D[K]>
    ? { [P in K]?: Input<D[P]> }
    : { [P in K]: Input<D[P]> }
  : unknown;

/** What a caller sends: `params`, `query` and `body` when the endpoint has them. */
export type RequestOf<N extends EndpointName> = Part<Contract[N], 'params'> &
  Part<Contract[N], 'query'> &
  Part<Contract[N], 'body'>;

/** What a 200 answer holds (as the server's validated output). */
export type ResponseOf<N extends EndpointName> = Output<Contract[N]['response']>;

/** What the server's handler returns for a 200 answer (before serialisation). */
export type ReplyOf<N extends EndpointName> = Input<Contract[N]['response']>;

/** The parsed request parts a server handler receives. */
export type ParsedRequestOf<N extends EndpointName> = {
  params: Output<Contract[N] extends { params: infer P } ? P : undefined>;
  query: Output<Contract[N] extends { query: infer Q } ? Q : undefined>;
  body: Output<Contract[N] extends { body: infer B } ? B : undefined>;
  headers: Output<Contract[N] extends { headers: infer H } ? H : undefined>;
};
