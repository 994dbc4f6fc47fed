import { z } from 'zod';
import {
  ACTOR_TYPES,
  type LifecycleEvent,
  OFFER_STATUSES,
  ORDER_EVENT_TYPES,
  ORDER_STATUS_SPEC_VALUES,
  ORDER_STATUSES,
  type OrderState,
} from './order-lifecycle.ts';
import { PICKUP_SLOTS } from './pickup.ts';
import { fields, text } from './validation.ts';

/**
 * Sell-now orders (SPEC 2, 3, 4 and 7) with the spec's field names. Status codes, the rules on them and the
 * timeline live in order-lifecycle.ts.
 */

const pickupDate = () => z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date (YYYY-MM-DD)');
const pickupTime = () => z.enum(PICKUP_SLOTS, { error: 'must be one of the pickup slots' });

export const generateSellNowOrderRequestSchema = z.object({
  ic_slug: fields.slug(),
  model_name: text(200).default(''),
  /** The variant's id. */
  variant: fields.id('must be a variant id'),
  /** Ignored: the server recomputes the value from device_info. */
  exactValue: z.unknown().optional(),
  /** The answer record as JSON text. */
  device_info: text(10_000).min(2, 'is required'),
  customer_id: fields.id(),
  address_id: fields.id('Please select an address'),
  pickup_date: pickupDate(),
  pickup_time: pickupTime(),
  /**
   * The evaluation being booked: the isInserted marker (the id insertPriceEnquiry answered). One evaluation
   * books at most one order; a repeat answers that order. Optional for clients older than this rule, which
   * fall back on the Idempotency-Key and the booking's fingerprint.
   */
  enquiry_id: z
    .number({ error: 'must be the id of a recorded quote' })
    .int('must be the id of a recorded quote')
    .positive('must be the id of a recorded quote')
    // price_enquiries.id is a bigint; JSON numbers are exact up to here.
    .max(Number.MAX_SAFE_INTEGER, 'is too large')
    .optional(),
});
export type GenerateSellNowOrderRequest = z.infer<typeof generateSellNowOrderRequestSchema>;

export const generateSellNowOrderResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  RefNo: z.string(),
  /** The value the order was booked at, computed on the server. */
  ExactValue: z.number().int(),
  /** ISO timestamp: until then a doorstep re-quote prices on the table this value came from. */
  quote_valid_until: z.string(),
});

/** One event of an order's history (order-lifecycle.ts LifecycleEvent): what, when, by whom, the facts shown. */
export const orderEventSchema = z.object({
  type: z.enum(ORDER_EVENT_TYPES),
  /** ISO timestamp. */
  at: z.string(),
  by: z.enum(ACTOR_TYPES),
  partner_id: z.number().int().optional(),
  partner_name: z.string().optional(),
  partner_mobile: z.string().optional(),
  reason: z.string().optional(),
  amount: z.number().int().optional(),
  previous_amount: z.number().int().optional(),
  pickup_date: z.string().optional(),
  pickup_time: z.string().optional(),
}) satisfies z.ZodType<LifecycleEvent>;

export const salesOrderSchema = z.object({
  RefNo: z.string(),
  /** SPEC's value: 'Enquiry', 'Accepted', 'Out for Pick up', 'Completed' or 'Cancelled'. */
  Status: z.enum(ORDER_STATUS_SPEC_VALUES),
  /** The same status as a code ('enquiry', 'out_for_pickup', ...), which the pages' rules read. */
  status_code: z.enum(ORDER_STATUSES),
  Model: z.string(),
  VariantInfo: z.string(),
  ic_slug: z.string(),
  /** ISO timestamp. */
  TransactionDate: z.string(),
  ExactValue: z.number().int(),
  /** The answer record as JSON text. */
  DeviceInfo: z.string(),
  address_type: z.string(),
  Address: z.string(),
  landmark: z.string(),
  locality: z.string(),
  City: z.string(),
  state: z.string(),
  ZipCode: z.string(),
  pickup_date: z.string(),
  pickup_time: z.string(),
  partner_id: z.number().int(),
  partner_name: z.string(),
  partner_mobile: z.string(),
  cancel_by_customer: z.number().int(),
  cancel_at: z.string().nullable(),
  cancel_by_partner: z.number().int(),
  cancel_by_partner_at: z.string().nullable(),
  final_status_date: z.string().nullable(),
  /** The order's history, oldest first, from which the timeline is drawn. */
  events: z.array(orderEventSchema),
  /** The status as the pages show it ('Order Initiated', 'Out for Pick up', ...). */
  status_label: z.string(),
  /** ISO timestamp until which the quote (ExactValue) holds for a doorstep re-quote. */
  quote_valid_until: z.string(),
  /** The value after the partner's doorstep inspection; null until re-quoted. */
  revised_value: z.number().int().nullable(),
  offer_status: z.enum(OFFER_STATUSES).nullable(),
  /** What the partner pays at completion: the accepted revised value, else ExactValue. */
  agreed_value: z.number().int(),
  /** What was paid, once Completed. */
  final_value: z.number().int().nullable(),
  /** The partner's inspection answers as JSON text, once re-quoted. */
  PartnerDeviceInfo: z.string().nullable(),
  /** Why the order was cancelled, when it was. */
  cancel_reason: z.string().nullable(),
});
export type SalesOrder = z.infer<typeof salesOrderSchema>;

/** The lifecycle state of an order as the rules of order-lifecycle.ts read it. */
export const orderStateOf = (order: Pick<SalesOrder, 'status_code' | 'offer_status'>): OrderState => ({
  status: order.status_code,
  offerStatus: order.offer_status,
});

export const salesOrdersResponseSchema = z.object({
  success: z.literal(true),
  salesorders: z.array(salesOrderSchema),
});
export const sellNowOrderResponseSchema = z.object({ success: z.literal(true), order: salesOrderSchema });
export const orderEnquiryResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  enquiry: salesOrderSchema,
});

/** The public device report: the device and its condition only, no personal data. */
export const deviceReportSchema = z.object({
  Model: z.string(),
  VariantInfo: z.string(),
  TransactionDate: z.string(),
  DeviceInfo: z.string(),
  PartnerDeviceInfo: z.string().nullable(),
});
export type DeviceReport = z.infer<typeof deviceReportSchema>;
export const deviceReportResponseSchema = z.object({ success: z.literal(true), enquiry: deviceReportSchema });

/** POST api/reschedulepickup/{ref_no}: another of the next 4 days and a slot (SPEC 9). */
export const reschedulePickupRequestSchema = z.object({
  pickup_date: pickupDate(),
  pickup_time: pickupTime(),
});
export type ReschedulePickupRequest = z.infer<typeof reschedulePickupRequestSchema>;
export const reschedulePickupResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  order: salesOrderSchema,
});
