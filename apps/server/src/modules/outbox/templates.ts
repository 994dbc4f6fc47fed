import { reasonIn } from '@phonix/shared/cancel-reasons';
import { type Locale, localizedPath } from '@phonix/shared/i18n';
import { formatIndiaDateIn } from '@phonix/shared/india-time';
import { formatINR } from '@phonix/shared/money';
import { pickupDayText, pickupSlotText, pickupTimeText } from '../../lib/pickup-slot-text.ts';
import { renderSms, SMS_VARIABLE_MAX_LENGTH, type SmsText, smsAmount } from '../sms/index.ts';

/**
 * Every message the outbox sends, by template name: an SMS, or an e-mail's subject and text. The outbox row
 * keeps the template and its data (facts copied when the change happened, never text), and the worker
 * renders them at send time, so one row is one message however often it is tried, and it is written in the
 * language its recipient has then (DR 145). An SMS is always one of the registered DLT templates
 * (modules/sms/templates.ts) in the recipient's language: the seller's (customers.language) or the
 * partner's (partners.language). The team's e-mails stay English.
 */

/** What every order message knows about its order. */
export interface OrderFacts {
  ref: string;
  model: string;
  variant: string;
  /** Rupees: the quote. */
  value: number;
  pickup_date: string;
  pickup_time: string;
  locality: string;
  city: string;
  pincode: string;
}

/** Settings of the running server the texts need. */
export interface RenderContext {
  /** The public site, for links (no trailing slash). */
  publicOrigin: string;
}

/** Whose language an SMS is written in: the seller's or the partner's, found by the number it goes to. */
export type SmsAudience = 'seller' | 'partner';

export interface RenderedEmail {
  subject: string;
  text: string;
  replyTo?: string;
}

export type Rendered = { channel: 'email'; email: RenderedEmail } | { channel: 'sms'; sms: SmsText };

type OutboxTemplate<D> =
  | { channel: 'email'; render: (data: D, context: RenderContext) => RenderedEmail }
  | {
      channel: 'sms';
      audience: SmsAudience;
      render: (data: D, context: RenderContext, locale: Locale) => SmsText;
    };

/** An e-mail to the team (English). */
function team<D>(render: (data: D, context: RenderContext) => RenderedEmail) {
  return { channel: 'email' as const, render };
}
/** An SMS to the seller, in the seller's language. */
function seller<D>(render: (data: D, context: RenderContext, locale: Locale) => SmsText) {
  return { channel: 'sms' as const, audience: 'seller' as const, render };
}
/** An SMS to a partner, in the partner's language. */
function partner<D>(render: (data: D, context: RenderContext, locale: Locale) => SmsText) {
  return { channel: 'sms' as const, audience: 'partner' as const, render };
}

const device = (order: OrderFacts) => `${order.model} (${order.variant.toUpperCase()})`;

/**
 * The phone as an SMS names it, within DLT's 30 characters: with its variant when that fits
 * ('iPhone 13 (128GB)'), else the model alone ('Realme GT Master Edition').
 */
const smsDevice = (order: OrderFacts) =>
  [...device(order)].length <= SMS_VARIABLE_MAX_LENGTH ? device(order) : order.model;

/** Where a pickup is, for a partner: the locality cut to leave room for the pincode ('Madhapur 500081'). */
function smsArea(order: OrderFacts): string {
  const room = SMS_VARIABLE_MAX_LENGTH - order.pincode.length - 1;
  const locality = [...order.locality.trim()];
  const shown =
    locality.length <= room
      ? locality.join('')
      : `${locality
          .slice(0, room - 3)
          .join('')
          .trimEnd()}...`;
  return `${shown} ${order.pincode}`;
}

/** The pickup slot in the message's language (English exactly as before), for the team's e-mails. */
const slot = (order: { pickup_date: string; pickup_time: string }, locale: Locale = 'en') =>
  pickupSlotText(order.pickup_date, order.pickup_time, locale);

