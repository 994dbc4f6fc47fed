import crypto from 'node:crypto';
import { fullModelName } from '@phonix/shared/catalog';
import {
  type AdminBrand,
  type AdminModel,
  type AdminSeries,
  type AdminVariant,
  CATALOG_LIMITS,
  slugify,
} from '@phonix/shared/console-api';
import { MODEL_IMAGE } from '@phonix/shared/images';
import type { PriceChangePreview } from '@phonix/shared/price-guard';
import { and, eq, max, min, ne, sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { ChangeFeed } from '../../db/change-feed.ts';
import type { Database } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import type { Transaction } from '../../db/transaction.ts';
import { AppError } from '../../lib/app-error.ts';
import { requireConfirmation } from '../../lib/price-confirmation.ts';
import { type Actor, audited, type Change, type RevertableEntry, type Reverter } from '../audit/index.ts';
import {
  readAdminBrand,
  readAdminBrands,
  readAdminModel,
  readAdminModels,
  toAdminSeries,
  toAdminVariant,
} from './admin-repository.ts';
import type { RateGuard } from './rate-guard.ts';
import { brands, modelPhotos, models, series, variants } from './tables.ts';

type BrandPatch = { name?: string | undefined; color?: string | undefined; hidden?: boolean | undefined };
type SeriesPatch = { name?: string | undefined; hidden?: boolean | undefined };
type ModelPatch = {
  name?: string | undefined;
  release_year?: number | undefined;
  series_id?: number | undefined;
  hidden?: boolean | undefined;
};
type VariantPatch = {
  name?: string | undefined;
  rate?: number | undefined;
  hidden?: boolean | undefined;
  /** Applies a new Get Upto price the price guard would refuse (an explicit revert confirms too). */
  confirm?: boolean | undefined;
};

/** Checks a row as it is now, under its lock, before a revert changes it (AUDIT_REVERT_CONFLICT). */
type Expectation = (current: Record<string, unknown>) => void;

const asRecord = (value: unknown): Record<string, unknown> | null =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** hidden_at for a row that should be (or not be) hidden: the first hiding time is kept. */
const hiddenAt = (hidden: boolean | undefined, current: Date | null) =>
  hidden === undefined ? {} : { hiddenAt: hidden ? (current ?? new Date()) : null };

/** What the audit log keeps of each kind of row. */
const brandView = (row: typeof brands.$inferSelect) => ({
  id: row.id,
  slug: row.slug,
  name: row.name,
  color: row.color,
  hidden: row.hiddenAt !== null,
});
const seriesView = (row: typeof series.$inferSelect) => ({
  id: row.id,
  brand_id: row.brandId,
  code: row.code,
  slug: row.slug,
  name: row.name,
  hidden: row.hiddenAt !== null,
});
const modelView = (row: typeof models.$inferSelect) => ({
  id: row.id,
  slug: row.slug,
  name: row.name,
  series_id: row.seriesId,
  release_year: row.releaseYear,
  hidden: row.hiddenAt !== null,
});
const variantView = (row: typeof variants.$inferSelect) => ({
  id: row.id,
  model_id: row.modelId,
  name: row.name,
  rate: row.rate,
  hidden: row.hiddenAt !== null,
});

/**
 * Catalog management for the console: brands, series, models, variants and their Get Upto prices, and
 * model photos. Every change is audited in its own transaction, which also tells the other server
 * processes (ChangeFeed); this process refreshes its in-memory catalog (and images) before answering, so
 * the storefront shows the change at once. Rows are hidden, never deleted: old orders keep their copies.
 */
export class CatalogAdminService implements Reverter {
  constructor(
    private readonly db: Database,
    private readonly changes: ChangeFeed,
    private readonly guard: RateGuard,
  ) {}

  brands(): Promise<AdminBrand[]> {
    return readAdminBrands(this.db);
  }

  async brandModels(brandId: number): Promise<{ brand: AdminBrand; models: AdminModel[] }> {
    const brand = await readAdminBrand(this.db, brandId);
    if (!brand) throw new AppError('BRAND_NOT_FOUND');
    return { brand, models: await readAdminModels(this.db, brandId) };
  }

  async createBrand(actor: Actor, input: { name: string; color: string }): Promise<AdminBrand> {
    const slug = slugify(input.name);
    const id = await this.#change(actor, 'brand.create', async (tx) => {
      const [last] = await tx.select({ value: max(brands.sortOrder) }).from(brands);
      const [row] = await tx
        .insert(brands)
        .values({ slug, name: input.name, color: input.color, sortOrder: (last?.value ?? -1) + 1 })
        .returning();
      if (!row) throw new Error('The brand was not stored');
      return { entityType: 'brand', entityId: row.id, before: null, after: brandView(row), result: row.id };
    });
    return this.#brand(id);
  }

  async updateBrand(actor: Actor, brandId: number, patch: BrandPatch): Promise<AdminBrand> {
    await this.#change(actor, 'brand.update', (tx) => this.#updateBrandIn(tx, brandId, patch));
    return this.#brand(brandId);
  }

  async #updateBrandIn(
    tx: Transaction,
    brandId: number,
    patch: BrandPatch,
    expect?: Expectation,
  ): Promise<Change<undefined>> {
    const [before] = await tx.select().from(brands).where(eq(brands.id, brandId)).for('update');
    if (!before) throw new AppError('BRAND_NOT_FOUND');
    expect?.(brandView(before));
    const [after] = await tx
      .update(brands)
      .set({
        ...(patch.name !== undefined ? { name: patch.name } : {}),
        ...(patch.color !== undefined ? { color: patch.color } : {}),
        ...hiddenAt(patch.hidden, before.hiddenAt),
      })
      .where(eq(brands.id, brandId))
      .returning();
    if (!after) throw new AppError('BRAND_NOT_FOUND');
    return {
      entityType: 'brand',
      entityId: brandId,
      before: brandView(before),
      after: brandView(after),
      result: undefined,
    };
  }

  async createSeries(actor: Actor, input: { brand_id: number; name: string }): Promise<AdminSeries> {
    const slug = slugify(input.name);
    return this.#change(actor, 'series.create', async (tx) => {
      const [brand] = await tx.select().from(brands).where(eq(brands.id, input.brand_id));
      if (!brand) throw new AppError('BRAND_NOT_FOUND', { field: 'brand_id' });
      const code = await freeSeriesCode(tx, `${brand.slug}-${slug}`.toUpperCase());
      // A new series is the newest: it comes first on the brand's page.
      const [first] = await tx
        .select({ value: min(series.sortOrder) })
        .from(series)
        .where(eq(series.brandId, brand.id));
      const [row] = await tx
        .insert(series)
        .values({ brandId: brand.id, code, name: input.name, slug, sortOrder: (first?.value ?? 1) - 1 })
        .returning();
      if (!row) throw new Error('The series was not stored');
      return {
        entityType: 'series',
        entityId: row.id,
        before: null,
        after: seriesView(row),
        result: toAdminSeries(row, 0),
      };
    });
  }

  async updateSeries(actor: Actor, seriesId: number, patch: SeriesPatch): Promise<AdminSeries> {
    return this.#change(actor, 'series.update', (tx) => this.#updateSeriesIn(tx, seriesId, patch));
  }

  async #updateSeriesIn(
    tx: Transaction,
    seriesId: number,
    patch: SeriesPatch,
    expect?: Expectation,
  ): Promise<Change<AdminSeries>> {
    const [before] = await tx.select().from(series).where(eq(series.id, seriesId)).for('update');
    if (!before) throw new AppError('SERIES_NOT_FOUND');
    expect?.(seriesView(before));
    const [after] = await tx
      .update(series)
      .set({
        ...(patch.name !== undefined ? { name: patch.name } : {}),
        ...hiddenAt(patch.hidden, before.hiddenAt),
      })
      .where(eq(series.id, seriesId))
      .returning();
    if (!after) throw new AppError('SERIES_NOT_FOUND');
    const [counted] = await tx
      .select({ models: sql<number>`count(*)::int` })
      .from(models)
      .where(eq(models.seriesId, seriesId));
    return {
      entityType: 'series',
      entityId: seriesId,
      before: seriesView(before),
      after: seriesView(after),
      result: toAdminSeries(after, counted?.models ?? 0),
    };
  }

  async createModel(
    actor: Actor,
    input: { series_id: number; name: string; release_year: number },
  ): Promise<AdminModel> {
    // The item code comes from the row's id; should an older row hold that code, the next id is tried.
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await this.#createModel(actor, input);
      } catch (error) {
        const codeTaken =
          error instanceof AppError && isUniqueViolation(error.cause, 'models_item_code_unique');
        if (!codeTaken || attempt === 3) throw error;
      }
    }
  }

  async #createModel(
    actor: Actor,
    input: { series_id: number; name: string; release_year: number },
  ): Promise<AdminModel> {
    const id = await this.#change(actor, 'model.create', async (tx) => {
      const [parent] = await tx
        .select({ series, brand: brands })
        .from(series)
        .innerJoin(brands, eq(brands.id, series.brandId))
        .where(eq(series.id, input.series_id));
      if (!parent) throw new AppError('SERIES_NOT_FOUND', { field: 'series_id' });
      const nameSlug = slugify(input.name);
      const slug = nameSlug.startsWith(`${parent.brand.slug}-`)
        ? nameSlug
        : `${parent.brand.slug}-${nameSlug}`;
      const [first] = await tx
        .select({ value: min(models.sortOrder) })
        .from(models)
        .where(eq(models.seriesId, parent.series.id));
      // The item code follows the seed's pattern (PX and the row's id, five digits).
      const [next] = await tx
        .execute<{ id: string }>(sql`select nextval(pg_get_serial_sequence('models', 'id')) as id`)
        .then((result) => result.rows);
      const modelId = Number(next?.id);
      const [row] = await tx
        .insert(models)
        .values({
          id: modelId,
          brandId: parent.brand.id,
          seriesId: parent.series.id,
          itemCode: `PX${String(modelId).padStart(5, '0')}`,
          slug,
          name: input.name,
          releaseYear: input.release_year,
          sortOrder: (first?.value ?? 1) - 1,
        })
        .returning();
      if (!row) throw new Error('The model was not stored');
      return { entityType: 'model', entityId: row.id, before: null, after: modelView(row), result: row.id };
    });
    return this.#model(id);
  }

  async updateModel(actor: Actor, modelId: number, patch: ModelPatch): Promise<AdminModel> {
    await this.#change(actor, 'model.update', (tx) => this.#updateModelIn(tx, modelId, patch));
    return this.#model(modelId);
  }

  async #updateModelIn(
    tx: Transaction,
    modelId: number,
    patch: ModelPatch,
    expect?: Expectation,
  ): Promise<Change<undefined>> {
    const [before] = await tx.select().from(models).where(eq(models.id, modelId)).for('update');
    if (!before) throw new AppError('MODEL_NOT_FOUND');
    expect?.(modelView(before));
    if (patch.series_id !== undefined && patch.series_id !== before.seriesId) {
      const [target] = await tx.select().from(series).where(eq(series.id, patch.series_id));
      if (!target) throw new AppError('SERIES_NOT_FOUND', { field: 'series_id' });
      if (target.brandId !== before.brandId) throw new AppError('SERIES_OTHER_BRAND', { field: 'series_id' });
    }
    const [after] = await tx
      .update(models)
      .set({
        ...(patch.name !== undefined ? { name: patch.name } : {}),
        ...(patch.release_year !== undefined ? { releaseYear: patch.release_year } : {}),
        ...(patch.series_id !== undefined ? { seriesId: patch.series_id } : {}),
        ...hiddenAt(patch.hidden, before.hiddenAt),
      })
      .where(eq(models.id, modelId))
      .returning();
    if (!after) throw new AppError('MODEL_NOT_FOUND');
    return {
      entityType: 'model',
      entityId: modelId,
      before: modelView(before),
      after: modelView(after),
      result: undefined,
    };
  }

  async createVariant(
    actor: Actor,
    input: { model_id: number; name: string; rate: number },
  ): Promise<AdminVariant> {
    return this.#change(actor, 'variant.create', async (tx) => {
      const [model] = await tx.select().from(models).where(eq(models.id, input.model_id)).for('update');
      if (!model) throw new AppError('MODEL_NOT_FOUND', { field: 'model_id' });
      await requireFreeVariantName(tx, model.id, input.name);
      const [last] = await tx
        .select({ value: max(variants.sortOrder) })
        .from(variants)
        .where(eq(variants.modelId, model.id));
      const [row] = await tx
        .insert(variants)
        .values({ modelId: model.id, name: input.name, rate: input.rate, sortOrder: (last?.value ?? -1) + 1 })
        .returning();
      if (!row) throw new Error('The variant was not stored');
      return {
        entityType: 'variant',
        entityId: row.id,
        before: null,
        after: variantView(row),
        result: toAdminVariant(row),
      };
    });
  }

  /**
   * A new name, Get Upto price or visibility. A new price that the price guard finds risky (more than 20% away,
   * or below the minimum offer) is refused with its preview unless `confirm` is set.
   */
  async updateVariant(actor: Actor, variantId: number, patch: VariantPatch): Promise<AdminVariant> {
    return this.#change(actor, 'variant.update', (tx) => this.#updateVariantIn(tx, variantId, patch));
  }

  /** What saving a Get Upto price would do, and whether it needs confirmation; saves nothing. */
  async priceCheck(variantId: number, rate: number): Promise<PriceChangePreview> {
    const [row] = await this.db.select().from(variants).where(eq(variants.id, variantId));
    if (!row) throw new AppError('VARIANT_NOT_FOUND');
    return this.#pricePreview(this.db, row, rate);
  }

  async #pricePreview(
    db: Database | Transaction,
    row: typeof variants.$inferSelect,
    rate: number,
  ): Promise<PriceChangePreview> {
    const [names] = await db
      .select({ model: models.name, brand: brands.name })
      .from(models)
      .innerJoin(brands, eq(brands.id, models.brandId))
      .where(eq(models.id, row.modelId));
    const device = `${names ? fullModelName(names.brand, names.model) : 'Variant'} (${row.name})`;
    return this.guard.variantPreview({ variantId: row.id, device, oldRate: row.rate, newRate: rate });
  }

  async #updateVariantIn(
    tx: Transaction,
    variantId: number,
    patch: VariantPatch,
    expect?: Expectation,
  ): Promise<Change<AdminVariant>> {
    const [before] = await tx.select().from(variants).where(eq(variants.id, variantId)).for('update');
    if (!before) throw new AppError('VARIANT_NOT_FOUND');
    expect?.(variantView(before));
    if (patch.rate !== undefined && patch.rate !== before.rate) {
      requireConfirmation(await this.#pricePreview(tx, before, patch.rate), patch.confirm === true);
    }
    if (patch.name !== undefined) await requireFreeVariantName(tx, before.modelId, patch.name, variantId);
    const [after] = await tx
      .update(variants)
      .set({
        ...(patch.name !== undefined ? { name: patch.name } : {}),
        ...(patch.rate !== undefined ? { rate: patch.rate } : {}),
        ...hiddenAt(patch.hidden, before.hiddenAt),
      })
      .where(eq(variants.id, variantId))
      .returning();
    if (!after) throw new AppError('VARIANT_NOT_FOUND');
    return {
      entityType: 'variant',
      entityId: variantId,
      before: variantView(before),
      after: variantView(after),
      result: toAdminVariant(after),
    };
  }

  /**
   * Puts back the before values of a catalog entry (decision record 071): an update's changed fields, or for
   * a creation, hides the row (rows are hidden, never deleted). The fields must still hold the entry's after
   * values. A price put back needs no further confirmation: the admin's revert is the confirmation.
   */
  async revertIn(tx: Transaction, entry: RevertableEntry): Promise<{ before: unknown; after: unknown }> {
    const id = Number(entry.entityId);
    const after = asRecord(entry.after);
    if (!Number.isInteger(id) || !after) throw new AppError('AUDIT_NOT_REVERTABLE');
    const before = entry.before === null ? null : asRecord(entry.before);
    // A creation is undone by hiding; an update by its changed fields' earlier values.
    const patch: Record<string, unknown> = before === null ? { hidden: true } : {};
    const watched = before === null ? ['hidden'] : [];
    if (before !== null) {
      for (const [key, value] of Object.entries(before)) {
        if (key === 'id' || sameValue(value, after[key])) continue;
        patch[key] = value;
        watched.push(key);
      }
    }
    if (watched.length === 0) {
      throw new AppError('AUDIT_NOT_REVERTABLE', {
        message: 'This change changed nothing, so there is nothing to revert.',
      });
    }
    const expect: Expectation = (current) => {
      if (watched.some((key) => !sameValue(current[key], after[key])))
        throw new AppError('AUDIT_REVERT_CONFLICT');
    };
    const change = await this.#revertChange(tx, entry.entityType, id, patch, expect);
    await this.changes.publish(tx, 'catalog');
    return { before: change.before, after: change.after };
  }

  #revertChange(
    tx: Transaction,
    entityType: string,
    id: number,
    patch: Record<string, unknown>,
    expect: Expectation,
  ): Promise<Change<unknown>> {
    switch (entityType) {
      case 'brand':
        return this.#updateBrandIn(tx, id, patch as BrandPatch, expect);
      case 'series':
        return this.#updateSeriesIn(tx, id, patch as SeriesPatch, expect);
      case 'model':
        return this.#updateModelIn(tx, id, patch as ModelPatch, expect);
      case 'variant':
        return this.#updateVariantIn(tx, id, { ...(patch as VariantPatch), confirm: true }, expect);
      default:
        throw new AppError('AUDIT_NOT_REVERTABLE');
    }
  }

  async reverted(): Promise<void> {
    await this.changes.changed('catalog');
  }

  /** A real photo in place of the drawing: any JPEG, PNG or WebP, turned upright and fitted into 300x400. */
  async uploadPhoto(actor: Actor, modelId: number, base64: string): Promise<AdminModel> {
    const webp = await toModelWebp(decodeImage(base64));
    const sha256 = crypto.createHash('sha256').update(webp).digest('hex');
    await this.#change(actor, 'model.photo_upload', async (tx) => {
      const [model] = await tx.select().from(models).where(eq(models.id, modelId)).for('update');
      if (!model) throw new AppError('MODEL_NOT_FOUND');
      const [before] = await tx
        .select({ sha256: modelPhotos.sha256 })
        .from(modelPhotos)
        .where(eq(modelPhotos.modelId, modelId));
      await tx
        .insert(modelPhotos)
        .values({ modelId, webp, sha256 })
        .onConflictDoUpdate({ target: modelPhotos.modelId, set: { webp, sha256, uploadedAt: new Date() } });
      return {
        entityType: 'model',
        entityId: modelId,
        before: { slug: model.slug, photo_sha256: before?.sha256 ?? null },
        after: { slug: model.slug, photo_sha256: sha256, bytes: webp.length },
        result: undefined,
      };
    });
    return this.#model(modelId);
  }

  async removePhoto(actor: Actor, modelId: number): Promise<AdminModel> {
    await this.#change(actor, 'model.photo_remove', async (tx) => {
      const [model] = await tx.select().from(models).where(eq(models.id, modelId)).for('update');
      if (!model) throw new AppError('MODEL_NOT_FOUND');
      const removed = await tx
        .delete(modelPhotos)
        .where(eq(modelPhotos.modelId, modelId))
        .returning({ sha256: modelPhotos.sha256 });
      return {
        entityType: 'model',
        entityId: modelId,
        before: { slug: model.slug, photo_sha256: removed[0]?.sha256 ?? null },
        after: { slug: model.slug, photo_sha256: null },
        result: undefined,
      };
    });
    return this.#model(modelId);
  }

  /**
   * One audited change of the catalog: the other processes are told in the same transaction, this one
   * refreshes after the commit. A name that would repeat a slug answers CATALOG_NAME_TAKEN.
   */
  async #change<T>(
    actor: Actor,
    action: string,
    change: (tx: Transaction) => Promise<Change<T>>,
  ): Promise<T> {
    let result: T;
    try {
      result = await audited(this.db, actor, action, async (tx) => {
        const outcome = await change(tx);
        await this.changes.publish(tx, 'catalog');
        return outcome;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError('CATALOG_NAME_TAKEN', { field: 'name', cause: error });
      throw error;
    }
    await this.changes.changed('catalog');
    return result;
  }

  async #brand(brandId: number): Promise<AdminBrand> {
    const brand = await readAdminBrand(this.db, brandId);
    if (!brand) throw new AppError('BRAND_NOT_FOUND');
    return brand;
  }

  async #model(modelId: number): Promise<AdminModel> {
    const model = await readAdminModel(this.db, modelId);
    if (!model) throw new AppError('MODEL_NOT_FOUND');
    return model;
  }
}

