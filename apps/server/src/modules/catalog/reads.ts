import { count, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { Transaction } from '../../db/transaction.ts';
import { brands, cities, modelPhotos, models, series, variants } from './tables.ts';

/** Reads of the catalog for other modules (issue 33). */

type Executor = Database | Transaction;

/** The brand of a model (its name and slug), or undefined for no such model. */
export async function brandOfModel(
  db: Executor,
  modelId: number,
): Promise<{ name: string; slug: string } | undefined> {
  const [row] = await db
    .select({ name: brands.name, slug: brands.slug })
    .from(models)
    .innerJoin(brands, eq(brands.id, models.brandId))
    .where(eq(models.id, modelId));
  return row;
}

/**
 * The catalog's answers to other modules (issue 33): names by id, hidden rows included (old orders, enquiries
 * and audit entries name them), and what the images are drawn from. Only this module reads its tables.
 */

/** Variants by id with their model's and brand's names. */
export async function variantNames(
  db: Executor,
  ids: readonly number[],
): Promise<{ id: number; name: string; model: string; brand: string }[]> {
  if (ids.length === 0) return [];
  return db
    .select({ id: variants.id, name: variants.name, model: models.name, brand: brands.name })
    .from(variants)
    .innerJoin(models, eq(models.id, variants.modelId))
    .innerJoin(brands, eq(brands.id, models.brandId))
    .where(inArray(variants.id, [...ids]));
}

/** Models by id with their brand's name. */
export async function modelNames(
  db: Executor,
  ids: readonly number[],
): Promise<{ id: number; model: string; brand: string }[]> {
  if (ids.length === 0) return [];
  return db
    .select({ id: models.id, model: models.name, brand: brands.name })
    .from(models)
    .innerJoin(brands, eq(brands.id, models.brandId))
    .where(inArray(models.id, [...ids]));
}

/** Series by id with their brand's name. */
export async function seriesNames(
  db: Executor,
  ids: readonly number[],
): Promise<{ id: number; name: string; brand: string }[]> {
  if (ids.length === 0) return [];
  return db
    .select({ id: series.id, name: series.name, brand: brands.name })
    .from(series)
    .innerJoin(brands, eq(brands.id, series.brandId))
    .where(inArray(series.id, [...ids]));
}

/** Brands by id. */
export async function brandNames(
  db: Executor,
  ids: readonly number[],
): Promise<{ id: number; name: string }[]> {
  if (ids.length === 0) return [];
  return db
    .select({ id: brands.id, name: brands.name })
    .from(brands)
    .where(inArray(brands.id, [...ids]));
}

/** The brand name of each model id (models not found are left out). */
export async function brandNamesOfModels(
  db: Executor,
  modelIds: readonly number[],
): Promise<Map<number, string>> {
  const rows = await modelNames(db, [...new Set(modelIds)]);
  return new Map(rows.map((row) => [row.id, row.brand]));
}

/** How many cities the catalog serves. */
export async function countCities(db: Executor): Promise<number> {
  const [row] = await db.select({ n: count() }).from(cities);
  return row?.n ?? 0;
}

/** Every brand, and every model with its series code and photo's hash: what the images are drawn from. */
export async function catalogForImages(db: Executor) {
  const [brandRows, modelRows] = await Promise.all([
    db.select({ id: brands.id, slug: brands.slug, name: brands.name, color: brands.color }).from(brands),
    db
      .select({
        slug: models.slug,
        brandId: models.brandId,
        seriesCode: series.code,
        name: models.name,
        year: models.releaseYear,
        photoSha: modelPhotos.sha256,
      })
      .from(models)
      .innerJoin(series, eq(series.id, models.seriesId))
      .leftJoin(modelPhotos, eq(modelPhotos.modelId, models.id)),
  ]);
  return { brands: brandRows, models: modelRows };
}

/** A model's photo (WebP bytes) by the model's slug, or undefined when it has none. */
export async function modelPhotoBySlug(db: Executor, modelSlug: string): Promise<Buffer | undefined> {
  const [row] = await db
    .select({ webp: modelPhotos.webp })
    .from(modelPhotos)
    .innerJoin(models, eq(models.id, modelPhotos.modelId))
    .where(eq(models.slug, modelSlug));
  return row?.webp;
}
