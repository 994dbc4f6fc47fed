import type { DashboardResponse } from '@phonix/shared/console-api';
import { addDays, indiaDay, indiaDayStart } from '@phonix/shared/india-time';
import { ORDER_STATUSES } from '@phonix/shared/order-lifecycle';
import type { Database } from '../../db/client.ts';
import { countOpenContactMessages } from '../contact/index.ts';
import { conversionSince, enquiriesPerIndiaDay } from '../enquiries/index.ts';
import {
  completedOrdersSince,
  orderStatusCountsSince,
  ordersByStatus,
  ordersPerIndiaDay,
  requotesSince,
} from '../orders/index.ts';

const DAYS = 14;

type StatusCounts = Omit<DashboardResponse, 'success'>['status_today'];

/** Orders booked since `since`, by their status now (every status present). */
async function statusCountsSince(db: Database, since: Date): Promise<StatusCounts> {
  const rows = await orderStatusCountsSince(db, since);
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
  const { orders, value, medianSeconds } = await completedOrdersSince(db, since);
  return {
    orders,
    value,
    median_hours: medianSeconds === null ? null : Math.round(medianSeconds / 360) / 10,
  };
}

/** Doorstep re-quotes since `since`; those below the quote and their average cut (rupees, percent). */
async function revisedOffersSince(db: Database, since: Date) {
  const row = await requotesSince(db, since);
  return {
    requotes: row.requotes,
    revised_down: row.revisedDown,
    average_cut: row.averageCut === null ? null : Math.round(row.averageCut),
    average_cut_percent: row.averageCutPercent === null ? null : Math.round(row.averageCutPercent * 10) / 10,
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
  const [enquiries, orderCounts, conversion, statusRows, openMessages] = await Promise.all([
    enquiriesPerIndiaDay(db, since),
    ordersPerIndiaDay(db, since),
    conversionSince(db, new Date(now.getTime() - 30 * 86_400_000)),
    ordersByStatus(db),
    countOpenContactMessages(db),
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
    open: { contact_messages: openMessages },
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
