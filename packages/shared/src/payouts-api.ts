import { z } from 'zod';
import { day, text } from './validation.ts';

/** A released payout with no final status and no news for this long is listed as stuck. */
export const PAYOUT_STUCK_AFTER_MINUTES = 120;

/**
 * The console's payout queue (modules/payouts): payouts released to the seller that failed or were
 * reversed afterwards, or are stuck, and what an admin does about one (retry with a new idempotency key, or mark it
 * failed). The provider's statuses are RazorpayX's: pending, queued, processing, processed, reversed,
 * failed, rejected, cancelled.
 */
export const payoutQueueEntrySchema = z.object({
  ref: z.string(),
  amount: z.number().int(),
  /** The provider's status now. */
  payout_status: z.string().nullable(),
  /** What flagged it: reversed, failed, rejected or cancelled. */
  payout_problem: z.string().nullable(),
  payout_problem_at: z.string().nullable(),
  payout_provider_id: z.string().nullable(),
  payout_utr: z.string().nullable(),
  /** When the order was completed; null while the handover is not. */
  completed_at: z.string().nullable(),
  /** When the payout was released (the seller's code used). */
  released_at: z.string().nullable(),
  /**
   * No final status and no news from the provider for PAYOUT_STUCK_AFTER_MINUTES since the release or the
   * last status: an admin may mark it failed (it is not flagged otherwise).
   */
  stuck: z.boolean(),
});
export type PayoutQueueEntry = z.infer<typeof payoutQueueEntrySchema>;

export const payoutQueueResponseSchema = z.object({
  success: z.literal(true),
  payouts: z.array(payoutQueueEntrySchema),
});

export const payoutActionRequestSchema = z.object({
  /** Why, for the audit log. */
  reason: text(500).trim().min(3),
});
export type PayoutActionRequest = z.infer<typeof payoutActionRequestSchema>;

export const payoutActionResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  payout: payoutQueueEntrySchema,
});

/** The daily reconciliation report: an India day (YYYY-MM-DD), by default yesterday's. */
export const payoutReconciliationQuerySchema = z.object({
  day: z.string().trim().pipe(day()).optional(),
});

/** The report's columns, in order. */
export const PAYOUT_RECONCILIATION_HEADER = [
  'Released at (IST)',
  'Order',
  'Our reference',
  'Provider payout id',
  'UTR',
  'State',
  'Amount (INR)',
  'Order completed',
  'Mismatch',
] as const;
