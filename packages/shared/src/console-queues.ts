import { z } from 'zod';
import { indiaDayStart } from './india-time.ts';
import { ORDER_STATUSES } from './order-lifecycle.ts';
import { text } from './validation.ts';

/**
 * The console dashboard's queues of orders off the main road (issue 31), as one data-driven list: each queue
 * its key, title, count, the oldest item's time and the items. The server computes them all in one function
 * (apps/server/src/modules/dashboard/console-queues.ts) and the dashboard draws the list as it comes, so a
 * new queue is one entry here and one query there.
 */

/** Why a phone was stopped or flagged at the door (table door_holds). */
export const DOOR_HOLD_KINDS = ['restricted_imei', 'same_phone_twice', 'imei_brand'] as const;
export type DoorHoldKind = (typeof DOOR_HOLD_KINDS)[number];

/**
 * How staff close a hold: the order cancelled (the seller told the reason), released (a restricted IMEI after
 * a second check, or a real resale of a phone bought before), or checked (a brand flag looked at).
 */
export const DOOR_HOLD_OUTCOMES = ['cancelled', 'released', 'checked'] as const;
export type DoorHoldOutcome = (typeof DOOR_HOLD_OUTCOMES)[number];

export const CONSOLE_QUEUE_KEYS = [
  'raised_prices',
  'stopped_at_door',
  'same_phone_twice',
  'imei_brand',
  'no_partner',
  'slot_soon',
  'slot_passed',
] as const;
export type ConsoleQueueKey = (typeof CONSOLE_QUEUE_KEYS)[number];

/** Each queue's title and what its empty state says (the console is in English). */
export const CONSOLE_QUEUE_WORDS: Record<ConsoleQueueKey, { title: string; empty: string }> = {
  raised_prices: {
    title: 'Raised prices to approve',
    empty: 'No raised price waits for approval.',
  },
  stopped_at_door: {
    title: 'Stopped at the door',
    empty: 'No phone is stopped for a restricted IMEI.',
  },
  same_phone_twice: {
    title: 'Same phone bought twice',
    empty: 'No IMEI was offered again after an earlier purchase.',
  },
  imei_brand: {
    title: "IMEI brand differs from the model's",
    empty: 'No IMEI names another brand than its order.',
  },
  no_partner: {
    title: 'Nobody serves this pincode',
    empty: 'Every open order has a partner serving its pincode.',
  },
  slot_soon: {
    title: 'Slot starts within 2 hours, not out for pickup',
    empty: 'No pickup in the next 2 hours is still waiting to go out.',
  },
  slot_passed: {
    title: 'Slot passed, not completed',
    empty: 'No pickup slot has passed without a completed order.',
  },
};

/** "Slot starts within 2 hours": minutes before a slot's start an order should be out for pickup. */
export const SLOT_SOON_MINUTES = 120;

const HOUR_MS = 3_600_000;

/**
 * The moments a pickup slot starts and ends, India time: '2026-11-28' and '02:00 PM - 04:00 PM' are
 * 14:00 and 16:00 IST that day; null for a slot not written that way.
 */
export function slotWindow(pickupDate: string, pickupTime: string): { starts: Date; ends: Date } | null {
  const match = /^(\d{1,2}):(\d{2}) ([AP]M) - (\d{1,2}):(\d{2}) ([AP]M)$/.exec(pickupTime.trim());
  if (!match) return null;
  const dayStart = indiaDayStart(pickupDate).getTime();
  if (Number.isNaN(dayStart)) return null;
  const at = (hour: string, minute: string, half: string) =>
    new Date(dayStart + ((Number(hour) % 12) + (half === 'PM' ? 12 : 0)) * HOUR_MS + Number(minute) * 60_000);
  return {
    starts: at(match[1] ?? '', match[2] ?? '', match[3] ?? ''),
    ends: at(match[4] ?? '', match[5] ?? '', match[6] ?? ''),
  };
}

/**
 * Which slot queue an open order is in at `now`, and since when: 'slot_passed' once its slot ended (still not
 * completed), 'slot_soon' from SLOT_SOON_MINUTES before its start until its end while nobody is out for it;
 * null otherwise (a completed or cancelled order is in neither).
 */
