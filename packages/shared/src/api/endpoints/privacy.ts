import type { EndpointRoute } from './common.ts';

/**
 * The routes apps/server/src/modules/privacy serves: method, path, who may call (schemas:
 * ../contract/privacy.ts).
 */
export const PRIVACY_ENDPOINTS = {
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

  // The partner's own privacy (issue 24): its data download and grievances.
  partnerPrivacyData: { method: 'GET', path: '/api/partner/privacy/data', auth: 'partner' },
  partnerGrievances: { method: 'GET', path: '/api/partner/grievances', auth: 'partner' },
  partnerCreateGrievance: { method: 'POST', path: '/api/partner/grievances', auth: 'partner' },

  // The Grievance Officer's queue: all staff.
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
  staffBreachSellersPreview: {
    method: 'POST',
    path: '/api/staff/breaches/preview',
    auth: 'staff',
    role: 'admin',
  },
} as const satisfies Record<string, EndpointRoute>;
