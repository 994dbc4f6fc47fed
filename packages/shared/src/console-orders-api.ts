import { z } from 'zod';
import { CANCEL_REASONS } from './cancel-reasons.ts';
import { disclosureReason } from './disclosure.ts';
import { partnerHandoverSchema } from './handover-api.ts';
import {
  ACTOR_TYPES,
  canSend,
  OFFER_STATUSES,
  ORDER_EVENT_TYPES,
  ORDER_STATUSES,
  type OrderState,
  type OrderStatus,
} from './order-lifecycle.ts';
import { PICKUP_SLOTS } from './pickup.ts';
import { day, fields, MAX_ID, text } from './validation.ts';

/**
 * The operations console's orders and notification outbox (issue 14): the order list with counts per status,
 * an order's full detail, and the staff's moves on it (assign or reassign a partner, the transitions the
 * table allows staff, cancel with a reason), and the outbox (list, retry a failed message, resend one).
 * Every staff role may call these (`auth: 'staff'` without `role`); every write is audited on the server with
 * its before and after, in the transaction of the change, and every status change goes through the
 * transition table (order-lifecycle.ts TRANSITIONS, actor `staff`).
 */

const pageQuery = z.coerce.number({ error: 'page must be a number' }).int().min(1).max(10_000).default(1);
/** Why a staff member changes an order: required, kept with the order event and the audit entry. */
const reason = () =>
  fields.requiredText('Please give a reason', 300, 'The reason must be at most 300 characters');

// The staff's moves on an order -----------------------------------------------------------------------------

/**
 * What a staff member may do to an order now (read from the transition table, so the console shows the same
 * buttons the server allows):
 * - `assign`: give an order in the pool (Order Initiated) to a partner (the table's `accepted` by staff);
 * - `reassign`: move an order a partner holds (Accepted or Out for Pick up) to another partner (the same
 *   `accepted` event by staff, from the held statuses; the new partner starts again from Accepted);
 * - `rejected`, `out_for_pickup`, `rescheduled`: the staff transitions of POST .../transition;
 * - `cancel`: cancel with a reason (POST .../cancel);
 * - `rise_approved`, `rise_declined`: approve or decline a re-quote above the quote before the seller sees it
 *   (POST .../revised-offer/approve, .../revised-offer/decline).
 */
export const STAFF_ORDER_ACTIONS = [
  'assign',
  'reassign',
  'rejected',
  'out_for_pickup',
  'rescheduled',
  'cancel',
  'rise_approved',
  'rise_declined',
] as const;
export type StaffOrderAction = (typeof STAFF_ORDER_ACTIONS)[number];

/**
 * The events POST /api/staff/orders/:ref/transition sends: hand the order back to the pool (`rejected`),
 * mark it out for pickup for the partner holding it, or move the pickup (`rescheduled`, with the new day and
 * slot). Assigning and cancelling have calls of their own; re-quotes and completion are the doorstep's.
 */
export const STAFF_TRANSITION_EVENTS = ['rejected', 'out_for_pickup', 'rescheduled'] as const;
export type StaffTransitionEvent = (typeof STAFF_TRANSITION_EVENTS)[number];

export const STAFF_ACTION_LABELS: Record<StaffOrderAction, string> = {
  assign: 'Assign a partner',
  reassign: 'Reassign to another partner',
  rejected: 'Return to the pool',
  out_for_pickup: 'Mark out for pickup',
  rescheduled: 'Reschedule the pickup',
  cancel: 'Cancel the order',
  rise_approved: 'Approve the raised price',
  rise_declined: 'Decline the raised price',
};

/** The staff actions the transition table allows on an order in `state` (what the detail's `actions` holds). */
export function staffActions(state: OrderState): StaffOrderAction[] {
  const actions: StaffOrderAction[] = [];
  if (canSend('accepted', 'staff', state)) actions.push(state.status === 'enquiry' ? 'assign' : 'reassign');
  for (const event of STAFF_TRANSITION_EVENTS) if (canSend(event, 'staff', state)) actions.push(event);
  if (canSend('cancelled', 'staff', state)) actions.push('cancel');
  if (canSend('rise_approved', 'staff', state)) actions.push('rise_approved', 'rise_declined');
  return actions;
}

// The order list ---------------------------------------------------------------------------------------------

