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

// Every payout (issue 31) --------------------------------------------------------------------------------

/**
 * A payout's state as the console lists it: being sent (the provider has not answered finally), paid,
 * handed over as a cheque, stuck (no news for PAYOUT_STUCK_AFTER_MINUTES), failed or reversed after the
 * release (the queue's), or marked failed by an admin (paid another way).
 */
export const PAYOUT_LIST_STATES = [
  'sending',
  'paid',
  'cheque',
  'stuck',
  'failed',
  'reversed',
  'marked_failed',
] as const;
export type PayoutListState = (typeof PAYOUT_LIST_STATES)[number];
export const PAYOUT_LIST_STATE_LABELS: Record<PayoutListState, string> = {
  sending: 'Being sent',
  paid: 'Paid',
  cheque: 'Cheque handed over',
  stuck: 'Stuck',
  failed: 'Failed',
  reversed: 'Reversed',
  marked_failed: 'Marked failed',
};

export const PAYOUTS_PAGE_SIZE = 50;

/** The payouts list's filters: a state, and the India days of the release (both included). */
export const staffPayoutsQuerySchema = z.object({
  state: z.enum(PAYOUT_LIST_STATES, { error: 'state must be a payout state' }).optional(),
  from: day().optional(),
  to: day().optional(),
  page: z.coerce.number({ error: 'page must be a number' }).int().min(1).max(10_000).default(1),
});
export type StaffPayoutsQuery = z.infer<typeof staffPayoutsQuerySchema>;

export const payoutListEntrySchema = payoutQueueEntrySchema.extend({
  state: z.enum(PAYOUT_LIST_STATES),
  /** upi, bank, wallet or cheque. */
  method: z.string().nullable(),
  /** The UTR, the provider's id, or 'Cheque no. 123456'. */
  reference: z.string().nullable(),
});
export type PayoutListEntry = z.infer<typeof payoutListEntrySchema>;

export const staffPayoutsResponseSchema = z.object({
  success: z.literal(true),
  payouts: z.array(payoutListEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
  /** How many payouts are in each state (within the days asked for). */
  counts: z.record(z.enum(PAYOUT_LIST_STATES), z.number().int()),
});
