import { LOCALES, type Locale } from '@phonix/shared/i18n';
import { formatINR, formatNumber } from '@phonix/shared/money';
import { m } from '../../lib/messages.ts';

/** A message as a template: a function of its variables and a language (its Paraglide metadata dropped). */
function registered<I>(
  message: (inputs: I, options: { locale?: Locale }) => string,
): (inputs: I, options: { locale: Locale }) => string {
  return message;
}

/**
 * Every SMS we send, as one registered template per language (India's DLT rules: the text sent must be the
 * approved template with only its variables filled in; DR 145). The texts are the Paraglide messages sms_* of
 * packages/shared/messages/notifications/{en,hi,te}.json; each message's variables are the template's
 * {#var#} places (a link's a {#url#}), each value within DLT's 30 characters (DR 200). A message with another wording (a requote that needs the seller's decision, a payout that
 * failed or came back) is its own template, never a variant picked inside one. Each template and language
 * has a DLT template id from configuration (SMS_DLT_TEMPLATES), checked complete at start-up
 * (`dltTemplateIds`), which the HTTP driver sends with the text.
 */
const SMS_TEMPLATES = {
  // One-time codes (modules/auth/otp-service.ts, modules/handover/service.ts).
  verification_code: registered(m.sms_verification_code),
  payout_code: registered(m.sms_payout_code),
  // To the seller, from the outbox (modules/outbox/templates.ts).
  order_booked_seller: registered(m.sms_order_booked_seller),
  order_accepted_seller: registered(m.sms_order_accepted_seller),
  order_rejected_seller: registered(m.sms_order_rejected_seller),
  order_out_for_pickup_seller: registered(m.sms_order_out_for_pickup_seller),
  order_requoted_decision_seller: registered(m.sms_order_requoted_decision_seller),
  order_requoted_seller: registered(m.sms_order_requoted_seller),
  order_rescheduled_seller: registered(m.sms_order_rescheduled_seller),
  order_completed_seller: registered(m.sms_order_completed_seller),
  order_cancelled_seller: registered(m.sms_order_cancelled_seller),
  pickup_reminder_evening_seller: registered(m.sms_pickup_reminder_evening_seller),
  pickup_reminder_hour_seller: registered(m.sms_pickup_reminder_hour_seller),
  payout_failed_seller: registered(m.sms_payout_failed_seller),
  payout_reversed_seller: registered(m.sms_payout_reversed_seller),
  payout_retried_seller: registered(m.sms_payout_retried_seller),
  payout_marked_failed_seller: registered(m.sms_payout_marked_failed_seller),
  // A reply to a seller's grievance (modules/privacy, issue 24).
  grievance_updated_seller: registered(m.sms_grievance_updated_seller),
  // A personal data breach that affected the seller; the account to be erased for inactivity (issue 24).
  breach_notice_seller: registered(m.sms_breach_notice_seller),
  inactive_erasure_seller: registered(m.sms_inactive_erasure_seller),
  // To partners, from the outbox.
  order_open_partner: registered(m.sms_order_open_partner),
  order_rescheduled_partner: registered(m.sms_order_rescheduled_partner),
  order_offer_accepted_partner: registered(m.sms_order_offer_accepted_partner),
  order_assigned_partner: registered(m.sms_order_assigned_partner),
  order_unassigned_partner: registered(m.sms_order_unassigned_partner),
  order_cancelled_partner: registered(m.sms_order_cancelled_partner),
  // A reply to a partner's grievance about its own data (modules/privacy, issue 24).
  grievance_updated_partner: registered(m.sms_grievance_updated_partner),
  // A partner request approved: the portal's address and how to sign in (modules/partners, issue 31).
  partner_approved_partner: registered(m.sms_partner_approved_partner),
  // A raised price at the door approved or refused by staff (issue 31): the partner and the seller told.
  rise_approved_partner: registered(m.sms_rise_approved_partner),
  rise_declined_partner: registered(m.sms_rise_declined_partner),
  rise_declined_seller: registered(m.sms_rise_declined_seller),
  // Staff found a door photo does not prove a change: undone in the seller's favour (issue 34).
  change_undone_seller: registered(m.sms_change_undone_seller),
} as const;

export type SmsTemplateName = keyof typeof SMS_TEMPLATES;
export const SMS_TEMPLATE_NAMES = Object.keys(SMS_TEMPLATES) as SmsTemplateName[];

/** A template's variables, each a string as it is written into the text. */
export type SmsVariables<T extends SmsTemplateName> = {
  [K in keyof Parameters<(typeof SMS_TEMPLATES)[T]>[0]]: string;
};

/** One SMS as written from its template: what the drivers send. */
export interface SmsText {
  template: SmsTemplateName;
  locale: Locale;
  text: string;
  variables: Record<string, string>;
}

type AnyTemplate = (inputs: Record<string, string>, options: { locale: Locale }) => string;

/**
 * DLT's usual limit on the value of a {#var#}, in characters (a Hindi or Telugu letter with its signs counts
 * each code point, as the operators count them). A link is a {#url#} of its own (URL_VARIABLES).
 */
export const SMS_VARIABLE_MAX_LENGTH = 30;

/** The variables that are links, registered as DLT's {#url#} rather than {#var#}. */
export const URL_VARIABLES: ReadonlySet<string> = new Set(['link']);

