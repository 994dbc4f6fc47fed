import { type Locale, localizedPath } from '@phonix/shared/i18n';
import { formatINR } from '@phonix/shared/money';
import { pickupSlotText, pickupTimeText } from '../../lib/pickup-slot-text.ts';

/**
 * The seller's order updates as WhatsApp templates (utility category, docs/decisions/151): for each outbox
 * SMS template that tells a seller about their order, the approved WhatsApp template's name and its body
 * parameters in order ({{1}}, {{2}}, ...), taken from the outbox row's data (the facts copied when the
 * change happened). The `body` is the English text registered at Meta (the Hindi and Telugu ones carry the
 * same parameters in the same order); it documents the parameters and is checked against them in the tests.
 * An outbox template missing here always goes by SMS.
 */

/** The WhatsApp language code of a seller's language (customers.language). */
export const WHATSAPP_LANGUAGE: Record<Locale, string> = { en: 'en', hi: 'hi', te: 'te' };

/** The rendered template: name and body parameters. */
export interface WhatsAppTemplateCall {
  name: string;
  parameters: string[];
}

interface TemplateSpec {
  /** The WhatsApp template's name at Meta. */
  name: string;
  /** Its English body, {{n}} for the parameters. */
  body: string;
  /** The body's parameters in order; `publicOrigin` is the site's, for links. */
  parameters: (data: Facts, locale: Locale, publicOrigin: string) => string[];
}

type Facts = Record<string, unknown>;

/** A fact the template needs; a missing or empty one is a bug to report, never a blank in a message. */
function fact(data: Facts, key: string): string {
  const value = data[key];
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'string' && value.trim() !== '') return value;
  throw new Error(`WhatsApp template parameter ${key} is missing`);
}
const rupees = (data: Facts, key: string, locale: Locale) => formatINR(Number(fact(data, key)), locale);
/** The day and the slot as the seller reads them (the time of day in words in Hindi and Telugu). */
const slot = (data: Facts, locale: Locale) =>
  pickupSlotText(fact(data, 'pickup_date'), fact(data, 'pickup_time'), locale);
const device = (data: Facts) => `${fact(data, 'model')} (${fact(data, 'variant').toUpperCase()})`;

/** A reminder's shop (ours while no partner holds the order), device, slot time, order and its page. */
const reminderParameters = (data: Facts, locale: Locale, publicOrigin: string) => [
  typeof data.shop === 'string' && data.shop.trim() !== '' ? data.shop : 'Phonix',
  fact(data, 'model'),
  pickupTimeText(fact(data, 'pickup_time'), locale),
  fact(data, 'ref'),
  `${publicOrigin}${localizedPath(`/sales-order-detail/${fact(data, 'ref')}`, locale)}`,
];

