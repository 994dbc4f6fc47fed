import { z } from 'zod';
import { ORDER_STATUSES } from './order-lifecycle.ts';

/**
 * A partner's scorecard on the console's partner page (issue 31), and the rule that flags a partner whose
 * doorstep re-checks cut the price far more often than the others' do. One home: the server computes the
 * figures (apps/server/src/modules/partners/scorecard.ts), the console draws them.
 */

/** A partner is compared only once it has re-checked this many phones (fewer says nothing yet). */
export const RECHECK_FLAG_MIN_RECHECKS = 5;
/** Flagged when its cut rate is at least this many points above the other partners' together... */
export const RECHECK_FLAG_MARGIN = 0.25;
/** ...and at least this many times theirs. */
export const RECHECK_FLAG_RATIO = 2;

/** Whether a partner's cut rate is far above the others' (both conditions), given enough re-checks. */
export function isCutRateOutlier(
  own: { rechecks: number; cuts: number },
  others: { rechecks: number; cuts: number },
) {
  if (own.rechecks < RECHECK_FLAG_MIN_RECHECKS) return false;
  const rate = own.cuts / own.rechecks;
  const theirs = others.rechecks === 0 ? 0 : others.cuts / others.rechecks;
  return rate >= theirs + RECHECK_FLAG_MARGIN && rate >= theirs * RECHECK_FLAG_RATIO;
}

export const partnerScorecardSchema = z.object({
  /** Orders it took: accepted from the pool, or given to it by staff. */
  accepted: z.number().int(),
  /** Orders it handed back itself. */
  handed_back: z.number().int(),
  completed: z.number().int(),
  /** Median minutes from the booking to its accepting (its own accepts only); null before any. */
  median_minutes_to_accept: z.number().int().nullable(),
  /** Phones it re-checked at the door (re-quotes). */
  rechecks: z.number().int(),
  /** Re-checks that lowered the price. */
  cuts: z.number().int(),
  /** cuts / rechecks; null before any re-check. */
  cut_rate: z.number().nullable(),
  /** The average cut, in rupees and as a share of the price before it; null before any cut. */
  average_cut: z.number().int().nullable(),
  average_cut_share: z.number().nullable(),
  /** The other partners' cut rate together, for comparison; null while they have no re-checks. */
  others_cut_rate: z.number().nullable(),
  /** isCutRateOutlier. */
  flagged: z.boolean(),
});
export type PartnerScorecard = z.infer<typeof partnerScorecardSchema>;

/** An order a partner holds (Accepted, Out for pickup): what the suspend dialog lists. */
export const heldOrderSchema = z.object({
  ref: z.string(),
  status: z.enum(ORDER_STATUSES),
  model: z.string(),
  pickup_date: z.string(),
  pickup_time: z.string(),
  locality: z.string(),
  pincode: z.string(),
});
export type HeldOrder = z.infer<typeof heldOrderSchema>;

/** A partner whose cut rate is flagged, for the dashboard. */
export const recheckOutlierSchema = z.object({
  partner_id: z.number().int(),
  shop_name: z.string(),
  rechecks: z.number().int(),
  cuts: z.number().int(),
  cut_rate: z.number(),
  others_cut_rate: z.number().nullable(),
});
export type RecheckOutlier = z.infer<typeof recheckOutlierSchema>;
export const recheckOutliersResponseSchema = z.object({
  success: z.literal(true),
  outliers: z.array(recheckOutlierSchema),
});
