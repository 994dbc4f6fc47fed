import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/contract-routes.ts';
import { staffActor } from '../audit/index.ts';
import type { CatalogAdminService } from './admin-service.ts';
import type { PriceUploadService } from './price-upload.ts';

/** Base64 grows a file by a third; the JSON around it is small. */
const PHOTO_BODY_LIMIT = 12 * 1024 * 1024;

/** The console's catalog management (staff). */
/** A CSV of a whole catalog's prices (1,000,000 characters, some of them multi-byte). */
const PRICE_UPLOAD_BODY_LIMIT = 4 * 1024 * 1024;

export async function catalogStaffRoutes(
  app: FastifyInstance,
  { admin, priceUpload }: { admin: CatalogAdminService; priceUpload: PriceUploadService },
) {
  route(
    app,
    'staffPriceUploadPreview',
    async (request) => ({ success: true as const, preview: await priceUpload.preview(request.body.csv) }),
    { bodyLimit: PRICE_UPLOAD_BODY_LIMIT },
  );

  route(
    app,
    'staffPriceUpload',
    async (request) => {
      const { entryId, changed } = await priceUpload.apply(staffActor(request), request.body);
      return {
        success: true as const,
        message: `${changed} Get Upto ${changed === 1 ? 'price' : 'prices'} changed. Price history can put them all back.`,
        entry_id: entryId,
        changed,
      };
    },
    { bodyLimit: PRICE_UPLOAD_BODY_LIMIT },
  );

  route(app, 'staffCatalogBrands', async () => ({ success: true as const, brands: await admin.brands() }));

  route(app, 'staffCatalogBrandModels', async (request) => ({
    success: true as const,
    ...(await admin.brandModels(request.params.brandId)),
  }));

  route(app, 'staffCreateBrand', async (request) => ({
    success: true as const,
    brand: await admin.createBrand(staffActor(request), request.body),
  }));

  route(app, 'staffUpdateBrand', async (request) => ({
    success: true as const,
    brand: await admin.updateBrand(staffActor(request), request.params.brandId, request.body),
  }));

  route(app, 'staffCreateSeries', async (request) => ({
    success: true as const,
    series: await admin.createSeries(staffActor(request), request.body),
  }));

  route(app, 'staffUpdateSeries', async (request) => ({
    success: true as const,
    series: await admin.updateSeries(staffActor(request), request.params.seriesId, request.body),
  }));

  route(app, 'staffCreateModel', async (request) => ({
    success: true as const,
    model: await admin.createModel(staffActor(request), request.body),
  }));

  route(app, 'staffUpdateModel', async (request) => ({
    success: true as const,
    model: await admin.updateModel(staffActor(request), request.params.modelId, request.body),
  }));

  route(
    app,
    'staffUploadModelPhoto',
    async (request) => ({
      success: true as const,
      model: await admin.uploadPhoto(staffActor(request), request.params.modelId, request.body.image),
    }),
    { bodyLimit: PHOTO_BODY_LIMIT },
  );

  route(app, 'staffRemoveModelPhoto', async (request) => ({
    success: true as const,
    model: await admin.removePhoto(staffActor(request), request.params.modelId),
  }));

  route(app, 'staffCreateVariant', async (request) => ({
    success: true as const,
    variant: await admin.createVariant(staffActor(request), request.body),
  }));

  route(app, 'staffUpdateVariant', async (request) => ({
    success: true as const,
    variant: await admin.updateVariant(staffActor(request), request.params.variantId, request.body),
  }));

  route(app, 'staffVariantPriceCheck', async (request) => {
    const preview = await admin.priceCheck(request.params.variantId, request.body.rate);
    return { success: true as const, needs_confirmation: preview.risks.length > 0, preview };
  });
}
