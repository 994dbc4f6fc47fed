import type { PartnerHandover } from '@phonix/shared/handover-api';
import { handoverStageOfView, isAtDoor, isPayoutReleased } from '@phonix/shared/handover-stage';
import type { Locale } from '@phonix/shared/i18n';
import { partner_handover_next_amount } from '@phonix/shared/messages/partner_handover_next_amount';
import { partner_handover_next_completed } from '@phonix/shared/messages/partner_handover_next_completed';
import { partner_handover_next_imei } from '@phonix/shared/messages/partner_handover_next_imei';
import { partner_handover_next_not_at_door } from '@phonix/shared/messages/partner_handover_next_not_at_door';
import { partner_handover_next_offer } from '@phonix/shared/messages/partner_handover_next_offer';
import { partner_handover_next_otp_confirmed } from '@phonix/shared/messages/partner_handover_next_otp_confirmed';
import { partner_handover_next_otp_sent } from '@phonix/shared/messages/partner_handover_next_otp_sent';
import { partner_handover_next_paid } from '@phonix/shared/messages/partner_handover_next_paid';
import { partner_handover_next_payout } from '@phonix/shared/messages/partner_handover_next_payout';
import { partner_handover_next_receipt } from '@phonix/shared/messages/partner_handover_next_receipt';
import { partner_handover_next_restricted } from '@phonix/shared/messages/partner_handover_next_restricted';
import { partner_handover_next_seller_id } from '@phonix/shared/messages/partner_handover_next_seller_id';
import { partner_handover_next_send_otp } from '@phonix/shared/messages/partner_handover_next_send_otp';
import { partner_handover_next_wipe } from '@phonix/shared/messages/partner_handover_next_wipe';
import { partner_missing_amount } from '@phonix/shared/messages/partner_missing_amount';
import { partner_missing_imei } from '@phonix/shared/messages/partner_missing_imei';
import { partner_missing_offer } from '@phonix/shared/messages/partner_missing_offer';
import { partner_missing_payout } from '@phonix/shared/messages/partner_missing_payout';
import { partner_missing_seller_id } from '@phonix/shared/messages/partner_missing_seller_id';
import { partner_missing_wipe } from '@phonix/shared/messages/partner_missing_wipe';
import { partner_rise_waiting_title } from '@phonix/shared/messages/partner_rise_waiting_title';

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
export function missingBeforeOtp(handover: PartnerHandover, locale: Locale = 'en'): string[] {
  const l = { locale };
  const missing: string[] = [];
  if (!isImeiDone(handover)) missing.push(partner_missing_imei({}, l));
  if (!handover.seller_id) missing.push(partner_missing_seller_id({}, l));
  if (!handover.wipe_confirmed_at) missing.push(partner_missing_wipe({}, l));
  if (!handover.payout) missing.push(partner_missing_payout({}, l));
  if (handover.final_amount === null) missing.push(partner_missing_amount({}, l));
  if (handover.offer_pending && !handover.price_review) missing.push(partner_missing_offer({}, l));
  if (handover.price_review) missing.push(partner_rise_waiting_title({}, l));
  return missing;
}

/** Whether "Send OTP to seller" may be pressed: the server's ready flag, and the price settled. */
export const canSendOtp = (handover: PartnerHandover) =>
  handover.ready_for_otp && !handover.offer_pending && !isHandoverLocked(handover);

/** What to do next, in one sentence (spoken when it changes). */
export function handoverNextStep(handover: PartnerHandover, locale: Locale = 'en'): string {
  const l = { locale };
  const stage = handoverStageOfView(handover);
  if (stage === 'completed')
    return handover.receipt_number
      ? partner_handover_next_receipt({ receipt: handover.receipt_number }, l)
      : partner_handover_next_completed({}, l);
  if (!isAtDoor(stage)) return partner_handover_next_not_at_door({}, l);
  if (handover.imei_restricted) return partner_handover_next_restricted({}, l);
  if (stage === 'paid') return partner_handover_next_paid({}, l);
  if (stage === 'otp_confirmed') return partner_handover_next_otp_confirmed({}, l);
  if (stage === 'otp_sent') return partner_handover_next_otp_sent({}, l);
  if (!isImeiDone(handover)) return partner_handover_next_imei({}, l);
  if (!handover.seller_id) return partner_handover_next_seller_id({}, l);
  if (!handover.wipe_confirmed_at) return partner_handover_next_wipe({}, l);
  if (handover.price_review) return partner_rise_waiting_title({}, l);
  if (handover.offer_pending) return partner_handover_next_offer({}, l);
  if (!handover.payout) return partner_handover_next_payout({}, l);
  if (handover.final_amount === null) return partner_handover_next_amount({}, l);
  return partner_handover_next_send_otp({}, l);
}
