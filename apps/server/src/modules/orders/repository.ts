import type { OrderEventType, OrderStatus, SalesOrder } from '@phonix/shared/orders-api';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { orderEvents, orders } from '../../db/schema.ts';

export type OrderRow = typeof orders.$inferSelect;
type EventRow = typeof orderEvents.$inferSelect;

const iso = (value: Date | null) => (value ? value.toISOString() : null);

export function toSalesOrder(row: OrderRow, events: EventRow[]): SalesOrder {
  return {
    RefNo: row.refNo,
    Status: row.status as OrderStatus,
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
    partner_id: row.partnerId,
    partner_name: row.partnerName,
    partner_mobile: row.partnerMobile,
    cancel_by_customer: row.cancelByCustomer,
    cancel_at: iso(row.cancelAt),
    cancel_by_partner: row.cancelByPartner,
    cancel_by_partner_at: iso(row.cancelByPartnerAt),
    final_status_date: iso(row.finalStatusDate),
    events: events.map((event) => ({ type: event.type as OrderEventType, at: event.at.toISOString() })),
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
  pickupDate: string;
  pickupTime: string;
  dedupeKey: string;
}

/**
 * Books an order in one statement: copies the customer's live address into a new Enquiry and logs its
 * 'created' event (a data-modifying CTE, atomic). It inserts nothing when the address is not the
 * customer's, or when a unique index objects: the dedupe key (a repeated booking) or, once in a blue
 * moon, the reference number. Plain SQL run as a named prepared statement: booking is the hottest write,
 * and PostgreSQL then parses and plans it once per connection.
 */
const INSERT_ORDER = {
  name: 'insert_order',
  text: `with created as (
  insert into orders (ref_no, customer_id, model_id, variant_id, model_name, variant_name, ic_slug,
    exact_value, device_info, quote, pickup_date, pickup_time, dedupe_key, status, address_id, address_type,
    address_no, locality, landmark, city, state, pincode)
  select $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, 'Enquiry', a.id, a.address_type,
    a.address_no, a.locality, a.landmark, a.city, a.state, a.pincode
  from addresses a
  where a.id = $14 and a.customer_id = $2 and a.deleted_at is null
  on conflict do nothing
  returning id, ref_no, exact_value, created_at
), logged as (
  insert into order_events (order_id, type, at) select id, 'created', created_at from created
)
select ref_no as "refNo", exact_value as "exactValue" from created`,
};

export type BookedOrder = { refNo: string; exactValue: number };

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
    ],
  });
  return result.rows[0];
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

/** Cancels an order that is still an Enquiry; false when it is not (the status check is part of the update). */
export async function cancelEnquiry(db: Database, orderId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const now = new Date();
    const [row] = await tx
      .update(orders)
      .set({ status: 'Cancelled', cancelByCustomer: 1, cancelAt: now, dedupeKey: null })
      .where(and(eq(orders.id, orderId), eq(orders.status, 'Enquiry')))
      .returning({ id: orders.id });
    if (!row) return false;
    await tx.insert(orderEvents).values({ orderId, type: 'cancelled', at: now });
    return true;
  });
}
