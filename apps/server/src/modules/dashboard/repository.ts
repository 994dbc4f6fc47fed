import type { DashboardResponse } from '@phonix/shared/console-api';
import { addDays, indiaDay, indiaDayStart } from '@phonix/shared/india-time';
import { ORDER_STATUSES } from '@phonix/shared/order-lifecycle';
import { and, count, eq, gte, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { contactMessages } from '../contact/tables.ts';
import { conversionSince } from '../enquiries/service.ts';
import { priceEnquiries } from '../enquiries/tables.ts';
import { orderEvents, orders } from '../orders/tables.ts';

const DAYS = 14;
/** India has kept UTC+05:30 all year since 1945: days are counted in that offset, with no time zone data. */
const INDIA_OFFSET = sql.raw(`interval '330 minutes'`);

async function countsPerDay(
  db: Database,
  table: typeof priceEnquiries | typeof orders,
  since: Date,
): Promise<Map<string, number>> {
  const day = sql<string>`to_char((${table.createdAt} at time zone 'UTC') + ${INDIA_OFFSET}, 'YYYY-MM-DD')`;
  const rows = await db
    .select({ day, value: count() })
    .from(table)
    .where(gte(table.createdAt, since))
    .groupBy(day);
  return new Map(rows.map((row) => [row.day, row.value]));
}

type StatusCounts = Omit<DashboardResponse, 'success'>['status_today'];

/** Orders booked since `since`, by their status now (every status present). */
async function statusCountsSince(db: Database, since: Date): Promise<StatusCounts> {
  const rows = await db
    .select({ status: orders.status, value: count() })
    .from(orders)
    .where(gte(orders.createdAt, since))
    .groupBy(orders.status);
  const counts = Object.fromEntries(ORDER_STATUSES.map((status) => [status, 0])) as StatusCounts;
  for (const row of rows)
    if ((ORDER_STATUSES as readonly string[]).includes(row.status))
      counts[row.status as keyof StatusCounts] = row.value;
  return counts;
}

/**
 * Orders completed since `since` (all of them without it): how many, the rupees paid (final values), and
 * the median hours from booking to completion.
 */
async function completedSince(db: Database, since: Date | null) {
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
  const medianSeconds = row?.medianSeconds ?? null;
  return {
    orders: row?.orders ?? 0,
    value: row?.value ?? 0,
    median_hours: medianSeconds === null ? null : Math.round(medianSeconds / 360) / 10,
  };
}

/** Doorstep re-quotes since `since`; those below the quote and their average cut (rupees, percent). */
async function revisedOffersSince(db: Database, since: Date) {
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
    revised_down: row?.revisedDown ?? 0,
    average_cut:
      row?.averageCut === null || row?.averageCut === undefined ? null : Math.round(row.averageCut),
    average_cut_percent:
      row?.averageCutPercent === null || row?.averageCutPercent === undefined
        ? null
        : Math.round(row.averageCutPercent * 10) / 10,
  };
}

/** The dashboard's figures, read from the tables as they are now (a few cheap aggregate queries). */
export async function readDashboard(
  db: Database,
  now = new Date(),
): Promise<Omit<DashboardResponse, 'success' | 'queue' | 'queues'>> {
  const today = indiaDay(now);
  const firstDay = addDays(today, -(DAYS - 1));
  const since = indiaDayStart(firstDay);
  const weekStart = indiaDayStart(addDays(today, -6));
  const monthAgo = new Date(now.getTime() - 30 * 86_400_000);
  const [statusToday, statusWeek, completedWeek, completedMonth, completedAll, revisedOffers] =
    await Promise.all([
      statusCountsSince(db, indiaDayStart(today)),
      statusCountsSince(db, weekStart),
      completedSince(db, weekStart),
      completedSince(db, monthAgo),
      completedSince(db, null),
      revisedOffersSince(db, monthAgo),
    ]);
  const [enquiries, orderCounts, conversion, statusRows, [openMessages]] = await Promise.all([
    countsPerDay(db, priceEnquiries, since),
    countsPerDay(db, orders, since),
    conversionSince(db, new Date(now.getTime() - 30 * 86_400_000)),
    db
      .select({
        status: orders.status,
        orders: count(),
        value: sql<number>`coalesce(sum(${orders.exactValue}), 0)::bigint`.mapWith(Number),
      })
      .from(orders)
      .groupBy(orders.status),
    db.select({ value: count() }).from(contactMessages).where(isNull(contactMessages.handledAt)),
  ]);

  const days = Array.from({ length: DAYS }, (_, index) => {
    const date = addDays(firstDay, index);
    return { date, enquiries: enquiries.get(date) ?? 0, orders: orderCounts.get(date) ?? 0 };
  });
  const lastWeek = days.slice(-7);
  const sum = (list: typeof days, key: 'enquiries' | 'orders') =>
    list.reduce((total, day) => total + day[key], 0);
  const position = (status: string) => {
    const index = (ORDER_STATUSES as readonly string[]).indexOf(status);
    return index === -1 ? ORDER_STATUSES.length : index;
  };
  return {
    days,
    today: { enquiries: enquiries.get(today) ?? 0, orders: orderCounts.get(today) ?? 0 },
    week: { enquiries: sum(lastWeek, 'enquiries'), orders: sum(lastWeek, 'orders') },
    conversion: {
      ...conversion,
      rate: conversion.enquiries === 0 ? null : conversion.converted / conversion.enquiries,
    },
    by_status: statusRows
      .sort((a, b) => position(a.status) - position(b.status) || a.status.localeCompare(b.status))
      .map((row) => ({ status: row.status, orders: row.orders, value: row.value })),
    open: { contact_messages: openMessages?.value ?? 0 },
    status_today: statusToday,
    status_week: statusWeek,
    completed: {
      week: { orders: completedWeek.orders, value: completedWeek.value },
      last_30_days: { orders: completedMonth.orders, value: completedMonth.value },
      all_time: { orders: completedAll.orders, value: completedAll.value },
    },
    completion_time: {
      week: { orders: completedWeek.orders, median_hours: completedWeek.median_hours },
      last_30_days: { orders: completedMonth.orders, median_hours: completedMonth.median_hours },
    },
    revised_offers: revisedOffers,
  };
}
