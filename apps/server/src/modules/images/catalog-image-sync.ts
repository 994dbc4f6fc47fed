import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { brands, modelPhotos, models, series } from '../catalog/tables.ts';
import { type CatalogImageSource, syncCatalogImages } from './catalog-images.ts';

/** The catalog's brands and models as the images need them, hidden ones included (old orders show them). */
export async function readCatalogImageSource(db: Database): Promise<CatalogImageSource> {
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
  const brandById = new Map(brandRows.map((brand) => [brand.id, brand]));
  return {
    brands: brandRows.map(({ slug, name, color }) => ({ slug, name, color })),
    models: modelRows.flatMap((model) => {
      const brand = brandById.get(model.brandId);
      if (!brand) return [];
      return [
        {
          slug: model.slug,
          brandName: brand.name,
          seriesCode: model.seriesCode,
          name: model.name,
          color: brand.color,
          year: model.year,
          photoSha: model.photoSha,
        },
      ];
    }),
  };
}

async function loadModelPhoto(db: Database, modelSlug: string): Promise<Buffer> {
  const [row] = await db
    .select({ webp: modelPhotos.webp })
    .from(modelPhotos)
    .innerJoin(models, eq(models.id, modelPhotos.modelId))
    .where(eq(models.slug, modelSlug));
  if (!row) throw new Error(`The photo of ${modelSlug} is gone`);
  return row.webp;
}

/**
 * Keeps this process's image folder in line with the catalog in the database (photos, drawings of new or
 * renamed brands and models). Run at start-up and after every catalog change, here or in another process.
 */
export class CatalogImageSync {
  constructor(
    private readonly db: Database,
    private readonly imagesDir: string,
    private readonly draw: boolean,
  ) {}

  async sync(): Promise<{ written: number; removed: number }> {
    return syncCatalogImages(this.imagesDir, await readCatalogImageSource(this.db), {
      draw: this.draw,
      loadPhoto: (slug) => loadModelPhoto(this.db, slug),
    });
  }
}
