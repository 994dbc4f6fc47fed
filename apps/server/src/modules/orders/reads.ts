import type { OrderStatus } from '@phonix/shared/order-lifecycle';
import { and, asc, count, eq, gte, inArray, isNull, lte, max, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { indiaDayOf } from '../../db/india-day.ts';
import type { Transaction } from '../../db/transaction.ts';
import { firstKept } from '../../lib/first-kept.ts';
import type { OrderPurchaseFacts, PartnerRechecks } from '../partners/index.ts';
import { activePartnerIdsByPincode } from '../partners/index.ts';
import { openPickupOf } from './pickup-reach.ts';
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

export type { OrderPurchaseFacts };

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
export type { PartnerRechecks };

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

/**
 * The orders' answers to other modules' reads (issue 33): the console's queues and figures, the home page's
 * count, the outbox's references, the enquiries' conversions. Only this module reads its tables; a filter on
 * another module's data is asked of that module (a partner's pincodes) or handed in (`leaveOut`).
 */

/** Order ids a caller wants left out of a queue (e.g. those already e-mailed about), asked a page at a time. */
export type LeaveOut = (orderIds: number[]) => Promise<Set<number>>;

/** What the console's queues show of an order (and the team's alert e-mail tells). */
const queueColumns = {
  id: orders.id,
  refNo: orders.refNo,
  status: orders.status,
  createdAt: orders.createdAt,
  modelId: orders.modelId,
  modelName: orders.modelName,
  variantName: orders.variantName,
  exactValue: orders.exactValue,
  locality: orders.locality,
  city: orders.city,
  pincode: orders.pincode,
  pickupDate: orders.pickupDate,
  pickupTime: orders.pickupTime,
  partnerId: orders.partnerId,
};

export type QueueOrderRow = {
  id: number;
  refNo: string;
  status: OrderStatus;
  createdAt: Date;
  modelId: number;
  modelName: string;
  variantName: string;
  exactValue: number;
  locality: string;
  city: string;
  pincode: string;
  pickupDate: string;
  pickupTime: string;
  partnerId: number | null;
};

async function leaving<T extends { id: number }>(rows: T[], leaveOut: LeaveOut | undefined): Promise<T[]> {
  if (!leaveOut || rows.length === 0) return rows;
  const out = await leaveOut(rows.map((row) => row.id));
  return rows.filter((row) => !out.has(row.id));
}

/** Orders by id, as the queues show them. */
export async function queueOrdersByIds(
  db: Executor,
  ids: readonly number[],
): Promise<Map<number, QueueOrderRow>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db.select(queueColumns).from(orders).where(inArray(orders.id, unique));
  return new Map(rows.map((row) => [row.id, row]));
}

/** Each order's latest event of a type (its moment as `at`), to join: one row per order that has one. */
function latestEventOf(db: Executor, type: string, name: string) {
  return db
    .select({ orderId: orderEvents.orderId, at: max(orderEvents.at).as(`${name}_at`) })
    .from(orderEvents)
    .where(eq(orderEvents.type, type))
    .groupBy(orderEvents.orderId)
    .as(name);
}

/** In the pool: waiting for a partner to accept it. */
const inPool = () => and(eq(orders.status, 'enquiry'), isNull(orders.partnerId));

/** Pool orders booked at or before `bookedBefore`, oldest first, the first `limit` not left out. */
export async function poolOrdersBookedBefore(
  db: Executor,
  options: { bookedBefore: Date; limit: number; leaveOut?: LeaveOut },
): Promise<QueueOrderRow[]> {
  return firstKept(
    options.limit,
    (limit, offset) =>
      db
        .select(queueColumns)
        .from(orders)
        .where(and(inPool(), lte(orders.createdAt, options.bookedBefore)))
        .orderBy(asc(orders.createdAt), asc(orders.id))
        .limit(limit)
        .offset(offset),
    (rows) => leaving(rows, options.leaveOut),
  );
}

/**
 * Pool orders after a hand-back that no active partner can take: none serves the pincode, or each one that
 * does handed this order back (the reach rule of pickup-reach.ts, with the partners' pincodes asked of
 * them). Oldest booking first, the first `limit` not left out, with the latest hand-back's moment.
 */