export function slotQueueOf(
  order: { status: string; pickup_date: string; pickup_time: string },
  now: Date,
): { key: 'slot_soon' | 'slot_passed'; since: Date } | null {
  if (order.status === 'completed' || order.status === 'cancelled') return null;
  const window = slotWindow(order.pickup_date, order.pickup_time);
  if (!window) return null;
  if (window.ends <= now) return { key: 'slot_passed', since: window.ends };
  const soonFrom = new Date(window.starts.getTime() - SLOT_SOON_MINUTES * 60_000);
  if (order.status !== 'out_for_pickup' && soonFrom <= now) return { key: 'slot_soon', since: soonFrom };
  return null;
}

/** 75 -> '1 h 15 min', 3000 -> '2 d 2 h': a span of minutes for staff. */
export function spanText(minutes: number): string {
  const whole = Math.max(0, Math.round(minutes));
  const days = Math.floor(whole / 1440);
  const hours = Math.floor((whole % 1440) / 60);
  const rest = whole % 60;
  if (days > 0) return hours === 0 ? `${days} d` : `${days} d ${hours} h`;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** How long an order has waited and how far its slot is, e.g. 'Waiting 3 h 5 min · slot in 45 min'. */
export function waitAndSlotText(createdAt: string | Date, pickupDate: string, pickupTime: string, now: Date) {
  const waited = (now.getTime() - new Date(createdAt).getTime()) / 60_000;
  const window = slotWindow(pickupDate, pickupTime);
  let slot = 'slot unknown';
  if (window) {
    if (now < window.starts) slot = `slot in ${spanText((window.starts.getTime() - now.getTime()) / 60_000)}`;
    else if (now < window.ends) slot = 'slot now';
    else slot = `slot ended ${spanText((now.getTime() - window.ends.getTime()) / 60_000)} ago`;
  }
  return { waited: `Waiting ${spanText(waited)}`, slot };
}

export const consoleQueueItemSchema = z.object({
  ref_no: z.string(),
  status: z.enum(ORDER_STATUSES),
  status_label: z.string(),
  model: z.string(),
  variant: z.string(),
  brand: z.string(),
  city: z.string(),
  pincode: z.string(),
  pickup_date: z.string(),
  pickup_time: z.string(),
  /** ISO: when the order was booked. */
  created_at: z.string(),
  /** ISO: when it joined this queue (the age shown). */
  since: z.string(),
  partner: z.object({ partner_id: z.number().int(), shop_name: z.string() }).nullable(),
  /** A raised price: both figures, the difference and the answers side by side. */
  rise: z
    .object({
      quoted_value: z.number().int(),
      revised_value: z.number().int(),
      difference: z.number().int(),
      answers: z.array(
        z.object({
          question: z.string(),
          declared: z.string(),
          found: z.string().nullable(),
          differs: z.boolean(),
          price_effect: z.number(),
        }),
      ),
    })
    .nullable(),
  /** A phone stopped or flagged at the door. */
  hold: z
    .object({
      hold_id: z.number().int(),
      kind: z.enum(DOOR_HOLD_KINDS),
      imei: z.string(),
      /** The restricted-list check's reference; the earlier order; the brand the IMEI's TAC names. */
      reference: z.string(),
    })
    .nullable(),
});
export type ConsoleQueueItem = z.infer<typeof consoleQueueItemSchema>;

export const consoleQueueSchema = z.object({
  key: z.enum(CONSOLE_QUEUE_KEYS),
  title: z.string(),
  count: z.number().int(),
  /** ISO: the oldest item's `since`; null when the queue is empty. */
  oldest_at: z.string().nullable(),
  items: z.array(consoleQueueItemSchema),
});
export type ConsoleQueue = z.infer<typeof consoleQueueSchema>;

// Closing a hold -----------------------------------------------------------------------------------------------

export const doorHoldParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

export const closeDoorHoldRequestSchema = z
  .object({
    outcome: z.enum(DOOR_HOLD_OUTCOMES, { error: 'Choose how to close it' }),
    reason: text(500).trim().min(8, 'Say why in a few words (8 characters or more)'),
    /** Releasing a restricted IMEI: the second check's reference (KYM reply or Sanchar Saathi). */
    second_check_reference: text(80).trim().optional(),
  })
  .superRefine((value, context) => {
    if (value.outcome === 'released' && value.second_check_reference !== undefined) {
      if (value.second_check_reference.length < 3)
        context.addIssue({
          code: 'custom',
          path: ['second_check_reference'],
          message: "Enter the second check's reference",
        });
    }
  });
export type CloseDoorHoldRequest = z.infer<typeof closeDoorHoldRequestSchema>;

export const closeDoorHoldResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
});
