export type { RateGuard } from './rate-guard.ts';
export {
  brandNames,
  brandNamesOfModels,
  catalogForImages,
  countCities,
  modelNames,
  modelPhotoBySlug,
  seriesNames,
  variantNames,
} from './reads.ts';
export type { CatalogService } from './service.ts';
