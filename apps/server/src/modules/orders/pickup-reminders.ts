import { addDays, indiaDay, indiaDayStart } from '@phonix/shared/india-time';
import { ORDER_STATUS } from '@phonix/shared/order-lifecycle';
import { and, eq, inArray, max, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { customerContactsByIds } from '../customers/index.ts';
import { enqueue, message, type OutboxListener, type OutboxMessage } from '../outbox/index.ts';
import { partnerContactsByIds } from '../partners/index.ts';
import { orderFacts } from './notifications.ts';
import { orderEvents, orders } from './tables.ts';

/**
 * Pickup reminders (issue 23): the seller hears at 8 PM India time the evening before the slot, and an hour
 * before it, with the shop coming and a link to the order. Nothing is scheduled per order: a job every
 * minute (modules/jobs) finds the reminders due from each open order's CURRENT slot and writes each into the
 * outbox with a dedupe key of order, kind and slot. So a rescheduled order is reminded of its new slot only
 * (the old slot's reminders are never due again), a cancelled or completed order of nothing, a job run twice
 * (two processes, a retry after a crash) writes each reminder once, and the outbox sends it once.
 */

export type ReminderKind = 'evening' | 'hour';

const HOUR_MS = 3_600_000;
/** The evening reminder goes at 20:00 India time the day before the slot. */
const EVENING_HOUR = 20;

/** The moment a slot starts: '2026-11-28' and '02:00 PM - 04:00 PM' is 2026-11-28 14:00 IST. */
export function slotStart(pickupDate: string, pickupTime: string): Date | null {
  const match = /^(\d{1,2}):(\d{2}) ([AP]M)/.exec(pickupTime.trim());
  if (!match) return null;
  const hour = (Number(match[1]) % 12) + (match[3] === 'PM' ? 12 : 0);
  const start = new Date(indiaDayStart(pickupDate).getTime() + hour * HOUR_MS + Number(match[2]) * 60_000);
  return Number.isNaN(start.getTime()) ? null : start;
}

/** When each reminder of a slot is due: 8 PM the evening before, and an hour before the slot starts. */
export function reminderMoments(pickupDate: string, pickupTime: string) {
  const start = slotStart(pickupDate, pickupTime);
  if (!start) return null;
  const evening = new Date(indiaDayStart(addDays(pickupDate, -1)).getTime() + EVENING_HOUR * HOUR_MS);
  return { evening, hour: new Date(start.getTime() - HOUR_MS), start };
}

/**
 * The reminder due now for a slot set (booked or rescheduled) at `slotSetAt`, if any. A reminder is due from
 * its moment until the next one (a server down at 8 PM still reminds at 9), and only for a slot set before
 * its moment: a seller who books at 10 PM for tomorrow morning was told at booking and gets no "evening"
 * message, only the one an hour before.
 */
export function reminderDue(
  pickupDate: string,
  pickupTime: string,
  slotSetAt: Date,
  now: Date,
): ReminderKind | null {
  const moments = reminderMoments(pickupDate, pickupTime);
  if (!moments || now >= moments.start) return null;
  if (now >= moments.hour) return slotSetAt < moments.hour ? 'hour' : null;
  if (now >= moments.evening) return slotSetAt < moments.evening ? 'evening' : null;
  return null;
}

/** The statuses an order still waits for its pickup in. */
const WAITING = [ORDER_STATUS.enquiry, ORDER_STATUS.accepted, ORDER_STATUS.out_for_pickup];

/**
 * One run of the reminder job: writes every reminder due at `now` that was not written yet; answers how many
 * it wrote (the outbox's dedupe key drops those written before).
 */
export async function writeDueReminders(db: Database, now: Date, outbox?: OutboxListener): Promise<number> {
  const today = indiaDay(now);
  // The latest reschedule of each order, when its slot was set last (else when it was booked).
  const rescheduled = db
    .select({ orderId: orderEvents.orderId, at: max(orderEvents.at).as('rescheduled_at') })
    .from(orderEvents)
    .where(eq(orderEvents.type, 'rescheduled'))
    .groupBy(orderEvents.orderId)
    .as('rescheduled');
  const rows = await db
    .select({
      order: orders,
      slotSetAt: sql<Date>`greatest(${orders.createdAt}, ${rescheduled.at})`.mapWith(
        (value: string | Date) => (value instanceof Date ? value : new Date(value)),
      ),
    })
    .from(orders)
    .leftJoin(rescheduled, eq(rescheduled.orderId, orders.id))
    .where(and(inArray(orders.status, WAITING), inArray(orders.pickupDate, [today, addDays(today, 1)])));
  const due = rows.flatMap(({ order, slotSetAt }) => {
    const kind = reminderDue(order.pickupDate, order.pickupTime, slotSetAt, now);
    return kind ? [{ order, kind }] : [];
  });
  const sellers = await customerContactsByIds(
    db,
    due.map(({ order }) => order.customerId),
  );
  const shops = await partnerContactsByIds(
    db,
    due.flatMap(({ order }) => (order.partnerId === null ? [] : [order.partnerId])),
  );
  const messages: OutboxMessage[] = [];
  for (const { order, kind } of due) {
    const mobile = sellers.get(order.customerId)?.mobile;
    if (mobile === undefined) continue;
    const shop = order.partnerId === null ? undefined : shops.get(order.partnerId)?.shopName;
    messages.push(
      message(
        'sms',
        mobile,
        kind === 'evening' ? 'pickup_reminder_evening_seller' : 'pickup_reminder_hour_seller',
        { ...orderFacts(order), shop: shop ?? null },
        {
          dedupeKey: `pickup-reminder:${kind}:${order.id}:${order.pickupDate}:${order.pickupTime}`,
          orderId: order.id,
        },
      ),
    );
  }
  if (messages.length === 0) return 0;
  await enqueue(db, messages);
  outbox?.nudge();
  return messages.length;
}
