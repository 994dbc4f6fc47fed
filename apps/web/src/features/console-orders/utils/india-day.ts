import { INDIA_TIME_ZONE } from '@phonix/shared/pickup';

// 'en-CA' writes a day as YYYY-MM-DD, the form the API and <input type="date"> take.
const isoDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: INDIA_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The India day of a moment as YYYY-MM-DD. */
export function indiaDay(at: Date = new Date()): string {
  return isoDay.format(at);
}

/** The first day of the Indian financial year (1 April) that `day` (YYYY-MM-DD) falls in. */
export function financialYearStart(day: string): string {
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7));
  return `${month >= 4 ? year : year - 1}-04-01`;
}

export const isIsoDay = (value: string | null | undefined): value is string =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);
