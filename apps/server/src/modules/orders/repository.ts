import {
  ACTOR_TYPES,
  type ActorType,
  agreedValue,
  derivedOrderFields,
  INITIAL_ORDER_STATUS,
  type LifecycleEvent,
  ORDER_STATUS_LABELS,
  ORDER_STATUS_VALUES,
  type OrderEventType,
  sellerVisibleEvents,
} from '@phonix/shared/order-lifecycle';
import type { SalesOrder } from '@phonix/shared/orders-api';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { customers } from '../customers/tables.ts';
import { orderEvents, orders } from './tables.ts';

export type OrderRow = typeof orders.$inferSelect;
export type EventRow = typeof orderEvents.$inferSelect;

/** The facts of an event the APIs show (stored in its data under the same names). */
const SHOWN_FACTS = [
  'partner_id',
  'partner_name',
  'partner_mobile',
  'amount',
  'previous_amount',
  'pickup_date',
  'pickup_time',
] as const;

export function toLifecycleEvent(row: EventRow): LifecycleEvent {
  const data = (row.data ?? {}) as Record<string, unknown>;
  const event: LifecycleEvent = {
    type: row.type as OrderEventType,
    at: row.at.toISOString(),
    by: (ACTOR_TYPES as readonly string[]).includes(row.actorType) ? (row.actorType as ActorType) : 'system',
  };
  for (const key of SHOWN_FACTS) {
    const value = data[key];
    if (typeof value === 'string' || typeof value === 'number') Object.assign(event, { [key]: value });
  }
  if (row.reason) event.reason = row.reason;
  return event;
}

/** What the partner pays at completion (order-lifecycle.ts agreedValue) for a stored order. */
export function agreedValueOf(row: OrderRow): number {
  return agreedValue({
    exactValue: row.exactValue,
    revisedValue: row.revisedValue,
    offerStatus: row.offerStatus,
  });
}

export function toSalesOrder(row: OrderRow, eventRows: EventRow[]): SalesOrder {
  // A raised price waiting for staff approval is not the seller's to see yet.
  const events = sellerVisibleEvents(eventRows.map(toLifecycleEvent));
  const inReview = row.offerStatus === 'staff_review';
  const status = row.status;
  return {
    RefNo: row.refNo,
    Status: ORDER_STATUS_VALUES[status],
    status_code: status,
    Model: row.modelName,
    VariantInfo: row.variantName,
    ic_slug: row.icSlug,
    TransactionDate: row.createdAt.toISOString(),
    ExactValue: row.exactValue,
    DeviceInfo: JSON.stringify(row.deviceInfo),
    address_type: row.addressType,
    Address: row.addressNo,
    landmark: row.landmark,
    locality: row.locality,
    City: row.city,
    state: row.state,
    ZipCode: row.pincode,
    pickup_date: row.pickupDate,
    pickup_time: row.pickupTime,
    ...derivedOrderFields(events),
    events,
    status_label: ORDER_STATUS_LABELS[status] ?? row.status,
    quote_valid_until: row.quoteValidUntil.toISOString(),
    revised_value: inReview ? null : row.revisedValue,
    offer_status: inReview ? null : row.offerStatus,
    agreed_value: agreedValueOf(row),
    final_value: row.finalValue,
    PartnerDeviceInfo: row.partnerDeviceInfo && !inReview ? JSON.stringify(row.partnerDeviceInfo) : null,
  };
}

/** What booking needs besides the address, which the insert copies from the customer's saved one. */
export interface OrderBooking {
  customerId: number;
  addressId: number;
  modelId: number;
  variantId: number;
  modelName: string;
  variantName: string;
  icSlug: string;
  exactValue: number;
  deviceInfo: unknown;
  quote: unknown;
  /** The Rate and pricing rules the quote came from (requote.ts PriceBasis). */
  priceBasis: unknown;
  quoteValidUntil: Date;
  pickupDate: string;
  pickupTime: string;
  dedupeKey: string;
  /** Who is e-mailed about every new order. */
  teamEmail: string;
  /** Who is e-mailed when nobody serves the order's pincode (TEAM_ALERT_EMAIL, else teamEmail). */
  alertEmail: string;
  /** The evaluation booked (the isInserted marker), when the request named one. */
  priceEnquiryId: number | null;
}

/**
 * Books an order in one statement: copies the customer's live address into a new Enquiry, logs its
 * 'created' event, and writes the booking's messages into the outbox (an SMS to the seller, an e-mail to
 * the team, an SMS to each active partner serving the pincode), all or nothing (data-modifying CTEs). It
 * inserts nothing when the address is not the customer's, when the account is erased (the customer row is
 * locked FOR SHARE first, as an erasure locks it FOR UPDATE: of a booking and an erasure sent at once, one
 * waits for the other and the erasure then sees the order, or the booking the erased account), or when a
 * unique index objects: the dedupe key or the price enquiry (a repeated booking) or, once in a blue moon, the
 * reference number. Plain SQL run as
 * a named prepared statement: booking is the hottest write, and PostgreSQL then parses and plans it once
 * per connection.
 */
