import { z } from 'zod';
import { disclosureReason } from './disclosure.ts';
import {
  chequeNumberSchema,
  ID_TYPES,
  IMEI_CHECK_STATUSES,
  maskedPayoutSchema,
  PAYOUT_METHODS,
  WIPE_GUIDE_KEYS,
} from './handover.ts';
import { ORDER_STATUSES } from './order-lifecycle.ts';
import { fields, text } from './validation.ts';

/**
 * The handover's calls (issue 13): the partner's steps at the doorstep, the seller's payout choice and
 * confirmation, and the staff's dealer register. The request rules are those of handover.ts; this file holds
 * the shapes of the answers and of the two requests that release the payout.
 */

/** The payout as chosen: masked details and the one line the SMS and the receipt print. */
export const handoverPayoutSchema = z.object({
  method: z.enum(PAYOUT_METHODS),
  /** 'UPI XXXXXX3210@ybl'. */
  description: z.string(),
  details: maskedPayoutSchema,
  chosen_at: z.string(),
});

/** The payout once released: the UTR, the provider's payout id or the cheque number. */
export const handoverPaidSchema = z.object({
  reference: z.string(),
  /** True when the development driver made it (no money moved). */
  test: z.boolean(),
  released_at: z.string(),
  /**
   * The provider's status as it arrives (webhooks and status checks, modules/payouts): pending, queued,
   * processing, processed, reversed, failed, ...; `retrying` while an admin's retry waits for its answer;
   * `handed_over` for a cheque.
   */
  status: z.string().nullable(),
  /** The bank's reference once the provider gave it. */
  utr: z.string().nullable(),
});

/** The payout OTP: when it was sent and until when it can be used; null before one is sent. */
export const handoverOtpSchema = z.object({
  sent_at: z.string(),
  expires_at: z.string(),
  /** The seller's code was accepted (the payout follows in the same call). */
  verified: z.boolean(),
});

/** The handover of an order as the partner holding it sees it. */
export const partnerHandoverSchema = z.object({
  ref_no: z.string(),
  order_status: z.enum(ORDER_STATUSES),
  /** The most the final amount may be: the quote, or the revised value the seller accepted. */
  agreed_value: z.number().int(),
  /** A revised offer waits for the seller: the amount and the payout wait too. */
  offer_pending: z.boolean(),
  /**
   * A raised price waits for Phonix's approval (issue 31): the quote and the new price, so the partner sees
   * what waits and the page reads again until it is decided; null otherwise.
   */
  price_review: z.object({ quoted_value: z.number().int(), revised_value: z.number().int() }).nullable(),
  /** 'manual': each IMEI needs the result and reference of the official check (manual_check). */
  imei_checker: z.enum(['manual', 'list']),
  imeis: z.array(z.string()),
  imei_checks: z.array(
    z.object({
      imei: z.string(),
      status: z.enum(IMEI_CHECK_STATUSES),
      driver: z.string(),
      reference: z.string(),
      checked_at: z.string(),
    }),
  ),
  imei_restricted: z.boolean(),
  seller_id: z
    .object({
      id_type: z.enum(ID_TYPES),
      id_label: z.string(),
      /** 'XXXX XXXX 1234'. */
      id_masked: z.string(),
      name_on_id: z.string(),
    })
    .nullable(),
  wipe_confirmed_at: z.string().nullable(),
  payout: handoverPayoutSchema.nullable(),
  final_amount: z.number().int().nullable(),
  otp: handoverOtpSchema.nullable(),
  paid: handoverPaidSchema.nullable(),
  /** Every step before the payout OTP is done (and no IMEI is restricted). */
  ready_for_otp: z.boolean(),
  completed_at: z.string().nullable(),
  receipt_number: z.string().nullable(),
});
export type PartnerHandover = z.infer<typeof partnerHandoverSchema>;

/** The handover as the seller sees it on their order page. */
export const sellerHandoverSchema = z.object({
  ref_no: z.string(),
  order_status: z.enum(ORDER_STATUSES),
  agreed_value: z.number().int(),
  /** The seller may choose or change how to be paid (the executive is on the way, nothing paid yet). */
  can_choose_payout: z.boolean(),
  payout: handoverPayoutSchema.nullable(),
  final_amount: z.number().int().nullable(),
  /** An OTP was sent and can still be used: the seller may confirm here instead of reading it out. */
  awaiting_confirmation: z.boolean(),
  otp_expires_at: z.string().nullable(),
  paid: handoverPaidSchema.nullable(),
  receipt_number: z.string().nullable(),
  completed_at: z.string().nullable(),
  /** The step-by-step wipe guide for the phone's brand (WIPE_GUIDES in handover.ts). */
  wipe_guide: z.enum(WIPE_GUIDE_KEYS),
});
export type SellerHandover = z.infer<typeof sellerHandoverSchema>;

export const partnerHandoverResponseSchema = z.object({
  success: z.literal(true),
  handover: partnerHandoverSchema,
});
export const partnerHandoverStepResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  handover: partnerHandoverSchema,
});
export const sellerHandoverResponseSchema = z.object({
  success: z.literal(true),
  handover: sellerHandoverSchema,
});
export const sellerHandoverStepResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  handover: sellerHandoverSchema,
});

/**
 * The seller's OTP, read out to the executive or typed on the seller's own page, releases the payout and
 * completes the order. A cheque payout also needs the number of the cheque handed over.
 */
export const releaseWithOtpRequestSchema = z.object({
  otp: fields.otp(),
  cheque_number: chequeNumberSchema.optional(),
});
export type ReleaseWithOtpRequest = z.infer<typeof releaseWithOtpRequestSchema>;

/** India days, both included; by default from the start of the financial year to today. */
const INDIA_DAY = /^\d{4}-\d{2}-\d{2}$/;
export const dealerRegisterQuerySchema = z.object({
  from: text(10).regex(INDIA_DAY, 'must be a day (YYYY-MM-DD)').optional(),
  to: text(10).regex(INDIA_DAY, 'must be a day (YYYY-MM-DD)').optional(),
  /**
   * Why the register is needed (issue 31): required from operations staff (DEALER_REGISTER_REASON_REQUIRED
   * without it), optional for an admin; kept in the audit entry of the download.
   */
  reason: disclosureReason().optional(),
});