export async function handedBackOrdersNobodyCanTake(
  db: Executor,
  options: { limit: number; leaveOut?: LeaveOut },
): Promise<(QueueOrderRow & { handedBackAt: Date })[]> {
  const handedBack = latestEventOf(db, 'rejected', 'handed_back');
  return firstKept(
    options.limit,
    (limit, offset) =>
      db
        .select({ ...queueColumns, handedBackAt: handedBack.at })
        .from(orders)
        .innerJoin(handedBack, eq(handedBack.orderId, orders.id))
        .where(inPool())
        .orderBy(asc(orders.createdAt), asc(orders.id))
        .limit(limit)
        .offset(offset),
    async (rows) => {
      const [serving, rejections] = await Promise.all([
        activePartnerIdsByPincode(
          db,
          rows.map((row) => row.pincode),
        ),
        db
          .select({ orderId: orderEvents.orderId, partnerId: orderEvents.actorId })
          .from(orderEvents)
          .where(
            and(
              inArray(
                orderEvents.orderId,
                rows.map((row) => row.id),
              ),
              eq(orderEvents.type, 'rejected'),
              eq(orderEvents.actorType, 'partner'),
            ),
          ),
      ]);
      const handedBackBy = (orderId: number) =>
        new Set(rejections.filter((row) => row.orderId === orderId).map((row) => row.partnerId));
      // The inner join leaves only orders with a hand-back: each has its latest moment.
      const nobody = rows.flatMap(({ handedBackAt, ...row }) => {
        const by = handedBackBy(row.id);
        const canTake = (serving.get(row.pincode) ?? []).some((partnerId) => !by.has(partnerId));
        return canTake || handedBackAt === null ? [] : [{ ...row, handedBackAt }];
      });
      return leaving(nobody, options.leaveOut);
    },
  );
}

/** Pool orders at a pincode no active partner serves, oldest first, the first `limit`. */
export async function poolOrdersNobodyServes(db: Executor, limit: number): Promise<QueueOrderRow[]> {
  return firstKept(
    limit,
    (size, offset) =>
      db
        .select(queueColumns)
        .from(orders)
        .where(inPool())
        .orderBy(asc(orders.createdAt), asc(orders.id))
        .limit(size)
        .offset(offset),
    async (rows) => {
      const serving = await activePartnerIdsByPincode(
        db,
        rows.map((row) => row.pincode),
      );
      return rows.filter((row) => !serving.has(row.pincode));
    },
  );
}

/** Orders in these statuses with a pickup on `day`, oldest booking first. */
export async function pickupsOn(
  db: Executor,
  day: string,
  statuses: readonly OrderStatus[],
  limit: number,
): Promise<QueueOrderRow[]> {
  return db
    .select(queueColumns)
    .from(orders)
    .where(and(eq(orders.pickupDate, day), inArray(orders.status, [...statuses])))
    .orderBy(asc(orders.createdAt), asc(orders.id))
    .limit(limit);
}

/** Orders in these statuses with a pickup from `from` to `to` (days), by pickup day. */
export async function pickupsBetween(
  db: Executor,
  range: { from: string; to: string },
  statuses: readonly OrderStatus[],
  limit: number,
): Promise<QueueOrderRow[]> {
  return db
    .select(queueColumns)
    .from(orders)
    .where(
      and(
        inArray(orders.status, [...statuses]),
        lte(orders.pickupDate, range.to),
        gte(orders.pickupDate, range.from),
      ),
    )
    .orderBy(asc(orders.pickupDate), asc(orders.id))
    .limit(limit);
}

/**
 * Doorstep re-quotes that raised the price, waiting for staff approval: with the quote, the revised value,
 * both answer records and the latest re-quote's moment, oldest re-quote first.
 */
export async function raisedPricesAwaitingApproval(db: Executor, limit: number) {
  const requoted = latestEventOf(db, 'requoted', 'requoted');
  return db
    .select({
      ...queueColumns,
      requotedAt: requoted.at,
      revisedValue: orders.revisedValue,
      deviceInfo: orders.deviceInfo,
      partnerDeviceInfo: orders.partnerDeviceInfo,
      priceBasis: orders.priceBasis,
    })
    .from(orders)
    .leftJoin(requoted, eq(requoted.orderId, orders.id))
    .where(and(eq(orders.status, 'out_for_pickup'), eq(orders.offerStatus, 'staff_review')))
    .orderBy(asc(requoted.at))
    .limit(limit);
}

/** Orders booked since `since`, per day in India (YYYY-MM-DD -> count). */
export async function ordersPerIndiaDay(db: Executor, since: Date): Promise<Map<string, number>> {
  const day = indiaDayOf(orders.createdAt);
  const rows = await db
    .select({ day, value: count() })
    .from(orders)
    .where(gte(orders.createdAt, since))
    .groupBy(day);
  return new Map(rows.map((row) => [row.day, row.value]));
}

