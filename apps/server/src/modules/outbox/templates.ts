import { formatINR } from '@phonix/shared/money';
import { formatIndiaDate } from '@phonix/shared/pickup';

/**
 * Every message the outbox sends, by template name: an SMS text, or an e-mail's subject and text. The
 * outbox row keeps the template and its data (facts copied when the change happened), and the worker
 * renders them at send time, so one row is one message however often it is tried.
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

export interface Rendered {
  text: string;
  /** E-mail only. */
  subject?: string;
  replyTo?: string;
}

const device = (order: OrderFacts) => `${order.model} (${order.variant.toUpperCase()})`;
const slot = (order: { pickup_date: string; pickup_time: string }) =>
  `${formatIndiaDate(order.pickup_date)}, ${order.pickup_time}`;

const TEMPLATES = {
  // The team's e-mails.
  contact_team: (data: { id: number; name: string; email: string; subject: string; message: string }) => ({
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
  partner_request_team: (data: {
    id: number;
    name: string;
    mobile: string;
    shop_name: string;
    city: string;
    pincode: string;
    gstin: string;
    message: string;
  }) => ({
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
      `Approve it with: npm run partner:approve -- --request ${data.id} --pincodes ${data.pincode}`,
    ].join('\n'),
  }),
  order_booked_team: (data: OrderFacts & { seller_name: string }, context: RenderContext) => ({
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
  }),
  queue_alert_team: (
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

  // SMS to the seller.
  order_booked_seller: (data: OrderFacts) => ({
    text: `Phonix: your pickup for ${device(data)} is booked for ${slot(data)}. Order ${data.ref}, quoted ${formatINR(data.value)}. We will SMS you when a partner confirms.`,
  }),
  order_accepted_seller: (data: OrderFacts & { partner_name: string; partner_mobile: string }) => ({
    text: `Phonix: ${data.partner_name} (${data.partner_mobile}) will pick up your ${data.model} on ${slot(data)}. Order ${data.ref}.`,
  }),
  order_rejected_seller: (data: OrderFacts) => ({
    text: `Phonix: the partner for order ${data.ref} cannot make it. We are finding another partner for ${slot(data)} and will SMS you.`,
  }),
  order_out_for_pickup_seller: (data: OrderFacts & { partner_name: string }) => ({
    text: `Phonix: ${data.partner_name} is on the way to pick up your ${data.model} (order ${data.ref}). Please keep the phone, its charger and your ID ready.`,
  }),
  order_requoted_seller: (
    data: OrderFacts & { revised_value: number; needs_decision: boolean },
    context: RenderContext,
  ) => ({
    text: data.needs_decision
      ? `Phonix: after inspection the offer for your ${data.model} is ${formatINR(data.revised_value)} (quoted ${formatINR(data.value)}). Accept or decline: ${context.publicOrigin}/reexact-value/${data.ref}`
      : `Phonix: after inspection the offer for your ${data.model} is ${formatINR(data.revised_value)} (quoted ${formatINR(data.value)}). Order ${data.ref}.`,
  }),
  order_rescheduled_seller: (data: OrderFacts) => ({
    text: `Phonix: the pickup of order ${data.ref} is now on ${slot(data)}.`,
  }),
  order_completed_seller: (data: OrderFacts & { amount: number }) => ({
    text: `Phonix: order ${data.ref} is complete. You sold your ${data.model} for ${formatINR(data.amount)}. Thank you!`,
  }),
  // A payout that failed or came back after the order was paid (modules/payouts/payout-tracker.ts).
  payout_problem_seller: (data: { ref: string; amount: number; status: string }) => ({
    text: `Phonix: the payment of ${formatINR(data.amount)} for order ${data.ref} did not reach your account (${data.status === 'reversed' ? 'returned by the bank' : 'failed'}). Our team will contact you and pay again. No action is needed.`,
  }),
  payout_retried_seller: (data: { ref: string; amount: number }) => ({
    text: `Phonix: we are paying ${formatINR(data.amount)} for order ${data.ref} again. You will get it shortly.`,
  }),
  payout_marked_failed_seller: (data: { ref: string; amount: number }) => ({
    text: `Phonix: the payment of ${formatINR(data.amount)} for order ${data.ref} could not be completed. Our team will contact you to pay you.`,
  }),
  order_cancelled_seller: (data: OrderFacts & { reason: string }) => ({
    text: `Phonix: order ${data.ref} for your ${data.model} is cancelled (${data.reason}). There is no cost to you.`,
  }),

  // SMS to partners.
  order_open_partner: (data: OrderFacts, context: RenderContext) => ({
    text: `Phonix: new pickup ${data.ref} in ${data.locality} ${data.pincode}: ${device(data)} at ${formatINR(data.value)}, ${slot(data)}. Accept: ${context.publicOrigin}/partner`,
  }),
  order_rescheduled_partner: (data: OrderFacts) => ({
    text: `Phonix: the seller moved the pickup of order ${data.ref} (${data.model}, ${data.locality}) to ${slot(data)}.`,
  }),
  order_offer_accepted_partner: (data: OrderFacts & { revised_value: number }) => ({
    text: `Phonix: the seller accepted ${formatINR(data.revised_value)} for order ${data.ref} (${data.model}). You can complete the pickup.`,
  }),
  order_assigned_partner: (data: OrderFacts, context: RenderContext) => ({
    text: `Phonix: the Phonix team gave you pickup ${data.ref} in ${data.locality} ${data.pincode}: ${device(data)} at ${formatINR(data.value)}, ${slot(data)}. Details: ${context.publicOrigin}/partner`,
  }),
  order_unassigned_partner: (data: OrderFacts & { reason: string }) => ({
    text: `Phonix: the Phonix team moved pickup ${data.ref} (${data.model}, ${data.locality}) away from you: ${data.reason}. Do not collect the phone.`,
  }),
  order_cancelled_partner: (data: OrderFacts & { reason: string }) => ({
    text: `Phonix: order ${data.ref} (${data.model}, ${data.locality}) is cancelled: ${data.reason}. Do not collect the phone.`,
  }),
} satisfies Record<string, (data: never, context: RenderContext) => Rendered>;

export type TemplateName = keyof typeof TEMPLATES;
export type TemplateData<T extends TemplateName> = Parameters<(typeof TEMPLATES)[T]>[0];

export function isTemplateName(value: string): value is TemplateName {
  return Object.hasOwn(TEMPLATES, value);
}

/** The message a stored template and its data make; throws on an unknown template or a missing fact. */
export function renderMessage(template: string, data: unknown, context: RenderContext): Rendered {
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
  const render = TEMPLATES[template] as (data: unknown, context: RenderContext) => Rendered;
  return render(facts, context);
}
