import { INTL_LOCALES, type Locale } from '@phonix/shared/i18n';

// Its own file, without india-time's dayjs: the privacy notice shows a day and nothing else (DR 216).
export const INDIA_TIME_ZONE = 'Asia/Kolkata';
const dayFormats = new Map<Locale, Intl.DateTimeFormat>();

/**
 * A day as India writes it, day first ('25 February 2027', '25 फ़रवरी 2027'; the server's page and the browser's agree on long month names): an India day (YYYY-MM-DD, the due day
 * of a grievance, a kept-until day) or a moment's day in India time. Latin digits in every language.
 */
export function formatDay(value: string, locale: Locale): string {
  let format = dayFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_LOCALES[locale], {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: INDIA_TIME_ZONE,
      numberingSystem: 'latn',
    });
    dayFormats.set(locale, format);
  }
  // Noon in India: the same India day whatever the browser's own time zone.
  const at = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T12:00:00+05:30`) : new Date(value);
  return format.format(at);
}