/** Orders booked since `since`, counted by their status now. */
export async function orderStatusCountsSince(
  db: Executor,
  since: Date,
): Promise<{ status: string; value: number }[]> {
  return db
    .select({ status: orders.status, value: count() })
    .from(orders)
    .where(gte(orders.createdAt, since))
    .groupBy(orders.status);
}

/** Every order counted by status, with the sum of their quoted values. */
export async function ordersByStatus(
  db: Executor,
): Promise<{ status: string; orders: number; value: number }[]> {
  return db
    .select({
      status: orders.status,
      orders: count(),
      value: sql<number>`coalesce(sum(${orders.exactValue}), 0)::bigint`.mapWith(Number),
    })
    .from(orders)
    .groupBy(orders.status);
}

/**
 * Orders completed since `since` (all of them without it): how many, the rupees paid (final values), and
 * the median seconds from booking to completion.
 */
export async function completedOrdersSince(db: Executor, since: Date | null) {
  const [row] = await db
    .select({
      orders: count(),
      value:
        sql<number>`coalesce(sum(coalesce(${orders.finalValue}, ${orders.exactValue})), 0)::bigint`.mapWith(
          Number,
        ),
      medianSeconds: sql<
        number | null
      >`percentile_cont(0.5) within group (order by extract(epoch from (${orderEvents.at} - ${orders.createdAt})))`.mapWith(
        (value) => (value === null ? null : Number(value)),
      ),
    })
    .from(orderEvents)
    .innerJoin(orders, eq(orders.id, orderEvents.orderId))
    .where(
      since
        ? and(eq(orderEvents.type, 'completed'), gte(orderEvents.at, since))
        : eq(orderEvents.type, 'completed'),
    );
  return { orders: row?.orders ?? 0, value: row?.value ?? 0, medianSeconds: row?.medianSeconds ?? null };
}

/** Doorstep re-quotes since `since`; those below the quote and their average cut (rupees, percent). */
export async function requotesSince(db: Executor, since: Date) {
  const amount = sql`(${orderEvents.data}->>'amount')::numeric`;
  const previous = sql`(${orderEvents.data}->>'previous_amount')::numeric`;
  const cut = sql`${amount} < ${previous}`;
  const [row] = await db
    .select({
      requotes: count(),
      revisedDown: sql<number>`count(*) filter (where ${cut})`.mapWith(Number),
      averageCut: sql<number | null>`avg(${previous} - ${amount}) filter (where ${cut})`.mapWith((value) =>
        value === null ? null : Number(value),
      ),
      averageCutPercent: sql<
        number | null
      >`avg((${previous} - ${amount}) * 100.0 / nullif(${previous}, 0)) filter (where ${cut})`.mapWith(
        (value) => (value === null ? null : Number(value)),
      ),
    })
    .from(orderEvents)
    .where(and(eq(orderEvents.type, 'requoted'), gte(orderEvents.at, since)));
  return {
    requotes: row?.requotes ?? 0,
    revisedDown: row?.revisedDown ?? 0,
    averageCut: row?.averageCut ?? null,
    averageCutPercent: row?.averageCutPercent ?? null,
  };
}

/** Orders booked since `since` and not cancelled (the home page's figure). */
export async function countOrdersBookedSince(db: Executor, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(orders)
    .where(and(gte(orders.createdAt, since), ne(orders.status, 'cancelled')));
  return row?.n ?? 0;
}

/** Order references by order id. */
export async function orderRefs(db: Executor, ids: readonly number[]): Promise<Map<number, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ id: orders.id, refNo: orders.refNo })
    .from(orders)
    .where(inArray(orders.id, unique));
  return new Map(rows.map((row) => [row.id, row.refNo]));
}

/**
 * Each seller's latest order of each variant (booked since `since`, when given): the moment as the
 * database's text, so that no microsecond is lost when the enquiries compare it with theirs.
 */
export async function latestOrdersBySellerAndVariant(
  db: Executor,
  since?: Date,
): Promise<{ customerId: number; variantId: number; lastAt: string }[]> {
  return db
    .select({
      customerId: orders.customerId,
      variantId: orders.variantId,
      lastAt: sql<string>`max(${orders.createdAt})::text`,
    })
    .from(orders)
    .where(since ? gte(orders.createdAt, since) : undefined)
    .groupBy(orders.customerId, orders.variantId);
}
