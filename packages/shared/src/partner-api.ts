import { z } from 'zod';
import { PAYOUT_METHODS } from './handover.ts';
import { dealerRegisterQuerySchema } from './handover-api.ts';
import { pageLanguage } from './language-api.ts';
import { OFFER_STATUSES, ORDER_STATUSES } from './order-lifecycle.ts';
import { orderEventSchema } from './orders-api.ts';
import { heldOrderSchema, partnerScorecardSchema } from './partner-scorecard.ts';
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

export const partnerOtpRequestSchema = z.object({ mobile: fields.mobile(), language: pageLanguage() });
export const partnerVerifyOtpRequestSchema = z.object({
  mobile: fields.mobile(),
  otp: fields.otp(),
  language: pageLanguage(),
});

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

/** What Phonix paid the seller for a completed order, as its purchase receipt records it. */
export const partnerPaidSchema = z.object({
  /** Rupees paid (the agreed value). */
  amount: z.number().int(),
  method: z.enum(PAYOUT_METHODS),
  receipt_number: z.string(),
  /** ISO timestamp of the completion. */
  completed_at: z.string(),
});
export type PartnerPaid = z.infer<typeof partnerPaidSchema>;

/**
 * An order as the partner sees it: an open pickup in the pool, or one it holds. The seller's name, phone
 * and address are filled while the partner holds an order that is not completed; once the phone is bought
 * they are no longer the partner's to keep (locality, city and pincode stay, and the receipt).
 */
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
  /** Whether the calling partner holds the order (then seller and address are filled until completion). */
  held_by_you: z.boolean(),
  seller: partnerSellerSchema.nullable(),
  address: partnerAddressSchema.nullable(),
  /** A completed order: what Phonix paid the seller, how, and the receipt; null before completion. */
  paid: partnerPaidSchema.nullable(),
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

// The partner's history: completed pickups, their receipts and a statement --------------------------------

/** How many completed pickups a page of the history holds. */
export const PARTNER_HISTORY_PAGE_SIZE = 20;

/**
 * The days of a history page or statement: India days, both included (YYYY-MM-DD); by default from the
 * start of the financial year to today, as the dealer register's.
 */
export const partnerStatementQuerySchema = dealerRegisterQuerySchema;
export const partnerHistoryQuerySchema = dealerRegisterQuerySchema.extend({
  page: z.coerce.number({ error: 'page must be a number' }).int().min(1).max(10_000).default(1),
});

const INDIA_DAY = /^\d{4}-\d{2}-\d{2}$/;
/** The portal's history form: both days chosen, the first not after the last. */
export const partnerHistoryDaysSchema = z
  .object({
    from: z.string().regex(INDIA_DAY, 'Choose the first day'),
    to: z.string().regex(INDIA_DAY, 'Choose the last day'),
  })
  .refine((days) => days.from <= days.to, {
    path: ['to'],
    message: 'The last day must not be before the first day',
  });

/** One completed pickup of the partner: no seller's phone or address, the receipt to download. */
export const partnerHistoryItemSchema = z.object({
  ref_no: z.string(),
  model: z.string(),
  variant: z.string(),
  locality: z.string(),
  pincode: z.string(),
  paid: partnerPaidSchema,
});
export type PartnerHistoryItem = z.infer<typeof partnerHistoryItemSchema>;

export const partnerHistoryResponseSchema = z.object({
  success: z.literal(true),
  /** The India days listed, both included. */
  from: z.string(),
  to: z.string(),
  /** Newest completion first. */
  pickups: z.array(partnerHistoryItemSchema),
  /** Completed pickups in the days, and what Phonix paid for them in all (every page). */
  total: z.number().int(),
  total_paid: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});

// Operations console: partner requests and partners (staff calls; every change is audited) ---------------

export const PARTNER_REQUEST_STATUSES = ['pending', 'approved', 'declined'] as const;
export type PartnerRequestStatus = (typeof PARTNER_REQUEST_STATUSES)[number];

export const staffPartnerRequestsQuerySchema = z.object({
  /** Which requests: pending (the default, waiting for a decision), approved, declined or all. */
  status: z
    .enum([...PARTNER_REQUEST_STATUSES, 'all'], {
      error: 'status must be pending, approved, declined or all',
    })
    .default('pending'),
  page: z.coerce.number({ error: 'page must be a number' }).int().min(1).max(10_000).default(1),
});

