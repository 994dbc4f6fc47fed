import type { EndpointRoute } from './common.ts';

/**
 * The routes apps/server/src/modules/handover serves: method, path, who may call (schemas:
 * ../contract/handover.ts).
 */
export const HANDOVER_ENDPOINTS = {
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
  staffDealerRegister: { method: 'GET', path: '/api/staff/dealer-register', auth: 'staff' },

  // A phone stopped or flagged at the door (issue 31): cancel the order, release it, or mark it checked.
  staffCloseDoorHold: { method: 'POST', path: '/api/staff/door-holds/:id/close', auth: 'staff' },
} as const satisfies Record<string, EndpointRoute>;
