import type { Locale } from '@phonix/shared/i18n';
import { formatIndiaDateIn, formatIndiaDateTimeIn, formatPickupSlot } from '@phonix/shared/india-time';

/**
 * Days and times on the portal's pages, by india-time.ts (the one home of dates per language): English as
 * SPEC shows them ('November 22nd, 2026, 10:00 AM - 12:00 PM'); Hindi and Telugu with the month in full and
 * the time of day first, in words ('22 नवंबर 2026', 'సాయంత్రం 6 - రాత్రి 8').
 */

/** A moment's date and time: 'March 5th, 2025, 3:04 PM', '5 मार्च 2025, दोपहर 3:04'. */
export const partnerDateTime = (value: string | Date, locale: Locale): string =>
  formatIndiaDateTimeIn(value, locale);

/** An India day (YYYY-MM-DD): 'November 22nd, 2026', '22 नवंबर 2026'. */
export const partnerDate = (day: string, locale: Locale): string => formatIndiaDateIn(day, locale);

/** A pickup slot ('10:00 AM - 12:00 PM') in the page's language: 'ఉదయం 10 - మధ్యాహ్నం 12'. */
export const partnerSlot = (slot: string, locale: Locale): string => formatPickupSlot(slot, locale);
