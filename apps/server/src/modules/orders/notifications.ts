import { type ActorType, ORDER_STATUS, type TransitionEvent } from '@phonix/shared/order-lifecycle';
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { customerContact } from '../customers/index.ts';
import {
  type Executor,
  message,
  messageQuery,
  type OrderFacts,
  type OutboxMessage,
} from '../outbox/index.ts';
import { partnerContact } from '../partners/index.ts';
import { activePartnersInReach, activePartnersInReachQuery } from './pickup-reach.ts';
import type { OrderRow } from './repository.ts';

/**
 * Who hears about each step of an order, and what: SMS to the seller at every status change, to the
 * partner holding the order when the seller changes something, and to the partners serving the pincode
 * when an order is open again. Called inside the transition's transaction, so a message exists if and only
 * if its change does. (The booking's are bookingMessagesQuery's, written by the statement that books it.)
 */

/** What every message about an order says of it (the seller's, the partner's and the team's). */
export function orderFacts(
  row: Pick<
    OrderRow,
    | 'refNo'
    | 'modelName'
    | 'variantName'
    | 'exactValue'
    | 'pickupDate'
    | 'pickupTime'
    | 'locality'
    | 'city'
    | 'pincode'
  >,
): OrderFacts {
  return {
    ref: row.refNo,
    model: row.modelName,
    variant: row.variantName,
    value: row.exactValue,
    pickup_date: row.pickupDate,
    pickup_time: row.pickupTime,
    locality: row.locality,
    city: row.city,
    pincode: row.pincode,
  };
}

async function sellerMobile(tx: Executor, customerId: number): Promise<string> {
  const seller = await customerContact(tx, customerId);
  if (!seller) throw new Error(`Customer ${customerId} of an order does not exist`);
  return seller.mobile;
}

async function partnerMobile(tx: Executor, partnerId: number): Promise<string | undefined> {
  return (await partnerContact(tx, partnerId))?.mobile;
}

/** orderFacts over a row of `orders` named `row` in a statement (the booking's new order). */
function orderFactsOf(row: string): { [K in keyof OrderFacts]: SQL } {
  const column = (name: string) => sql.raw(`${row}.${name}`);
  return {
    ref: column('ref_no'),
    model: column('model_name'),
    variant: column('variant_name'),
    value: column('exact_value'),
    pickup_date: column('pickup_date'),
    pickup_time: column('pickup_time'),
    locality: column('locality'),
    city: column('city'),
    pincode: column('pincode'),
  };
}

/**
 * The booking's messages, as outbox rows for the statement that books the order (repository.ts insertOrder
 * writes them with the outbox's enqueueQuery): an SMS to the seller, an e-mail to the team, an SMS to each
 * active partner that may take the order (pickup-reach.ts), and when none may, an e-mail to the alert address
 * at once (issue 31: the team hears then, not after the unassigned alert). It reads the statement's CTEs
 * `created` (the new order's row) and `seller` (name, mobile).
 */
export function bookingMessagesQuery(to: { teamEmail: SQLWrapper; alertEmail: SQLWrapper }): SQL {
  const facts = orderFactsOf('c');
  const source = (role: SQL) => ({
    dedupeKey: sql`'order:' || c.id || ':booked:' || ${role}`,
    orderId: sql`c.id`,
  });
  const reach = activePartnersInReachQuery({ id: sql`c.id`, pincode: sql`c.pincode` });
  return sql.join(
    [
      sql`${messageQuery('sms', sql`s.mobile`, 'order_booked_seller', facts, source(sql`'seller'`))}
        from created c cross join seller s`,
      sql`${messageQuery(
        'email',
        sql`${to.teamEmail}::text`,
        'order_booked_team',
        { ...facts, seller_name: sql`s.name` },
        source(sql`'team'`),
      )} from created c cross join seller s`,
      sql`${messageQuery('sms', sql`r.mobile`, 'order_open_partner', facts, source(sql`'partner:' || r.id`))}
        from created c cross join lateral (${reach}) r`,
      sql`${messageQuery('email', sql`${to.alertEmail}::text`, 'no_partner_team', facts, {
        dedupeKey: sql`'no-partner:' || c.id`,
        orderId: sql`c.id`,
      })} from created c where not exists (${reach})`,
    ],
    sql` union all `,
  );
}

export interface TransitionFacts {
  event: TransitionEvent;
  before: OrderRow;
  after: OrderRow;
  eventId: number;
  reason: string | null;
  data: Record<string, unknown>;
  /** Who sent the event: a staff member's moves are also told to the partner they concern. */
  actor?: ActorType;
}

