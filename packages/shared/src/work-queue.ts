import { z } from 'zod';
import { addDays, indiaDay, indiaDayStart } from './india-time.ts';
import { ORDER_STATUSES } from './order-lifecycle.ts';

/**
 * The console dashboard's work queue (issue 21): today's pickups, orders nobody took in time, partner
 * requests waiting for a decision and payouts that started but never finished.
 */

/**
 * The team's working hours, India time, every day: the span of the pickup slots (08:00 AM to 08:00 PM,
 * pickup.ts PICKUP_SLOTS). An order booked at night starts waiting when the day's work starts.
 */
export const WORKING_HOURS = { startHour: 8, endHour: 20 } as const;

/** Minutes an order may wait in the pool, counted in working hours, before it is "unassigned" (default). */
export const DEFAULT_UNASSIGNED_ALERT_MINUTES = 60;

/**
 * Minutes after the seller's payout code was accepted with the order still not completed: the payout call
 * failed or never ended, and someone must look (the provider's dashboard, the seller).
 */
export const STUCK_PAYOUT_MINUTES = 15;

const HOUR_MS = 3_600_000;

/** Minutes of working hours (India time) between two moments; 0 when `to` is not after `from`. */
export function workingMinutesBetween(from: Date, to: Date): number {
  if (!(to > from)) return 0;
  let total = 0;
  for (let day = indiaDay(from); indiaDayStart(day) < to; day = addDays(day, 1)) {
    const start = indiaDayStart(day).getTime();
    const open = Math.max(start + WORKING_HOURS.startHour * HOUR_MS, from.getTime());
    const close = Math.min(start + WORKING_HOURS.endHour * HOUR_MS, to.getTime());
    if (close > open) total += close - open;
  }
  return Math.floor(total / 60_000);
}

/** Whether an order booked at `bookedAt` and still in the pool at `now` waited past the alert. */
export function isUnassigned(bookedAt: Date, now: Date, alertMinutes: number): boolean {
  return workingMinutesBetween(bookedAt, now) >= alertMinutes;
}

// The dashboard's answer -------------------------------------------------------------------------------------

export const queueOrderSchema = z.object({
  ref_no: z.string(),
  /** ISO timestamp of the booking. */
  created_at: z.string(),
  status: z.enum(ORDER_STATUSES),
  status_label: z.string(),
  model: z.string(),
  variant: z.string(),
  city: z.string(),
  pincode: z.string(),
  pickup_date: z.string(),
  pickup_time: z.string(),
  partner: z.object({ partner_id: z.number().int(), shop_name: z.string() }).nullable(),
});
export type QueueOrder = z.infer<typeof queueOrderSchema>;

export const workQueueSchema = z.object({
  /** UNASSIGNED_ALERT_MINUTES: how long an order may wait in the pool, in working hours. */
  unassigned_alert_minutes: z.number().int(),
  /** Open orders (not completed nor cancelled) whose pickup day is today (India), by slot. */
  pickups_today: z.array(queueOrderSchema),
  /** Orders in the pool that waited at least the alert in working hours, longest first. */
  unassigned: z.array(queueOrderSchema.extend({ waiting_minutes: z.number().int() })),
  /**
   * Orders a partner handed back that no other active partner can take: none serves the pincode, or every
   * one that does has handed it back already. Someone must assign a partner or tell the seller. Oldest
   * hand-back first.
   */
  handed_back: z.array(
    queueOrderSchema.extend({
      /** ISO timestamp of the last hand-back. */
      handed_back_at: z.string(),
    }),
  ),
  /** Partner requests neither approved nor declined, oldest first. */
  partner_requests: z.array(
    z.object({
      request_id: z.number().int(),
      shop_name: z.string(),
      name: z.string(),
      city: z.string(),
      pincode: z.string(),
      created_at: z.string(),
    }),
  ),
  /** Payouts whose seller code was accepted STUCK_PAYOUT_MINUTES ago or more, the order still not completed. */
  stuck_payouts: z.array(
    queueOrderSchema.extend({
      /** ISO timestamp of the accepted code. */
      code_accepted_at: z.string(),
      final_amount: z.number().int().nullable(),
    }),
  ),
});
export type WorkQueue = z.infer<typeof workQueueSchema>;

/**
 * The queue entries that also e-mail the team (once per order and kind, through the outbox): an order
 * unassigned past the alert, and a hand-back nobody else can take.
 */
export const QUEUE_ALERT_KINDS = ['unassigned', 'handed_back'] as const;
export type QueueAlertKind = (typeof QUEUE_ALERT_KINDS)[number];
