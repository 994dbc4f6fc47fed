import type { PartnerHandover } from '@phonix/shared/handover-api';
import { handoverStageOfView, isAtDoor, isPayoutReleased } from '@phonix/shared/handover-stage';

/**
 * What the handover page reads from the server's view of a handover: which steps are done, what is still
 * missing before the payout OTP, and the one sentence that says what to do next.
 */

/** The purchase is complete (the seller's OTP released the payout and the receipt was written). */
export const isPurchaseComplete = (handover: PartnerHandover) =>
  handoverStageOfView(handover) === 'completed';

/** Nothing can be changed any more: the payout went out, or the purchase is complete. */
export const isHandoverLocked = (handover: PartnerHandover) =>
  isPayoutReleased(handoverStageOfView(handover));

export const isImeiDone = (handover: PartnerHandover) =>
  handover.imeis.length > 0 && !handover.imei_restricted;

/** What is still missing before the OTP can be sent, in the page's words (empty when ready). */
export function missingBeforeOtp(handover: PartnerHandover): string[] {
  const missing: string[] = [];
  if (!isImeiDone(handover)) missing.push('the IMEI (step 1)');
  if (!handover.seller_id) missing.push('the seller’s ID (step 2)');
  if (!handover.wipe_confirmed_at) missing.push('the data wipe (step 3)');
  if (!handover.payout) missing.push('the seller’s choice of how to be paid');
  if (handover.final_amount === null) missing.push('the final amount');
  if (handover.offer_pending) missing.push('the seller’s answer to the revised offer');
  return missing;
}

/** Whether "Send OTP to seller" may be pressed: the server's ready flag, and the price settled. */
export const canSendOtp = (handover: PartnerHandover) =>
  handover.ready_for_otp && !handover.offer_pending && !isHandoverLocked(handover);

/** What to do next, in one sentence (spoken when it changes). */
export function handoverNextStep(handover: PartnerHandover): string {
  const stage = handoverStageOfView(handover);
  if (stage === 'completed')
    return handover.receipt_number
      ? `Purchase complete. Receipt ${handover.receipt_number}.`
      : 'This pickup is completed.';
  if (!isAtDoor(stage)) return 'The handover takes place at the door, once you are out for pickup.';
  if (handover.imei_restricted) return 'Stop: this phone’s IMEI is restricted. Do not buy it.';
  if (stage === 'paid') return 'The payment is released. Press “Complete purchase” to finish.';
  if (stage === 'otp_confirmed')
    return 'The seller’s code was accepted. Press “Complete purchase” again to release the payment.';
  if (stage === 'otp_sent') return 'Ask the seller to read out the OTP, then press “Complete purchase”.';
  if (!isImeiDone(handover)) return 'Step 1: record the phone’s IMEI.';
  if (!handover.seller_id) return 'Step 2: record the seller’s ID.';
  if (!handover.wipe_confirmed_at) return 'Step 3: go through the data wipe with the seller.';
  if (handover.offer_pending) return 'Waiting for the seller to accept or decline the revised offer.';
  if (!handover.payout) return 'Waiting for the seller to choose how to be paid, on their own phone.';
  if (handover.final_amount === null) return 'Step 4: enter the final amount.';
  return 'Step 4: send the OTP to the seller.';
}
