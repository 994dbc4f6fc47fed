import { z } from 'zod';
import { ID_TYPES, IMEI_CHECK_STATUSES, maskedPayoutSchema, PAYOUT_METHODS } from './handover.ts';

/**
 * The purchase receipt made at the end of a handover (issue 13): its number and the content stored, once
 * and for good, in the receipt record. The PDF and the dealer register are drawn from that record alone, so
 * later changes to the order never change a receipt.
 */

export const RECEIPT_PREFIX = 'PX';
/** Sequence digits in a receipt number (more appear past 999999 rather than wrapping). */
export const RECEIPT_SEQUENCE_DIGITS = 6;

/** The Indian financial year a moment falls in ('2026-27'): its home is financial-year.ts. */
export { financialYearOf } from './financial-year.ts';

export const FINANCIAL_YEAR_PATTERN = /^(\d{4})-(\d{2})$/;

/** 'PX/2026-27/000123'. */
export function formatReceiptNumber(financialYear: string, sequence: number): string {
  if (!FINANCIAL_YEAR_PATTERN.test(financialYear))
    throw new RangeError(`Not a financial year: ${financialYear}`);
  if (!Number.isSafeInteger(sequence) || sequence < 1)
    throw new RangeError(`Not a sequence number: ${sequence}`);
  return `${RECEIPT_PREFIX}/${financialYear}/${String(sequence).padStart(RECEIPT_SEQUENCE_DIGITS, '0')}`;
}

export const RECEIPT_NUMBER_PATTERN = /^PX\/(\d{4}-\d{2})\/(\d{6,})$/;

export function parseReceiptNumber(value: string): { financialYear: string; sequence: number } | null {
  const match = RECEIPT_NUMBER_PATTERN.exec(value);
  if (!match) return null;
  return { financialYear: match[1] as string, sequence: Number(match[2]) };
}

/** What a receipt record holds (jsonb `content`); `version` lets a later layout read older records. */
export const purchaseReceiptContentSchema = z.object({
  version: z.literal(1),
  number: z.string().regex(RECEIPT_NUMBER_PATTERN),
  financial_year: z.string().regex(FINANCIAL_YEAR_PATTERN),
  /** ISO timestamp of the completion. */
  issued_at: z.string(),
  order_ref: z.string(),
  seller: z.object({
    name: z.string(),
    mobile_masked: z.string(),
    id_type: z.enum(ID_TYPES),
    id_label: z.string(),
    id_masked: z.string(),
    name_on_id: z.string(),
  }),
  device: z.object({
    model: z.string(),
    variant: z.string(),
    imeis: z.array(z.string()).min(1).max(2),
  }),
  imei_check: z.object({
    driver: z.string(),
    status: z.enum(IMEI_CHECK_STATUSES),
    reference: z.string(),
  }),
  price: z.object({
    /**
     * The value the seller was first quoted online (issue 31; receipts before it lack it, and `rechecks`).
     */
    quoted: z.number().int().optional(),
    /**
     * Each answer the partner's doorstep re-check found different, with what it changed the price by in
     * rupees (negative lowers it), in the English of the console and the revised offer.
     */
    rechecks: z
      .array(
        z.object({
          key: z.string(),
          question: z.string(),
          declared: z.string(),
          found: z.string(),
          price_effect: z.number().int(),
        }),
      )
      .optional(),
    /** The value the seller was quoted, or the revised value they accepted. */
    agreed: z.number().int(),
    final: z.number().int(),
    final_in_words: z.string(),
  }),
  payout: z.object({
    method: z.enum(PAYOUT_METHODS),
    /** One line: 'UPI XXXXXX3210@ybl'. */
    description: z.string(),
    details: maskedPayoutSchema,
    /** The UTR, the provider's payout id or the cheque number. */
    reference: z.string(),
    /** True when the development driver made the payout (no money moved). */
    test: z.boolean(),
  }),
  pickup: z.object({ date: z.string(), slot: z.string(), city: z.string() }),
  company: z.object({ name: z.string(), legal_name: z.string(), address: z.string(), gstin: z.string() }),
  data_wipe: z.object({
    confirmed_at: z.string(),
    items: z.array(z.object({ code: z.string(), label: z.string() })),
  }),
});
export type PurchaseReceiptContent = z.infer<typeof purchaseReceiptContentSchema>;
