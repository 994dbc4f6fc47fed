import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { Transaction } from '../../db/transaction.ts';
import { openPickupOf } from './pickup-reach.ts';
import type { OrderRow } from './repository.ts';
import { orderEvents, orders } from './tables.ts';

/**
 * Reads of orders for other modules (issue 33): plain fields by id, so the handover and the partners never
 * read the orders table themselves. Each takes the caller's database or transaction.
 */

type Executor = Database | Transaction;

/** An order reference as customers and partners type it: trimmed, upper case ('phx-123 ' is 'PHX-123'). */
export function normalOrderRef(refNo: string): string {
  return refNo.trim().toUpperCase();
}

/** What a purchase's line needs of its order: the seller, the partner, the pickup address as booked. */
export type OrderPurchaseFacts = Pick<
  OrderRow,
  | 'id'
  | 'refNo'
  | 'status'
  | 'offerStatus'
  | 'customerId'
  | 'partnerId'
  | 'modelName'
  | 'variantName'
  | 'addressNo'
  | 'landmark'
  | 'locality'
  | 'city'
  | 'state'
  | 'pincode'
>;

const purchaseFacts = {
  id: orders.id,
  refNo: orders.refNo,
  status: orders.status,
  offerStatus: orders.offerStatus,
  customerId: orders.customerId,
  partnerId: orders.partnerId,
  modelName: orders.modelName,
  variantName: orders.variantName,
  addressNo: orders.addressNo,
  landmark: orders.landmark,
  locality: orders.locality,
  city: orders.city,
  state: orders.state,
  pincode: orders.pincode,
};

/** These orders' facts by id (ids not found are left out). */
export async function orderPurchaseFacts(
  db: Executor,
  orderIds: readonly number[],
): Promise<Map<number, OrderPurchaseFacts>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select(purchaseFacts)
    .from(orders)
    .where(inArray(orders.id, [...new Set(orderIds)]));
  return new Map(rows.map((row) => [row.id, row]));
}

/** The order a partner holds by its reference (as typed: normalised here), or undefined. */
export async function findPartnerOrderByRef(
  db: Executor,
  partnerId: number,
  refNo: string,
): Promise<OrderPurchaseFacts | undefined> {
  const [row] = await db
    .select(purchaseFacts)
    .from(orders)
    .where(and(eq(orders.refNo, normalOrderRef(refNo)), eq(orders.partnerId, partnerId)));
  return row;
}

/** The ids of the orders a partner held at completion (its completed orders). */
export async function completedOrderIdsOf(db: Executor, partnerId: number): Promise<number[]> {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.partnerId, partnerId), eq(orders.status, 'completed')));
  return rows.map((row) => row.id);
}

/** The reference of one completed order among these, if any is completed. */
export async function completedOrderRefAmong(
  db: Executor,
  orderIds: readonly number[],
): Promise<string | undefined> {
  if (orderIds.length === 0) return undefined;
  const [row] = await db
    .select({ refNo: orders.refNo })
    .from(orders)
    .where(and(eq(orders.status, 'completed'), inArray(orders.id, [...orderIds])))
    .limit(1);
  return row?.refNo;
}

/**
 * Each partner's orders: open pickups it may take (pickup-reach.ts), orders it holds that are not finished
 * (accepted, out for pickup), and orders it completed.
 */
export async function partnerOrderCounts(
  db: Executor,
  partnerIds: readonly number[],
): Promise<Map<number, { open: number; held: number; completed: number }>> {
  const counts = new Map(partnerIds.map((id) => [id, { open: 0, held: 0, completed: 0 }]));
  if (partnerIds.length === 0) return counts;
  const partner = sql<number>`partner.id`;
  const open = await db
    .select({ partnerId: partner, orders: count() })
    .from(sql`unnest(${sql.raw(`array[${[...partnerIds].map(Number).join(',')}]`)}::int[]) as partner(id)`)
    .innerJoin(orders, openPickupOf(partner))
    .groupBy(partner);
  const own = await db
    .select({ partnerId: orders.partnerId, status: orders.status, orders: count() })
    .from(orders)
    .where(
      and(
        inArray(orders.partnerId, [...partnerIds]),
        inArray(orders.status, ['accepted', 'out_for_pickup', 'completed']),
      ),
    )
    .groupBy(orders.partnerId, orders.status);
  for (const row of open) {
    const entry = counts.get(Number(row.partnerId));
    if (entry) entry.open = row.orders;
  }
  for (const row of own) {
    const entry = row.partnerId === null ? undefined : counts.get(row.partnerId);
    if (!entry) continue;
    if (row.status === 'completed') entry.completed += row.orders;
    else entry.held += row.orders;
  }
  return counts;
}