/** A partner request as the console shows it: the mobile number in full (staff call the shop back). */
export const staffPartnerRequestSchema = z.object({
  id: z.number().int(),
  /** ISO timestamp of the form's sending. */
  created_at: z.string(),
  shop_name: z.string(),
  owner_name: z.string(),
  mobile: z.string(),
  city: z.string(),
  pincode: z.string(),
  gstin: z.string(),
  message: z.string(),
  status: z.enum(PARTNER_REQUEST_STATUSES),
  /** The partner it became, once approved. */
  partner_id: z.number().int().nullable(),
  /** ISO timestamp, staff e-mail and reason of a decline; null otherwise. */
  declined_at: z.string().nullable(),
  declined_by: z.string().nullable(),
  decline_reason: z.string().nullable(),
});
export type StaffPartnerRequest = z.infer<typeof staffPartnerRequestSchema>;

export const staffPartnerRequestsResponseSchema = z.object({
  success: z.literal(true),
  /** Newest first. */
  requests: z.array(staffPartnerRequestSchema),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
  /** How many requests are in each status (for the screen's tabs), whatever the filter. */
  counts: z.object({ pending: z.number().int(), approved: z.number().int(), declined: z.number().int() }),
});

const pincodeList = () =>
  z
    .array(fields.pincode(), { error: 'pincodes must be a list of pincodes' })
    .min(1, 'Give at least one pincode')
    .max(500, 'At most 500 pincodes');

export const approvePartnerRequestRequestSchema = z.object({
  /** The pincodes the new partner serves (each must be one we serve). */
  pincodes: pincodeList(),
  /** Corrections of the form's shop and owner names; the form's are kept when left out or empty. */
  shop_name: fields.optionalText(150).optional(),
  owner_name: fields.optionalText(100).optional(),
});

export const declinePartnerRequestRequestSchema = z.object({
  reason: fields.requiredText('Please say why the request is declined', 500),
});

export const PARTNER_FILTERS = ['all', 'active', 'suspended'] as const;
export const staffPartnersQuerySchema = z.object({
  status: z.enum(PARTNER_FILTERS, { error: 'status must be all, active or suspended' }).default('all'),
});

/** A partner as the console shows it, with its orders counted. */
export const staffPartnerSchema = partnerSchema.extend({
  /** ISO timestamps. */
  created_at: z.string(),
  updated_at: z.string(),
  /** The partner request it was approved from (null for a partner made otherwise). */
  partner_request_id: z.number().int().nullable(),
  /** When and why it was suspended; null while active. */
  suspended_at: z.string().nullable(),
  suspension_reason: z.string().nullable(),
  orders: z.object({
    /** Open pickups in its pincodes that nobody holds (its pool, before hand-backs). */
    open: z.number().int(),
    /** Orders it holds that are not finished (accepted, out for pickup). */
    held: z.number().int(),
    /** Orders it completed. */
    completed: z.number().int(),
  }),
});
export type StaffPartner = z.infer<typeof staffPartnerSchema>;

export const staffPartnersResponseSchema = z.object({
  success: z.literal(true),
  /** Shop name order. */
  partners: z.array(staffPartnerSchema),
});
export const staffPartnerResponseSchema = z.object({ success: z.literal(true), partner: staffPartnerSchema });
export const staffPartnerRequestResponseSchema = z.object({
  success: z.literal(true),
  request: staffPartnerRequestSchema,
});
/** An approval answers the new partner and the request as it is now. */
export const staffApprovePartnerRequestResponseSchema = z.object({
  success: z.literal(true),
  partner: staffPartnerSchema,
  request: staffPartnerRequestSchema,
});

export const updatePartnerPincodesRequestSchema = z.object({ pincodes: pincodeList() });

export const setPartnerStatusRequestSchema = z.object({
  status: z.enum(PARTNER_STATUSES, { error: 'status must be active or suspended' }),
  /** Why (kept with a suspension and in the audit log). */
  reason: fields.optionalText(500).optional(),
});

// Issue 31: a partner's page in the console, and what a suspension did --------------------------------------

/** The console's partner page: the partner, the orders it holds, its scorecard (partner-scorecard.ts). */
export const staffPartnerDetailResponseSchema = z.object({
  success: z.literal(true),
  partner: staffPartnerSchema,
  held_orders: z.array(heldOrderSchema),
  scorecard: partnerScorecardSchema,
});
/** A status change answers the partner and, for a suspension, the orders it sent back to the pool. */
export const staffPartnerStatusResponseSchema = staffPartnerResponseSchema.extend({
  returned_to_pool: z.array(z.string()),
});
