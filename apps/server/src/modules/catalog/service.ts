import { endpointUrl } from '@phonix/shared/api/endpoints';
import {
  type Brand,
  type BrandModelsResponse,
  type BrandsResponse,
  brandModelsResponseSchema,
  brandsResponseSchema,
  type CitiesResponse,
  type City,
  citiesResponseSchema,
  fullModelName,
  type Model,
  type ModelVariantsResponse,
  modelVariantsResponseSchema,
  type SearchModel,
  type SelectedDevice,
  type Series,
  type Variant,
} from '@phonix/shared/catalog';
import { modelImageUrl } from '@phonix/shared/images';
import { variantSlug } from '@phonix/shared/routes';
import type { Database } from '../../db/client.ts';
import { type PreparedBody, prepareBody } from '../../lib/http.ts';
import { ModelSearch } from './model-search.ts';
import { type CatalogRows, readCatalog } from './repository.ts';

/** A variant with the model and brand it belongs to: what pricing and the questionnaire need. */
export interface VariantEntry {
  brand: Brand;
  model: Model;
  modelId: number;
  variant: Variant;
}

interface ModelEntry {
  brand: Brand;
  model: Model;
  variants: Variant[];
  /** The GET /api/variant response, and the same prepared. */
  response: ModelVariantsResponse;
  body: PreparedBody;
}

interface Snapshot {
  brandsResponse: BrandsResponse;
  brandsBody: PreparedBody;
  brandResponses: Map<string, BrandModelsResponse>;
  brandBodies: Map<string, PreparedBody>;
  models: Map<string, ModelEntry>;
  variantsById: Map<number, VariantEntry>;
  variantsBySlug: Map<string, VariantEntry>;
  /** The header search over every model, built once per snapshot. */
  modelSearch: ModelSearch;
  cities: City[];
  citiesResponse: CitiesResponse;
  citiesBody: PreparedBody;
  citySlugs: Set<string>;
  /** Every prepared answer by the exact path that asks for it (lower-case slugs, no query): the front door. */
  readsByPath: Map<string, PreparedBody>;
}

/**
 * Serves the catalog from memory. PGlite is a single connection, and the catalog changes rarely, so every
 * read is answered from a snapshot built (and validated against the response schemas) once per change;
 * call refresh() after any write to the catalog tables.
 */
export class CatalogService {
  #snapshot: Snapshot | undefined;
  #version = 0;

  constructor(private readonly db: Database) {}

  async refresh(): Promise<void> {
    this.#snapshot = buildSnapshot(await readCatalog(this.db));
    this.#version += 1;
  }

  /** Which snapshot is being served: it changes with every refresh (caches built from the catalog key on it). */
  get version(): number {
    return this.#version;
  }

  get #current(): Snapshot {
    if (!this.#snapshot) throw new Error('CatalogService.refresh() must run before the catalog is read');
    return this.#snapshot;
  }

  brandsBody(): PreparedBody {
    return this.#current.brandsBody;
  }

  /** The answers of GET /api/brands, /api/model/{brand}, /api/variant/{model} and /api/getcities, as values. */
  brandsResponse(): BrandsResponse {
    return this.#current.brandsResponse;
  }

  brandModelsResponse(brandSlug: string): BrandModelsResponse | undefined {
    return this.#current.brandResponses.get(brandSlug.toLowerCase());
  }

  modelVariantsResponse(modelSlug: string): ModelVariantsResponse | undefined {
    return this.#current.models.get(modelSlug.toLowerCase())?.response;
  }

  citiesResponse(): CitiesResponse {
    return this.#current.citiesResponse;
  }

  brandModelsBody(brandSlug: string): PreparedBody | undefined {
    return this.#current.brandBodies.get(brandSlug.toLowerCase());
  }

  modelVariantsBody(modelSlug: string): PreparedBody | undefined {
    return this.#current.models.get(modelSlug.toLowerCase())?.body;
  }

