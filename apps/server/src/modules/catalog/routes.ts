import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { route } from '../../lib/contract-routes.ts';
import { sendPrepared } from '../../lib/http.ts';
import { type CatalogService, toSelectedDevice } from './service.ts';

/** The catalog calls of SPEC 7, served from the in-memory catalog. */
export async function catalogRoutes(app: FastifyInstance, { catalog }: { catalog: CatalogService }) {
  route(app, 'brands', async (request, reply) => sendPrepared(request, reply, catalog.brandsBody()));

  route(app, 'brandModels', async (request, reply) => {
    const body = catalog.brandModelsBody(request.params.brandSlug);
    if (!body)
      throw new AppError('BRAND_NOT_FOUND', { message: `No brand found for '${request.params.brandSlug}'` });
    return sendPrepared(request, reply, body);
  });

  route(app, 'modelVariants', async (request, reply) => {
    const body = catalog.modelVariantsBody(request.params.modelSlug);
    if (!body)
      throw new AppError('MODEL_NOT_FOUND', { message: `No model found for '${request.params.modelSlug}'` });
    return sendPrepared(request, reply, body);
  });

  route(app, 'variantDetails', async (request) => {
    const { modelSlug, variantSlug } = request.params;
    const entry = catalog.findVariantBySlug(modelSlug, variantSlug);
    if (!entry) {
      throw new AppError('VARIANT_NOT_FOUND', {
        message: `No variant '${variantSlug}' found for model '${modelSlug}'`,
      });
    }
    return { success: true as const, brand: entry.brand, model: entry.model, variant: entry.variant };
  });

  route(app, 'selectedVariant', async (request) => {
    const { modelSlug, variantId } = request.params;
    const entry = catalog.findVariant(variantId);
    if (!entry || entry.model.ic_slug !== modelSlug.toLowerCase()) {
      throw new AppError('VARIANT_NOT_FOUND', {
        message: `No variant ${variantId} found for model '${modelSlug}'`,
      });
    }
    return { success: true as const, data: toSelectedDevice(entry) };
  });

  route(app, 'searchResult', async (request) => ({
    success: true as const,
    models: catalog.search(request.params.search),
  }));

  route(app, 'getCities', async (request, reply) => sendPrepared(request, reply, catalog.citiesBody()));
  route(app, 'cities', async (request, reply) => sendPrepared(request, reply, catalog.citiesBody()));
}
