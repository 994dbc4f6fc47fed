import type { OrderEventType, OrderStatus, SalesOrder } from '@phonix/shared/orders-api';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { orderEvents, orders } from '../../db/schema.ts';

export type OrderRow = typeof orders.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
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

/**
 * Inserts the order and its 'created' event in one statement (a data-modifying CTE: atomic, and one round
 * trip instead of four on the single PGlite connection), unless the customer already has an order with the
 * same dedupe key: then that order is answered. The unique index makes this safe against racing requests.
 */
export async function insertOrderOnce(
  db: Database,
  order: NewOrder,
): Promise<{ row: OrderRow; created: boolean }> {
  const created = db.$with('created').as(db.insert(orders).values(order).onConflictDoNothing().returning());
  // Drizzle's insert-select wants every column, so the event insert is written out.
  const logged = db
    .$with('logged', { id: sql<number>`id` })
    .as(
      sql`insert into ${orderEvents} (${sql.identifier(orderEvents.orderId.name)}, ${sql.identifier(orderEvents.type.name)}, ${sql.identifier(orderEvents.at.name)}) select "id", 'created', "created_at" from "created" returning "id"`,
    );
  const [row] = await db.with(created, logged).select().from(created);
  if (row) return { row, created: true };
  const [existing] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.customerId, order.customerId), eq(orders.dedupeKey, order.dedupeKey ?? '')))
    .limit(1);
  if (!existing) throw new Error('Order insert conflicted but no order was found');
  return { row: existing, created: false };
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
