import { PAYOUT_METHOD_LABELS } from '@phonix/shared/handover';
import { formatINR } from '@phonix/shared/money';
import {
  canSend,
  isOfferDecisionPending,
  isRequoteAllowed,
  type OrderState,
} from '@phonix/shared/order-lifecycle';
import type { PartnerOrder } from '@phonix/shared/partner-api';
import { formatIndiaDate } from '@phonix/shared/pickup';
import { answerRecordSchema, type ConditionAnswers } from '@phonix/shared/questionnaire';
import { paths, variantSlug } from '@phonix/shared/routes';

/** What the order-lifecycle rules look at. */
export const stateOf = (order: PartnerOrder): OrderState => ({
  status: order.status,
  offerStatus: order.offer_status,
});

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

/** 'November 22nd, 2026, 10:00 AM - 12:00 PM': the pickup day (India time) and slot. */
export const pickupWhen = (order: PartnerOrder) =>
  `${formatIndiaDate(order.pickup_date)}, ${order.pickup_time}`;

/** How the revised offer stands, in a partner's words; null when the phone was not re-checked. */
export function offerWords(order: PartnerOrder): string | null {
  if (order.revised_value === null || order.offer_status === null) return null;
  const value = formatINR(order.revised_value);
  switch (order.offer_status) {
    case 'pending':
      return `The seller has not decided on ${value} yet`;
    case 'accepted':
      return `The seller accepted ${value}`;
    case 'declined':
      return `Declined by the seller: ${value}`;
    case 'staff_review':
      return `Phonix is checking the higher price ${value} before the seller sees it`;
    default:
      return `New price ${value} needs no decision`;
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

export function priceToPay(order: PartnerOrder): PriceToPay {
  if (order.status === 'completed') {
    return {
      kind: 'paid',
      amount: order.paid?.amount ?? order.final_value ?? order.agreed_value,
      method: order.paid ? PAYOUT_METHOD_LABELS[order.paid.method] : null,
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
export function priceToPayWords(price: PriceToPay): string {
  switch (price.kind) {
    case 'agreed':
      return formatINR(price.amount);
    case 'seller_deciding':
      return `Waiting for the seller to accept ${formatINR(price.offered)}`;
    case 'phonix_approving':
      return `Waiting for Phonix to approve ${formatINR(price.offered)}`;
    case 'cancelled':
      return price.declined === null
        ? 'Order cancelled. Nothing to pay.'
        : `Order cancelled: the seller declined ${formatINR(price.declined)}. Nothing to pay.`;
    case 'paid':
      return `Phonix paid the seller ${formatINR(price.amount)}${price.method ? ` by ${price.method}` : ''}`;
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
