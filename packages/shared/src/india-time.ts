import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { BASE_LOCALE, INTL_LOCALES, type Locale } from './i18n.ts';
import { formatIndiaDate, formatIndiaDateTime, INDIA_TIME_ZONE, type PickupDate } from './pickup.ts';
import { financialYearOf } from './receipt.ts';

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * India calendar days, as the API, the filters and <input type="date"> write them (YYYY-MM-DD): the day of a
 * moment, the moments a day starts and ends, days before and after, and the first day of the financial year
 * (on receipt.ts's `financialYearOf`, the one financial-year rule). Also the time of day in India time.
 */

const DAY_MS = 86_400_000;

/** A day written as YYYY-MM-DD (the form only; 2026-02-31 passes). */
export const ISO_DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

export const isIsoDay = (value: string | null | undefined): value is string =>
  typeof value === 'string' && ISO_DAY_PATTERN.test(value);

const dayParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: INDIA_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The India day of a moment as YYYY-MM-DD (today by default). */
export function indiaDay(at: Date = new Date()): string {
  // Assembled from the parts, not the locale's pattern: no ICU change can reorder it.
  const parts = dayParts.formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((entry) => entry.type === type)?.value;
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** The moment an India day (YYYY-MM-DD) starts: its midnight, 00:00 IST. Invalid Date for a day that is none. */
export function indiaDayStart(day: string): Date {
  return new Date(`${day}T00:00:00+05:30`);
}

/**
 * The moment after an India day (YYYY-MM-DD): the next day's midnight, the exclusive end of the day
 * (India has kept +05:30 without summer time since 1945, so every day is 24 hours).
 */
export function indiaDayEnd(day: string): Date {
  return new Date(indiaDayStart(day).getTime() + DAY_MS);
}

/** The day `days` after (or, negative, before) a YYYY-MM-DD day. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The first day (1 April, YYYY-MM-DD) of the Indian financial year that an India day falls in. */
export function financialYearStart(day: string): string {
  return `${financialYearOf(indiaDayStart(day)).slice(0, 4)}-04-01`;
}

/**
 * '3:04 PM' in India time (the clock of `formatIndiaDateTime`), for a moment later the same day; in Hindi
 * and Telugu as Intl writes the time there (Latin digits). Without a language: English, as before.
 */
export function formatIndiaTime(value: string | Date, locale: Locale = BASE_LOCALE): string {
  if (locale === BASE_LOCALE) return dayjs(value).tz(INDIA_TIME_ZONE).format('h:mm A');
  return indiaFormat(locale, 'time').format(new Date(value));
}

const INDIA_FORMAT_OPTIONS = {
  /** 26 Nov 2026 / 26 नव॰ 2026 / 26 నవం, 2026: the day as a plain number, never an ordinal. */
  date: { day: 'numeric', month: 'short', year: 'numeric' },
  /** 26 November 2026 and the like, for a page's text. */
  longDate: { day: 'numeric', month: 'long', year: 'numeric' },
  time: { hour: 'numeric', minute: '2-digit', hour12: true },
  dateTime: {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
  },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;
export type IndiaDateStyle = keyof typeof INDIA_FORMAT_OPTIONS;

const indiaFormats = new Map<string, Intl.DateTimeFormat>();
function indiaFormat(locale: Locale, style: IndiaDateStyle): Intl.DateTimeFormat {
  const key = `${locale}/${style}`;
  let format = indiaFormats.get(key);
  if (!format) {
    const options: Intl.DateTimeFormatOptions = { ...INDIA_FORMAT_OPTIONS[style] };
    // Hindi and Telugu say the part of the day in words (सुबह 8:00, 8:00 ఉదయం): Intl's h12 clock writes a
    // Latin "am"/"AM" there.
    if (locale !== BASE_LOCALE && options.hour12) {
      delete options.hour12;
      Object.assign(options, { hourCycle: 'h12', dayPeriod: 'short' });
    }
    format = new Intl.DateTimeFormat(INTL_LOCALES[locale], {
      ...options,
      timeZone: INDIA_TIME_ZONE,
      numberingSystem: 'latn',
    });
    indiaFormats.set(key, format);
  }
  return format;
}

/**
 * A moment as a date, time or both in India time, in a language of the site: formatIndiaMoment(at, 'date',
 * 'hi') -> '26 नव॰ 2026'. Days are plain numbers in every language (no "26th").
 */
export function formatIndiaMoment(
  value: string | Date,
  style: IndiaDateStyle,
  locale: Locale = BASE_LOCALE,
): string {
  return indiaFormat(locale, style).format(new Date(value));
}

/**
 * The pickup days (pickup.ts pickupDates, English) named in a language of the site: the same days and
 * values, the month and weekday as Intl writes them there (no ordinals).
 */
export function pickupDatesIn(dates: readonly PickupDate[], locale: Locale = BASE_LOCALE): PickupDate[] {
  if (locale === BASE_LOCALE) return [...dates];
  const name = (options: Intl.DateTimeFormatOptions, at: Date) =>
    new Intl.DateTimeFormat(INTL_LOCALES[locale], { ...options, timeZone: INDIA_TIME_ZONE }).format(at);
  return dates.map((date) => {
    const at = new Date(`${date.value}T12:00:00+05:30`);
    return { ...date, month: name({ month: 'long' }, at), weekday: name({ weekday: 'long' }, at) };
  });
}

/**
 * A pickup slot as the seller reads it: the slot itself in English ('08:00 AM - 10:00 AM', the stored
 * code), its two times with the part of the day in words in Hindi and Telugu ('सुबह 8:00 - सुबह 10:00').
 */
export function formatPickupSlot(slot: string, locale: Locale = BASE_LOCALE): string {
  if (locale === BASE_LOCALE) return slot;
  const ends = slot.split(' - ').map((end) => /^(\d{2}):(\d{2}) (AM|PM)$/.exec(end.trim()));
  if (ends.length !== 2 || ends.some((end) => !end)) return slot;
  return ends
    .map((end) => {
      const [, hours, minutes, half] = end as RegExpExecArray;
      const hour = (Number(hours) % 12) + (half === 'PM' ? 12 : 0);
      return formatIndiaTime(
        new Date(`2000-01-01T${String(hour).padStart(2, '0')}:${minutes}:00+05:30`),
        locale,
      );
    })
    .join(' - ');
}

/**
 * SPEC's date display in a language: English as formatIndiaDateTime ('March 5th, 2025, 3:04 PM'), Hindi and
 * Telugu as Intl writes them there (26 नव॰ 2026, दोपहर 3:04; no ordinals).
 */
export function formatIndiaDateTimeIn(value: string | Date, locale: Locale = BASE_LOCALE): string {
  return locale === BASE_LOCALE ? formatIndiaDateTime(value) : formatIndiaMoment(value, 'dateTime', locale);
}

/** A day (YYYY-MM-DD, or a moment's India day) in a language: 'November 22nd, 2026' / '22 नवंबर 2026'. */
export function formatIndiaDateIn(value: string | Date, locale: Locale = BASE_LOCALE): string {
  if (locale === BASE_LOCALE) return formatIndiaDate(value);
  const at = typeof value === 'string' && ISO_DAY_PATTERN.test(value) ? `${value}T12:00:00+05:30` : value;
  return formatIndiaMoment(at, 'longDate', locale);
}
