import { ORDER_STATUS, type OrderStatus } from './order-lifecycle.ts';

/**
 * Where the handover at the doorstep stands, from the order's status and the moments its steps happened:
 * the one place that reads those nullable timestamps (the server from its rows, the web from the API's
 * views). No zod here, so a page that only needs the stage loads no schema library.
 *
 *   before_pickup (enquiry, accepted) -> at_door (out for pickup) -> otp_sent -> otp_confirmed -> paid
 *     -> completed;   cancelled: the order ended without a purchase.
 *
 * otp_confirmed: the seller confirmed the payout with their code, so the money may be with the provider and
 * the order can only be completed. paid: the payout was released, the completion (receipt) still to write.
 */
export const HANDOVER_STAGES = [
  'before_pickup',
  'at_door',
  'otp_sent',
  'otp_confirmed',
  'paid',
  'completed',
  'cancelled',
] as const;
export type HandoverStage = (typeof HANDOVER_STAGES)[number];

/** When a step happened: a Date (server rows), an ISO string (API views) or a flag; null, undefined or false when it has not. */
export type StepMoment = Date | string | boolean | null | undefined;

export interface HandoverFacts {
  /** The order's status. */
  status: OrderStatus;
  /** The payout OTP was sent to the seller (and not dropped since). */
  otpSentAt?: StepMoment;
  /** The seller confirmed the payout with that OTP. */
  otpVerifiedAt?: StepMoment;
  /** The payout was released to the seller. */
  paidAt?: StepMoment;
  /** The handover was completed (the receipt written, the order Completed). */
  completedAt?: StepMoment;
}

const happened = (moment: StepMoment): boolean => moment !== null && moment !== undefined && moment !== false;

export function handoverStage(facts: HandoverFacts): HandoverStage {
  if (facts.status === ORDER_STATUS.completed || happened(facts.completedAt)) return 'completed';
  if (facts.status === ORDER_STATUS.cancelled) return 'cancelled';
  if (facts.status !== ORDER_STATUS.out_for_pickup) return 'before_pickup';
  if (happened(facts.paidAt)) return 'paid';
  if (happened(facts.otpVerifiedAt)) return 'otp_confirmed';
  if (happened(facts.otpSentAt)) return 'otp_sent';
  return 'at_door';
}

/** The handover's view as the API answers it (the partner's and the console's; the seller's has no `otp`). */
export interface HandoverViewFacts {
  order_status: OrderStatus;
  otp?: { sent_at: string; verified: boolean } | null;
  paid: { released_at: string } | null;
  completed_at: string | null;
}

/** The stage of a handover read from its API view. */
export const handoverStageOfView = (view: HandoverViewFacts): HandoverStage =>
  handoverStage({
    status: view.order_status,
    otpSentAt: view.otp?.sent_at,
    otpVerifiedAt: view.otp?.verified,
    paidAt: view.paid?.released_at,
    completedAt: view.completed_at,
  });

/** The order is out for pickup and the purchase not complete: the doorstep steps are open. */
export const isAtDoor = (stage: HandoverStage): boolean =>
  stage === 'at_door' || stage === 'otp_sent' || stage === 'otp_confirmed' || stage === 'paid';

/** The seller confirmed the payout: nothing the seller approved may change any more. */
export const isPayoutConfirmed = (stage: HandoverStage): boolean =>
  stage === 'otp_confirmed' || stage === 'paid' || stage === 'completed';

/** The money went out (the purchase may still wait for its completion). */
export const isPayoutReleased = (stage: HandoverStage): boolean => stage === 'paid' || stage === 'completed';
