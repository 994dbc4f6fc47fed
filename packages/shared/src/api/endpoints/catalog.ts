import type { EndpointRoute } from './common.ts';

/**
 * The routes apps/server/src/modules/catalog serves: method, path, who may call (schemas:
 * ../contract/catalog.ts).
 */
export const CATALOG_ENDPOINTS = {
  // Catalog (SPEC 7).
  brands: { method: 'GET', path: '/api/brands', auth: 'public' },
  brandModels: { method: 'GET', path: '/api/model/:brandSlug', auth: 'public' },
  modelVariants: { method: 'GET', path: '/api/variant/:modelSlug', auth: 'public' },
  variantDetails: { method: 'GET', path: '/api/variantdetails/:modelSlug/:variantSlug', auth: 'public' },
  selectedVariant: { method: 'GET', path: '/api/selectedvariant/:modelSlug/:variantId', auth: 'public' },
  searchResult: { method: 'GET', path: '/api/searchresult/:search', auth: 'public' },
  getCities: { method: 'GET', path: '/api/getcities', auth: 'public' },
  cities: { method: 'GET', path: '/api/cities', auth: 'public' },

  // Operations console: the catalog (console-api.ts) and price uploads (price-upload.ts).
  staffCatalogBrands: { method: 'GET', path: '/api/staff/catalog/brands', auth: 'staff' },
  staffCatalogBrandModels: {
    method: 'GET',
    path: '/api/staff/catalog/brands/:brandId/models',
    auth: 'staff',
  },
  staffCreateBrand: { method: 'POST', path: '/api/staff/catalog/brands', auth: 'staff' },
  staffUpdateBrand: { method: 'POST', path: '/api/staff/catalog/brands/:brandId', auth: 'staff' },
  staffCreateSeries: { method: 'POST', path: '/api/staff/catalog/series', auth: 'staff' },
  staffUpdateSeries: { method: 'POST', path: '/api/staff/catalog/series/:seriesId', auth: 'staff' },
  staffCreateModel: { method: 'POST', path: '/api/staff/catalog/models', auth: 'staff' },
  staffUpdateModel: { method: 'POST', path: '/api/staff/catalog/models/:modelId', auth: 'staff' },
  staffUploadModelPhoto: { method: 'POST', path: '/api/staff/catalog/models/:modelId/photo', auth: 'staff' },
  staffRemoveModelPhoto: {
    method: 'POST',
    path: '/api/staff/catalog/models/:modelId/photo/remove',
    auth: 'staff',
  },
  staffCreateVariant: { method: 'POST', path: '/api/staff/catalog/variants', auth: 'staff' },
  staffUpdateVariant: { method: 'POST', path: '/api/staff/catalog/variants/:variantId', auth: 'staff' },
  staffVariantPriceCheck: {
    method: 'POST',
    path: '/api/staff/catalog/variants/:variantId/price-check',
    auth: 'staff',
  },
  staffPriceUploadPreview: {
    method: 'POST',
    path: '/api/staff/catalog/price-upload/preview',
    auth: 'staff',
  },
  staffPriceUpload: { method: 'POST', path: '/api/staff/catalog/price-upload', auth: 'staff' },
} as const satisfies Record<string, EndpointRoute>;
