import type { Locale } from '@phonix/shared/i18n';
import { formatIndiaTime } from '@phonix/shared/india-time';
import { content_ui_error_text } from '@phonix/shared/messages/content_ui_error_text';
import { errorMessage } from '@/lib/api-client.ts';
import { formatDay, INDIA_TIME_ZONE } from './format-day.ts';

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
