import type { ErrorCode } from './errors.ts';
import { formatINR } from './money.ts';
import { formatIndiaDate } from './pickup.ts';

/**
 * The sell-now order as a state machine: the stored status codes and how they read, who may move an order
 * from which status by which event, the rules derived from the status (cancellable, invoice, re-quote,
 * reschedule, offer decision), and the timeline and SPEC fields drawn from the order's events alone.
 *
 * The server applies a move in one guarded transaction (apps/server/src/modules/orders/lifecycle.ts); the web
 * reads the same rules to decide which buttons to show. Nothing else decides what an order may do.
 *
 *   enquiry --accepted--> accepted --out_for_pickup--> out_for_pickup --completed--> completed
 *      ^                     |                              |   ^ requoted, offer_accepted (status stays)
 *      +------rejected-------+------------------------------+
 *   enquiry, accepted: rescheduled (status stays). cancelled from enquiry (seller) or before completion
 *   (staff); offer_declined: out_for_pickup -> cancelled. completed: only through the doorstep handover.
 *   Staff assign (enquiry) or reassign (accepted, out_for_pickup) a partner with `accepted`: -> accepted.
 */

/** Stored status codes. The SPEC's words ('Order Initiated', 'Out for Pick up', ...) are their labels. */
export const ORDER_STATUSES = ['enquiry', 'accepted', 'out_for_pickup', 'completed', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * Each status code by name, for code that compares a status (`row.status === ORDER_STATUS.out_for_pickup`):
 * a misspelt or renamed code fails to compile instead of comparing false.
 */
export const ORDER_STATUS: { readonly [S in OrderStatus]: S } = {
  enquiry: 'enquiry',
  accepted: 'accepted',
  out_for_pickup: 'out_for_pickup',
  completed: 'completed',
  cancelled: 'cancelled',
};

/**
 * An order's `Status` as SPEC's API carries it ("Order status values", SPEC 4): what a client written against
 * the spec reads. The code (`status_code` on the API, the stored value) is what the rules here use.
 */
export const ORDER_STATUS_VALUES = {
  enquiry: 'Enquiry',
  accepted: 'Accepted',
  out_for_pickup: 'Out for Pick up',
  completed: 'Completed',
  cancelled: 'Cancelled',
} as const satisfies Record<OrderStatus, string>;
export type OrderStatusValue = (typeof ORDER_STATUS_VALUES)[OrderStatus];
export const ORDER_STATUS_SPEC_VALUES = Object.values(ORDER_STATUS_VALUES) as [
  OrderStatusValue,
  ...OrderStatusValue[],
];

/** Every new order starts here (written by the booking, not by a transition). */
export const INITIAL_ORDER_STATUS: OrderStatus = 'enquiry';

/** How a status reads on the seller's and the partner's pages (SPEC 4; 'Order Initialted' was SPEC's typo). */
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  enquiry: 'Order Initiated',
  accepted: 'Accepted',
  out_for_pickup: 'Out for Pick up',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

/** Statuses no event leaves. */
export const FINAL_STATUSES: readonly OrderStatus[] = ['completed', 'cancelled'];

/** Who sends an event: the seller, a partner (shop), Phonix staff, or an automatic job. */
export const ACTOR_TYPES = ['customer', 'partner', 'staff', 'system'] as const;
export type ActorType = (typeof ACTOR_TYPES)[number];

/**
 * The seller's decision on a revised offer: 'pending' until they decide, 'not_needed' when the revised
 * value is not below the quote (nothing to agree to: the seller gets at least what they were promised).
 * 'staff_review': the revised value is above the quote, and a rise on the partner's word alone waits for
 * Phonix staff to approve it (then 'not_needed') or decline it (the re-quote is dropped) before the seller
 * sees it (issue 21).
 */
export const OFFER_STATUSES = ['pending', 'accepted', 'declined', 'not_needed', 'staff_review'] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];

