/**
 * The first `limit` rows of an ordered read that pass a filter the reader cannot put in its query (the
 * filter asks another module, issue 33), as `keep` makes them: reads a page of `limit` at a time until
 * enough rows passed or the rows ran out, so the answer is what `... where <filter> limit <limit>` was.
 */
export async function firstKept<Row, Kept>(
  limit: number,
  page: (limit: number, offset: number) => Promise<Row[]>,
  keep: (rows: Row[]) => Promise<Kept[]>,
): Promise<Kept[]> {
  const kept: Kept[] = [];
  for (let offset = 0; ; offset += limit) {
    const rows = await page(limit, offset);
    kept.push(...(rows.length === 0 ? [] : await keep(rows)));
    if (kept.length >= limit || rows.length < limit) return kept.slice(0, limit);
  }
}