/** A series code not yet taken ('APPLE-IPHONE-18', else 'APPLE-IPHONE-18-2', ...). */
async function freeSeriesCode(tx: Transaction, base: string): Promise<string> {
  const taken = new Set(
    (
      await tx
        .select({ code: series.code })
        .from(series)
        .where(sql`${series.code} like ${`${base}%`}`)
    ).map((row) => row.code),
  );
  let code = base;
  for (let suffix = 2; taken.has(code); suffix += 1) code = `${base}-${suffix}`;
  return code;
}

/** Variant names are URL segments in lower case: two may not differ only in case. */
async function requireFreeVariantName(tx: Transaction, modelId: number, name: string, exceptId?: number) {
  const [clash] = await tx
    .select({ id: variants.id })
    .from(variants)
    .where(
      and(
        eq(variants.modelId, modelId),
        sql`lower(${variants.name}) = ${name.toLowerCase()}`,
        exceptId === undefined ? undefined : ne(variants.id, exceptId),
      ),
    )
    .limit(1);
  if (clash)
    throw new AppError('CATALOG_NAME_TAKEN', {
      field: 'name',
      message: 'This model already has a variant with that name.',
    });
}

function decodeImage(value: string): Buffer {
  const base64 = value.replace(/^data:image\/[a-z+.-]+;base64,/i, '').replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(base64)) throw new AppError('PHOTO_INVALID', { field: 'image' });
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length === 0) throw new AppError('PHOTO_INVALID', { field: 'image' });
  if (bytes.length > CATALOG_LIMITS.maxPhotoBytes)
    throw new AppError('PHOTO_INVALID', { field: 'image', message: 'The photo must be at most 8 MB.' });
  return bytes;
}

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);

/** The storefront's model image: 300x400 webp, the whole photo fitted in on a transparent background. */
async function toModelWebp(input: Buffer): Promise<Buffer> {
  try {
    const image = sharp(input, { failOn: 'error', limitInputPixels: 40_000_000 });
    const { format } = await image.metadata();
    if (!format || !ACCEPTED_FORMATS.has(format)) throw new AppError('PHOTO_INVALID', { field: 'image' });
    return await image
      .rotate()
      .resize(MODEL_IMAGE.width, MODEL_IMAGE.height, {
        fit: 'contain',
        background: { r: 255, g: 255, b: 255, alpha: 0 },
      })
      .webp({ quality: 82 })
      .toBuffer();
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('PHOTO_INVALID', { field: 'image', cause: error });
  }
}
