import dayjs from 'dayjs';
import advancedFormat from 'dayjs/plugin/advancedFormat.js';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.extend(advancedFormat);

/** Every date the site shows or books is in India time. */
export const INDIA_TIME_ZONE = 'Asia/Kolkata';

/** The six two-hour pickup slots (SPEC 9). */
export const PICKUP_SLOTS = [
  '08:00 AM - 10:00 AM',
  '10:00 AM - 12:00 PM',
  '12:00 PM - 02:00 PM',
  '02:00 PM - 04:00 PM',
  '04:00 PM - 06:00 PM',
  '06:00 PM - 08:00 PM',
] as const;
export type PickupSlot = (typeof PICKUP_SLOTS)[number];

export const PICKUP_DAYS = 4;

export interface PickupDate {
  /** YYYY-MM-DD, as sent in pickup_date. */
  value: string;
  day: string;
  month: string;
  weekday: string;
}

const DAY = 86_400_000;
/** India has kept +05:30 all year since 1945, so the India day of a moment is plain arithmetic. */
const INDIA_OFFSET = 330 * 60_000;
let cached: { day: number; dates: PickupDate[] } | undefined;

/** The next four days starting tomorrow, in India time (SPEC 9). Worked out once per India day. */
export function pickupDates(now: Date = new Date()): PickupDate[] {
  const day = Math.floor((now.getTime() + INDIA_OFFSET) / DAY);
  if (cached?.day !== day) {
    const today = dayjs(now).tz(INDIA_TIME_ZONE).startOf('day');
    const dates = Array.from({ length: PICKUP_DAYS }, (_, index) => {
      const date = today.add(index + 1, 'day');
      return {
        value: date.format('YYYY-MM-DD'),
        day: date.format('D'),
        month: date.format('MMMM'),
        weekday: date.format('dddd'),
      };
    });
    cached = { day, dates };
  }
  return cached.dates;
}

/** 'March 5th, 2025, 3:04 PM' in India time (SPEC 9 date display), for report and order dates. */
export function formatIndiaDateTime(value: string | Date): string {
  return dayjs(value).tz(INDIA_TIME_ZONE).format('MMMM Do, YYYY, h:mm A');
}

/**
 * 'November 22nd, 2026' in India time, for pickup dates (YYYY-MM-DD) and order lists: the day part of SPEC's
 * date display (formatIndiaDateTime), so a day and a moment read alike on one page.
 */
export function formatIndiaDate(value: string | Date): string {
  return dayjs.tz(value, INDIA_TIME_ZONE).format('MMMM Do, YYYY');
}
