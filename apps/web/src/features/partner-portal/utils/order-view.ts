import type { Locale } from '@phonix/shared/i18n';
import { partner_offer_accepted } from '@phonix/shared/messages/partner_offer_accepted';
import { partner_offer_declined } from '@phonix/shared/messages/partner_offer_declined';
import { partner_offer_no_decision } from '@phonix/shared/messages/partner_offer_no_decision';
import { partner_offer_pending } from '@phonix/shared/messages/partner_offer_pending';
import { partner_offer_staff_review } from '@phonix/shared/messages/partner_offer_staff_review';
import { partner_price_cancelled } from '@phonix/shared/messages/partner_price_cancelled';
import { partner_price_cancelled_declined } from '@phonix/shared/messages/partner_price_cancelled_declined';
import { partner_price_paid } from '@phonix/shared/messages/partner_price_paid';
import { partner_price_paid_by } from '@phonix/shared/messages/partner_price_paid_by';
import { partner_price_phonix_approving } from '@phonix/shared/messages/partner_price_phonix_approving';
import { partner_price_seller_deciding } from '@phonix/shared/messages/partner_price_seller_deciding';
import { formatINR } from '@phonix/shared/money';
import {
  canSend,
  isOfferDecisionPending,
  isRequoteAllowed,
  isRiseAwaitingApproval,
} from '@phonix/shared/order-lifecycle';
import type { PartnerOrder } from '@phonix/shared/partner-api';
import { payoutMethodLabel } from '@phonix/shared/payout-method-words';
import type { ConditionAnswers } from '@phonix/shared/questionnaire';
import { answerRecordSchema } from '@phonix/shared/questionnaire-record';
import { paths, variantSlug } from '@phonix/shared/routes';
import { stateOf } from './order-state.ts';
import { partnerDate, partnerSlot } from './partner-format.ts';

export { stateOf };

/**
 * Which steps the partner may take on an order now, from the shared transition table (the server applies
 * the same rules): the buttons of the order screen.
 */
export function partnerSteps(order: PartnerOrder) {
  const state = stateOf(order);
  const held = order.held_by_you;
  return {
    accept: !held && canSend('accepted', 'partner', state),
    outForPickup: held && canSend('out_for_pickup', 'partner', state),
    recheck: held && isRequoteAllowed(state),
    /**
     * The handover at the door (IMEI, seller ID, data wipe, payout released by the seller's OTP), which is
     * how a pickup is completed: out for pickup, with no revised offer waiting for the seller.
     */
    handover: held && canSend('completed', 'partner', state),
    /** A revised offer below the quote waits for the seller's Accept or Decline: no handover yet. */
    waitingForSeller: held && isOfferDecisionPending(state),
    /** A raised price waits for Phonix's approval (issue 31): still this partner's, the payout waits. */
    waitingForPhonix: held && isRiseAwaitingApproval(state),
    /** A completed purchase: its receipt and payout reference are on the handover page. */
    receipt: held && order.status === 'completed',
    reject: held && canSend('rejected', 'partner', state),
  };
}

export type PartnerSteps = ReturnType<typeof partnerSteps>;

/** The doorstep re-check: the seller's questionnaire again, for this order's model and variant. */
export const requotePath = (order: PartnerOrder) =>
  paths.requote(order.ref_no, order.ic_slug, variantSlug(order.variant));

export const orderPath = (refNo: string) => `/partner/orders/${encodeURIComponent(refNo)}`;

/** The handover checklist of an order (a page of its own, for one hand at the door). */
export const handoverPath = (refNo: string) => `${orderPath(refNo)}/handover`;

/** 'November 22nd, 2026, 10:00 AM - 12:00 PM': the pickup day (India time) and slot, in the page's language. */
export const pickupWhen = (order: PartnerOrder, locale: Locale = 'en') =>
  `${partnerDate(order.pickup_date, locale)}, ${partnerSlot(order.pickup_time, locale)}`;

/** How the revised offer stands, in a partner's words; null when the phone was not re-checked. */
export function offerWords(order: PartnerOrder, locale: Locale = 'en'): string | null {
  if (order.revised_value === null || order.offer_status === null) return null;
  const value = formatINR(order.revised_value, locale);
  switch (order.offer_status) {
    case 'pending':
      return partner_offer_pending({ value }, { locale });
    case 'accepted':
      return partner_offer_accepted({ value }, { locale });
    case 'declined':
      return partner_offer_declined({ value }, { locale });
    case 'staff_review':
      return partner_offer_staff_review({ value }, { locale });
    default:
      return partner_offer_no_decision({ value }, { locale });
  }
}

/**
 * What the partner's "Price to pay" says: the figure the seller agreed to, or why there is none yet (a
 * revised offer waits for the seller, or a raised one for Phonix), or none at all (cancelled), or what Phonix
 * paid once the phone is bought. Never the old quote while another price is being decided.
 */
export type PriceToPay =
  | { kind: 'agreed'; amount: number }
  | { kind: 'seller_deciding'; offered: number }
  | { kind: 'phonix_approving'; offered: number }
  | { kind: 'cancelled'; declined: number | null }
  | { kind: 'paid'; amount: number; method: string | null };

export function priceToPay(order: PartnerOrder, locale: Locale = 'en'): PriceToPay {
  if (order.status === 'completed') {
    return {
      kind: 'paid',
      amount: order.paid?.amount ?? order.final_value ?? order.agreed_value,
      method: order.paid ? payoutMethodLabel(order.paid.method, locale) : null,
    };
  }
  if (order.status === 'cancelled') {
    const declined = order.offer_status === 'declined' ? order.revised_value : null;
    return { kind: 'cancelled', declined };
  }
  if (order.revised_value !== null && order.offer_status === 'pending')
    return { kind: 'seller_deciding', offered: order.revised_value };
  if (order.revised_value !== null && order.offer_status === 'staff_review')
    return { kind: 'phonix_approving', offered: order.revised_value };
  return { kind: 'agreed', amount: order.agreed_value };
}

/** The price in one sentence: 'Phonix paid the seller ₹17,900 by UPI', 'Waiting for the seller to accept ₹16,500'. */
export function priceToPayWords(price: PriceToPay, locale: Locale = 'en'): string {
  switch (price.kind) {
    case 'agreed':
      return formatINR(price.amount, locale);
    case 'seller_deciding':
      return partner_price_seller_deciding({ value: formatINR(price.offered, locale) }, { locale });
    case 'phonix_approving':
      return partner_price_phonix_approving({ value: formatINR(price.offered, locale) }, { locale });
    case 'cancelled':
      return price.declined === null
        ? partner_price_cancelled({}, { locale })
        : partner_price_cancelled_declined({ value: formatINR(price.declined, locale) }, { locale });
    case 'paid': {
      const value = formatINR(price.amount, locale);
      return price.method
        ? partner_price_paid_by({ value, method: price.method }, { locale })
        : partner_price_paid({ value }, { locale });
    }
  }
}

/** An answer record kept as JSON text (the seller's, or the partner's re-check), or null if unreadable. */
export function parseAnswers(json: string | null): ConditionAnswers | null {
  if (!json) return null;
  try {
    const parsed = answerRecordSchema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