  hasBrand(brandSlug: string): boolean {
    return this.#current.brandBodies.has(brandSlug.toLowerCase());
  }

  /** The model, if it exists and belongs to the brand (when a brand is given). */
  findModel(modelSlug: string, brandSlug?: string): ModelEntry | undefined {
    const entry = this.#current.models.get(modelSlug.toLowerCase());
    if (!entry || (brandSlug !== undefined && entry.brand.slug !== brandSlug.toLowerCase())) return undefined;
    return entry;
  }

  findVariant(variantId: number): VariantEntry | undefined {
    return this.#current.variantsById.get(variantId);
  }

  /** Every variant the storefront shows (the price guard looks for the one a pricing change moves most). */
  variants(): IterableIterator<VariantEntry> {
    return this.#current.variantsById.values();
  }

  /** A variant by the segments of /options/{model}/{variant}. */
  findVariantBySlug(modelSlug: string, variantSlugValue: string): VariantEntry | undefined {
    return this.#current.variantsBySlug.get(`${modelSlug.toLowerCase()}/${variantSlugValue.toLowerCase()}`);
  }

  /** Models matching what a seller typed, best match first (see ModelSearch). */
  search(text: string): SearchModel[] {
    return this.#current.modelSearch.search(text);
  }

  citiesBody(): PreparedBody {
    return this.#current.citiesBody;
  }

  /**
   * The prepared answer of a catalog GET written exactly as the web app asks for it ('/api/model/apple');
   * undefined for anything else (other casing, a query, a trailing slash), which Fastify routes.
   */
  preparedRead(url: string): PreparedBody | undefined {
    return this.#current.readsByPath.get(url);
  }

  isCity(slug: string): boolean {
    return this.#current.citySlugs.has(slug.toLowerCase());
  }

  counts() {
    const snapshot = this.#current;
    return {
      brands: snapshot.brandBodies.size,
      models: snapshot.models.size,
      variants: snapshot.variantsById.size,
      cities: snapshot.cities.length,
    };
  }
}

/** The selected device of SPEC 3 for a variant. */
export function toSelectedDevice(entry: VariantEntry): SelectedDevice {
  return {
    ic_slug: entry.model.ic_slug,
    model_name: entry.model.model,
    variant: entry.variant.id,
    variant_name: entry.variant.VariantName,
    item_image: modelImageUrl(entry.model.ic_slug),
    item_name: `${entry.model.model} (${entry.variant.VariantName})`,
    brand_slug: entry.brand.slug,
    brand_name: entry.brand.CategoryGroupName,
    Rate: entry.variant.Rate,
  };
}

