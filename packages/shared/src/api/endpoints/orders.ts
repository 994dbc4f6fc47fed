import type { EndpointRoute } from './common.ts';

/**
 * The routes apps/server/src/modules/orders serves: method, path, who may call (schemas:
 * ../contract/orders.ts).
 */
export const ORDERS_ENDPOINTS = {
  // Sell-now orders.
  generateSellNowOrder: { method: 'POST', path: '/api/generatesellnoworder', auth: 'customer' },
  getSalesOrders: { method: 'GET', path: '/api/getsalesorders/:id', auth: 'customer' },
  getSellNowOrder: { method: 'GET', path: '/api/getsellnowoder/:ref', auth: 'customer' },
  orderEnquiry: { method: 'GET', path: '/api/orderenquiry/:ref', auth: 'customer' },
  cancelOrderByCustomer: { method: 'GET', path: '/api/cancelorderbycustomer/:ref', auth: 'customer' },
  deviceReport: { method: 'GET', path: '/api/devicereport/:ref', auth: 'public' },
  invoice: { method: 'GET', path: '/api/invoice/:ref', auth: 'customer' },

  // The order lifecycle, seller's side: the revised offer after a doorstep re-quote, and rescheduling.
  revisedOffer: { method: 'GET', path: '/api/revisedoffer/:ref', auth: 'customer' },
  acceptRevisedOffer: { method: 'POST', path: '/api/acceptrevisedoffer/:ref', auth: 'customer' },
  declineRevisedOffer: { method: 'POST', path: '/api/declinerevisedoffer/:ref', auth: 'customer' },
  reschedulePickup: { method: 'POST', path: '/api/reschedulepickup/:ref', auth: 'customer' },
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

  // Orders (console-orders-api.ts). All staff: following up orders and giving them to partners is the
  // operations team's daily work; every status change goes through the transition table (actor staff) and
  // every write is in the audit log with before and after.
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

  // Issue 31: finding and acting (order search's export, bulk work).
  staffOrdersExport: { method: 'GET', path: '/api/staff/orders-export', auth: 'staff' },
  staffBulkAssign: { method: 'POST', path: '/api/staff/orders-bulk-assign', auth: 'staff' },
} as const satisfies Record<string, EndpointRoute>;
