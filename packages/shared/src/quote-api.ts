import { z } from 'zod';
import { answerRecordSchema } from './questionnaire.ts';

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
});
export const insertPriceEnquiryResponseSchema = z.object({
  success: z.literal(true),
  /** Kept by the browser as the isInserted marker. */
  isInserted: z.number().int(),
  finalValue: z.number().int(),
});
export type InsertPriceEnquiryResponse = z.infer<typeof insertPriceEnquiryResponseSchema>;