export const staffOrdersQuerySchema = z.object({
  status: z.enum(ORDER_STATUSES, { error: 'status must be an order status code' }).optional(),
  /** The pickup city, as on the order (case does not matter). */
  city: text(100).trim().optional(),
  /** Booked on or after this India day, and on or before `to` (both included). */
  from: day().optional(),
  to: day().optional(),
  /** The order reference or a part of it (case does not matter). */
  ref: text(40).trim().optional(),
  /**
   * One search box (issue 31): any part of the reference, the seller's name, the partner's shop, the receipt
   * number or the pincode; and with 4 or more digits, any 4+ digits of the seller's mobile or of an IMEI
   * recorded at the handover (spaces, dashes and a leading +91 ignored).
   */
  q: text(100).trim().optional(),
  /** The partner holding (or last holding) the order. */
  partner_id: z.coerce
    .number({ error: 'partner_id must be a partner id' })
    .int()
    .min(1)
    .max(MAX_ID)
    .optional(),
  /** The pickup day as booked (India day). */
  pickup_date: day().optional(),
  page: pageQuery,
});
export type StaffOrdersQuery = z.infer<typeof staffOrdersQuerySchema>;

/** The seller as lists show them: the mobile masked ('XXXXXX3210'). */
const maskedSellerSchema = z.object({ name: z.string(), mobile: z.string() });
const partnerRefSchema = z.object({ partner_id: z.number().int(), shop_name: z.string() });

export const staffOrderRowSchema = z.object({
  ref_no: z.string(),
  /** ISO timestamp of the booking. */
  created_at: z.string(),
  status: z.enum(ORDER_STATUSES),
  status_label: z.string(),
  model: z.string(),
  variant: z.string(),
  city: z.string(),
  pincode: z.string(),
  seller: maskedSellerSchema,
  /** Rupees: the seller's quote, what completing pays now (the accepted revised value, else the quote), and
   * what was paid (completed orders). */
  quoted_value: z.number().int(),
  agreed_value: z.number().int(),
  final_value: z.number().int().nullable(),
  /** The partner holding the order; null in the pool. */
  partner: partnerRefSchema.nullable(),
  pickup_date: z.string(),
  pickup_time: z.string(),
});
export type StaffOrderRow = z.infer<typeof staffOrderRowSchema>;

/**
 * Where an order stands with partners, as the console's list and order page say it: the shop holding it,
 * 'In the pool' only while partners may still take it (Order Initiated), else 'No partner'. A cancelled
 * order is never 'In the pool', even if it was cancelled before anyone took it.
 */
export function partnerPlace(order: { status: OrderStatus; partner: { shop_name: string } | null }): {
  label: string;
  inPool: boolean;
} {
  if (order.partner) return { label: order.partner.shop_name, inPool: false };
  if (order.status === 'enquiry') return { label: 'In the pool', inPool: true };
  return { label: 'No partner', inPool: false };
}

/** How many orders each status has. */
export const orderStatusCountsSchema = z.object({
  enquiry: z.number().int(),
  accepted: z.number().int(),
  out_for_pickup: z.number().int(),
  completed: z.number().int(),
  cancelled: z.number().int(),
}) satisfies z.ZodType<Record<OrderStatus, number>>;
export type OrderStatusCounts = z.infer<typeof orderStatusCountsSchema>;

export const staffOrdersResponseSchema = z.object({
  success: z.literal(true),
  /** Newest booking first. */
  orders: z.array(staffOrderRowSchema),
  /** Per status, for the same city, days and reference (the status filter left out). */
  counts: orderStatusCountsSchema,
  /** Orders matching every filter (the pages' total). */
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});
export type StaffOrdersResponse = z.infer<typeof staffOrdersResponseSchema>;

/** The orders CSV (GET /api/staff/orders/export): the list's filters, every matching order (up to the cap). */
export const staffOrdersExportQuerySchema = staffOrdersQuerySchema.omit({ page: true });
export type StaffOrdersExportQuery = z.infer<typeof staffOrdersExportQuerySchema>;
/** The most orders one export holds (newest first); narrow the filters for more. */
export const STAFF_ORDERS_EXPORT_LIMIT = 10_000;
export const STAFF_ORDERS_EXPORT_HEADER = [
  'Reference',
  'Booked (India time)',
  'Status',
  'Brand and model',
  'Variant',
  'City',
  'Pincode',
  'Seller name',
  'Seller mobile (masked)',
  'Partner',
  'Pickup day',
  'Pickup slot',
  'Quote (Rs)',
  'Agreed (Rs)',
  'Paid (Rs)',
  'IMEI 1',
  'IMEI 2',
  'Receipt number',
] as const;

// An order's detail -------------------------------------------------------------------------------------------

/** One question with the seller's answer and the partner's finding (null before a doorstep inspection). */
export const answerComparisonSchema = z.object({
  key: z.string(),
  question: z.string(),
  declared: z.string(),
  found: z.string().nullable(),
  /** The answers differ. */
  differs: z.boolean(),
  /** Rupees the difference changes the price by on the order's price basis (negative lowers it); 0 when equal. */
  price_effect: z.number().int(),
});
export type AnswerComparison = z.infer<typeof answerComparisonSchema>;

