import type { Locale } from '@phonix/shared/i18n';
import { formatIndiaDate, formatIndiaDateTime, INDIA_TIME_ZONE } from '@phonix/shared/pickup';

/**
 * Days and times on the portal's pages. English as before ('November 22nd, 2026, 10:00 AM - 12:00 PM');
 * Hindi and Telugu through Intl in India time, the day a plain number and the time of day in words
 * ('सुबह 10:00', '10:00 ఉదయం'): Intl's hour12 clock writes "am"/"pm" in Latin letters there.
 */

const formats = new Map<string, Intl.DateTimeFormat>();
/** Intl's format of a Hindi or Telugu date or time of day in India time, Latin digits (as india-time.ts). */
function indiaFormat(locale: Locale, part: 'date' | 'time'): Intl.DateTimeFormat {
  let format = formats.get(`${locale}/${part}`);
  if (!format) {
    format = new Intl.DateTimeFormat(locale === 'hi' ? 'hi-IN' : 'te-IN', {
      ...(part === 'date'
        ? { day: 'numeric', month: 'short', year: 'numeric' }
        : { hour: 'numeric', minute: '2-digit', dayPeriod: 'short' }),
      timeZone: INDIA_TIME_ZONE,
      numberingSystem: 'latn',
    });
    formats.set(`${locale}/${part}`, format);
  }
  return format;
}
const timeFormat = (locale: Locale) => indiaFormat(locale, 'time');

/** A moment's date and time: 'March 5th, 2025, 3:04 PM', '5 मार्च 2025, दोपहर 3:04'. */
export function partnerDateTime(value: string | Date, locale: Locale): string {
  if (locale === 'en') return formatIndiaDateTime(value);
  return `${indiaFormat(locale, 'date').format(new Date(value))}, ${timeFormat(locale).format(new Date(value))}`;
}

/** An India day (YYYY-MM-DD): 'November 22nd, 2026', '22 नव॰ 2026'. */
export function partnerDate(day: string, locale: Locale): string {
  if (locale === 'en') return formatIndiaDate(day);
  return indiaFormat(locale, 'date').format(new Date(`${day}T12:00:00+05:30`));
}

/** A pickup slot ('10:00 AM - 12:00 PM') with each time in the page's language. */
export function partnerSlot(slot: string, locale: Locale): string {
  if (locale === 'en') return slot;
  return slot.replace(
    /\b(\d{1,2}):(\d{2})\s*(AM|PM)\b/gi,
    (_, hours: string, minutes: string, half: string) => {
      const hour = (Number(hours) % 12) + (half.toUpperCase() === 'PM' ? 12 : 0);
      const at = `2026-01-01T${String(hour).padStart(2, '0')}:${minutes}:00+05:30`;
      return timeFormat(locale).format(new Date(at));
    },
  );
}
