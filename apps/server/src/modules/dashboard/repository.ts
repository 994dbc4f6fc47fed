import type { DashboardResponse } from '@phonix/shared/console-api';
import { ORDER_STATUSES } from '@phonix/shared/order-lifecycle';
import { INDIA_TIME_ZONE } from '@phonix/shared/pickup';
import { count, gte, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { contactMessages, orders, priceEnquiries } from '../../db/schema.ts';
import { conversionSince } from '../enquiries/staff-repository.ts';

const DAYS = 14;
/** India has kept UTC+05:30 all year since 1945: days are counted in that offset, with no time zone data. */
const INDIA_OFFSET = sql.raw(`interval '330 minutes'`);

/** 'YYYY-MM-DD' of an instant in India. */
function indiaDay(at: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: INDIA_TIME_ZONE }).format(at);
}

/** The day before/after a 'YYYY-MM-DD'. */
function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The instant an India day starts. */
const indiaMidnight = (day: string) => new Date(`${day}T00:00:00+05:30`);

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

/** The dashboard's figures, read from the tables as they are now (a few cheap aggregate queries). */
export async function readDashboard(
  db: Database,
  now = new Date(),
): Promise<Omit<DashboardResponse, 'success'>> {
  const today = indiaDay(now);
  const firstDay = addDays(today, -(DAYS - 1));
  const since = indiaMidnight(firstDay);
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
  };
}