function buildSnapshot(rows: CatalogRows): Snapshot {
  const brandById = new Map<number, Brand>();
  for (const row of rows.brandRows) {
    brandById.set(row.id, {
      id: row.id,
      slug: row.slug,
      CategoryGroupName: row.name,
      image: `${row.slug}.webp`,
    });
  }
  const seriesById = new Map(rows.seriesRows.map((row) => [row.id, row]));
  const variantsByModel = new Map<number, { id: number; VariantName: string; Rate: number }[]>();
  for (const row of rows.variantRows) {
    const list = variantsByModel.get(row.modelId) ?? [];
    list.push({ id: row.id, VariantName: row.name, Rate: row.rate });
    variantsByModel.set(row.modelId, list);
  }

  const modelsByBrand = new Map<number, Model[]>();
  const models = new Map<string, ModelEntry>();
  const variantsById = new Map<number, VariantEntry>();
  const variantsBySlug = new Map<string, VariantEntry>();
  const searchable: SearchModel[] = [];

  // Models in display order: by series (newest first, as the seed lists them), then within the series.
  const seriesPosition = new Map(rows.seriesRows.map((row, index) => [row.id, index]));
  const modelRows = [...rows.modelRows].sort(
    (a, b) =>
      (seriesPosition.get(a.seriesId) ?? 0) - (seriesPosition.get(b.seriesId) ?? 0) ||
      a.sortOrder - b.sortOrder,
  );
  const seriesWithModels = new Set<number>();
  for (const row of modelRows) {
    const brand = brandById.get(row.brandId);
    const seriesRow = seriesById.get(row.seriesId);
    const modelVariants = variantsByModel.get(row.id) ?? [];
    // Under a hidden brand or series, or without a variant to sell: not on the storefront.
    if (!brand || !seriesRow || modelVariants.length === 0) continue;
    seriesWithModels.add(seriesRow.id);
    const model: Model = {
      ItemCode: row.itemCode,
      ItemName: fullModelName(brand.CategoryGroupName, row.name),
      CategoryCode: seriesRow.code,
      cgc_slug: brand.slug,
      ic_slug: row.slug,
      model: row.name,
      image: `${row.slug}.webp`,
      year: row.releaseYear,
    };
    const list = modelsByBrand.get(brand.id) ?? [];
    list.push(model);
    modelsByBrand.set(brand.id, list);

    const response: ModelVariantsResponse = modelVariantsResponseSchema.parse({
      success: true,
      brand,
      model,
      variants: modelVariants,
    });
    models.set(row.slug, { brand, model, variants: modelVariants, response, body: prepareBody(response) });
    for (const variant of modelVariants) {
      const entry = { brand, model, modelId: row.id, variant };
      variantsById.set(variant.id, entry);
      variantsBySlug.set(`${row.slug}/${variantSlug(variant.VariantName)}`, entry);
    }
    const { ItemCode, ItemName, image, ic_slug, cgc_slug } = model;
    searchable.push({ ItemCode, ItemName, model: model.model, image, ic_slug, cgc_slug });
  }

  // A brand with nothing to sell (new, or every model hidden) is not listed yet.
  const brandList = [...brandById.values()].filter((brand) => modelsByBrand.has(brand.id));
  const brandResponses = new Map<string, BrandModelsResponse>();
  const brandBodies = new Map<string, PreparedBody>();
  for (const brand of brandList) {
    const brandSeries: Series[] = rows.seriesRows
      .filter((row) => row.brandId === brand.id && seriesWithModels.has(row.id))
      .map((row) => ({ CategoryCode: row.code, CategoryName: row.name, cc_slug: row.slug }));
    const response: BrandModelsResponse = brandModelsResponseSchema.parse({
      success: true,
      brand,
      series: brandSeries,
      models: modelsByBrand.get(brand.id) ?? [],
    });
    brandResponses.set(brand.slug, response);
    brandBodies.set(brand.slug, prepareBody(response));
  }

  const cities: City[] = rows.cityRows.map((row) => ({
    city_id: row.id,
    city_name: row.name,
    state: row.state,
    city_slug: row.slug,
  }));

  const brandsResponse = brandsResponseSchema.parse({ success: true, brands: brandList });
  const brandsBody = prepareBody(brandsResponse);
  const citiesResponse = citiesResponseSchema.parse({ success: true, data: cities });
  const citiesBody = prepareBody(citiesResponse);
  const readsByPath = new Map<string, PreparedBody>([
    [endpointUrl('brands'), brandsBody],
    [endpointUrl('getCities'), citiesBody],
    [endpointUrl('cities'), citiesBody],
  ]);
  for (const [brandSlug, body] of brandBodies)
    readsByPath.set(endpointUrl('brandModels', { brandSlug }), body);
  for (const [modelSlug, { body }] of models)
    readsByPath.set(endpointUrl('modelVariants', { modelSlug }), body);

  return {
    brandsResponse,
    brandsBody,
    brandResponses,
    brandBodies,
    models,
    variantsById,
    variantsBySlug,
    modelSearch: new ModelSearch(searchable),
    cities,
    citiesResponse,
    citiesBody,
    citySlugs: new Set(cities.map((city) => city.city_slug)),
    readsByPath,
  };
}
