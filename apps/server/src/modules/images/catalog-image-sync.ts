import type { Database } from '../../db/client.ts';
import { catalogForImages, modelPhotoBySlug } from '../catalog/index.ts';
import { type CatalogImageSource, syncCatalogImages } from './catalog-images.ts';

/** The catalog's brands and models as the images need them, hidden ones included (old orders show them). */
export async function readCatalogImageSource(db: Database): Promise<CatalogImageSource> {
  const { brands: brandRows, models: modelRows } = await catalogForImages(db);
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
  const webp = await modelPhotoBySlug(db, modelSlug);
  if (!webp) throw new Error(`The photo of ${modelSlug} is gone`);
  return webp;
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
