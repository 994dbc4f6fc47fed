import type { OrderStatus } from '@phonix/shared/order-lifecycle';
import { and, asc, count, eq, gte, inArray, isNull, lte, max, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { indiaDayOf } from '../../db/india-day.ts';
import type { Transaction } from '../../db/transaction.ts';
import { firstKept } from '../../lib/first-kept.ts';
import { activePartnersServing } from '../partners/index.ts';
import { orderEvents, orders } from './tables.ts';

/**
 * The orders' answers to other modules' reads (issue 33): the console's queues and figures, the home page's
 * count, the outbox's references, the enquiries' conversions. Only this module reads its tables; a filter on
 * another module's data is asked of that module (a partner's pincodes) or handed in (`leaveOut`).
 */

type Executor = Database | Transaction;

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
        activePartnersServing(
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
      const serving = await activePartnersServing(
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
