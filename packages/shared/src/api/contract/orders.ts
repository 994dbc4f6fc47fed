import { z } from 'zod';
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
  staffRevealSellerMobileRequestSchema,
  staffRevealSellerMobileResponseSchema,
  staffRevisedOfferDecisionRequestSchema,
} from '../../console-orders-api.ts';
import { IDEMPOTENCY_KEY_PATTERN } from '../../idempotency.ts';
import {
  deviceReportResponseSchema,
  generateSellNowOrderRequestSchema,
  generateSellNowOrderResponseSchema,
  orderEnquiryResponseSchema,
  reschedulePickupRequestSchema,
  reschedulePickupResponseSchema,
  salesOrdersResponseSchema,
  sellNowOrderResponseSchema,
} from '../../orders-api.ts';
import {
  partnerActionResponseSchema,
  partnerOrderResponseSchema,
  partnerOrdersResponseSchema,
  partnerPoolResponseSchema,
  partnerRejectRequestSchema,
} from '../../partner-api.ts';
import { staffBulkAssignRequestSchema, staffBulkAssignResponseSchema } from '../../price-upload.ts';
import { answerRecordSchema } from '../../questionnaire-record.ts';
import {
  offerDecisionRequestSchema,
  offerDecisionResponseSchema,
  reExactValueRequestSchema,
  reExactValueResponseSchema,
  requotePreviewResponseSchema,
  revisedOfferResponseSchema,
} from '../../requote.ts';
import { messageResponseSchema } from '../../validation.ts';
import type { ORDERS_ENDPOINTS } from '../endpoints/orders.ts';
import { type ContractOf, customerIdParams, refParams } from './common.ts';

/** What the endpoints of apps/server/src/modules/orders take and answer (routes: ../endpoints/orders.ts). */
export const ORDERS_CONTRACT = {
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

  // Operations console: orders (all staff; every write audited).
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
  staffBulkAssign: {
    tags: ['console'],
    summary:
      'Give several orders (at most 50) to one partner with one reason: each is the assign call of its own, audited',
    body: staffBulkAssignRequestSchema,
    response: staffBulkAssignResponseSchema,
    errors: [404, 409],
  },
} as const satisfies ContractOf<typeof ORDERS_ENDPOINTS>;
