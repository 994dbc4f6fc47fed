import type { Locale } from '@phonix/shared/i18n';
import { formatIndiaDateIn, formatIndiaDayMonthIn, formatPickupSlot } from '@phonix/shared/india-time';

/**
 * A booked pickup slot ('2026-11-28' and '02:00 PM - 04:00 PM', as orders store them) as a message in a
 * language writes it, for the receipt and the team's e-mails (DR 145): English exactly as before
 * ('November 28th, 2026, 02:00 PM - 04:00 PM'); Hindi and Telugu the day with its month in full, then the
 * time of day first ('28 నవంబర్, 2026, మధ్యాహ్నం 2 - సాయంత్రం 4'). The SMS write the day and the time as
 * two variables (`pickupDayText`, `pickupTimeText`): each within DLT's 30 characters.
 */
export function pickupSlotText(date: string, time: string, locale: Locale): string {
  return remembered(
    `slot ${date} ${time} ${locale}`,
    () => `${formatIndiaDateIn(date, locale)}, ${pickupTimeText(time, locale)}`,
  );
}

/**
 * The slot's day in an SMS, without the year (a pickup is one of the next four days), so an English SMS stays
 * in one part: 'November 28th', '28 नवंबर', '28 నవంబర్'.
 */
export function pickupDayText(date: string, locale: Locale): string {
  return remembered(`day ${date} ${locale}`, () => formatIndiaDayMonthIn(date, locale));
}

/** The slot's times: '02:00 PM - 04:00 PM' in English, 'दोपहर 2 - शाम 4' in Hindi; unknown forms kept. */
export function pickupTimeText(time: string, locale: Locale): string {
  return remembered(`time ${time} ${locale}`, () => formatPickupSlot(time, locale));
}

/**
 * The texts above, each worked out once: a booking's messages write the same few days and slots over and
 * over, and dayjs's time-zone formatting was a noticeable part of every SMS (docs/decisions/219). A day's
 * words never change, so nothing here goes stale; the map is emptied when full.
 */
const texts = new Map<string, string>();
const MAX_TEXTS = 2_000;
function remembered(key: string, make: () => string): string {
  let text = texts.get(key);
  if (text === undefined) {
    if (texts.size >= MAX_TEXTS) texts.clear();
    text = make();
    texts.set(key, text);
  }
  return text;
}
