import { INTL_LOCALES, type Locale } from '@phonix/shared/i18n';
import { formatIndiaDateTime, INDIA_TIME_ZONE } from '@phonix/shared/pickup';

const formats = new Map<Locale, Intl.DateTimeFormat>();

/**
 * A moment's date and time in India time, in a page's language: SPEC's display in English
 * (formatIndiaDateTime), in Hindi and Telugu as Intl writes them there (Latin digits, no ordinals, the time
 * of day in words). Not india-time's formatIndiaMoment(value, 'dateTime', locale): it writes "pm"/"PM", and
 * that module imports receipt.ts, which brings the handover schemas (5.4 kB gzipped) into every page that
 * shows a date.
 */
export function formatIndiaDateTimeIn(value: string | Date, locale: Locale): string {
  if (locale === 'en') return formatIndiaDateTime(value);
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_LOCALES[locale], {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      // "दोपहर 2:30" / "2:30 మధ్యాహ్నం": Intl's hour12 writes "pm" / "PM" in Latin letters there.
      dayPeriod: 'short',
      timeZone: INDIA_TIME_ZONE,
      numberingSystem: 'latn',
    });
    formats.set(locale, format);
  }
  return format.format(new Date(value));
}