/** What happened to an order, oldest first; the stored event types (order_events.type). */
export const ORDER_EVENT_TYPES = [
  'created',
  'accepted',
  'rejected',
  'out_for_pickup',
  'rescheduled',
  'requoted',
  'offer_accepted',
  'offer_declined',
  'rise_approved',
  'rise_declined',
  'change_undone',
  'completed',
  'cancelled',
] as const;
export type OrderEventType = (typeof ORDER_EVENT_TYPES)[number];
/** The events that move an existing order ('created' is the booking itself). */
export type TransitionEvent = Exclude<OrderEventType, 'created'>;

/** How long a quote holds: within it a doorstep re-quote prices on the table the seller was quoted from. */
export const QUOTE_VALID_DAYS = 7;

export function quoteValidUntil(quotedAt: Date): Date {
  return new Date(quotedAt.getTime() + QUOTE_VALID_DAYS * 86_400_000);
}

/** What the rules look at: the status, and the seller's decision on a revised offer if there is one. */
export interface OrderState {
  status: OrderStatus;
  offerStatus: OfferStatus | null;
}

export interface Transition {
  /** The statuses each actor may send the event from; an actor not listed may never send it. */
  from: Partial<Record<ActorType, readonly OrderStatus[]>>;
  /** The status afterwards; null keeps the status (the event changes something else). */
  to: OrderStatus | null;
  /**
   * For a partner: 'holder' means only the partner holding the order; 'pool' means a partner serving the
   * order's pincode that has not handed it back before (accepting from the pool).
   */
  partner?: 'holder' | 'pool';
  /** A further condition on the order's state. */
  when?: (state: OrderState) => boolean;
  /** The coded refusal when the event is not allowed in the order's state. */
  refusal: { code: ErrorCode; message?: string };
}

const offerPending = (state: OrderState) => state.offerStatus === 'pending';
const riseInReview = (state: OrderState) => state.offerStatus === 'staff_review';

/** The transition table. */
export const TRANSITIONS: Record<TransitionEvent, Transition> = {
  // A partner takes an open pickup from the pool. Staff send it to give an order to a partner: from the pool
  // (assign), or from another partner holding it (reassign; the new partner starts again from Accepted, and
  // the server refuses once the payout was released). The event names the new holder either way.
  accepted: {
    from: { partner: ['enquiry'], staff: ['enquiry', 'accepted', 'out_for_pickup'] },
    to: 'accepted',
    partner: 'pool',
    refusal: { code: 'ORDER_TRANSITION_NOT_ALLOWED', message: 'This pickup is no longer open.' },
  },
  rejected: {
    from: { partner: ['accepted', 'out_for_pickup'], staff: ['accepted', 'out_for_pickup'] },
    to: 'enquiry',
    partner: 'holder',
    refusal: {
      code: 'ORDER_TRANSITION_NOT_ALLOWED',
      message: 'Only an accepted order that is not completed can be handed back.',
    },
  },
  out_for_pickup: {
    from: { partner: ['accepted'], staff: ['accepted'] },
    to: 'out_for_pickup',
    partner: 'holder',
    refusal: {
      code: 'ORDER_TRANSITION_NOT_ALLOWED',
      message: 'Only an accepted order can go out for pickup.',
    },
  },
  rescheduled: {
    from: { customer: ['enquiry', 'accepted'], staff: ['enquiry', 'accepted'] },
    to: null,
    refusal: {
      code: 'ORDER_TRANSITION_NOT_ALLOWED',
      message: 'The pickup can be rescheduled only before the partner is on the way.',
    },
  },
  requoted: {
    from: { partner: ['out_for_pickup'], staff: ['out_for_pickup'] },
    to: null,
    partner: 'holder',
    refusal: {
      code: 'ORDER_TRANSITION_NOT_ALLOWED',
      message:
        'The device can be re-quoted only at the doorstep: once the order is out for pickup and before it is completed.',
    },
  },
  offer_accepted: {
    from: { customer: ['out_for_pickup'] },
    to: null,
    when: offerPending,
    refusal: {
      code: 'ORDER_TRANSITION_NOT_ALLOWED',
      message: 'There is no revised offer waiting for your decision.',
    },
  },
  offer_declined: {
    from: { customer: ['out_for_pickup'] },
    to: 'cancelled',
    when: offerPending,
    refusal: {
      code: 'ORDER_TRANSITION_NOT_ALLOWED',
      message: 'There is no revised offer waiting for your decision.',
    },
  },
  // A re-quote above the quote, approved or declined by staff before the seller sees it (issue 21).
  rise_approved: {
    from: { staff: ['out_for_pickup'] },
    to: null,
    when: riseInReview,
    refusal: {
      code: 'ORDER_TRANSITION_NOT_ALLOWED',
      message: 'There is no raised price waiting for approval on this order.',
    },
  },
  rise_declined: {
    from: { staff: ['out_for_pickup'] },
    to: null,
    when: riseInReview,
    refusal: {
      code: 'ORDER_TRANSITION_NOT_ALLOWED',
      message: 'There is no raised price waiting for approval on this order.',
    },
  },
  // Staff found that no photo proves an answer the partner changed (issue 34): the change is undone in the
  // seller's favour and the offer priced again (apps/server/src/modules/orders/requote.ts undoRequoteChange).
  change_undone: {
    from: { staff: ['out_for_pickup'] },
    to: null,
    when: (state) => state.offerStatus !== null,
    refusal: {
      code: 'ORDER_TRANSITION_NOT_ALLOWED',
      message: 'There is no re-check to correct on this order.',
    },
  },
  // Sent only by the handover (apps/server/src/modules/handover/order-handover.ts), as the partner holding
  // the order, once the seller's OTP released the payout; its transaction writes the purchase receipt. No
  // other call completes an order, so nobody else is listed: staff cannot stand at the doorstep.
  completed: {
    from: { partner: ['out_for_pickup'] },
    to: 'completed',
    partner: 'holder',
    when: (state) => isPriceSettled(state),
    refusal: {
      code: 'ORDER_TRANSITION_NOT_ALLOWED',
      message:
        'The order can be completed only once it is out for pickup and any revised offer has been accepted.',
    },
  },
  cancelled: {
    from: { customer: ['enquiry'], staff: ['enquiry', 'accepted', 'out_for_pickup'] },
    to: 'cancelled',
    refusal: { code: 'ORDER_NOT_CANCELLABLE' },
  },
};