export async function notificationsFor(tx: Executor, facts: TransitionFacts): Promise<OutboxMessage[]> {
  const { event, before, after, eventId } = facts;
  const order = orderFacts(after);
  const source = (role: string) => ({ dedupeKey: `order-event:${eventId}:${role}`, orderId: after.id });
  const seller = async () => sellerMobile(tx, after.customerId);
  const holder = async () => (before.partnerId === null ? undefined : partnerMobile(tx, before.partnerId));
  const text = (value: unknown) => (typeof value === 'string' ? value : '');

  const byStaff = facts.actor === 'staff';
  // The partner a staff member took the order from (it held it until this event), told not to go.
  const previousHolder = async () => {
    const held =
      before.partnerId !== null &&
      (before.status === ORDER_STATUS.accepted || before.status === ORDER_STATUS.out_for_pickup);
    if (!byStaff || !held || before.partnerId === after.partnerId) return [];
    const partner = await holder();
    return partner
      ? [
          message(
            'sms',
            partner,
            'order_unassigned_partner',
            { ...order, reason: facts.reason ?? 'changed by the Phonix team' },
            source(`previous-partner:${before.partnerId}`),
          ),
        ]
      : [];
  };

  switch (event) {
    case 'accepted': {
      const newPartner = text(facts.data.partner_mobile);
      return [
        message(
          'sms',
          await seller(),
          'order_accepted_seller',
          {
            ...order,
            partner_name: text(facts.data.partner_name),
            partner_mobile: newPartner,
          },
          source('seller'),
        ),
        // A partner that accepted knows; one the team assigned is told.
        ...(byStaff && newPartner
          ? [
              message(
                'sms',
                newPartner,
                'order_assigned_partner',
                order,
                source(`partner:${after.partnerId}`),
              ),
            ]
          : []),
        ...(await previousHolder()),
      ];
    }
    case 'rejected': {
      const pool = await activePartnersInReach(tx, after);
      return [
        message('sms', await seller(), 'order_rejected_seller', order, source('seller')),
        ...pool.map((partner) =>
          message('sms', partner.mobile, 'order_open_partner', order, source(`partner:${partner.id}`)),
        ),
        ...(await previousHolder()),
      ];
    }
    case 'out_for_pickup':
      return [
        message(
          'sms',
          await seller(),
          'order_out_for_pickup_seller',
          {
            ...order,
            partner_name: text(facts.data.partner_name),
          },
          source('seller'),
        ),
      ];
    case 'rescheduled': {
      const partner = await holder();
      return [
        message('sms', await seller(), 'order_rescheduled_seller', order, source('seller')),
        ...(partner ? [message('sms', partner, 'order_rescheduled_partner', order, source('partner'))] : []),
      ];
    }
    case 'requoted':
    case 'rise_approved': {
      // A re-quote at the quoted value changes nothing the seller needs to hear about; a raised price is
      // told only once staff approved it, and then to the partner waiting at the door as well (issue 31).
      if (after.revisedValue === null || after.revisedValue === after.exactValue) return [];
      if (after.offerStatus === 'staff_review') return [];
      const partner = event === 'rise_approved' ? await holder() : undefined;
      return [
        message(
          'sms',
          await seller(),
          'order_requoted_seller',
          {
            ...order,
            revised_value: after.revisedValue,
            needs_decision: after.offerStatus === 'pending',
          },
          source('seller'),
        ),
        ...(partner
          ? [
              message(
                'sms',
                partner,
                'rise_approved_partner',
                { ...order, revised_value: after.revisedValue },
                source('partner'),
              ),
            ]
          : []),
      ];
    }
    case 'offer_accepted': {
      const partner = await holder();
      return partner && after.revisedValue !== null
        ? [
            message(
              'sms',
              partner,
              'order_offer_accepted_partner',
              { ...order, revised_value: after.revisedValue },
              source('partner'),
            ),
          ]
        : [];
    }
    case 'rise_declined': {
      // The raised price is dropped: the order stays at its quote. The seller hears the price stands, the
      // partner waiting at the door what to pay (issue 31).
      const partner = await holder();
      return [
        message('sms', await seller(), 'rise_declined_seller', order, source('seller')),
        ...(partner ? [message('sms', partner, 'rise_declined_partner', order, source('partner'))] : []),
      ];
    }
    case 'change_undone':
      // The seller sees the corrected offer once nothing waits for staff; unchanged, there is nothing to say.
      if (after.revisedValue === null || after.revisedValue === before.revisedValue) return [];
      if (after.offerStatus === 'staff_review') return [];
      return [
        message(
          'sms',
          await seller(),
          'change_undone_seller',
          { ...order, revised_value: after.revisedValue },
          source('seller'),
        ),
      ];
    case 'completed':
      return [
        message(
          'sms',
          await seller(),
          'order_completed_seller',
          {
            ...order,
            amount: after.finalValue ?? after.exactValue,
            // The payment's UTR (else the provider's payout id or the cheque number), from the handover.
            utr: text(facts.data.utr),
          },
          source('seller'),
        ),
      ];
    case 'cancelled':
    case 'offer_declined': {
      const reason = facts.reason ?? 'cancelled';
      const partner = await holder();
      return [
        message('sms', await seller(), 'order_cancelled_seller', { ...order, reason }, source('seller')),
        ...(partner
          ? [message('sms', partner, 'order_cancelled_partner', { ...order, reason }, source('partner'))]
          : []),
      ];
    }
  }
}