/** The slot as an SMS writes it: the day and the time, two variables of DLT's 30 characters each. */
const smsSlot = (order: { pickup_date: string; pickup_time: string }, locale: Locale) => ({
  day: pickupDayText(order.pickup_date, locale),
  time: pickupTimeText(order.pickup_time, locale),
});

/** A page of the site in the message's language (English unprefixed, as before). */
const link = (context: RenderContext, path: string, locale: Locale) =>
  `${context.publicOrigin}${localizedPath(path, locale)}`;

/** A pickup's page in the partner portal (the reference is in the link, so the SMS need not repeat it). */
const partnerOrderLink = (context: RenderContext, ref: string, locale: Locale) =>
  link(context, `/partner/orders/${encodeURIComponent(ref)}`, locale);

/** What a pickup reminder knows: the order, and the shop coming (null while no partner holds it). */
export type PickupReminderFacts = OrderFacts & { shop: string | null };

const reminderVariables = (data: PickupReminderFacts, context: RenderContext, locale: Locale) => ({
  shop: data.shop ?? 'Phonix',
  model: data.model,
  time: pickupTimeText(data.pickup_time, locale),
  ref: data.ref,
  link: link(context, `/sales-order-detail/${data.ref}`, locale),
});

const TEMPLATES = {
  // The team's e-mails.
  contact_team: team(
    (data: { id: number; name: string; email: string; subject: string; message: string }) => ({
      subject: `Contact form: ${data.subject}`,
      replyTo: data.email,
      text: [
        `New message from the contact form (#${data.id}).`,
        '',
        `Name: ${data.name}`,
        `Email: ${data.email}`,
        `Subject: ${data.subject}`,
        '',
        data.message || '(no message)',
      ].join('\n'),
    }),
  ),
  // A new grievance (modules/privacy/service.ts, issue 31): the Grievance Officer's screen answers it.
  grievance_raised_team: team(
    (
      data: {
        id: number;
        number: string;
        raised_by: 'seller' | 'nominee' | 'partner';
        raiser_name: string;
        on_behalf_of: string | null;
        subject: string;
        message: string;
        order_ref: string | null;
        due: string;
      },
      context: RenderContext,
    ) => ({
      subject: `Grievance ${data.number}: ${data.subject}`,
      text: [
        `A ${data.raised_by} raised grievance ${data.number}. The law gives us until ${formatIndiaDateIn(data.due, 'en')} to answer.`,
        'Answer it from the console:',
        `${context.publicOrigin}/admin/grievances?id=${data.id}`,
        '',
        `Raised by: ${data.raiser_name}${data.on_behalf_of ? ` (nominee of ${data.on_behalf_of})` : ''} (${data.raised_by})`,
        `Order: ${data.order_ref ?? '(none)'}`,
        `Subject: ${data.subject}`,
        '',
        data.message,
      ].join('\n'),
    }),
  ),
  partner_request_team: team(
    (
      data: {
        id: number;
        name: string;
        mobile: string;
        shop_name: string;
        city: string;
        pincode: string;
        gstin: string;
        message: string;
      },
      context: RenderContext,
    ) => ({
      subject: `Partner request: ${data.shop_name}, ${data.city}`,
      text: [
        `New partner request (#${data.id}).`,
        '',
        `Name: ${data.name}`,
        `Mobile: ${data.mobile}`,
        `Shop Name: ${data.shop_name}`,
        `City: ${data.city}`,
        `Pincode: ${data.pincode}`,
        `GSTIN: ${data.gstin || '(not given)'}`,
        '',
        data.message || '(no message)',
        '',
        'Approve or decline it in the console:',
        `${context.publicOrigin}/admin/partners?tab=requests&status=pending&request=${data.id}`,
      ].join('\n'),
    }),
  ),
  order_booked_team: team((data: OrderFacts & { seller_name: string }, context: RenderContext) => ({
    subject: `New order ${data.ref}: ${device(data)}, ${formatINR(data.value)}`,
    text: [
      `A seller booked a pickup (${context.publicOrigin}).`,
      '',
      `Order: ${data.ref}`,
      `Device: ${device(data)}`,
      `Quoted: ${formatINR(data.value)}`,
      `Pickup: ${slot(data)}`,
      `Where: ${data.locality}, ${data.city} ${data.pincode}`,
      `Seller: ${data.seller_name}`,
    ].join('\n'),
  })),
  queue_alert_team: team(
    (
      data: OrderFacts & { kind: 'unassigned' | 'handed_back'; waiting_minutes: number | null },
      context: RenderContext,
    ) => ({
      subject:
        data.kind === 'unassigned'
          ? `Nobody took order ${data.ref}: ${device(data)}, ${data.city} ${data.pincode}`
          : `Order ${data.ref} was handed back and no partner can take it (${data.pincode})`,
      text: [
        data.kind === 'unassigned'
          ? `Order ${data.ref} has waited ${data.waiting_minutes ?? 0} minutes of working hours in the pool and no partner accepted it.`
          : `A partner handed back order ${data.ref}, and no other active partner serves pincode ${data.pincode}.`,
        'Assign a partner or call the seller from the console:',
        `${context.publicOrigin}/admin/orders/${encodeURIComponent(data.ref)}`,
        '',
        `Device: ${device(data)}`,
        `Quoted: ${formatINR(data.value)}`,
        `Pickup: ${slot(data)}`,
        `Where: ${data.locality}, ${data.city} ${data.pincode}`,
      ].join('\n'),
    }),
  ),

  // SMS to the seller, in the seller's language (customers.language), each a registered template.
  order_booked_seller: seller((data: OrderFacts, _context, locale) =>
    renderSms('order_booked_seller', locale, {
      device: smsDevice(data),
      ...smsSlot(data, locale),
      ref: data.ref,
      value: smsAmount(data.value, locale),
    }),
  ),
  order_accepted_seller: seller(
    (data: OrderFacts & { partner_name: string; partner_mobile: string }, _context, locale) =>
      renderSms('order_accepted_seller', locale, {
        partner_name: data.partner_name,
        partner_mobile: data.partner_mobile,
        ...smsSlot(data, locale),
        ref: data.ref,
      }),
  ),
  order_rejected_seller: seller((data: OrderFacts, _context, locale) =>
    renderSms('order_rejected_seller', locale, { ref: data.ref, ...smsSlot(data, locale) }),
  ),
  order_out_for_pickup_seller: seller((data: OrderFacts & { partner_name: string }, _context, locale) =>
    renderSms('order_out_for_pickup_seller', locale, {
      partner_name: data.partner_name,
      model: data.model,
      ref: data.ref,
    }),
  ),
  // Two registered texts: with the link to decide, or only telling the new offer.
  order_requoted_seller: seller(
    (data: OrderFacts & { revised_value: number; needs_decision: boolean }, context, locale) => {
      const offer = {
        model: data.model,
        revised: smsAmount(data.revised_value, locale),
        value: smsAmount(data.value, locale),
      };
      return data.needs_decision
        ? renderSms('order_requoted_decision_seller', locale, {
            ...offer,
            link: link(context, `/reexact-value/${data.ref}`, locale),
          })
        : renderSms('order_requoted_seller', locale, { ...offer, ref: data.ref });
    },
  ),
  order_rescheduled_seller: seller((data: OrderFacts, _context, locale) =>
    renderSms('order_rescheduled_seller', locale, { ref: data.ref, ...smsSlot(data, locale) }),
  ),
  // The evening before and an hour before the slot (modules/orders/pickup-reminders.ts); `shop` is the
  // partner's shop, or null while no partner holds the order (then we are the ones coming).
  pickup_reminder_evening_seller: seller((data: PickupReminderFacts, context, locale) =>
    renderSms('pickup_reminder_evening_seller', locale, reminderVariables(data, context, locale)),
  ),
  pickup_reminder_hour_seller: seller((data: PickupReminderFacts, context, locale) =>
    renderSms('pickup_reminder_hour_seller', locale, reminderVariables(data, context, locale)),
  ),
  // Issue 31: the payment's UTR and the link to the order page with the receipt (a {#url#}).
  order_completed_seller: seller((data: OrderFacts & { amount: number; utr: string }, context, locale) =>
    renderSms('order_completed_seller', locale, {
      ref: data.ref,
      amount: smsAmount(data.amount, locale),
      // A message queued before issue 31 has no UTR in its facts.
      utr: (Object.hasOwn(data, 'utr') && data.utr) || '-',
      link: link(context, `/sales-order-detail/${encodeURIComponent(data.ref)}`, locale),
    }),
  ),
  // A payout that failed or came back after the order was paid (modules/payouts/payout-tracker.ts).
  payout_problem_seller: seller((data: { ref: string; amount: number; status: string }, _context, locale) =>
    renderSms(data.status === 'reversed' ? 'payout_reversed_seller' : 'payout_failed_seller', locale, {
      amount: smsAmount(data.amount, locale),
      ref: data.ref,
    }),
  ),
  payout_retried_seller: seller((data: { ref: string; amount: number }, _context, locale) =>
    renderSms('payout_retried_seller', locale, { amount: smsAmount(data.amount, locale), ref: data.ref }),
  ),
  payout_marked_failed_seller: seller((data: { ref: string; amount: number }, _context, locale) =>
    renderSms('payout_marked_failed_seller', locale, {
      amount: smsAmount(data.amount, locale),
      ref: data.ref,
    }),
  ),
  // The Grievance Officer replied (modules/privacy/service.ts, issue 24).
  grievance_updated_seller: seller((data: { number: string; state: string }, _context, locale) =>
    renderSms('grievance_updated_seller', locale, { number: data.number }),
  ),
  // A breach that affected the seller (modules/privacy/breaches.ts): the details on the privacy page.
  breach_notice_seller: seller((data: { number: string }, context, locale) =>
    renderSms('breach_notice_seller', locale, {
      number: data.number,
      link: link(context, '/account/privacy', locale),
    }),
  ),
  // The inactive-account sweep's notice (modules/privacy/retention-sweeps.ts): erased after this day.
  inactive_erasure_seller: seller((data: { erase_after: string }, context, locale) =>
    renderSms('inactive_erasure_seller', locale, {
      date: formatIndiaDateIn(data.erase_after, locale),
      link: link(context, '/account/privacy', locale),
    }),
  ),
  order_cancelled_seller: seller((data: OrderFacts & { reason: string }, _context, locale) =>
    renderSms('order_cancelled_seller', locale, {
      ref: data.ref,
      model: data.model,
      reason: reasonIn(data.reason, locale),
    }),
  ),

  // SMS to partners, in the partner's language (partners.language).
  // Five variables at most in a partner's SMS: the time and the reference are on the pickup's page.
  order_open_partner: partner((data: OrderFacts, context, locale) =>
    renderSms('order_open_partner', locale, {
      device: smsDevice(data),
      value: smsAmount(data.value, locale),
      area: smsArea(data),
      day: pickupDayText(data.pickup_date, locale),
      link: partnerOrderLink(context, data.ref, locale),
    }),
  ),
  order_rescheduled_partner: partner((data: OrderFacts, _context, locale) =>
    renderSms('order_rescheduled_partner', locale, {
      ref: data.ref,
      model: data.model,
      locality: data.locality,
      ...smsSlot(data, locale),
    }),
  ),
  order_offer_accepted_partner: partner((data: OrderFacts & { revised_value: number }, _context, locale) =>
    renderSms('order_offer_accepted_partner', locale, {
      revised: smsAmount(data.revised_value, locale),
      ref: data.ref,
      model: data.model,
    }),
  ),
  // The place and the price are on the pickup's page (five variables at most).
  order_assigned_partner: partner((data: OrderFacts, context, locale) =>
    renderSms('order_assigned_partner', locale, {
      ref: data.ref,
      device: smsDevice(data),
      ...smsSlot(data, locale),
      link: partnerOrderLink(context, data.ref, locale),
    }),
  ),
  order_unassigned_partner: partner((data: OrderFacts & { reason: string }, _context, locale) =>
    renderSms('order_unassigned_partner', locale, {
      ref: data.ref,
      model: data.model,
      locality: data.locality,
      reason: reasonIn(data.reason, locale),
    }),
  ),
  // The Grievance Officer replied to a partner's grievance (modules/privacy, issue 24).
  grievance_updated_partner: partner((data: { number: string }, _context, locale) =>
    renderSms('grievance_updated_partner', locale, { number: data.number }),
  ),
  // A partner request approved (modules/partners/admin-service.ts, issue 31): where to sign in, and how.
  partner_approved_partner: partner((data: { shop: string }, context, locale) =>
    renderSms('partner_approved_partner', locale, {
      shop: data.shop,
      link: link(context, '/partner', locale),
    }),
  ),
  order_cancelled_partner: partner((data: OrderFacts & { reason: string }, _context, locale) =>
    renderSms('order_cancelled_partner', locale, {
      ref: data.ref,
      model: data.model,
      locality: data.locality,
      reason: reasonIn(data.reason, locale),
    }),
  ),

  // The doorstep's exceptions (issue 31).
  // A raised price approved or refused by staff: the partner holding the order, and the seller on a refusal
  // (an approval tells the seller by order_requoted_seller).
  rise_approved_partner: partner((data: OrderFacts & { revised_value: number }, _context, locale) =>
    renderSms('rise_approved_partner', locale, {
      revised: smsAmount(data.revised_value, locale),
      ref: data.ref,
      model: data.model,
    }),
  ),
  rise_declined_partner: partner((data: OrderFacts, _context, locale) =>
    renderSms('rise_declined_partner', locale, {
      ref: data.ref,
      model: data.model,
      value: smsAmount(data.value, locale),
    }),
  ),
  rise_declined_seller: seller((data: OrderFacts, _context, locale) =>
    renderSms('rise_declined_seller', locale, {
      model: data.model,
      value: smsAmount(data.value, locale),
      ref: data.ref,
    }),
  ),
  // A change at the door undone because its photo did not prove it (issue 34).
  change_undone_seller: seller((data: OrderFacts & { revised_value: number }, _context, locale) =>
    renderSms('change_undone_seller', locale, {
      model: data.model,
      revised: smsAmount(data.revised_value, locale),
      ref: data.ref,
    }),
  ),
  // The team's e-mails (once each, by dedupe key): a rise waiting for approval, a phone stopped or flagged at
  // the door, an order booked where no active partner serves the pincode.
  rise_review_team: team(
    (data: OrderFacts & { revised_value: number; partner_name: string }, context: RenderContext) => ({
      subject: `Raised price to approve on ${data.ref}: ${formatINR(data.value)} to ${formatINR(data.revised_value)}`,
      text: [
        `${data.partner_name} re-checked ${device(data)} at the door and the price went up from ${formatINR(data.value)} to ${formatINR(data.revised_value)} (${formatINR(data.revised_value - data.value)} more).`,
        'The partner waits at the door: approve or refuse it on the dashboard ("Raised prices to approve"):',
        `${context.publicOrigin}/admin`,
        `${context.publicOrigin}/admin/orders/${encodeURIComponent(data.ref)}`,
        '',
        `Pickup: ${slot(data)}`,
        `Where: ${data.locality}, ${data.city} ${data.pincode}`,
      ].join('\n'),
    }),
  ),
  door_hold_team: team(
    (
      data: OrderFacts & {
        kind: 'restricted_imei' | 'same_phone_twice' | 'imei_brand';
        imei: string;
        reference: string;
        partner_name: string;
      },
      context: RenderContext,
    ) => ({
      subject:
        data.kind === 'restricted_imei'
          ? `Stopped at the door: restricted IMEI on ${data.ref}`
          : data.kind === 'same_phone_twice'
            ? `Stopped at the door: ${data.ref} offers a phone we already bought`
            : `IMEI brand differs from the model on ${data.ref}`,
      text: [
        data.kind === 'restricted_imei'
          ? `The IMEI ${data.imei} of order ${data.ref} is on the restricted list (check reference ${data.reference}); the handover is stopped.`
          : data.kind === 'same_phone_twice'
            ? `The IMEI ${data.imei} of order ${data.ref} was recorded on the completed order ${data.reference}; the handover is stopped.`
            : `The IMEI ${data.imei} of order ${data.ref} belongs to a ${data.reference} phone, not a ${device(data)}.`,
        `Partner at the door: ${data.partner_name}.`,
        'Close it on the dashboard: cancel the order with a reason, or release it after a second check:',
        `${context.publicOrigin}/admin`,
        `${context.publicOrigin}/admin/orders/${encodeURIComponent(data.ref)}`,
      ].join('\n'),
    }),
  ),
  no_partner_team: team((data: OrderFacts, context: RenderContext) => ({
    subject: `Nobody serves pincode ${data.pincode}: order ${data.ref}`,
    text: [
      `Order ${data.ref} (${device(data)}, ${formatINR(data.value)}) was booked in ${data.locality}, ${data.city} ${data.pincode}, and no active partner serves that pincode.`,
      'Assign a partner or call the seller from the console:',
      `${context.publicOrigin}/admin/orders/${encodeURIComponent(data.ref)}`,
      '',
      `Pickup: ${slot(data)}`,
    ].join('\n'),
  })),
} satisfies Record<string, OutboxTemplate<never>>;

