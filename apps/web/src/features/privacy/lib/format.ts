import { INTL_LOCALES, type Locale } from '@phonix/shared/i18n';
import { formatIndiaTime } from '@phonix/shared/india-time';
import { content_ui_error_text } from '@phonix/shared/messages/content_ui_error_text';
import { errorMessage } from '@/lib/api-client.ts';

const INDIA_TIME_ZONE = 'Asia/Kolkata';
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

/** A failed call's words: its code's message in the page's language, else "check your connection". */
export function failureText(error: unknown): string {
  return errorMessage(error, content_ui_error_text());
}

const englishTime = new Intl.DateTimeFormat('en-IN', {
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
  timeZone: INDIA_TIME_ZONE,
});

/**
 * A moment as its India day and time, day first like formatDay ('27 November 2026, 6:22 pm'; Hindi and
 * Telugu say the part of the day first, in words, as india-time.ts does everywhere: '27 नवंबर 2026, शाम 6:22',
 * '27 నవంబర్, 2026, సాయంత్రం 6:22'), so days and moments on the privacy pages read alike.
 */
export function formatMoment(value: string, locale: Locale): string {
  const time = locale === 'en' ? englishTime.format(new Date(value)) : formatIndiaTime(value, locale);
  return `${formatDay(value, locale)}, ${time}`;
}