const INSERT_ORDER = {
  name: 'insert_order',
  text: `with seller as (
  select id from customers where id = $2 and erased_at is null for share
), created as (
  insert into orders (ref_no, customer_id, model_id, variant_id, model_name, variant_name, ic_slug,
    exact_value, device_info, quote, pickup_date, pickup_time, dedupe_key, price_basis, quote_valid_until,
    price_enquiry_id, status, address_id, address_type, address_no, locality, landmark, city, state, pincode)
  select $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $15, $16, $18, '${INITIAL_ORDER_STATUS}', a.id, a.address_type,
    a.address_no, a.locality, a.landmark, a.city, a.state, a.pincode
  from addresses a join seller s on s.id = a.customer_id
  where a.id = $14 and a.customer_id = $2 and a.deleted_at is null
  on conflict do nothing
  returning id, ref_no, exact_value, created_at, quote_valid_until, model_name, variant_name, pickup_date,
    pickup_time, locality, city, pincode
), logged as (
  insert into order_events (order_id, type, at, actor_type, actor_id)
  select id, 'created', created_at, 'customer', $2 from created
), facts as (
  select c.id, c.pincode, cu.name as seller_name, cu.mobile as seller_mobile,
    jsonb_build_object('ref', c.ref_no, 'model', c.model_name, 'variant', c.variant_name,
      'value', c.exact_value, 'pickup_date', c.pickup_date, 'pickup_time', c.pickup_time,
      'locality', c.locality, 'city', c.city, 'pincode', c.pincode) as data
  from created c join customers cu on cu.id = $2
), told as (
  insert into outbox_messages (channel, recipient, template, data, dedupe_key, order_id)
  select 'sms', f.seller_mobile, 'order_booked_seller', f.data, 'order:' || f.id || ':booked:seller', f.id
  from facts f
  union all
  select 'email', $17, 'order_booked_team', f.data || jsonb_build_object('seller_name', f.seller_name),
    'order:' || f.id || ':booked:team', f.id
  from facts f
  union all
  select 'sms', p.mobile, 'order_open_partner', f.data, 'order:' || f.id || ':booked:partner:' || p.id, f.id
  from facts f
  join partner_pincodes pp on pp.pincode = f.pincode
  join partners p on p.id = pp.partner_id and p.status = 'active'
  union all
  -- No active partner serves the pincode (issue 31): the team hears at once, not after the unassigned alert.
  select 'email', $19, 'no_partner_team', f.data, 'no-partner:' || f.id, f.id
  from facts f
  where not exists (select 1 from partner_pincodes pp join partners p on p.id = pp.partner_id
    where pp.pincode = f.pincode and p.status = 'active')
)
select ref_no as "refNo", exact_value as "exactValue", quote_valid_until as "quoteValidUntil" from created`,
};

export type BookedOrder = { refNo: string; exactValue: number; quoteValidUntil: Date };

/** The new order, or undefined when nothing was inserted (see INSERT_ORDER). */
export async function insertOrder(
  db: Database,
  refNo: string,
  booking: OrderBooking,
): Promise<BookedOrder | undefined> {
  const result = await db.$client.query<BookedOrder>({
    ...INSERT_ORDER,
    values: [
      refNo,
      booking.customerId,
      booking.modelId,
      booking.variantId,
      booking.modelName,
      booking.variantName,
      booking.icSlug,
      booking.exactValue,
      JSON.stringify(booking.deviceInfo),
      JSON.stringify(booking.quote),
      booking.pickupDate,
      booking.pickupTime,
      booking.dedupeKey,
      booking.addressId,
      JSON.stringify(booking.priceBasis),
      booking.quoteValidUntil,
      booking.teamEmail,
      booking.priceEnquiryId,
      booking.alertEmail,
    ],
  });
  return result.rows[0];
}

/** Whether the customer's account was erased (modules/privacy/erasure.ts). */
export async function isCustomerErased(db: Database, customerId: number): Promise<boolean> {
  const [row] = await db
    .select({ erasedAt: customers.erasedAt })
    .from(customers)
    .where(eq(customers.id, customerId))
    .limit(1);
  return row?.erasedAt != null;
}

/** The customer's order booked under a dedupe key, if any. */
export async function findByDedupeKey(
  db: Database,
  customerId: number,
  dedupeKey: string,
): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.customerId, customerId), eq(orders.dedupeKey, dedupeKey)))
    .limit(1);
  return row;
}

/** The order that booked a price enquiry, whoever's it is. */
export async function findByPriceEnquiry(
  db: Database,
  priceEnquiryId: number,
): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.priceEnquiryId, priceEnquiryId)).limit(1);
  return row;
}

export async function findOrder(
  db: Database,
  refNo: string,
  customerId?: number,
): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(
      customerId === undefined
        ? eq(orders.refNo, refNo)
        : and(eq(orders.refNo, refNo), eq(orders.customerId, customerId)),
    )
    .limit(1);
  return row;
}

export async function eventsOf(db: Database, orderIds: number[]): Promise<Map<number, EventRow[]>> {
  const byOrder = new Map<number, EventRow[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .select()
    .from(orderEvents)
    .where(inArray(orderEvents.orderId, orderIds))
    .orderBy(asc(orderEvents.at), asc(orderEvents.id));
  for (const row of rows) {
    const list = byOrder.get(row.orderId) ?? [];
    list.push(row);
    byOrder.set(row.orderId, list);
  }
  return byOrder;
}

export async function listOrders(db: Database, customerId: number): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(eq(orders.customerId, customerId))
    .orderBy(desc(orders.createdAt), desc(orders.id));
}
