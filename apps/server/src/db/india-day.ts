import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/**
 * A moment column's day in India (YYYY-MM-DD), for counts per day. India has kept UTC+05:30 all year since
 * 1945: days are counted in that offset, with no time zone data.
 */
export function indiaDayOf(column: SQLWrapper): SQL<string> {
  return sql<string>`to_char((${column} at time zone 'UTC') + interval '330 minutes', 'YYYY-MM-DD')`;
}
