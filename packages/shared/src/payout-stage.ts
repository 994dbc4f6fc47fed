import type { StepMoment } from './handover-stage.ts';

/**
 * Where a handover's payout stands, from the moments its steps happened: the one place that reads those
 * nullable timestamps (the handover's rows and the payouts module's records; docs/decisions/110).
 *
 *   awaiting_code (no code confirmed) -> confirmed (the seller confirmed with the code) -> releasing (a
 *   request holds the release and is calling the provider) -> released (the provider has it; its status
 *   moves as webhooks and checks say) ;   problem: a released payout that failed, was reversed or was
 *   marked failed by staff (the staff's payout queue), until it is retried.
 *
 * A release that got no answer stays `releasing` (its hold may go stale: the status check follows it).
 */
export const PAYOUT_STAGES = ['awaiting_code', 'confirmed', 'releasing', 'released', 'problem'] as const;
export type PayoutStage = (typeof PAYOUT_STAGES)[number];

export interface PayoutFacts {
  /** The seller confirmed the payout with their code. */
  otpVerifiedAt?: StepMoment;
  /** A request claimed the release (and may be calling the provider now). */
  releaseStartedAt?: StepMoment;
  /** The provider took the payout (or a cheque was handed over). */
  releasedAt?: StepMoment;
  /** The released payout failed, was reversed or was marked failed. */
  problemAt?: StepMoment;
}

const happened = (moment: StepMoment): boolean => moment !== null && moment !== undefined && moment !== false;

export function payoutStage(facts: PayoutFacts): PayoutStage {
  if (happened(facts.releasedAt)) return happened(facts.problemAt) ? 'problem' : 'released';
  if (happened(facts.releaseStartedAt)) return 'releasing';
  if (happened(facts.otpVerifiedAt)) return 'confirmed';
  return 'awaiting_code';
}

/** The money went to the provider (whatever happened to it since): a released or a problem payout. */
export const isPayoutOut = (stage: PayoutStage): boolean => stage === 'released' || stage === 'problem';