/** One event of the order, with who sent it (a staff member by name). */
export const staffOrderEventSchema = z.object({
  type: z.enum(ORDER_EVENT_TYPES),
  /** The timeline's title of the event ('Partner Confirmed', ...). */
  title: z.string(),
  /** ISO timestamp. */
  at: z.string(),
  by: z.enum(ACTOR_TYPES),
  /** The seller's, partner's or staff member's id. */
  actor_id: z.number().int().nullable(),
  /** The partner's shop or the staff member's name; null for the seller and the system. */
  actor_name: z.string().nullable(),
  reason: z.string().nullable(),
  /** The timeline's line under the title (partner, amounts, new pickup day). */
  detail: z.string().nullable(),
  partner_id: z.number().int().nullable(),
  partner_name: z.string().nullable(),
});
export type StaffOrderEvent = z.infer<typeof staffOrderEventSchema>;

export const OUTBOX_STATUSES = ['pending', 'sending', 'sent', 'failed'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/**
 * Whom an outbox message is for, read from its template's last word (`order_booked_seller`, ...): two masked
 * numbers may look alike ('XXXXXX3210'), so the console says whose number each one is.
 */
export const RECIPIENT_ROLES = ['seller', 'partner', 'team'] as const;
export type RecipientRole = (typeof RECIPIENT_ROLES)[number];
export const RECIPIENT_ROLE_LABELS: Record<RecipientRole, string> = {
  seller: 'Seller',
  partner: 'Partner',
  team: 'Phonix team',
};

/** A template's recipient role, or null for a template not named after one. */
export function recipientRoleOf(template: string): RecipientRole | null {
  const last = template.slice(template.lastIndexOf('_') + 1);
  return (RECIPIENT_ROLES as readonly string[]).includes(last) ? (last as RecipientRole) : null;
}

/** A message of the outbox as the console shows it: the recipient masked, with whose number it is. */
export const outboxMessageSchema = z.object({
  id: z.number().int(),
  /** 'sms' or 'email'. */
  channel: z.string(),
  /** 'XXXXXX3210' or 'raXXX@example.com'. */
  recipient: z.string(),
  /** Whom it is for (recipientRoleOf the template). */
  recipient_role: z.enum(RECIPIENT_ROLES).nullable(),
  /** The seller's name or the partner's shop whose number it is; null for the team or a number no longer on file. */
  recipient_name: z.string().nullable(),
  template: z.string(),
  status: z.enum(OUTBOX_STATUSES),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  created_at: z.string(),
  next_attempt_at: z.string().nullable(),
  sent_at: z.string().nullable(),
  /** The order it tells about, if any. */
  ref_no: z.string().nullable(),
  /** The message this one resends (POST .../resend), if it is a resend. */
  resend_of: z.number().int().nullable(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

export const staffOrderDetailSchema = staffOrderRowSchema.extend({
  /** Rises with every change: a console acting on what it showed can tell it moved. */
  version: z.number().int(),
  quote_valid_until: z.string(),
  revised_value: z.number().int().nullable(),
  offer_status: z.enum(OFFER_STATUSES).nullable(),
  seller: maskedSellerSchema.extend({ customer_id: z.number().int() }),
  address: z.object({
    address_type: z.string(),
    address_no: z.string(),
    landmark: z.string(),
    locality: z.string(),
    city: z.string(),
    state: z.string(),
    pincode: z.string(),
  }),
  partner: partnerRefSchema
    .extend({ owner_name: z.string(), mobile: z.string(), status: z.string() })
    .nullable(),
  /** Every priced question: the seller's answer beside the partner's doorstep finding. */
  answers: z.array(answerComparisonSchema),
  /** Whether the partner re-quoted (then `found` is filled). */
  inspected: z.boolean(),
  /** Oldest first. */
  events: z.array(staffOrderEventSchema),
  /** Every SMS and e-mail about this order, oldest first. */
  notifications: z.array(outboxMessageSchema),
  /** The doorstep handover: IMEIs, masked ID, wipe, masked payout and its reference, receipt; null before it started. */
  handover: partnerHandoverSchema.nullable(),
  /** The purchase receipt's number once completed. */
  receipt_number: z.string().nullable(),
  /** What a staff member may do now (staffActions). */
  actions: z.array(z.enum(STAFF_ORDER_ACTIONS)),
});
export type StaffOrderDetail = z.infer<typeof staffOrderDetailSchema>;

export const staffOrderResponseSchema = z.object({ success: z.literal(true), order: staffOrderDetailSchema });
export type StaffOrderResponse = z.infer<typeof staffOrderResponseSchema>;

/** What a staff write answers: the order afterwards. */
export const staffOrderActionResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  order: staffOrderDetailSchema,
});

export const staffAssignPartnerRequestSchema = z.object({
  partner_id: fields.id('partner_id must be a partner id'),
  reason: reason(),
});
export type StaffAssignPartnerRequest = z.infer<typeof staffAssignPartnerRequestSchema>;

export const staffOrderTransitionRequestSchema = z
  .object({
    event: z.enum(STAFF_TRANSITION_EVENTS, {
      error: 'event must be rejected, out_for_pickup or rescheduled',
    }),
    reason: reason(),
    /** The new pickup day and slot: required with `rescheduled`, ignored otherwise. */
    pickup_date: day().optional(),
    pickup_time: z.enum(PICKUP_SLOTS, { error: 'must be one of the pickup slots' }).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.event !== 'rescheduled') return;
    if (!value.pickup_date)
      ctx.addIssue({ code: 'custom', path: ['pickup_date'], message: 'Please choose the new pickup day' });
    if (!value.pickup_time)
      ctx.addIssue({ code: 'custom', path: ['pickup_time'], message: 'Please choose the new pickup slot' });
  });
export type StaffOrderTransitionRequest = z.infer<typeof staffOrderTransitionRequestSchema>;

/**
 * A cancellation: the reason the seller is told, chosen from the coded reasons (cancel-reasons.ts, each in the
 * seller's language), and the staff member's own words, kept for the console (issue 32).
 */
export const staffCancelOrderRequestSchema = z.object({
  reason_code: z.enum(CANCEL_REASONS, { error: 'Please choose what the seller is told' }),
  reason: reason(),
});
export type StaffCancelOrderRequest = z.infer<typeof staffCancelOrderRequestSchema>;

// Reaching the seller ------------------------------------------------------------------------------------

/**
 * "Call seller": the seller's full mobile is shown only through an audited reveal with a reason
 * (POST .../seller-mobile); the audit log keeps who, when, which order and why (never the number in full),
 * and the console shows each staff member how many numbers they revealed today (India day).
 */
export const SELLER_MOBILE_REVEALED = 'order.seller_mobile_revealed';

export {
  DISCLOSURE_REASON_CHARACTERS,
  DISCLOSURE_REASON_MESSAGE,
  DISCLOSURE_REASON_WORDS,
  disclosureReason,
  isDisclosureReason,
} from './disclosure.ts';

export const staffRevealSellerMobileRequestSchema = z.object({ reason: disclosureReason() });
export type StaffRevealSellerMobileRequest = z.infer<typeof staffRevealSellerMobileRequestSchema>;

export const staffRevealSellerMobileResponseSchema = z.object({
  success: z.literal(true),
  /** The seller's full 10-digit mobile. */
  mobile: z.string(),
  /** Reveals by this staff member today (India day), this one included. */
  reveals_today: z.number().int(),
});
export type StaffRevealSellerMobileResponse = z.infer<typeof staffRevealSellerMobileResponseSchema>;

export const staffMyRevealsResponseSchema = z.object({
  success: z.literal(true),
  /** Sellers' numbers this staff member revealed today (India day). */
  reveals_today: z.number().int(),
});
export type StaffMyRevealsResponse = z.infer<typeof staffMyRevealsResponseSchema>;

/** Approving or declining a raised price (a re-quote above the quote): the reason goes to the audit log. */
export const staffRevisedOfferDecisionRequestSchema = z.object({ reason: reason() });
export type StaffRevisedOfferDecisionRequest = z.infer<typeof staffRevisedOfferDecisionRequestSchema>;

// The outbox -----------------------------------------------------------------------------------------------

/** The console's outbox filter; 'pending' includes messages being sent. */
export const OUTBOX_FILTERS = ['pending', 'failed', 'sent'] as const;
export const staffOutboxQuerySchema = z.object({
  status: z.enum(OUTBOX_FILTERS, { error: 'status must be pending, failed or sent' }).default('failed'),
  page: pageQuery,
});
export type StaffOutboxQuery = z.infer<typeof staffOutboxQuerySchema>;

export const staffOutboxResponseSchema = z.object({
  success: z.literal(true),
  /** Newest first. */
  messages: z.array(outboxMessageSchema),
  /** How many messages each filter holds now. */
  counts: z.object({ pending: z.number().int(), failed: z.number().int(), sent: z.number().int() }),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});
export type StaffOutboxResponse = z.infer<typeof staffOutboxResponseSchema>;

/**
 * Retry: a failed message goes back to pending, due now, its attempts counted afresh (409 otherwise).
 * Resend: a new message copying a sent or failed one (same recipient, template and facts), due now; the
 * original stays as it was (409 for one still pending or being sent: it will go out anyway).
 */
export const staffOutboxMessageResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  /** The message retried, or the new copy a resend made. */
  outbox_message: outboxMessageSchema,
});
export type StaffOutboxMessageResponse = z.infer<typeof staffOutboxMessageResponseSchema>;