/** Whether `actor` may send `event` to an order in `state` (the table's rule; ownership is the server's). */
export function canSend(event: TransitionEvent, actor: ActorType, state: OrderState): boolean {
  const transition = TRANSITIONS[event];
  const from = transition.from[actor];
  if (!from?.includes(state.status)) return false;
  return transition.when ? transition.when(state) : true;
}

/** The status after `event` (its own, or the same one). */
export function statusAfter(event: TransitionEvent, state: OrderState): OrderStatus {
  return TRANSITIONS[event].to ?? state.status;
}

// The derived rules both sides read.

/** The seller's Order Cancel button (SPEC: only while an Enquiry). */
export const isCancellable = (state: OrderState) => canSend('cancelled', 'customer', state);
/** Download Invoice (SPEC: only when Completed). */
export const isInvoiceAvailable = (state: OrderState) => state.status === 'completed';
/** The partner's doorstep re-quote. */
export const isRequoteAllowed = (state: OrderState) => canSend('requoted', 'partner', state);
/** The seller may move the pickup to another day or slot. */
export const isReschedulable = (state: OrderState) => canSend('rescheduled', 'customer', state);
/** A revised offer waits for the seller's Accept or Decline. */
export const isOfferDecisionPending = (state: OrderState) =>
  state.status === 'out_for_pickup' && offerPending(state);
export const isFinal = (status: OrderStatus) => FINAL_STATUSES.includes(status);

/** A raised price waits for staff approval (the seller does not see it yet). */
export const isRiseAwaitingApproval = (state: OrderState) =>
  state.status === 'out_for_pickup' && riseInReview(state);
/** The price is settled: no revised offer waits for the seller's decision or for staff approval. */
export const isPriceSettled = (state: OrderState) => !offerPending(state) && !riseInReview(state);

/**
 * A cut larger than this share of the quote goes to staff review before the seller sees it (issue 34; the
 * default of DOOR_CUT_REVIEW_PERCENT).
 */
export const DEFAULT_CUT_REVIEW_PERCENT = 30;

