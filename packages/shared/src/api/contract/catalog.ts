import { z } from 'zod';
import {
  brandModelsResponseSchema,
  brandsResponseSchema,
  citiesResponseSchema,
  modelVariantsResponseSchema,
  searchResponseSchema,
  selectedVariantResponseSchema,
  variantDetailsResponseSchema,
} from '../../catalog.ts';
import {
  adminBrandModelsResponseSchema,
  adminBrandResponseSchema,
  adminBrandsResponseSchema,
  adminModelResponseSchema,
  adminSeriesResponseSchema,
  adminVariantResponseSchema,
  createBrandRequestSchema,
  createModelRequestSchema,
  createSeriesRequestSchema,
  createVariantRequestSchema,
  updateBrandRequestSchema,
  updateModelRequestSchema,
  updateSeriesRequestSchema,
  updateVariantRequestSchema,
  uploadModelPhotoRequestSchema,
  variantPriceCheckRequestSchema,
} from '../../console-api.ts';
import { priceCheckResponseSchema } from '../../price-guard.ts';
import {
  priceUploadPreviewResponseSchema,
  priceUploadRequestSchema,
  priceUploadResponseSchema,
} from '../../price-upload.ts';
import { fields, text } from '../../validation.ts';
import type { CATALOG_ENDPOINTS } from '../endpoints/catalog.ts';
import type { ContractOf } from './common.ts';

const brandIdParams = z.object({ brandId: fields.id() });
const seriesIdParams = z.object({ seriesId: fields.id() });
const modelIdParams = z.object({ modelId: fields.id() });
const variantIdParams = z.object({ variantId: fields.id() });

/**
 * What the endpoints of apps/server/src/modules/catalog take and answer (routes: ../endpoints/catalog.ts).
 */
