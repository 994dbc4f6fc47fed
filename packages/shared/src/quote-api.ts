import { z } from 'zod';
import { answerRecordSchema } from './questionnaire-record.ts';

/** Request and response bodies of the pricing calls (SPEC 7). The server always prices from the answers. */

export const quoteLineSchema = z.object({
  code: z.string(),
  label: z.string(),
  percent: z.number(),
  amount: z.number().int(),
});

export const exactValueResponseSchema = z.object({
  success: z.literal(true),
  finalValue: z.number().int(),
  basePrice: z.number().int(),
  deductions: z.array(quoteLineSchema),
  totalDeduction: z.number().int(),
  minimumOfferApplied: z.boolean(),
  /**
   * ISO timestamp: booked now, the quote holds until then (QUOTE_VALID_DAYS, order-lifecycle.ts): a doorstep
   * re-quote prices on the table this value came from. The booking prices again and holds from its own time.
   */
  quote_valid_until: z.string(),
});
export type ExactValueResponse = z.infer<typeof exactValueResponseSchema>;

export const calculatePriceRequestSchema = z.object({ selectedModel: answerRecordSchema });
export const calculatePriceResponseSchema = z.object({
  success: z.literal(true),
  finalValue: z.number().int(),
});

export const insertPriceEnquiryRequestSchema = z.object({
  selectedModel: answerRecordSchema,
  /** The logged-in customer as the browser knows it; the server trusts only its session. */
  user: z.unknown().optional(),
  /** Ignored: the server records the value it computes itself. */
  finalValue: z.unknown().optional(),
  /**
   * Seconds the seller took from the first question to the quote, measured by the browser; feeds the home
   * page's average quote time (SITE_STATS in site-stats.ts ignores implausible values).
   */
  quote_seconds: z.number().int().min(1).max(86_400).optional(),
});
export const insertPriceEnquiryResponseSchema = z.object({
  success: z.literal(true),
  /** Kept by the browser as the isInserted marker. */
  isInserted: z.number().int(),
  finalValue: z.number().int(),
});
export type InsertPriceEnquiryResponse = z.infer<typeof insertPriceEnquiryResponseSchema>;
