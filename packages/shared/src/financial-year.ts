/** India has kept +05:30 all year since 1945. */
const INDIA_OFFSET_MS = 330 * 60_000;

/**
 * The Indian financial year (1 April to 31 March, India time) a moment falls in, as printed: '2026-27'.
 * 31 March 23:59 IST is still the old year; 1 April 00:00 IST starts the new one. A module of its own, so the
 * date formatters (india-time.ts) have the one financial-year rule without the receipt's schemas.
 */
export function financialYearOf(at: Date): string {
  const india = new Date(at.getTime() + INDIA_OFFSET_MS);
  const startYear = india.getUTCMonth() >= 3 ? india.getUTCFullYear() : india.getUTCFullYear() - 1;
  return `${startYear}-${String((startYear + 1) % 100).padStart(2, '0')}`;
}