const SPECS = {
  order_booked_seller: {
    name: 'phonix_order_booked',
    body: 'Your pickup for {{1}} is booked for {{2}}. Order {{3}}, quoted {{4}}. We will message you when a partner confirms.',
    parameters: (data, locale) => [
      device(data),
      slot(data, locale),
      fact(data, 'ref'),
      rupees(data, 'value', locale),
    ],
  },
  order_accepted_seller: {
    name: 'phonix_order_accepted',
    body: '{{1}} ({{2}}) will pick up your {{3}} on {{4}}. Order {{5}}.',
    parameters: (data, locale) => [
      fact(data, 'partner_name'),
      fact(data, 'partner_mobile'),
      fact(data, 'model'),
      slot(data, locale),
      fact(data, 'ref'),
    ],
  },
  order_rejected_seller: {
    name: 'phonix_order_partner_changed',
    body: 'The partner for order {{1}} cannot make it. We are finding another partner for {{2}} and will message you.',
    parameters: (data, locale) => [fact(data, 'ref'), slot(data, locale)],
  },
  order_out_for_pickup_seller: {
    name: 'phonix_order_out_for_pickup',
    body: '{{1}} is on the way to pick up your {{2}} (order {{3}}). Please keep the phone, its charger and your ID ready.',
    parameters: (data) => [fact(data, 'partner_name'), fact(data, 'model'), fact(data, 'ref')],
  },
  order_rescheduled_seller: {
    name: 'phonix_order_rescheduled',
    body: 'The pickup of order {{1}} is now on {{2}}.',
    parameters: (data, locale) => [fact(data, 'ref'), slot(data, locale)],
  },
  order_completed_seller: {
    name: 'phonix_order_completed',
    body: 'Order {{1}} is complete. You sold your {{2}} for {{3}}. Thank you!',
    parameters: (data, locale) => [fact(data, 'ref'), fact(data, 'model'), rupees(data, 'amount', locale)],
  },
  order_cancelled_seller: {
    name: 'phonix_order_cancelled',
    body: 'Order {{1}} for your {{2}} is cancelled ({{3}}). There is no cost to you.',
    parameters: (data) => [fact(data, 'ref'), fact(data, 'model'), fact(data, 'reason')],
  },
  pickup_reminder_evening_seller: {
    name: 'phonix_pickup_reminder_evening',
    body: 'Reminder: {{1}} will pick up your {{2}} tomorrow, {{3}}. Keep the phone, charger and ID ready. Order {{4}}: {{5}}',
    parameters: (data, locale, publicOrigin) => reminderParameters(data, locale, publicOrigin),
  },
  pickup_reminder_hour_seller: {
    name: 'phonix_pickup_reminder_hour',
    body: '{{1}} will be at your door in about an hour ({{2}}) for your {{3}}. Order {{4}}: {{5}}',
    parameters: (data, locale, publicOrigin) => {
      const [shop, model, slot, ref, link] = reminderParameters(data, locale, publicOrigin);
      return [shop, slot, model, ref, link] as string[];
    },
  },
  payout_problem_seller: {
    name: 'phonix_payout_problem',
    body: 'The payment of {{1}} for order {{2}} did not reach your account. Our team will contact you and pay again. No action is needed.',
    parameters: (data, locale) => [rupees(data, 'amount', locale), fact(data, 'ref')],
  },
  payout_retried_seller: {
    name: 'phonix_payout_retried',
    body: 'We are paying {{1}} for order {{2}} again. You will get it shortly.',
    parameters: (data, locale) => [rupees(data, 'amount', locale), fact(data, 'ref')],
  },
  payout_marked_failed_seller: {
    name: 'phonix_payout_not_completed',
    body: 'The payment of {{1}} for order {{2}} could not be completed. Our team will contact you to pay you.',
    parameters: (data, locale) => [rupees(data, 'amount', locale), fact(data, 'ref')],
  },
} satisfies Record<string, TemplateSpec>;

/**
 * The re-quote has two templates: with a decision to make (the link to accept or decline) or without.
 * The link's origin is the public site's, passed in.
 */
const REQUOTE = {
  decide: {
    name: 'phonix_offer_revised_decide',
    body: 'After inspection the offer for your {{1}} is {{2}} (quoted {{3}}). Photos and decision: {{4}}',
  },
  inform: {
    name: 'phonix_offer_revised',
    body: 'After inspection the offer for your {{1}} is {{2}} (quoted {{3}}). Photos on order {{4}}.',
  },
} as const;

/** Every WhatsApp template with its English body (for the tests and for registering them at Meta). */
export const WHATSAPP_TEMPLATE_BODIES: Record<string, string> = Object.fromEntries([
  ...Object.values(SPECS).map((spec) => [spec.name, spec.body]),
  ...Object.values(REQUOTE).map((spec) => [spec.name, spec.body]),
]);

/** The outbox templates that may go by WhatsApp. */
export function hasWhatsAppTemplate(outboxTemplate: string): boolean {
  return Object.hasOwn(SPECS, outboxTemplate) || outboxTemplate === 'order_requoted_seller';
}

/**
 * The WhatsApp template call for an outbox message, or null when the template has none (it goes by SMS).
 * Throws when the data lacks a fact the template needs.
 */
export function whatsAppTemplateFor(
  outboxTemplate: string,
  data: unknown,
  locale: Locale,
  publicOrigin: string,
): WhatsAppTemplateCall | null {
  if (!hasWhatsAppTemplate(outboxTemplate)) return null;
  if (!data || typeof data !== 'object') throw new Error(`Outbox template ${outboxTemplate} has no data`);
  const facts = data as Facts;
  if (outboxTemplate === 'order_requoted_seller') {
    const revised = rupees(facts, 'revised_value', locale);
    const quoted = rupees(facts, 'value', locale);
    const model = fact(facts, 'model');
    const ref = fact(facts, 'ref');
    return facts.needs_decision === true
      ? {
          name: REQUOTE.decide.name,
          parameters: [model, revised, quoted, `${publicOrigin}/reexact-value/${ref}`],
        }
      : { name: REQUOTE.inform.name, parameters: [model, revised, quoted, ref] };
  }
  const spec: TemplateSpec = SPECS[outboxTemplate as keyof typeof SPECS];
  return { name: spec.name, parameters: spec.parameters(facts, locale, publicOrigin) };
}
