import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { financialYearOf } from './financial-year.ts';
import { BASE_LOCALE, INTL_LOCALES, type Locale } from './i18n.ts';
import { formatIndiaDate, formatIndiaDateTime, INDIA_TIME_ZONE, type PickupDate } from './pickup.ts';

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
 * The part of the day a Hindi or Telugu clock says before the hour ("दोपहर 2", "మధ్యాహ్నం 2"): morning from
 * 4 AM, afternoon from noon, evening from 4 PM, night from 8 PM (issue 32: "మధ్యాహ్నం 2 - సాయంత్రం 4",
 * "రాత్రి 8"). Our own table, not Intl's day periods: Intl puts 4 PM in Telugu's afternoon and 8 PM in its
 * evening, and writes the part after the time in Telugu ("2:00 మధ్యాహ్నం").
 */
const DAY_PARTS: Record<
  Exclude<Locale, 'en'>,
  readonly [night: string, morning: string, afternoon: string, evening: string]
> = {
  hi: ['रात', 'सुबह', 'दोपहर', 'शाम'],
  te: ['రాత్రి', 'ఉదయం', 'మధ్యాహ్నం', 'సాయంత్రం'],
};

function dayPart(hour: number, locale: Exclude<Locale, 'en'>): string {
  const [night, morning, afternoon, evening] = DAY_PARTS[locale];
  if (hour < 4 || hour >= 20) return night;
  if (hour < 12) return morning;
  return hour < 16 ? afternoon : evening;
}

/** An hour (0-23) and minute as a Hindi or Telugu clock says them: "दोपहर 3:35"; "दोपहर 3" for a whole hour when `whole` is 'short'. */
function clockWords(
  hour: number,
  minute: number,
  locale: Exclude<Locale, 'en'>,
  whole: 'short' | 'minutes',
): string {
  const time =
    minute === 0 && whole === 'short'
      ? `${hour % 12 || 12}`
      : `${hour % 12 || 12}:${String(minute).padStart(2, '0')}`;
  return `${dayPart(hour, locale)} ${time}`;
}

const indiaClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: INDIA_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The India hour (0-23) and minute of a moment. */
function indiaHourMinute(value: string | Date): [hour: number, minute: number] {
  const parts = indiaClock.formatToParts(new Date(value));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((entry) => entry.type === type)?.value);
  return [part('hour') % 24, part('minute')];
}

/**
 * '3:04 PM' in India time (the clock of `formatIndiaDateTime`), for a moment later the same day; in Hindi and
 * Telugu the part of the day first, in words, then the time ('दोपहर 3:04', 'మధ్యాహ్నం 3:04'), Latin digits.
 * Without a language: English, as before.
 */
export function formatIndiaTime(value: string | Date, locale: Locale = BASE_LOCALE): string {
  if (locale === 'en') return dayjs(value).tz(INDIA_TIME_ZONE).format('h:mm A');
  const [hour, minute] = indiaHourMinute(value);
  return clockWords(hour, minute, locale, 'minutes');
}

const INDIA_FORMAT_OPTIONS = {
  /** 26 November 2026 / 26 नवंबर 2026 / 26 నవంబర్, 2026: the month in full, the day a plain number. */
  date: { day: 'numeric', month: 'long', year: 'numeric' },
  /** The same day (the name its first callers used). */
  longDate: { day: 'numeric', month: 'long', year: 'numeric' },
  time: { hour: 'numeric', minute: '2-digit', hour12: true },
  dateTime: {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
  },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;
export type IndiaDateStyle = keyof typeof INDIA_FORMAT_OPTIONS;

const indiaFormats = new Map<string, Intl.DateTimeFormat>();
function indiaFormat(locale: Locale, style: 'date' | 'longDate' | 'time' | 'dateTime'): Intl.DateTimeFormat {
  const key = `${locale}/${style}`;
  let format = indiaFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_LOCALES[locale], {
      ...INDIA_FORMAT_OPTIONS[style],
      timeZone: INDIA_TIME_ZONE,
      numberingSystem: 'latn',
    });
    indiaFormats.set(key, format);
  }
  return format;
}