export type TemplateName = keyof typeof TEMPLATES;
export type TemplateData<T extends TemplateName> = Parameters<(typeof TEMPLATES)[T]['render']>[0];

export function isTemplateName(value: string): value is TemplateName {
  return Object.hasOwn(TEMPLATES, value);
}

/** Whose language a template's SMS is written in; undefined for an e-mail (the team's, English). */
export function smsAudience(template: string): SmsAudience | undefined {
  if (!isTemplateName(template)) return undefined;
  const entry: OutboxTemplate<never> = TEMPLATES[template];
  return entry.channel === 'sms' ? entry.audience : undefined;
}

/** The outbox's SMS templates and whose they are (for tests that render each one). */
export const SMS_OUTBOX_TEMPLATES = (Object.keys(TEMPLATES) as TemplateName[]).filter(
  (name) => smsAudience(name) !== undefined,
);

/** The SMS templates written in `audience`'s language (the worker's claim reads that language with the row). */
export function smsTemplatesOf(audience: SmsAudience): TemplateName[] {
  return SMS_OUTBOX_TEMPLATES.filter((name) => smsAudience(name) === audience);
}

/**
 * The message a stored template and its data make, an SMS in `locale` (the recipient's language); throws on
 * an unknown template or a missing fact.
 */
export function renderMessage(
  template: string,
  data: unknown,
  context: RenderContext,
  locale: Locale = 'en',
): Rendered {
  if (!isTemplateName(template)) throw new Error(`Unknown outbox template ${template}`);
  if (!data || typeof data !== 'object') throw new Error(`Outbox template ${template} has no data`);
  // A fact the template reads but the row lacks is a bug to report, never 'undefined' in a customer's SMS.
  const facts = new Proxy(data, {
    get(target, key) {
      const value = Reflect.get(target, key);
      if (value === undefined && typeof key === 'string')
        throw new Error(`Outbox template ${template} is missing ${key}`);
      return value;
    },
  });
  const entry = TEMPLATES[template] as OutboxTemplate<unknown>;
  return entry.channel === 'sms'
    ? { channel: 'sms', sms: entry.render(facts, context, locale) }
    : { channel: 'email', email: entry.render(facts, context) };
}
