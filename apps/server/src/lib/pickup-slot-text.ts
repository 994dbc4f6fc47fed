import type { Locale } from '@phonix/shared/i18n';
import { formatIndiaMoment, formatIndiaTime } from '@phonix/shared/india-time';
import { formatIndiaDate } from '@phonix/shared/pickup';

/**
 * A booked pickup slot ('2026-11-28' and '02:00 PM - 04:00 PM', as orders store them) as a message in a
 * language writes it, for the SMS and the receipt (DR 145): English exactly as before
 * ('November 28th, 2026, 02:00 PM - 04:00 PM'); Hindi and Telugu through the locale formatters, with no
 * English ordinals or month names ('28 నవంబర్, 2026, 2:00 PM - 4:00 PM').
 */
export function pickupSlotText(date: string, time: string, locale: Locale): string {
  if (locale === 'en') return `${formatIndiaDate(date)}, ${time}`;
  return `${formatIndiaMoment(date, 'longDate', locale)}, ${pickupTimeText(date, time, locale)}`;
}

/** The slot's times in a language ('02:00 PM - 04:00 PM' -> '2:00 pm - 4:00 pm' in Hindi); unknown forms kept. */
export function pickupTimeText(date: string, time: string, locale: Locale): string {
  if (locale === 'en') return time;
  return time
    .split(' - ')
    .map((part) => {
      const match = /^(\d{1,2}):(\d{2}) ([AP]M)$/.exec(part.trim());
      if (!match) return part;
      const hour = (Number(match[1]) % 12) + (match[3] === 'PM' ? 12 : 0);
      return formatIndiaTime(`${date}T${String(hour).padStart(2, '0')}:${match[2]}:00+05:30`, locale);
    })
    .join(' - ');
}
