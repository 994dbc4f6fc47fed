import { reasonIn } from './cancel-reasons.ts';
import {
  describePayout,
  type MaskedPayout,
  PAYOUT_METHOD_LABELS,
  type PayoutMethod,
  WALLET_PROVIDER_LABELS,
} from './handover.ts';
import { seller_block_accepted } from './i18n/paraglide/messages/seller_block_accepted.js';
import { seller_block_cancelled } from './i18n/paraglide/messages/seller_block_cancelled.js';
import { seller_block_change_undone } from './i18n/paraglide/messages/seller_block_change_undone.js';
import { seller_block_completed } from './i18n/paraglide/messages/seller_block_completed.js';
import { seller_block_created } from './i18n/paraglide/messages/seller_block_created.js';
import { seller_block_offer_accepted } from './i18n/paraglide/messages/seller_block_offer_accepted.js';
import { seller_block_out_for_pickup } from './i18n/paraglide/messages/seller_block_out_for_pickup.js';
import { seller_block_rejected } from './i18n/paraglide/messages/seller_block_rejected.js';
import { seller_block_requoted } from './i18n/paraglide/messages/seller_block_requoted.js';
import { seller_block_rescheduled } from './i18n/paraglide/messages/seller_block_rescheduled.js';
import { seller_block_rise_approved } from './i18n/paraglide/messages/seller_block_rise_approved.js';
import { seller_block_rise_declined } from './i18n/paraglide/messages/seller_block_rise_declined.js';
import { seller_detail_change_undone } from './i18n/paraglide/messages/seller_detail_change_undone.js';
import { seller_detail_new_pickup } from './i18n/paraglide/messages/seller_detail_new_pickup.js';
import { seller_detail_offer_accepted } from './i18n/paraglide/messages/seller_detail_offer_accepted.js';
import { seller_detail_on_the_way } from './i18n/paraglide/messages/seller_detail_on_the_way.js';
import { seller_detail_rejected } from './i18n/paraglide/messages/seller_detail_rejected.js';
import { seller_detail_requoted } from './i18n/paraglide/messages/seller_detail_requoted.js';
import { seller_detail_sold_for } from './i18n/paraglide/messages/seller_detail_sold_for.js';
import { seller_payout_desc_bank } from './i18n/paraglide/messages/seller_payout_desc_bank.js';
import { seller_payout_desc_cheque } from './i18n/paraglide/messages/seller_payout_desc_cheque.js';
import { seller_payout_desc_upi } from './i18n/paraglide/messages/seller_payout_desc_upi.js';
import { seller_payout_desc_wallet } from './i18n/paraglide/messages/seller_payout_desc_wallet.js';
import { seller_payout_method_bank } from './i18n/paraglide/messages/seller_payout_method_bank.js';
import { seller_payout_method_cheque } from './i18n/paraglide/messages/seller_payout_method_cheque.js';
import { seller_payout_method_upi } from './i18n/paraglide/messages/seller_payout_method_upi.js';
import { seller_payout_method_wallet } from './i18n/paraglide/messages/seller_payout_method_wallet.js';
import { seller_status_accepted } from './i18n/paraglide/messages/seller_status_accepted.js';
import { seller_status_cancelled } from './i18n/paraglide/messages/seller_status_cancelled.js';
import { seller_status_completed } from './i18n/paraglide/messages/seller_status_completed.js';
import { seller_status_enquiry } from './i18n/paraglide/messages/seller_status_enquiry.js';
import { seller_status_out_for_pickup } from './i18n/paraglide/messages/seller_status_out_for_pickup.js';
import type { Locale } from './i18n.ts';
import { BASE_LOCALE } from './i18n.ts';
import { formatIndiaDateIn, formatPickupSlot } from './india-time.ts';
import { formatINR } from './money.ts';
import {
  type LifecycleEvent,
  ORDER_STATUS_LABELS,
  type OrderEventType,
  type OrderStatus,
  type TimelineBlock,
  timelineBlocks,
} from './order-lifecycle.ts';

/**
 * The seller's words for an order's status and its tracking timeline in Hindi and Telugu (issue 22). The
 * API, the database and the console keep the status codes and English labels (order-lifecycle.ts
 * ORDER_STATUS_LABELS, timelineBlocks); English pages read exactly those.
 */
type Text = (inputs?: Record<string, never>, options?: { locale?: Locale }) => string;

const STATUS_LABELS: Record<OrderStatus, Text> = {
  enquiry: seller_status_enquiry,
  accepted: seller_status_accepted,
  out_for_pickup: seller_status_out_for_pickup,
  completed: seller_status_completed,
  cancelled: seller_status_cancelled,
};

/** How a status code reads for the seller: ORDER_STATUS_LABELS in English, its translation otherwise. */
export function orderStatusLabel(status: OrderStatus, locale: Locale = BASE_LOCALE): string {
  if (locale === BASE_LOCALE) return ORDER_STATUS_LABELS[status] ?? status;
  return STATUS_LABELS[status]?.({}, { locale }) ?? status;
}