/** Whether a revised value cuts the quote by more than `percent` of it. */
export function isCutBeyondReview(quotedValue: number, revisedValue: number, percent: number): boolean {
  return quotedValue - revisedValue > (quotedValue * percent) / 100;
}

/**
 * Whether a revised value needs a decision: the seller's when it is below the quote, staff approval when it
 * is above it (the partner's word alone never raises a payout) or cuts it by more than `reviewCutPercent` of
 * the quote (issue 34: such a cut is checked before the seller sees it), none when it is the quote.
 */
export function offerStatusFor(
  quotedValue: number,
  revisedValue: number,
  reviewCutPercent = DEFAULT_CUT_REVIEW_PERCENT,
): OfferStatus {
  if (isCutBeyondReview(quotedValue, revisedValue, reviewCutPercent)) return 'staff_review';
  if (revisedValue < quotedValue) return 'pending';
  return revisedValue > quotedValue ? 'staff_review' : 'not_needed';
}

/**
 * The events the seller sees: a re-quote that raised the price (or cut it beyond review) shows only once staff approved it, and the
 * staff review itself never shows (the approved rise reads as the revised offer it is).
 */
export function sellerVisibleEvents<E extends { type: OrderEventType }>(events: readonly E[]): E[] {
  // Whether the latest re-quote so far is the seller's to see: a change staff undid on it shows with it.
  let requoteShown = false;
  return events.filter((event, index) => {
    if (event.type === 'rise_approved' || event.type === 'rise_declined') return false;
    if (event.type === 'change_undone') return requoteShown;
    if (event.type !== 'requoted') return true;
    const next = events
      .slice(index + 1)
      .find(
        (later) =>
          later.type === 'rise_approved' || later.type === 'rise_declined' || later.type === 'requoted',
      );
    const amounts = event as { amount?: unknown; previous_amount?: unknown };
    const rise =
      typeof amounts.amount === 'number' &&
      typeof amounts.previous_amount === 'number' &&
      amounts.amount > amounts.previous_amount;
    // A deep cut waited for staff too (issue 34): the re-quote says so.
    const reviewed = rise || (event as { reviewed?: unknown }).reviewed === true;
    requoteShown = !reviewed || next?.type === 'rise_approved';
    return requoteShown;
  });
}

/**
 * The price the partner pays at completion: the revised value once the seller accepted it (or when it
 * needed no decision), otherwise the quote.
 */
export function agreedValue(order: {
  exactValue: number;
  revisedValue: number | null;
  offerStatus: OfferStatus | null;
}): number {
  if (order.revisedValue !== null && (order.offerStatus === 'accepted' || order.offerStatus === 'not_needed'))
    return order.revisedValue;
  return order.exactValue;
}

// Events: what the seller's API returns of each, and what is drawn from them.

/** One event as the APIs return it: when, by whom, and the facts the timeline shows. */
export interface LifecycleEvent {
  type: OrderEventType;
  /** ISO timestamp. */
  at: string;
  by: ActorType;
  partner_id?: number | undefined;
  partner_name?: string | undefined;
  partner_mobile?: string | undefined;
  reason?: string | undefined;
  /** Rupees: the revised value (requoted, offer_accepted) or the amount paid (completed). */
  amount?: number | undefined;
  /** Rupees: the value before a re-quote. */
  previous_amount?: number | undefined;
  /** A re-quote that waited for staff before the seller saw it (a rise, or a cut beyond review). */
  reviewed?: boolean | undefined;
  /** The new pickup day (YYYY-MM-DD) and slot (rescheduled). */
  pickup_date?: string | undefined;
  pickup_time?: string | undefined;
}

/**
 * The partner and cancel fields of SPEC's sales order, from the events: the partner holding the order (the
 * last acceptance not handed back), the seller's cancellation, the last partner that handed it back, and
 * when the order reached its final status.
 */