/** A partner's doorstep re-checks (its own re-quote events) and how many cut the price, by how much. */
export interface PartnerRechecks {
  partnerId: number;
  rechecks: number;
  cuts: number;
  cutTotal: number;
  cutShareTotal: number;
}

/** Re-checks and cuts of every partner that re-checked a phone (a re-quote event of its own). */
export async function partnerRechecks(db: Executor): Promise<Map<number, PartnerRechecks>> {
  const amount = sql`(${orderEvents.data}->>'amount')::numeric`;
  const previous = sql`(${orderEvents.data}->>'previous_amount')::numeric`;
  const cut = sql`${amount} < ${previous}`;
  const rows = await db
    .select({
      partnerId: orderEvents.actorId,
      rechecks: sql<number>`count(*)`.mapWith(Number),
      cuts: sql<number>`count(*) filter (where ${cut})`.mapWith(Number),
      cutTotal: sql<number>`coalesce(sum(${previous} - ${amount}) filter (where ${cut}), 0)`.mapWith(Number),
      cutShareTotal:
        sql<number>`coalesce(sum((${previous} - ${amount}) / nullif(${previous}, 0)) filter (where ${cut}), 0)`.mapWith(
          Number,
        ),
    })
    .from(orderEvents)
    .where(
      and(
        eq(orderEvents.type, 'requoted'),
        eq(orderEvents.actorType, 'partner'),
        sql`${orderEvents.data}->>'amount' is not null`,
        sql`${orderEvents.data}->>'previous_amount' is not null`,
      ),
    )
    .groupBy(orderEvents.actorId);
  const counts = new Map<number, PartnerRechecks>();
  for (const row of rows)
    if (row.partnerId !== null) counts.set(row.partnerId, { ...row, partnerId: row.partnerId });
  return counts;
}

/**
 * What a partner took and gave back, from the orders' events: orders accepted for it (from the pool or
 * given by staff: the event's partner_id), handed back by itself, the median minutes from booking to its
 * own accepts; and the orders it completed.
 */
export async function partnerTakings(
  db: Executor,
  partnerId: number,
): Promise<{ accepted: number; handedBack: number; medianMinutes: number | null; completed: number }> {
  const eventPartner = sql`(${orderEvents.data}->>'partner_id')`;
  const [taken] = await db
    .select({
      accepted:
        sql<number>`count(*) filter (where ${orderEvents.type} = 'accepted' and ${eventPartner} = ${String(partnerId)})`.mapWith(
          Number,
        ),
      handedBack:
        sql<number>`count(*) filter (where ${orderEvents.type} = 'rejected' and ${orderEvents.actorType} = 'partner' and ${orderEvents.actorId} = ${partnerId})`.mapWith(
          Number,
        ),
      medianMinutes: sql<
        number | null
      >`percentile_cont(0.5) within group (order by extract(epoch from (${orderEvents.at} - ${orders.createdAt})) / 60) filter (where ${orderEvents.type} = 'accepted' and ${orderEvents.actorType} = 'partner' and ${orderEvents.actorId} = ${partnerId})`,
    })
    .from(orderEvents)
    .innerJoin(orders, eq(orders.id, orderEvents.orderId))
    .where(sql`${orderEvents.type} in ('accepted', 'rejected')`);
  const [done] = await db
    .select({ completed: sql<number>`count(*)`.mapWith(Number) })
    .from(orders)
    .where(and(eq(orders.partnerId, partnerId), eq(orders.status, 'completed')));
  const median =
    taken?.medianMinutes === null || taken?.medianMinutes === undefined ? null : Number(taken.medianMinutes);
  return {
    accepted: taken?.accepted ?? 0,
    handedBack: taken?.handedBack ?? 0,
    medianMinutes: median,
    completed: done?.completed ?? 0,
  };
}
