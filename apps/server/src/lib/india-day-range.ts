import {
  financialYearStart,
  indiaDay,
  indiaDayEnd,
  indiaDayStart,
  isIsoDay,
} from '@phonix/shared/india-time';
import { AppError } from './app-error.ts';

/**
 * A period asked for by days, for the dealer register and a partner's history and statement (one rule for
 * both). The moments [from, to) of whole India days `from` to `to`, both included; by default from the start of
 * the current financial year to today. A day that is not YYYY-MM-DD, or from after to, is VALIDATION_FAILED.
 */
export function registerRange(from: string | undefined, to: string | undefined): { from: Date; to: Date } {
  const today = indiaDay();
  const first = from ?? financialYearStart(today);
  const last = to ?? today;
  // A day that does not exist ('2026-02-30') is refused, not rolled over into the next month.
  for (const [field, day] of [
    ['from', first],
    ['to', last],
  ] as const)
    if (!isIsoDay(day) || Number.isNaN(indiaDayStart(day).getTime()) || indiaDay(indiaDayStart(day)) !== day)
      throw new AppError('VALIDATION_FAILED', { field, message: `Not a day (YYYY-MM-DD): ${day}` });
  const range = { from: indiaDayStart(first), to: indiaDayEnd(last) };
  if (range.from >= range.to)
    throw new AppError('VALIDATION_FAILED', { field: 'from', message: 'from must not be after to' });
  return range;
}