export const CATALOG_CONTRACT = {
  brands: {
    tags: ['catalog'],
    summary: 'All brands',
    response: brandsResponseSchema,
    errors: [],
  },
  brandModels: {
    tags: ['catalog'],
    summary: "A brand's series and models",
    params: z.object({ brandSlug: fields.slug() }),
    response: brandModelsResponseSchema,
    errors: [404],
  },
  modelVariants: {
    tags: ['catalog'],
    summary: "A model's variants with their Get Upto prices",
    params: z.object({ modelSlug: fields.slug() }),
    response: modelVariantsResponseSchema,
    errors: [404],
  },
  variantDetails: {
    tags: ['catalog'],
    summary: 'A variant and its model, by the segments of /options/{model}/{variant}',
    description: 'The spec\'s "variant and model details by model and variant slugs" call.',
    params: z.object({ modelSlug: fields.slug(), variantSlug: fields.slug() }),
    response: variantDetailsResponseSchema,
    errors: [404],
  },
  selectedVariant: {
    tags: ['catalog'],
    summary: 'The selected device (SPEC 3) for a model slug and a variant id',
    params: z.object({ modelSlug: fields.slug(), variantId: fields.id() }),
    response: selectedVariantResponseSchema,
    errors: [404],
  },
  searchResult: {
    tags: ['catalog'],
    summary: 'Models matching the search text, best match first',
    params: z.object({ search: text(100) }),
    response: searchResponseSchema,
    errors: [],
  },
  getCities: {
    tags: ['catalog'],
    summary: 'The cities we serve',
    response: citiesResponseSchema,
    errors: [],
  },
  cities: {
    tags: ['catalog'],
    summary: 'The city list helper (same list as /getcities)',
    response: citiesResponseSchema,
    errors: [],
  },
  staffCatalogBrands: {
    tags: ['console'],
    summary: 'Every brand with its series, hidden ones included',
    response: adminBrandsResponseSchema,
    errors: [],
  },
  staffCatalogBrandModels: {
    tags: ['console'],
    summary: "A brand's models with their variants and Get Upto prices, hidden ones included",
    params: brandIdParams,
    response: adminBrandModelsResponseSchema,
    errors: [404],
  },
  staffCreateBrand: {
    tags: ['console'],
    summary: 'Add a brand (its slug comes from the name)',
    body: createBrandRequestSchema,
    response: adminBrandResponseSchema,
    errors: [409],
  },
  staffUpdateBrand: {
    tags: ['console'],
    summary: 'Rename, recolour, hide or show a brand',
    params: brandIdParams,
    body: updateBrandRequestSchema,
    response: adminBrandResponseSchema,
    errors: [404, 409],
  },
  staffCreateSeries: {
    tags: ['console'],
    summary: 'Add a series to a brand',
    body: createSeriesRequestSchema,
    response: adminSeriesResponseSchema,
    errors: [404, 409],
  },
  staffUpdateSeries: {
    tags: ['console'],
    summary: 'Rename, hide or show a series',
    params: seriesIdParams,
    body: updateSeriesRequestSchema,
    response: adminSeriesResponseSchema,
    errors: [404, 409],
  },
  staffCreateModel: {
    tags: ['console'],
    summary: 'Add a model to a series (shown on the storefront once it has a variant)',
    body: createModelRequestSchema,
    response: adminModelResponseSchema,
    errors: [404, 409],
  },
  staffUpdateModel: {
    tags: ['console'],
    summary: 'Rename, move to another series, hide or show a model',
    params: modelIdParams,
    body: updateModelRequestSchema,
    response: adminModelResponseSchema,
    errors: [404, 409],
  },
  staffUploadModelPhoto: {
    tags: ['console'],
    summary: "Replace a model's drawing with a real photo (JPEG, PNG or WebP, converted to a 300x400 webp)",
    params: modelIdParams,
    body: uploadModelPhotoRequestSchema,
    response: adminModelResponseSchema,
    errors: [404],
  },
  staffRemoveModelPhoto: {
    tags: ['console'],
    summary: "Remove a model's photo; its drawing comes back",
    params: modelIdParams,
    response: adminModelResponseSchema,
    errors: [404],
  },
  staffCreateVariant: {
    tags: ['console'],
    summary: 'Add a variant with its Get Upto price',
    body: createVariantRequestSchema,
    response: adminVariantResponseSchema,
    errors: [404, 409],
  },
  staffUpdateVariant: {
    tags: ['console'],
    summary: "Change a variant's name or Get Upto price, hide or show it",
    description:
      'A new Get Upto price more than 20% away from the current one, or below the minimum offer, answers 409 ' +
      'PRICE_CHANGE_NEEDS_CONFIRMATION with a `preview` unless the body has `confirm: true`.',
    params: variantIdParams,
    body: updateVariantRequestSchema,
    response: adminVariantResponseSchema,
    errors: [404, 409],
  },
  staffVariantPriceCheck: {
    tags: ['console'],
    summary:
      'What a new Get Upto price would change (storefront price, a sample phone quote) and whether saving it needs confirmation; saves nothing',
    params: variantIdParams,
    body: variantPriceCheckRequestSchema,
    response: priceCheckResponseSchema,
    errors: [404],
  },
  staffPriceUploadPreview: {
    tags: ['console'],
    summary:
      'Read a CSV of Get Upto prices (brand, model, variant, price): every line matched, the price now and new, the price guard flags; saves nothing',
    body: priceUploadRequestSchema,
    response: priceUploadPreviewResponseSchema,
    errors: [],
  },
  staffPriceUpload: {
    tags: ['console'],
    summary:
      'Apply a CSV of Get Upto prices as one audited change (price_upload.applied), reverted in one click from the price history',
    description:
      '400 PRICE_UPLOAD_INVALID names the first line that cannot be applied; 409 PRICE_UPLOAD_NEEDS_CONFIRMATION ' +
      'while the price guard flags lines and confirm is not true. Nothing is applied on a refusal.',
    body: priceUploadRequestSchema,
    response: priceUploadResponseSchema,
    errors: [409],
  },
} as const satisfies ContractOf<typeof CATALOG_ENDPOINTS>;
