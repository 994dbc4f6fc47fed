import type { EndpointRoute } from './common.ts';

/**
 * The routes apps/server/src/modules/partners serves: method, path, who may call (schemas:
 * ../contract/partners.ts).
 */
export const PARTNERS_ENDPOINTS = {
  partnerRequestForm: { method: 'POST', path: '/api/partner-request-form', auth: 'public' },

  // The partner portal: sign-in, the pool of open pickups, the partner's orders and their steps.
  partnerSendOtp: { method: 'POST', path: '/api/partner/sendotp', auth: 'public' },
  partnerVerifyOtp: { method: 'POST', path: '/api/partner/verifyotp', auth: 'public' },
  partnerLogout: { method: 'POST', path: '/api/partner/logout', auth: 'partner' },
  partnerProfile: { method: 'GET', path: '/api/partner/profile', auth: 'partner' },
  setPartnerLanguage: { method: 'POST', path: '/api/partner/language', auth: 'partner' },

  // The partner's history: completed pickups, a receipt, a statement of days.
  partnerHistory: { method: 'GET', path: '/api/partner/history', auth: 'partner' },
  partnerReceipt: { method: 'GET', path: '/api/partner/orders/:ref/receipt', auth: 'partner' },
  partnerStatement: { method: 'GET', path: '/api/partner/statement', auth: 'partner' },

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

  // Issue 31: a partner's page (held orders, scorecard), partners whose re-checks cut prices far more
  // often than the others', and every payout with its state.
  staffPartner: { method: 'GET', path: '/api/staff/partners/:partnerId', auth: 'staff' },
  staffRecheckOutliers: { method: 'GET', path: '/api/staff/partners/recheck-outliers', auth: 'staff' },
} as const satisfies Record<string, EndpointRoute>;
