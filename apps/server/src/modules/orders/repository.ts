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
import { and, asc, desc, eq, fillPlaceholders, inArray, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import type { Transaction } from '../../db/transaction.ts';
import { liveAddressQuery } from '../addresses/index.ts';
import { liveSessionQuery } from '../auth/index.ts';
import { lockedLiveCustomerQuery } from '../customers/index.ts';
import { type Executor, enqueueQuery } from '../outbox/index.ts';
import { bookingMessagesQuery } from './notifications.ts';
import { normalizeRef } from './ref-no.ts';
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
  if (data.reviewed === true) event.reviewed = true;
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

/** What the booking statement is given, by placeholder name: the booking, its JSON and time as text. */
type BookingValues = Omit<OrderBooking, 'deviceInfo' | 'quote' | 'priceBasis' | 'quoteValidUntil'> & {
  refNo: string;
  /** The request's session (its token's hash) and the time it must be live at, when the statement checks it. */
  sessionTokenHash: string | null;
  sessionNow: string | null;
  deviceInfo: string;
  quote: string;
  priceBasis: string;
  quoteValidUntil: string;
};
const value = (name: keyof BookingValues) => sql.placeholder(name);

/**
 * The booking in one statement, composed of its owners' queries (docs/decisions/206): locks the seller's
 * account FOR SHARE (customers; an erasure locks it FOR UPDATE: of a booking and an erasure sent at once, one
 * waits for the other and the erasure then sees the order, or the booking the erased account), copies the
 * customer's live address (addresses) into a new Enquiry, logs its 'created' event, and writes the booking's
 * messages (notifications.ts bookingMessagesQuery: the outbox's typed rows, the partners in reach by
 * pickup-reach.ts) into the outbox, all or nothing. It inserts nothing when the account is erased, when the
 * address is not the customer's, or when a unique index objects: the dedupe key or the price enquiry (a
 * repeated booking) or, once in a blue moon, the reference number. The booking is the hot write: composed
 * once with placeholders and prepared once per connection, it is one round trip that PostgreSQL plans once
 * (a transaction of nine round trips booked at 0.29 of this rate; composed per booking, at 0.43: record 206).
 */
const bookingStatement = (inSession: boolean) =>
  new PgDialect().sqlToQuery(sql`
  with seller as (${lockedLiveCustomerQuery(value('customerId'))}),${
    inSession
      ? sql`
  session as (${liveSessionQuery(sql`${value('sessionTokenHash')}::text`, sql`${value('sessionNow')}::timestamptz`)}),`
      : sql``
  }
  address as (${liveAddressQuery(value('customerId'), value('addressId'))}),
  created as (
    insert into ${orders} (ref_no, customer_id, model_id, variant_id, model_name, variant_name, ic_slug,
      exact_value, device_info, quote, pickup_date, pickup_time, dedupe_key, price_basis, quote_valid_until,
      price_enquiry_id, status, address_id, address_type, address_no, locality, landmark, city, state, pincode)
    select ${value('refNo')}::text, ${value('customerId')}::integer, ${value('modelId')}::integer,
      ${value('variantId')}::integer, ${value('modelName')}::text, ${value('variantName')}::text,
      ${value('icSlug')}::text, ${value('exactValue')}::integer, ${value('deviceInfo')}::jsonb,
      ${value('quote')}::jsonb, ${value('pickupDate')}::text, ${value('pickupTime')}::text,
      ${value('dedupeKey')}::text, ${value('priceBasis')}::jsonb, ${value('quoteValidUntil')}::timestamptz,
      ${value('priceEnquiryId')}::integer, ${INITIAL_ORDER_STATUS}::text, a.id, a.address_type, a.address_no,
      a.locality, a.landmark, a.city, a.state, a.pincode
    from address a cross join seller${inSession ? sql` cross join session s where s.customer_id = ${value('customerId')}::integer` : sql``}
    on conflict do nothing
    returning *
  ),
  logged as (
    insert into ${orderEvents} (order_id, type, at, actor_type, actor_id)
    select id, 'created', created_at, 'customer', customer_id from created
  ),
  told as (${enqueueQuery(bookingMessagesQuery({ teamEmail: value('teamEmail'), alertEmail: value('alertEmail') }))})
  select ref_no as "refNo", exact_value as "exactValue", quote_valid_until as "quoteValidUntil" from created`);
const INSERT_ORDER = bookingStatement(false);
/**
 * The same booking, only while the request's session is live (`liveSessionQuery`): the session check and the
 * booking in one round trip (docs/decisions/219).
 */
const INSERT_ORDER_IN_SESSION = bookingStatement(true);

/**
 * Books an order (see INSERT_ORDER): the new order, or undefined when nothing was inserted. Given the hash of
 * the request's session token, it books only while that session is live (INSERT_ORDER_IN_SESSION).
 */
export async function insertOrder(
  db: Database,
  refNo: string,
  booking: OrderBooking,
  sessionTokenHash?: string,
): Promise<BookedOrder | undefined> {
  const statement = sessionTokenHash === undefined ? INSERT_ORDER : INSERT_ORDER_IN_SESSION;
  const values: BookingValues = {
    ...booking,
    refNo,
    sessionTokenHash: sessionTokenHash ?? null,
    // The session service's clock (modules/auth/session-service.ts reads sessions at `new Date()`).
    sessionNow: sessionTokenHash === undefined ? null : new Date().toISOString(),
    deviceInfo: JSON.stringify(booking.deviceInfo),
    quote: JSON.stringify(booking.quote),
    priceBasis: JSON.stringify(booking.priceBasis),
    quoteValidUntil: booking.quoteValidUntil.toISOString(),
  };
  const result = await db.$client.query<BookedOrder>({
    name: sessionTokenHash === undefined ? 'insert_order' : 'insert_order_in_session',
    text: statement.sql,
    values: fillPlaceholders(statement.params, values),
  });
  return result.rows[0];
}

export type BookedOrder = { refNo: string; exactValue: number; quoteValidUntil: Date };

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
  db: Executor,
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

/** An order by its reference as typed or read from a URL (any case, spaces around), the customer's when given. */
export function findOrderByRef(
  db: Executor,
  refNo: string,
  customerId?: number,
): Promise<OrderRow | undefined> {
  return findOrder(db, normalizeRef(refNo), customerId);
}

/** An order by its reference (any case), locked for a change in the caller's transaction. */
export async function lockOrderByRef(tx: Transaction, refNo: string): Promise<OrderRow | undefined> {
  const [row] = await tx
    .select()
    .from(orders)
    .where(eq(orders.refNo, normalizeRef(refNo)))
    .for('update');
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

/** The references and sellers of these orders, by id (one query for many): what another module shows of them. */
export async function orderRefsByIds(
  db: Executor,
  ids: readonly number[],
): Promise<Map<number, { refNo: string; customerId: number }>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ id: orders.id, refNo: orders.refNo, customerId: orders.customerId })
    .from(orders)
    .where(inArray(orders.id, unique));
  return new Map(rows.map((row) => [row.id, row]));
}
