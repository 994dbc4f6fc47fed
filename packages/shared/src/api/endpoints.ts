/**
 * The API's route table: every endpoint's name, method, path and who may call it. Its schemas and error
 * statuses are in contract.ts under the same name; this half carries no zod, so the web app can import it at run
 * time without putting the schema library on the first page (the web takes its types from contract.ts with
 * `import type`, which costs nothing at run time).
 *
 * Paths are the spec's (SPEC 7), parameters written `:name` as in Fastify.
 */
/**
 * Who may call: `public` calls never look at a token; `optional` ones use the customer's session when
 * one is sent; `customer` ones answer 401 without one; `partner` and `staff` ones answer 401 without a
 * session of their own principal (a token of one principal never opens a call of another), and a `staff`
 * entry with `role: 'admin'` answers 403 to operations staff. The web's API client sends the token of the
 * endpoint's principal.
 */
export type Principal = 'public' | 'optional' | 'customer' | 'partner' | 'staff' | 'nominee';

export const ENDPOINTS = {
  health: { method: 'GET', path: '/api/health', auth: 'public' },
  liveness: { method: 'GET', path: '/api/health/live', auth: 'public' },
  readiness: { method: 'GET', path: '/api/health/ready', auth: 'public' },

  // Catalog (SPEC 7).
  brands: { method: 'GET', path: '/api/brands', auth: 'public' },
  brandModels: { method: 'GET', path: '/api/model/:brandSlug', auth: 'public' },
  modelVariants: { method: 'GET', path: '/api/variant/:modelSlug', auth: 'public' },
  variantDetails: { method: 'GET', path: '/api/variantdetails/:modelSlug/:variantSlug', auth: 'public' },
  selectedVariant: { method: 'GET', path: '/api/selectedvariant/:modelSlug/:variantId', auth: 'public' },
  searchResult: { method: 'GET', path: '/api/searchresult/:search', auth: 'public' },
  getCities: { method: 'GET', path: '/api/getcities', auth: 'public' },
  cities: { method: 'GET', path: '/api/cities', auth: 'public' },
  pincodes: { method: 'GET', path: '/api/pincodes/:city', auth: 'public' },
  pincodesByCity: { method: 'GET', path: '/api/pincodesbycity/:city', auth: 'public' },

  // Quotes.
  getExactValue: { method: 'POST', path: '/api/getExactValue', auth: 'public' },
  calculatePrice: { method: 'POST', path: '/api/calculateprice', auth: 'public' },
  insertPriceEnquiry: { method: 'POST', path: '/api/insertPriceEnquiry', auth: 'optional' },

  // The login and checkout modals.
  checkCustomerExists: { method: 'GET', path: '/api/checkcustomerexists/:mobile', auth: 'public' },
  customerLogin: { method: 'POST', path: '/api/customerlogin', auth: 'public' },
  verifyCustomerOtp: { method: 'POST', path: '/api/verifycustomerotp', auth: 'public' },
  resendOtp: { method: 'GET', path: '/api/resendotp/:mobile', auth: 'public' },
  registerCustomer: { method: 'POST', path: '/api/registercustomer', auth: 'public' },
  forgetPasswordOtp: { method: 'GET', path: '/api/forgetpasswordotp/:mobile', auth: 'public' },
  forgetPasswordVerifyCustomerOtp: {
    method: 'POST',
    path: '/api/forgetpasswordverifycustomerotp',
    auth: 'public',
  },
  forgetPasswordCustomer: { method: 'POST', path: '/api/forgetpasswordcustomer', auth: 'public' },
  checkoutCustomer: { method: 'POST', path: '/api/checkoutcustomer', auth: 'public' },
  logout: { method: 'POST', path: '/api/logout', auth: 'optional' },

  // The customer's profile and addresses.
  getCustomerProfile: { method: 'GET', path: '/api/getcustomerprofile/:id', auth: 'customer' },
  customer: { method: 'GET', path: '/api/customer/:id', auth: 'customer' },
  checkSession: { method: 'GET', path: '/api/checksession/:id', auth: 'optional' },
  updateCustomerProfile: { method: 'POST', path: '/api/updatecustomerprofile', auth: 'customer' },
  setCustomerLanguage: { method: 'POST', path: '/api/customer/language', auth: 'customer' },
  customerLanguage: { method: 'GET', path: '/api/customer/language', auth: 'customer' },
  // WhatsApp order updates (issue 23): the seller's consent, read and changed.
  whatsAppConsent: { method: 'GET', path: '/api/customer/whatsapp', auth: 'customer' },
  whatsAppOptIn: { method: 'POST', path: '/api/customer/whatsapp/optin', auth: 'customer' },
  whatsAppOptOut: { method: 'POST', path: '/api/customer/whatsapp/optout', auth: 'customer' },
  // The seller's privacy rights (issue 24): always the signed-in seller's own, no id taken.
  privacy: { method: 'GET', path: '/api/customer/privacy', auth: 'customer' },
  privacyAcceptNotice: { method: 'POST', path: '/api/customer/privacy/notice/accept', auth: 'customer' },
  privacySetConsent: { method: 'POST', path: '/api/customer/privacy/consents', auth: 'customer' },
  privacyWithdrawConsents: {
    method: 'POST',
    path: '/api/customer/privacy/consents/withdraw',
    auth: 'customer',
  },
  privacyData: { method: 'GET', path: '/api/customer/privacy/data', auth: 'customer' },
  privacyErasureOtp: { method: 'POST', path: '/api/customer/privacy/erasure/otp', auth: 'customer' },
  privacyErasure: { method: 'POST', path: '/api/customer/privacy/erasure', auth: 'customer' },
  createGrievance: { method: 'POST', path: '/api/customer/grievances', auth: 'customer' },
  grievances: { method: 'GET', path: '/api/customer/grievances', auth: 'customer' },
  // The seller's nominee (issue 24): named and removed with the seller's own fresh code, verified by a code
  // sent to the nominee's number.
  privacyNominee: { method: 'GET', path: '/api/customer/privacy/nominee', auth: 'customer' },
  privacyNomineeOtp: { method: 'POST', path: '/api/customer/privacy/nominee/otp', auth: 'customer' },
  privacySetNominee: { method: 'POST', path: '/api/customer/privacy/nominee', auth: 'customer' },
  privacyVerifyNominee: { method: 'POST', path: '/api/customer/privacy/nominee/verify', auth: 'customer' },
  privacyRemoveNominee: { method: 'POST', path: '/api/customer/privacy/nominee/remove', auth: 'customer' },
  // The breaches that affected the signed-in seller (the notice's details).
  privacyBreaches: { method: 'GET', path: '/api/customer/privacy/breaches', auth: 'customer' },
  // A nominee acting for the sellers who named them: their own number and a code, then a short session. The
  // only id taken is a nomination of the session's number.
  nomineeOtp: { method: 'POST', path: '/api/nominee/otp', auth: 'public' },
  nomineeSession: { method: 'POST', path: '/api/nominee/session', auth: 'public' },
  nomineeLogout: { method: 'POST', path: '/api/nominee/logout', auth: 'nominee' },
  nomineeNominations: { method: 'GET', path: '/api/nominee/nominations', auth: 'nominee' },
  nomineeData: { method: 'GET', path: '/api/nominee/nominations/:nominationId/data', auth: 'nominee' },
  nomineeErasureOtp: {
    method: 'POST',
    path: '/api/nominee/nominations/:nominationId/erasure/otp',
    auth: 'nominee',
  },
  nomineeErasure: {
    method: 'POST',
    path: '/api/nominee/nominations/:nominationId/erasure',
    auth: 'nominee',
  },
  nomineeGrievances: {
    method: 'GET',
    path: '/api/nominee/nominations/:nominationId/grievances',
    auth: 'nominee',
  },
  nomineeCreateGrievance: {
    method: 'POST',
    path: '/api/nominee/nominations/:nominationId/grievances',
    auth: 'nominee',
  },
  getCustomerAddress: { method: 'GET', path: '/api/getcustomeraddress/:id', auth: 'customer' },
  customerAddresses: { method: 'GET', path: '/api/customeraddresses/:id', auth: 'customer' },
  addAddress: { method: 'POST', path: '/api/addaddress', auth: 'customer' },
  editAddress: { method: 'POST', path: '/api/editaddress', auth: 'customer' },
  deleteAddress: { method: 'POST', path: '/api/deleteaddress', auth: 'customer' },

  // Sell-now orders.
  generateSellNowOrder: { method: 'POST', path: '/api/generatesellnoworder', auth: 'customer' },
  getSalesOrders: { method: 'GET', path: '/api/getsalesorders/:id', auth: 'customer' },
  getSellNowOrder: { method: 'GET', path: '/api/getsellnowoder/:ref', auth: 'customer' },
  orderEnquiry: { method: 'GET', path: '/api/orderenquiry/:ref', auth: 'customer' },
  cancelOrderByCustomer: { method: 'GET', path: '/api/cancelorderbycustomer/:ref', auth: 'customer' },
  deviceReport: { method: 'GET', path: '/api/devicereport/:ref', auth: 'public' },
  invoice: { method: 'GET', path: '/api/invoice/:ref', auth: 'customer' },

  // Public forms.
  contactUs: { method: 'POST', path: '/api/contactus', auth: 'public' },
  partnerRequestForm: { method: 'POST', path: '/api/partner-request-form', auth: 'public' },

  // The home page's trust figures.
  siteStats: { method: 'GET', path: '/api/sitestats', auth: 'public' },

  // The order lifecycle, seller's side: the revised offer after a doorstep re-quote, and rescheduling.
  revisedOffer: { method: 'GET', path: '/api/revisedoffer/:ref', auth: 'customer' },
  acceptRevisedOffer: { method: 'POST', path: '/api/acceptrevisedoffer/:ref', auth: 'customer' },
  declineRevisedOffer: { method: 'POST', path: '/api/declinerevisedoffer/:ref', auth: 'customer' },
  reschedulePickup: { method: 'POST', path: '/api/reschedulepickup/:ref', auth: 'customer' },

  // The partner portal: sign-in, the pool of open pickups, the partner's orders and their steps.
  partnerSendOtp: { method: 'POST', path: '/api/partner/sendotp', auth: 'public' },
  partnerVerifyOtp: { method: 'POST', path: '/api/partner/verifyotp', auth: 'public' },
  partnerLogout: { method: 'POST', path: '/api/partner/logout', auth: 'partner' },
  partnerProfile: { method: 'GET', path: '/api/partner/profile', auth: 'partner' },
  // The partner's own privacy (issue 24): its data download and grievances.
  partnerPrivacyData: { method: 'GET', path: '/api/partner/privacy/data', auth: 'partner' },
  partnerGrievances: { method: 'GET', path: '/api/partner/grievances', auth: 'partner' },
  partnerCreateGrievance: { method: 'POST', path: '/api/partner/grievances', auth: 'partner' },
  setPartnerLanguage: { method: 'POST', path: '/api/partner/language', auth: 'partner' },
  partnerPickups: { method: 'GET', path: '/api/partner/pickups', auth: 'partner' },
  partnerOrders: { method: 'GET', path: '/api/partner/orders', auth: 'partner' },
  partnerOrder: { method: 'GET', path: '/api/partner/orders/:ref', auth: 'partner' },
  partnerAcceptOrder: { method: 'POST', path: '/api/partner/orders/:ref/accept', auth: 'partner' },
  partnerRejectOrder: { method: 'POST', path: '/api/partner/orders/:ref/reject', auth: 'partner' },
  partnerOutForPickup: { method: 'POST', path: '/api/partner/orders/:ref/outforpickup', auth: 'partner' },
  getReExactValue: { method: 'POST', path: '/api/getReExactValue', auth: 'partner' },
  partnerRequotePreview: {
    method: 'POST',
    path: '/api/partner/orders/:ref/requote-preview',
    auth: 'partner',
  },
  // The partner's history: completed pickups, a receipt, a statement of days.
  partnerHistory: { method: 'GET', path: '/api/partner/history', auth: 'partner' },
  partnerReceipt: { method: 'GET', path: '/api/partner/orders/:ref/receipt', auth: 'partner' },
  partnerStatement: { method: 'GET', path: '/api/partner/statement', auth: 'partner' },

  // The handover at the doorstep (issue 13): the partner's steps, then the seller's OTP releases the payout
  // and completes the order (the only way an order is completed).
  partnerHandover: { method: 'GET', path: '/api/partner/orders/:ref/handover', auth: 'partner' },
  partnerHandoverImei: { method: 'POST', path: '/api/partner/orders/:ref/handover/imei', auth: 'partner' },
  partnerHandoverSellerId: {
    method: 'POST',
    path: '/api/partner/orders/:ref/handover/seller-id',
    auth: 'partner',
  },
  partnerHandoverWipe: { method: 'POST', path: '/api/partner/orders/:ref/handover/wipe', auth: 'partner' },
  partnerHandoverAmount: {
    method: 'POST',
    path: '/api/partner/orders/:ref/handover/amount',
    auth: 'partner',
  },
  partnerHandoverSendOtp: {
    method: 'POST',
    path: '/api/partner/orders/:ref/handover/send-otp',
    auth: 'partner',
  },
  partnerHandoverComplete: {
    method: 'POST',
    path: '/api/partner/orders/:ref/handover/complete',
    auth: 'partner',
  },
  // The seller's side of the handover: how to be paid, and the payout confirmed on their own page.
  sellerHandover: { method: 'GET', path: '/api/handover/:ref', auth: 'customer' },
  sellerChoosePayout: { method: 'POST', path: '/api/handover/:ref/payout', auth: 'customer' },
  sellerConfirmPayout: { method: 'POST', path: '/api/handover/:ref/confirm', auth: 'customer' },

  // Operations console: staff sign-in and accounts (staff-api.ts).
  staffLogin: { method: 'POST', path: '/api/staff/login', auth: 'public' },
  staffLoginTotp: { method: 'POST', path: '/api/staff/login/totp', auth: 'public' },
  staffLogout: { method: 'POST', path: '/api/staff/logout', auth: 'staff' },
  staffMe: { method: 'GET', path: '/api/staff/me', auth: 'staff' },
  staffChangePassword: { method: 'POST', path: '/api/staff/me/password', auth: 'staff' },
  staffAccounts: { method: 'GET', path: '/api/staff/accounts', auth: 'staff', role: 'admin' },
  staffCreateAccount: { method: 'POST', path: '/api/staff/accounts', auth: 'staff', role: 'admin' },
  staffUpdateAccount: { method: 'POST', path: '/api/staff/accounts/:staffId', auth: 'staff', role: 'admin' },
  staffResetTotp: {
    method: 'POST',
    path: '/api/staff/accounts/:staffId/reset-totp',
    auth: 'staff',
    role: 'admin',
  },
  staffResetPassword: {
    method: 'POST',
    path: '/api/staff/accounts/:staffId/reset-password',
    auth: 'staff',
    role: 'admin',
  },
  staffAuditLog: { method: 'GET', path: '/api/staff/audit', auth: 'staff', role: 'admin' },
  staffRevertAuditEntry: {
    method: 'POST',
    path: '/api/staff/audit/:entryId/revert',
    auth: 'staff',
    role: 'admin',
  },
  // Operations console: screens (console-api.ts).
  staffDashboard: { method: 'GET', path: '/api/staff/dashboard', auth: 'staff' },
  staffCatalogBrands: { method: 'GET', path: '/api/staff/catalog/brands', auth: 'staff' },
  staffCatalogBrandModels: {
    method: 'GET',
    path: '/api/staff/catalog/brands/:brandId/models',
    auth: 'staff',
  },
  staffCreateBrand: { method: 'POST', path: '/api/staff/catalog/brands', auth: 'staff' },
  staffUpdateBrand: { method: 'POST', path: '/api/staff/catalog/brands/:brandId', auth: 'staff' },
  staffCreateSeries: { method: 'POST', path: '/api/staff/catalog/series', auth: 'staff' },
  staffUpdateSeries: { method: 'POST', path: '/api/staff/catalog/series/:seriesId', auth: 'staff' },
  staffCreateModel: { method: 'POST', path: '/api/staff/catalog/models', auth: 'staff' },
  staffUpdateModel: { method: 'POST', path: '/api/staff/catalog/models/:modelId', auth: 'staff' },
  staffUploadModelPhoto: { method: 'POST', path: '/api/staff/catalog/models/:modelId/photo', auth: 'staff' },
  staffRemoveModelPhoto: {
    method: 'POST',
    path: '/api/staff/catalog/models/:modelId/photo/remove',
    auth: 'staff',
  },
  staffCreateVariant: { method: 'POST', path: '/api/staff/catalog/variants', auth: 'staff' },
  staffUpdateVariant: { method: 'POST', path: '/api/staff/catalog/variants/:variantId', auth: 'staff' },
  staffVariantPriceCheck: {
    method: 'POST',
    path: '/api/staff/catalog/variants/:variantId/price-check',
    auth: 'staff',
  },
  staffPricingRules: { method: 'GET', path: '/api/staff/pricing', auth: 'staff', role: 'admin' },
  staffUpdatePricingRules: { method: 'POST', path: '/api/staff/pricing', auth: 'staff', role: 'admin' },
  staffPricingPreview: { method: 'POST', path: '/api/staff/pricing/preview', auth: 'staff', role: 'admin' },
  staffPricingCheck: { method: 'POST', path: '/api/staff/pricing/check', auth: 'staff', role: 'admin' },
  staffContactMessages: { method: 'GET', path: '/api/staff/contact-messages', auth: 'staff' },
  staffMarkContactHandled: {
    method: 'POST',
    path: '/api/staff/contact-messages/:messageId/handled',
    auth: 'staff',
  },
  staffOpenEnquiries: { method: 'GET', path: '/api/staff/enquiries', auth: 'staff' },
  staffEnquiryContact: { method: 'POST', path: '/api/staff/enquiries/:enquiryId/contact', auth: 'staff' },
  // Partner requests and partners (partner-api.ts). All staff, not admins only: taking on, re-zoning and
  // suspending partners is the operations team's daily work (a partner misbehaving at a doorstep must be
  // suspended at once, whoever is on shift); it changes neither prices nor who may use the console, the two
  // things kept for admins, and every change is in the audit log with before and after.
  staffPartnerRequests: { method: 'GET', path: '/api/staff/partner-requests', auth: 'staff' },
  staffApprovePartnerRequest: {
    method: 'POST',
    path: '/api/staff/partner-requests/:requestId/approve',
    auth: 'staff',
  },
  staffDeclinePartnerRequest: {
    method: 'POST',
    path: '/api/staff/partner-requests/:requestId/decline',
    auth: 'staff',
  },
  staffPartners: { method: 'GET', path: '/api/staff/partners', auth: 'staff' },
  staffUpdatePartnerPincodes: {
    method: 'POST',
    path: '/api/staff/partners/:partnerId/pincodes',
    auth: 'staff',
  },
  staffSetPartnerStatus: { method: 'POST', path: '/api/staff/partners/:partnerId/status', auth: 'staff' },
  staffDealerRegister: { method: 'GET', path: '/api/staff/dealer-register', auth: 'staff' },
  // Orders and the notification outbox (console-orders-api.ts). All staff: following up orders, giving them
  // to partners and resending messages is the operations team's daily work; every status change goes through
  // the transition table (actor staff) and every write is in the audit log with before and after.
  staffOrders: { method: 'GET', path: '/api/staff/orders', auth: 'staff' },
  staffOrder: { method: 'GET', path: '/api/staff/orders/:ref', auth: 'staff' },
  staffAssignPartner: { method: 'POST', path: '/api/staff/orders/:ref/assign', auth: 'staff' },
  staffOrderTransition: { method: 'POST', path: '/api/staff/orders/:ref/transition', auth: 'staff' },
  staffCancelOrder: { method: 'POST', path: '/api/staff/orders/:ref/cancel', auth: 'staff' },
  staffOrderReceipt: { method: 'GET', path: '/api/staff/orders/:ref/receipt', auth: 'staff' },
  staffRevealSellerMobile: { method: 'POST', path: '/api/staff/orders/:ref/seller-mobile', auth: 'staff' },
  staffMyReveals: { method: 'GET', path: '/api/staff/me/reveals', auth: 'staff' },
  staffApproveRevisedOffer: {
    method: 'POST',
    path: '/api/staff/orders/:ref/revised-offer/approve',
    auth: 'staff',
  },
  staffDeclineRevisedOffer: {
    method: 'POST',
    path: '/api/staff/orders/:ref/revised-offer/decline',
    auth: 'staff',
  },
  staffOutbox: { method: 'GET', path: '/api/staff/outbox', auth: 'staff' },
  staffRetryOutbox: { method: 'POST', path: '/api/staff/outbox/:messageId/retry', auth: 'staff' },
  staffJobs: { method: 'GET', path: '/api/staff/jobs', auth: 'staff' },
  staffRetryJob: { method: 'POST', path: '/api/staff/jobs/:name/:jobId/retry', auth: 'staff', role: 'admin' },
  staffRunJob: { method: 'POST', path: '/api/staff/jobs/:name/run', auth: 'staff', role: 'admin' },
  staffResendNotification: { method: 'POST', path: '/api/staff/outbox/:messageId/resend', auth: 'staff' },
  // Payouts that failed or came back after the release (payouts-api.ts): all staff see the queue.
  staffGrievances: { method: 'GET', path: '/api/staff/grievances', auth: 'staff' },
  staffReplyGrievance: { method: 'POST', path: '/api/staff/grievances/:grievanceId/reply', auth: 'staff' },
  // The breach register (issue 24): admins only.
  staffBreaches: { method: 'GET', path: '/api/staff/breaches', auth: 'staff', role: 'admin' },
  staffCreateBreach: { method: 'POST', path: '/api/staff/breaches', auth: 'staff', role: 'admin' },
  staffAddBreachSellers: {
    method: 'POST',
    path: '/api/staff/breaches/:breachId/sellers',
    auth: 'staff',
    role: 'admin',
  },
  staffBreachBoardReport: {
    method: 'POST',
    path: '/api/staff/breaches/:breachId/board-report',
    auth: 'staff',
    role: 'admin',
  },
  staffPayoutProblems: { method: 'GET', path: '/api/staff/payouts/problems', auth: 'staff' },
  staffPayoutReconciliation: { method: 'GET', path: '/api/staff/payouts/reconciliation', auth: 'staff' },
  // Paying again, or giving up on the provider, is an admin's call.
  staffRetryPayout: { method: 'POST', path: '/api/staff/payouts/:ref/retry', auth: 'staff', role: 'admin' },
  staffMarkPayoutFailed: {
    method: 'POST',
    path: '/api/staff/payouts/:ref/mark-failed',
    auth: 'staff',
    role: 'admin',
  },
  // Issue 31: a partner's page (held orders, scorecard), partners whose re-checks cut prices far more
  // often than the others', and every payout with its state.
  staffPartner: { method: 'GET', path: '/api/staff/partners/:partnerId', auth: 'staff' },
  staffRecheckOutliers: { method: 'GET', path: '/api/staff/partners/recheck-outliers', auth: 'staff' },
  staffPayouts: { method: 'GET', path: '/api/staff/payouts', auth: 'staff' },
  // Issue 31: finding and acting (order search's export, bulk work).
  staffOrdersExport: { method: 'GET', path: '/api/staff/orders-export', auth: 'staff' },
  // Every staff member who may change a price sees and reverts price changes (decision record 203).
  staffPriceHistory: { method: 'GET', path: '/api/staff/price-history', auth: 'staff' },
  staffBreachSellersPreview: {
    method: 'POST',
    path: '/api/staff/breaches/preview',
    auth: 'staff',
    role: 'admin',
  },
  staffPriceUploadPreview: {
    method: 'POST',
    path: '/api/staff/catalog/price-upload/preview',
    auth: 'staff',
  },
  staffPriceUpload: { method: 'POST', path: '/api/staff/catalog/price-upload', auth: 'staff' },
  staffBulkAssign: { method: 'POST', path: '/api/staff/orders-bulk-assign', auth: 'staff' },
  staffRevertPriceChange: {
    method: 'POST',
    path: '/api/staff/price-history/:entryId/revert',
    auth: 'staff',
  },
  // A phone stopped or flagged at the door (issue 31): cancel the order, release it, or mark it checked.
  staffCloseDoorHold: { method: 'POST', path: '/api/staff/door-holds/:id/close', auth: 'staff' },
} as const satisfies Record<
  string,
  { method: 'GET' | 'POST'; path: `/api/${string}`; auth: Principal; role?: 'admin' }
>;

export type EndpointName = keyof typeof ENDPOINTS;
export type EndpointPath<N extends EndpointName> = (typeof ENDPOINTS)[N]['path'];

/** The `:name` parameters of a path pattern, as a union of their names. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/**
 * The URL of a call: the path with each `:name` replaced by its encoded value, and the query string.
 * Values are encoded as one path segment each, so a slash or a question mark in a value stays inside it.
 */
export function endpointUrl(
  name: EndpointName,
  params: Record<string, string | number> = {},
  query: Record<string, string | number | boolean | undefined> = {},
): string {
  const path = ENDPOINTS[name].path.replace(/:([A-Za-z]+)/g, (_match, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`${name}: the path parameter ${key} is missing`);
    return encodeURIComponent(String(value));
  });
  const search = Object.entries(query)
    .filter((entry): entry is [string, string | number | boolean] => entry[1] !== undefined)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`)
    .join('&');
  return search ? `${path}?${search}` : path;
}
