import { asc } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { brands, cities, models, series, variants } from '../../db/schema.ts';

/** Reads the whole catalog in display order; it is small enough to serve from memory. */
export async function readCatalog(db: Database) {
  const [brandRows, seriesRows, modelRows, variantRows, cityRows] = await Promise.all([
    db.select().from(brands).orderBy(asc(brands.sortOrder), asc(brands.id)),
    db.select().from(series).orderBy(asc(series.sortOrder), asc(series.id)),
    db.select().from(models).orderBy(asc(models.sortOrder), asc(models.id)),
    db.select().from(variants).orderBy(asc(variants.sortOrder), asc(variants.id)),
    db.select().from(cities).orderBy(asc(cities.sortOrder), asc(cities.id)),
  ]);
  return { brandRows, seriesRows, modelRows, variantRows, cityRows };
}
export type CatalogRows = Awaited<ReturnType<typeof readCatalog>>;