/**
 * A value as DLT takes it in a {#var#}: at most SMS_VARIABLE_MAX_LENGTH characters. Our own values (days,
 * times, amounts, devices, references) are written to fit (the template test checks them); what a person
 * typed (a shop's or a locality's name, a reason) is cut to fit and ends in '...', since an operator drops
 * the whole message when a value is longer than the template allows.
 */
export function smsValue(value: string): string {
  const characters = [...value.trim()];
  if (characters.length <= SMS_VARIABLE_MAX_LENGTH) return characters.join('');
  return `${characters
    .slice(0, SMS_VARIABLE_MAX_LENGTH - 3)
    .join('')
    .trimEnd()}...`;
}

/**
 * An amount in an SMS: 'Rs 41,000' in English, so the text stays in the GSM alphabet and a message in one
 * part (the ₹ sign makes an English SMS Unicode, 70 characters a part instead of 160); '₹41,000' in Hindi and
 * Telugu, whose texts are Unicode anyway.
 */
export function smsAmount(rupees: number, locale: Locale): string {
  return locale === 'en' ? `Rs ${formatNumber(rupees, 'en')}` : formatINR(rupees, locale);
}

/** The text of a template in a language with its variables filled in (each {#var#} within DLT's limit). */
export function renderSms<T extends SmsTemplateName>(
  template: T,
  locale: Locale,
  variables: SmsVariables<T>,
): SmsText {
  const render = SMS_TEMPLATES[template] as unknown as AnyTemplate;
  const given = variables as Record<string, string>;
  const values: Record<string, string> = {};
  for (const name of smsTemplateVariables(template)) {
    if (typeof given[name] !== 'string') throw new Error(`SMS template ${template} is missing ${name}`);
    values[name] = URL_VARIABLES.has(name) ? given[name] : smsValue(given[name]);
  }
  return { template, locale, text: render(values, { locale }), variables: values };
}

/** DLT's marks for a variable in a registered template: a value, and a link. */
export const DLT_VARIABLE = '{#var#}';
export const DLT_URL = '{#url#}';

/** Renders a template with every variable read through `value`, noting the names read. */
function renderWith(template: SmsTemplateName, locale: Locale, value: (name: string) => string) {
  const names: string[] = [];
  const inputs = new Proxy({} as Record<string, string>, {
    get(_target, key) {
      if (typeof key !== 'string') return undefined;
      if (!names.includes(key)) names.push(key);
      return value(key);
    },
  });
  const text = (SMS_TEMPLATES[template] as unknown as AnyTemplate)(inputs, { locale });
  return { text, names };
}

/** The variables a template writes (the same in every language: the message test checks it). */
export function smsTemplateVariables(template: SmsTemplateName): string[] {
  return renderWith(template, 'en', () => '').names;
}

/** The body to register with DLT: the text with {#var#} for each variable, {#url#} for each link. */
export function dltTemplateBody(template: SmsTemplateName, locale: Locale): string {
  return renderWith(template, locale, (name) => (URL_VARIABLES.has(name) ? DLT_URL : DLT_VARIABLE)).text;
}

/** The DLT template id of every template in every language. */
export type DltTemplateIds = Record<SmsTemplateName, Record<Locale, string>>;

/** Ids for development and tests, where no SMS reaches DLT: 'DEV-order_booked_seller-te'. */
export function developmentDltTemplateIds(): DltTemplateIds {
  return Object.fromEntries(
    SMS_TEMPLATE_NAMES.map((template) => [
      template,
      Object.fromEntries(LOCALES.map((locale) => [locale, `DEV-${template}-${locale}`])),
    ]),
  ) as DltTemplateIds;
}

/**
 * The ids configured in SMS_DLT_TEMPLATES, a JSON object { "<template>": { "en": "<id>", "hi": ..., "te": ... } }
 * with every template and language. Without it: the development ids when `required` is false. Throws,
 * naming each problem, on JSON that is not such an object, an unknown template or language, or a template
 * or language without an id: a message that could not be sent is found at start-up, not at its first send.
 */
export function dltTemplateIds(json: string | undefined, options: { required: boolean }): DltTemplateIds {
  if (json === undefined || json.trim() === '') {
    if (options.required) throw new Error('SMS_DLT_TEMPLATES is required: the DLT template id of every SMS');
    return developmentDltTemplateIds();
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    throw new Error('SMS_DLT_TEMPLATES is not JSON');
  }
  if (!isRecord(parsed)) throw new Error('SMS_DLT_TEMPLATES must be a JSON object of templates');
  const problems: string[] = [];
  for (const name of Object.keys(parsed)) {
    if (!(SMS_TEMPLATE_NAMES as string[]).includes(name)) problems.push(`unknown template ${name}`);
  }
  for (const template of SMS_TEMPLATE_NAMES) {
    const ids = parsed[template];
    if (!isRecord(ids)) {
      problems.push(`${template} has no ids`);
      continue;
    }
    for (const key of Object.keys(ids)) {
      if (!(LOCALES as readonly string[]).includes(key))
        problems.push(`${template} has an unknown language ${key}`);
    }
    for (const locale of LOCALES) {
      const id = ids[locale];
      if (typeof id !== 'string' || id.trim() === '') problems.push(`${template} has no ${locale} id`);
    }
  }
  if (problems.length > 0) throw new Error(`SMS_DLT_TEMPLATES: ${problems.join('; ')}`);
  return parsed as DltTemplateIds;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
