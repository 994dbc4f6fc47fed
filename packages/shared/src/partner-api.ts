import { z } from 'zod';
import { OFFER_STATUSES, ORDER_STATUSES } from './order-lifecycle.ts';
import { orderEventSchema } from './orders-api.ts';
import { fields } from './validation.ts';

/**
 * The partner portal's calls: sign-in with mobile number and OTP, the pool of open pickups in the
 * partner's pincodes, the partner's own orders and the steps it takes on them. Built for a shop owner's
 * phone: one order carries everything its screen needs, and the seller's address and phone appear only once
 * the partner holds the order.
 */

export const PARTNER_STATUSES = ['active', 'suspended'] as const;
export type PartnerStatus = (typeof PARTNER_STATUSES)[number];

export const partnerSchema = z.object({
  partner_id: z.number().int(),
  shop_name: z.string(),
  owner_name: z.string(),
  mobile: z.string(),
  gstin: z.string(),
  /** The pincodes whose pickups the partner sees and is told about. */
  pincodes: z.array(z.string()),
  status: z.enum(PARTNER_STATUSES),
});
export type Partner = z.infer<typeof partnerSchema>;

export const partnerOtpRequestSchema = z.object({ mobile: fields.mobile() });
export const partnerVerifyOtpRequestSchema = z.object({ mobile: fields.mobile(), otp: fields.otp() });

export const partnerSessionResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  /** The partner's bearer token (a partner session, never valid for customer calls). */
  token: z.string(),
  partner: partnerSchema,
});
export const partnerProfileResponseSchema = z.object({ success: z.literal(true), partner: partnerSchema });

/** The seller, shown to the partner holding the order. */
export const partnerSellerSchema = z.object({
  name: z.string(),
  mobile: z.string(),
  alternate_mobile: z.string(),
});

/** The pickup address, shown to the partner holding the order. */
export const partnerAddressSchema = z.object({
  address_type: z.string(),
  address_no: z.string(),
  landmark: z.string(),
  locality: z.string(),
  city: z.string(),
  state: z.string(),
  pincode: z.string(),
});

/** An order as the partner sees it: an open pickup in the pool, or one it holds (or held until completion). */
export const partnerOrderSchema = z.object({
  ref_no: z.string(),
  status: z.enum(ORDER_STATUSES),
  status_label: z.string(),
  model: z.string(),
  variant: z.string(),
  /** The variant's id and the model's slug: the answer record of a re-quote must name them. */
  variant_id: z.number().int(),
  ic_slug: z.string(),
  /** ISO timestamp of the booking. */
  booked_at: z.string(),
  /** The seller's quote (SPEC ExactValue). */
  quoted_value: z.number().int(),
  quote_valid_until: z.string(),
  revised_value: z.number().int().nullable(),
  offer_status: z.enum(OFFER_STATUSES).nullable(),
  /** What completing pays: the accepted revised value, else the quote. */
  agreed_value: z.number().int(),
  final_value: z.number().int().nullable(),
  pickup_date: z.string(),
  pickup_time: z.string(),
  /** Where the pickup is, coarse enough for the pool. */
  locality: z.string(),
  city: z.string(),
  pincode: z.string(),
  /** The seller's answers (JSON text of the answer record). */
  device_info: z.string(),
  /** This partner's doorstep answers, once re-quoted (JSON text). */
  partner_device_info: z.string().nullable(),
  /** Whether the calling partner holds the order (then seller and address are filled). */
  held_by_you: z.boolean(),
  seller: partnerSellerSchema.nullable(),
  address: partnerAddressSchema.nullable(),
  events: z.array(orderEventSchema),
});
export type PartnerOrder = z.infer<typeof partnerOrderSchema>;

export const partnerPoolResponseSchema = z.object({
  success: z.literal(true),
  /** Open pickups in the partner's pincodes, soonest pickup first. */
  pickups: z.array(partnerOrderSchema),
});
export const partnerOrdersResponseSchema = z.object({
  success: z.literal(true),
  /** Orders the partner holds: active ones first (soonest pickup first), then finished ones, newest first. */
  orders: z.array(partnerOrderSchema),
});
export const partnerOrderResponseSchema = z.object({ success: z.literal(true), order: partnerOrderSchema });
export const partnerActionResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  order: partnerOrderSchema,
});

/** Handing an accepted order back to the pool. */
export const partnerRejectRequestSchema = z.object({
  reason: fields.optionalText(300).pipe(z.string().min(1, 'Please say why you are handing this pickup back')),
});
