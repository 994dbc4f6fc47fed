import { cancel_reason_duplicate } from './i18n/paraglide/messages/cancel_reason_duplicate.js';
import { cancel_reason_imei_check_failed } from './i18n/paraglide/messages/cancel_reason_imei_check_failed.js';
import { cancel_reason_no_partner } from './i18n/paraglide/messages/cancel_reason_no_partner.js';
import { cancel_reason_other } from './i18n/paraglide/messages/cancel_reason_other.js';
import { cancel_reason_pickup_failed } from './i18n/paraglide/messages/cancel_reason_pickup_failed.js';
import { cancel_reason_seller_asked } from './i18n/paraglide/messages/cancel_reason_seller_asked.js';
import { cancel_reason_seller_unreachable } from './i18n/paraglide/messages/cancel_reason_seller_unreachable.js';
import { sms_reason_cancelled } from './i18n/paraglide/messages/sms_reason_cancelled.js';
import { sms_reason_cancelled_by_seller } from './i18n/paraglide/messages/sms_reason_cancelled_by_seller.js';
import { sms_reason_changed_by_team } from './i18n/paraglide/messages/sms_reason_changed_by_team.js';
import { sms_reason_offer_declined } from './i18n/paraglide/messages/sms_reason_offer_declined.js';
import { sms_reason_partner_suspended } from './i18n/paraglide/messages/sms_reason_partner_suspended.js';
import { getLocale } from './i18n/paraglide/runtime.js';
import { BASE_LOCALE, type Locale } from './i18n.ts';

/**
 * Why staff cancel an order (issue 32): chosen from these codes in the console, each told to the seller in
 * their language (the order page's timeline, the SMS). The staff member's own words are kept for the console
 * (the event's `note`), never shown to the seller. The order event stores the reason's English text, as the
 * server's own reasons ('Cancelled by the seller') always were, so every reason is read the same way.
 */
export const CANCEL_REASONS = [
  'seller_asked',
  'seller_unreachable',
  'no_partner',
  'duplicate',
  'pickup_failed',
  // A phone stopped at the door (a restricted IMEI, one bought before): handover/door-holds.ts.
  'imei_check_failed',
  'other',
] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number];

type Text = (inputs?: Record<string, never>, options?: { locale?: Locale }) => string;

const CANCEL_REASON_TEXTS: Record<CancelReason, Text> = {
  seller_asked: cancel_reason_seller_asked,
  seller_unreachable: cancel_reason_seller_unreachable,
  no_partner: cancel_reason_no_partner,
  duplicate: cancel_reason_duplicate,
  pickup_failed: cancel_reason_pickup_failed,
  imei_check_failed: cancel_reason_imei_check_failed,
  other: cancel_reason_other,
};

/** The English words of each code, as stored on the order's event (and shown in the console). */
export const CANCEL_REASON_LABELS: Record<CancelReason, string> = {
  seller_asked: 'Cancelled at your request',
  seller_unreachable: 'We could not reach you',
  no_partner: 'No partner near you yet',
  duplicate: 'Another order for this phone',
  pickup_failed: 'The pickup did not happen',
  imei_check_failed: 'Phone failed the IMEI check',
  other: 'Cancelled by the Phonix team',
};

/** Every reason an order event may carry, by its stored English text: the staff's codes and the server's own. */
const REASONS_BY_ENGLISH = new Map<string, Text>([
  ...CANCEL_REASONS.map((code) => [CANCEL_REASON_LABELS[code], CANCEL_REASON_TEXTS[code]] as const),
  ['Cancelled by the seller', sms_reason_cancelled_by_seller],
  ['The seller declined the revised offer', sms_reason_offer_declined],
  ['cancelled', sms_reason_cancelled],
  ['changed by the Phonix team', sms_reason_changed_by_team],
  // orders/partner-suspension.ts SUSPENSION_REASON, to the suspended partner in its language.
  ['The partner was suspended', sms_reason_partner_suspended],
]);

/**
 * A stored reason in a language. English keeps the stored words; in Hindi and Telugu a known reason is its
 * translation, and words typed before reasons were coded (free text) read as "Cancelled by the Phonix team",
 * never English.
 */
export function reasonIn(reason: string, locale: Locale = getLocale()): string {
  if (locale === BASE_LOCALE) return reason;
  const text = REASONS_BY_ENGLISH.get(reason) ?? cancel_reason_other;
  return text({}, locale === getLocale() ? {} : { locale });
}

/** Whether a stored reason is one of ours (a code's or the server's), not free text. */
export function isKnownReason(reason: string): boolean {
  return REASONS_BY_ENGLISH.has(reason);
}