/**
 * A moment as a date, time or both in India time, in a language of the site: formatIndiaMoment(at, 'date',
 * 'hi') -> '26 नवंबर 2026'; 'dateTime' in Hindi and Telugu is the date, then the clock in words
 * ('26 నవంబర్, 2026, మధ్యాహ్నం 3:35'). Months in full, days plain numbers in every language (no "26th").
 */
export function formatIndiaMoment(
  value: string | Date,
  style: IndiaDateStyle,
  locale: Locale = BASE_LOCALE,
): string {
  if (locale === 'en') return indiaFormat(locale, style).format(new Date(value));
  switch (style) {
    case 'time':
      return formatIndiaTime(value, locale);
    case 'dateTime':
      return `${indiaFormat(locale, 'date').format(new Date(value))}, ${formatIndiaTime(value, locale)}`;
    default:
      return indiaFormat(locale, style).format(new Date(value));
  }
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
 * A pickup slot as the seller reads it: the slot itself in English ('08:00 AM - 10:00 AM', the stored code,
 * SPEC's text); in Hindi and Telugu the part of the day first, said once when both ends share it, whole
 * hours without ':00' ('सुबह 8 - 10', 'మధ్యాహ్నం 2 - సాయంత్రం 4', 'సాయంత్రం 6 - రాత్రి 8'). A slot in
 * another form is kept as it is.
 */
export function formatPickupSlot(slot: string, locale: Locale = BASE_LOCALE): string {
  if (locale === 'en') return slot;
  const ends = slot.split(' - ').map((end) => /^(\d{1,2}):(\d{2}) ?(AM|PM)$/i.exec(end.trim()));
  if (ends.length !== 2 || ends.some((end) => !end)) return slot;
  const [from, to] = ends.map((end) => {
    const [, hours, minutes, half] = end as RegExpExecArray;
    return [
      (Number(hours) % 12) + ((half as string).toUpperCase() === 'PM' ? 12 : 0),
      Number(minutes),
    ] as const;
  }) as [readonly [number, number], readonly [number, number]];
  const start = clockWords(from[0], from[1], locale, 'short');
  const end = clockWords(to[0], to[1], locale, 'short');
  const part = dayPart(from[0], locale);
  return dayPart(to[0], locale) === part ? `${start} - ${end.slice(part.length + 1)}` : `${start} - ${end}`;
}

/**
 * SPEC's date display in a language: English as formatIndiaDateTime ('March 5th, 2025, 3:04 PM'), Hindi and
 * Telugu the day, then the clock in words ('5 मार्च 2025, दोपहर 3:04'; no ordinals).
 */
export function formatIndiaDateTimeIn(value: string | Date, locale: Locale = BASE_LOCALE): string {
  return locale === BASE_LOCALE ? formatIndiaDateTime(value) : formatIndiaMoment(value, 'dateTime', locale);
}

/**
 * A day of the coming days without its year, as an SMS names a pickup day: 'November 28th', '28 नवंबर',
 * '28 నవంబర్' (the month in full).
 */
export function formatIndiaDayMonthIn(day: string, locale: Locale = BASE_LOCALE): string {
  if (locale === BASE_LOCALE) return dayjs.tz(day, INDIA_TIME_ZONE).format('MMMM Do');
  return new Intl.DateTimeFormat(INTL_LOCALES[locale], {
    day: 'numeric',
    month: 'long',
    timeZone: INDIA_TIME_ZONE,
    numberingSystem: 'latn',
  }).format(new Date(`${day}T12:00:00+05:30`));
}

/** A day (YYYY-MM-DD, or a moment's India day) in a language: 'November 22nd, 2026' / '22 नवंबर 2026'. */
export function formatIndiaDateIn(value: string | Date, locale: Locale = BASE_LOCALE): string {
  if (locale === BASE_LOCALE) return formatIndiaDate(value);
  const at = typeof value === 'string' && ISO_DAY_PATTERN.test(value) ? `${value}T12:00:00+05:30` : value;
  return formatIndiaMoment(at, 'date', locale);
}