const BLOCK_TITLES: Record<OrderEventType, Text> = {
  created: seller_block_created,
  accepted: seller_block_accepted,
  rejected: seller_block_rejected,
  out_for_pickup: seller_block_out_for_pickup,
  rescheduled: seller_block_rescheduled,
  requoted: seller_block_requoted,
  offer_accepted: seller_block_offer_accepted,
  offer_declined: seller_block_cancelled,
  rise_approved: seller_block_rise_approved,
  rise_declined: seller_block_rise_declined,
  change_undone: seller_block_change_undone,
  completed: seller_block_completed,
  cancelled: seller_block_cancelled,
};

function blockDetail(event: LifecycleEvent, locale: Locale): string | undefined {
  const options = { locale };
  switch (event.type) {
    case 'accepted':
      return [event.partner_name, event.partner_mobile].filter(Boolean).join(', ') || undefined;
    case 'rejected':
      return seller_detail_rejected({}, options);
    case 'out_for_pickup':
      return event.partner_name ? seller_detail_on_the_way({ name: event.partner_name }, options) : undefined;
    case 'rescheduled':
      return event.pickup_date
        ? seller_detail_new_pickup(
            {
              date: formatIndiaDateIn(event.pickup_date, locale),
              slot: event.pickup_time ? formatPickupSlot(event.pickup_time, locale) : '',
            },
            options,
          )
        : undefined;
    case 'requoted':
      return event.amount !== undefined && event.previous_amount !== undefined
        ? seller_detail_requoted(
            { amount: formatINR(event.amount, locale), quoted: formatINR(event.previous_amount, locale) },
            options,
          )
        : undefined;
    case 'change_undone':
      return event.amount !== undefined && event.previous_amount !== undefined
        ? seller_detail_change_undone(
            { amount: formatINR(event.amount, locale), quoted: formatINR(event.previous_amount, locale) },
            options,
          )
        : undefined;
    case 'offer_accepted':
      return event.amount !== undefined
        ? seller_detail_offer_accepted({ amount: formatINR(event.amount, locale) }, options)
        : undefined;
    case 'completed':
      return event.amount !== undefined
        ? seller_detail_sold_for({ amount: formatINR(event.amount, locale) }, options)
        : undefined;
    case 'cancelled':
    case 'offer_declined':
      // Coded and server reasons in the reader's language (cancel-reasons.ts), never English words.
      return event.reason ? reasonIn(event.reason, locale) : undefined;
    default:
      return undefined;
  }
}

/** The tracking timeline's blocks (order-lifecycle.ts timelineBlocks) in a language of the site. */
export function timelineBlocksIn(
  events: readonly LifecycleEvent[],
  locale: Locale = BASE_LOCALE,
): TimelineBlock[] {
  if (locale === BASE_LOCALE) return timelineBlocks(events);
  return events.map((event, index) => {
    const detail = blockDetail(event, locale);
    return {
      key: `${event.type}-${index}`,
      kind: event.type,
      title: BLOCK_TITLES[event.type]({}, { locale }),
      at: event.at,
      ...(detail ? { detail } : {}),
    };
  });
}

const PAYOUT_METHOD_TEXTS: Record<PayoutMethod, Text> = {
  upi: seller_payout_method_upi,
  bank: seller_payout_method_bank,
  wallet: seller_payout_method_wallet,
  cheque: seller_payout_method_cheque,
};

/** A payout method's name for the seller: PAYOUT_METHOD_LABELS in English, its translation otherwise. */
export function payoutMethodLabel(method: PayoutMethod, locale: Locale = BASE_LOCALE): string {
  return locale === BASE_LOCALE ? PAYOUT_METHOD_LABELS[method] : PAYOUT_METHOD_TEXTS[method]({}, { locale });
}

/** Where a payout goes, in one line (handover.ts describePayout in English; masked numbers as they are). */
export function describePayoutIn(payout: MaskedPayout, locale: Locale = BASE_LOCALE): string {
  if (locale === BASE_LOCALE) return describePayout(payout);
  const options = { locale };
  switch (payout.method) {
    case 'upi':
      return seller_payout_desc_upi({ vpa: payout.vpa }, options);
    case 'bank':
      return seller_payout_desc_bank(
        {
          account: payout.account_number,
          bank: payout.bank_name ? `${payout.bank_name}, ` : '',
          ifsc: payout.ifsc,
        },
        options,
      );
    case 'wallet':
      return seller_payout_desc_wallet(
        { wallet: WALLET_PROVIDER_LABELS[payout.provider], mobile: payout.mobile },
        options,
      );
    case 'cheque':
      return seller_payout_desc_cheque({ name: payout.payee_name }, options);
  }
}
