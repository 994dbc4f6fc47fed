import { asc, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { brands, cities, models, series, variants } from './tables.ts';

/**
 * Reads the storefront's catalog in display order; it is small enough to serve from memory. Hidden rows
 * are left out here (and what hangs under a hidden brand or series when the snapshot is built).
 */
export async function readCatalog(db: Database) {
  const [brandRows, seriesRows, modelRows, variantRows, cityRows] = await Promise.all([
    db.select().from(brands).where(isNull(brands.hiddenAt)).orderBy(asc(brands.sortOrder), asc(brands.id)),
    db.select().from(series).where(isNull(series.hiddenAt)).orderBy(asc(series.sortOrder), asc(series.id)),
    db.select().from(models).where(isNull(models.hiddenAt)).orderBy(asc(models.sortOrder), asc(models.id)),
    db
      .select()
      .from(variants)
      .where(isNull(variants.hiddenAt))
      .orderBy(asc(variants.sortOrder), asc(variants.id)),
    db.select().from(cities).orderBy(asc(cities.sortOrder), asc(cities.id)),
  ]);
  return { brandRows, seriesRows, modelRows, variantRows, cityRows };
}
export type CatalogRows = Awaited<ReturnType<typeof readCatalog>>;