export function derivedOrderFields(events: readonly LifecycleEvent[]) {
  const fields = {
    partner_id: 0,
    partner_name: '',
    partner_mobile: '',
    cancel_by_customer: 0,
    cancel_at: null as string | null,
    cancel_by_partner: 0,
    cancel_by_partner_at: null as string | null,
    cancel_reason: null as string | null,
    final_status_date: null as string | null,
  };
  for (const event of events) {
    switch (event.type) {
      case 'accepted':
        fields.partner_id = event.partner_id ?? 0;
        fields.partner_name = event.partner_name ?? '';
        fields.partner_mobile = event.partner_mobile ?? '';
        break;
      case 'rejected':
        fields.cancel_by_partner = event.partner_id ?? fields.partner_id;
        fields.cancel_by_partner_at = event.at;
        fields.partner_id = 0;
        fields.partner_name = '';
        fields.partner_mobile = '';
        break;
      case 'cancelled':
      case 'offer_declined':
        if (event.by === 'customer') fields.cancel_by_customer = 1;
        fields.cancel_at = event.at;
        fields.cancel_reason = event.reason ?? null;
        fields.final_status_date = event.at;
        break;
      case 'completed':
        fields.final_status_date = event.at;
        break;
      default:
        break;
    }
  }
  return fields;
}

/** One block of the order's tracking timeline; `kind` picks its icon. */
export interface TimelineBlock {
  key: string;
  kind: OrderEventType;
  title: string;
  at: string | null;
  detail?: string;
}

const BLOCK_TITLES: Record<OrderEventType, string> = {
  created: 'Order Initiated',
  accepted: 'Partner Confirmed',
  rejected: 'Order Rejected',
  out_for_pickup: 'Out for Pick up',
  rescheduled: 'Pickup Rescheduled',
  requoted: 'Revised Offer',
  offer_accepted: 'Revised Offer Accepted',
  // Declining ends the order: the seller reads it as the cancellation it is, with the reason.
  offer_declined: 'Order Cancelled',
  // Staff's review of a raised price: in the console's history only (sellerVisibleEvents).
  rise_approved: 'Revised Offer Approved',
  rise_declined: 'Revised Offer Withdrawn',
  change_undone: 'Revised Offer Corrected',
  completed: 'Order Completed',
  cancelled: 'Order Cancelled',
};

function blockDetail(event: LifecycleEvent): string | undefined {
  switch (event.type) {
    case 'accepted':
      return [event.partner_name, event.partner_mobile].filter(Boolean).join(', ') || undefined;
    case 'rejected':
      return 'This partner cannot make it. We are finding a new partner for your pickup and will let you know by SMS.';
    case 'out_for_pickup':
      return event.partner_name ? `${event.partner_name} is on the way.` : undefined;
    case 'rescheduled':
      return event.pickup_date
        ? `New pickup: ${formatIndiaDate(event.pickup_date)}, ${event.pickup_time ?? ''}`.trim()
        : undefined;
    case 'requoted':
      return event.amount !== undefined && event.previous_amount !== undefined
        ? `${formatINR(event.amount)} after inspection (quoted ${formatINR(event.previous_amount)})`
        : undefined;
    case 'change_undone':
      return event.amount !== undefined && event.previous_amount !== undefined
        ? `${formatINR(event.amount)} after a photo did not prove a change (quoted ${formatINR(event.previous_amount)})`
        : undefined;
    case 'offer_accepted':
      return event.amount !== undefined ? `You accepted ${formatINR(event.amount)}` : undefined;
    case 'completed':
      return event.amount !== undefined ? `Sold for ${formatINR(event.amount)}` : undefined;
    case 'cancelled':
    case 'offer_declined':
      return event.reason || undefined;
    default:
      return undefined;
  }
}

/**
 * The blocks of the order detail's 'Sales Order Tracking' (SPEC 4), one per event, oldest first: Order
 * Initiated, Partner Confirmed (partner name and mobile), Order Rejected, Order Cancelled, Order Completed
 * (at final_status_date), and the steps in between (out for pickup, rescheduled, revised offer).
 */
export function timelineBlocks(events: readonly LifecycleEvent[]): TimelineBlock[] {
  return events.map((event, index) => {
    const detail = blockDetail(event);
    return {
      key: `${event.type}-${index}`,
      kind: event.type,
      title: BLOCK_TITLES[event.type],
      at: event.at,
      ...(detail ? { detail } : {}),
    };
  });
}
