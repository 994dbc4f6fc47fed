import { FINAL_STATUSES } from '@phonix/shared/order-lifecycle';
import { and, eq, gte, inArray, lte, max, notInArray, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { Transaction } from '../../db/transaction.ts';
import { heldRows, latestOf, type PersonalDataHook } from '../../lib/personal-data.ts';
import { orderEvents, orders } from './tables.ts';

type Executor = Database | Transaction;

/**
 * The seller's orders and their history. An erasure blanks what the seller wrote in the history (a cancel
 * reason) and the address of the orders not under a purchase receipt (the dealer register keeps the others').
 */
export const ordersPersonalData: PersonalDataHook = {
  async onErase(tx, subject) {
    if (subject.orderIds.length > 0) {
      await tx
        .update(orderEvents)
        .set({ reason: null })
        .where(and(inArray(orderEvents.orderId, subject.orderIds), eq(orderEvents.actorType, 'customer')));
    }
    const underReceipt = new Set(subject.receiptOrderIds);
    const others = subject.orderIds.filter((id) => !underReceipt.has(id));
    if (others.length > 0) {
      await tx
        .update(orders)
        .set({ addressNo: '', locality: '', landmark: '', dedupeKey: null })
        .where(
          and(
            inArray(orders.id, others),
            notInArray(orders.id, subject.receiptOrderIds.length > 0 ? subject.receiptOrderIds : [0]),
          ),
        );
    }
  },

  async exportFor(db, subject) {
    return {
      orders: heldRows(
        orders,
        await db.select().from(orders).where(eq(orders.customerId, subject.customerId)),
      ),
      order_events: heldRows(
        orderEvents,
        subject.orderIds.length > 0
          ? await db.select().from(orderEvents).where(inArray(orderEvents.orderId, subject.orderIds))
          : [],
      ),
    };
  },

  /**
   * The partner's own actions on orders (accepting, re-quoting, handing back, completing), with what it
   * wrote; the orders as summaries (reference, phone, amounts, pincode, day, state): the sellers' names,
   * numbers and addresses are theirs, not the partner's.
   */
  async exportForPartner(db, partner) {
    const events = await db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.actorType, 'partner'), eq(orderEvents.actorId, partner.partnerId)))
      .orderBy(orderEvents.id);
    const orderIds = [...new Set(events.map((event) => event.orderId))];
    const summaries = await db
      .select({
        id: orders.id,
        ref_no: orders.refNo,
        status: orders.status,
        model_name: orders.modelName,
        variant_name: orders.variantName,
        exact_value: orders.exactValue,
        revised_value: orders.revisedValue,
        final_value: orders.finalValue,
        pincode: orders.pincode,
        city: orders.city,
        pickup_date: orders.pickupDate,
        partner_id: orders.partnerId,
        created_at: orders.createdAt,
      })
      .from(orders)
      .where(
        or(
          eq(orders.partnerId, partner.partnerId),
          orderIds.length > 0 ? inArray(orders.id, orderIds) : undefined,
        ),
      )
      .orderBy(orders.id);
    return {
      order_events: heldRows(orderEvents, events),
      orders: summaries.map((row) => ({ ...row, created_at: row.created_at.toISOString() })),
    };
  },

  /** An order booked, and the seller's own actions on their orders (a cancellation, a decision on a re-quote). */
  async lastActivity(db, customerIds) {
    const latest = new Map<number, Date>();
    if (customerIds.length === 0) return latest;
    const booked = await db
      .select({ customerId: orders.customerId, at: max(orders.createdAt) })
      .from(orders)
      .where(inArray(orders.customerId, customerIds))
      .groupBy(orders.customerId);
    const acted = await db
      .select({ customerId: orders.customerId, at: max(orderEvents.at) })
      .from(orderEvents)
      .innerJoin(orders, eq(orders.id, orderEvents.orderId))
      .where(and(inArray(orders.customerId, customerIds), eq(orderEvents.actorType, 'customer')))
      .groupBy(orders.customerId);
    for (const rows of [booked, acted])
      latestOf(latest, new Map(rows.flatMap((row) => (row.at ? [[row.customerId, row.at] as const] : []))));
    return latest;
  },
};

// Reads for the privacy module ---------------------------------------------------------------------------

/** The seller's orders (ids). */
export async function orderIdsOfCustomers(db: Executor, customerIds: number[]): Promise<number[]> {
  if (customerIds.length === 0) return [];
  const rows = await db.select({ id: orders.id }).from(orders).where(inArray(orders.customerId, customerIds));
  return rows.map((row) => row.id);
}

/** The seller's orders that have not ended (neither completed nor cancelled). */
export async function openOrderRefs(db: Executor, customerId: number): Promise<string[]> {
  const rows = await db
    .select({ refNo: orders.refNo })
    .from(orders)
    .where(and(eq(orders.customerId, customerId), notInArray(orders.status, [...FINAL_STATUSES])));
  return rows.map((row) => row.refNo);
}

/** Which of these sellers have an order that has not ended. */
export async function customersWithOpenOrders(db: Executor, customerIds: number[]): Promise<Set<number>> {
  if (customerIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ customerId: orders.customerId })
    .from(orders)
    .where(and(inArray(orders.customerId, customerIds), notInArray(orders.status, [...FINAL_STATUSES])));
  return new Set(rows.map((row) => row.customerId));
}

/** The seller's order by its reference (any case), or undefined. */
export async function customerOrderByRef(db: Executor, customerId: number, refNo: string) {
  const [row] = await db
    .select({ id: orders.id, refNo: orders.refNo })
    .from(orders)
    .where(and(eq(orders.customerId, customerId), eq(orders.refNo, refNo.toUpperCase())))
    .limit(1);
  return row;
}

/** The orders' references by id. */
export async function refNosByIds(db: Executor, orderIds: number[]): Promise<Map<number, string>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select({ id: orders.id, refNo: orders.refNo })
    .from(orders)
    .where(inArray(orders.id, orderIds));
  return new Map(rows.map((row) => [row.id, row.refNo]));
}

/** The sellers who booked an order in this window (India days' bounds) and at these pincodes, if given. */
export async function customerIdsWithOrders(
  db: Executor,
  filter: { from?: Date | undefined; to?: Date | undefined; pincodes?: string[] | undefined },
): Promise<number[]> {
  const conditions: SQL[] = [];
  if (filter.from) conditions.push(gte(orders.createdAt, filter.from));
  if (filter.to) conditions.push(lte(orders.createdAt, filter.to));
  if (filter.pincodes && filter.pincodes.length > 0)
    conditions.push(inArray(orders.pincode, filter.pincodes));
  const rows = await db
    .selectDistinct({ customerId: orders.customerId })
    .from(orders)
    .where(and(...conditions));
  return rows.map((row) => row.customerId);
}
