import type { AdminBrand, AdminModel, AdminSeries, AdminVariant } from '@phonix/shared/console-api';
import { modelImageUrl } from '@phonix/shared/images';
import { asc, count, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { Transaction } from '../../db/transaction.ts';
import { brands, modelPhotos, models, series, variants } from './tables.ts';

/** The console's view of the catalog: every row, hidden ones included, straight from the database. */

type Reader = Database | Transaction;

export function toAdminVariant(row: typeof variants.$inferSelect): AdminVariant {
  return { id: row.id, name: row.name, rate: row.rate, hidden: row.hiddenAt !== null };
}

export function toAdminSeries(row: typeof series.$inferSelect, modelCount: number): AdminSeries {
  return {
    id: row.id,
    code: row.code,
    slug: row.slug,
    name: row.name,
    hidden: row.hiddenAt !== null,
    models: modelCount,
  };
}

export function toAdminModel(
  row: typeof models.$inferSelect,
  variantRows: (typeof variants.$inferSelect)[],
  photoSha: string | null,
): AdminModel {
  // The console shows a new photo or a redrawn model at once: the version changes with the image.
  const version = photoSha ? photoSha.slice(0, 12) : `${row.releaseYear}-${encodeURIComponent(row.name)}`;
  return {
    id: row.id,
    slug: row.slug,
    item_code: row.itemCode,
    name: row.name,
    series_id: row.seriesId,
    release_year: row.releaseYear,
    hidden: row.hiddenAt !== null,
    has_photo: photoSha !== null,
    image_url: `${modelImageUrl(row.slug)}?v=${version}`,
    variants: variantRows.map(toAdminVariant),
  };
}

async function modelCountsBySeries(db: Reader, seriesIds: number[]): Promise<Map<number, number>> {
  if (seriesIds.length === 0) return new Map();
  const rows = await db
    .select({ seriesId: models.seriesId, models: count() })
    .from(models)
    .where(inArray(models.seriesId, seriesIds))
    .groupBy(models.seriesId);
  return new Map(rows.map((row) => [row.seriesId, row.models]));
}

function toAdminBrand(
  row: typeof brands.$inferSelect,
  seriesRows: (typeof series.$inferSelect)[],
  counts: Map<number, number>,
): AdminBrand {
  const brandSeries = seriesRows
    .filter((entry) => entry.brandId === row.id)
    .map((entry) => toAdminSeries(entry, counts.get(entry.id) ?? 0));
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    color: row.color,
    hidden: row.hiddenAt !== null,
    models: brandSeries.reduce((sum, entry) => sum + entry.models, 0),
    series: brandSeries,
  };
}

export async function readAdminBrands(db: Reader): Promise<AdminBrand[]> {
  const [brandRows, seriesRows] = await Promise.all([
    db.select().from(brands).orderBy(asc(brands.sortOrder), asc(brands.id)),
    db.select().from(series).orderBy(asc(series.sortOrder), asc(series.id)),
  ]);
  const counts = await modelCountsBySeries(
    db,
    seriesRows.map((row) => row.id),
  );
  return brandRows.map((row) => toAdminBrand(row, seriesRows, counts));
}

export async function readAdminBrand(db: Reader, brandId: number): Promise<AdminBrand | undefined> {
  const [row] = await db.select().from(brands).where(eq(brands.id, brandId));
  if (!row) return undefined;
  const seriesRows = await db
    .select()
    .from(series)
    .where(eq(series.brandId, brandId))
    .orderBy(asc(series.sortOrder), asc(series.id));
  const counts = await modelCountsBySeries(
    db,
    seriesRows.map((entry) => entry.id),
  );
  return toAdminBrand(row, seriesRows, counts);
}

/** A brand's models in display order (series by series), with all their variants. */
export async function readAdminModels(db: Reader, brandId: number): Promise<AdminModel[]> {
  const [seriesRows, modelRows] = await Promise.all([
    db
      .select({ id: series.id })
      .from(series)
      .where(eq(series.brandId, brandId))
      .orderBy(asc(series.sortOrder), asc(series.id)),
    db
      .select({ model: models, photoSha: modelPhotos.sha256 })
      .from(models)
      .leftJoin(modelPhotos, eq(modelPhotos.modelId, models.id))
      .where(eq(models.brandId, brandId))
      .orderBy(asc(models.sortOrder), asc(models.id)),
  ]);
  const variantRows =
    modelRows.length === 0
      ? []
      : await db
          .select()
          .from(variants)
          .where(
            inArray(
              variants.modelId,
              modelRows.map((row) => row.model.id),
            ),
          )
          .orderBy(asc(variants.sortOrder), asc(variants.id));
  const position = new Map(seriesRows.map((row, index) => [row.id, index]));
  return modelRows
    .sort(
      (a, b) =>
        (position.get(a.model.seriesId) ?? 0) - (position.get(b.model.seriesId) ?? 0) ||
        a.model.sortOrder - b.model.sortOrder,
    )
    .map((row) =>
      toAdminModel(
        row.model,
        variantRows.filter((variant) => variant.modelId === row.model.id),
        row.photoSha,
      ),
    );
}

export async function readAdminModel(db: Reader, modelId: number): Promise<AdminModel | undefined> {
  const [row] = await db
    .select({ model: models, photoSha: modelPhotos.sha256 })
    .from(models)
    .leftJoin(modelPhotos, eq(modelPhotos.modelId, models.id))
    .where(eq(models.id, modelId));
  if (!row) return undefined;
  const variantRows = await db
    .select()
    .from(variants)
    .where(eq(variants.modelId, modelId))
    .orderBy(asc(variants.sortOrder), asc(variants.id));
  return toAdminModel(row.model, variantRows, row.photoSha);
}
