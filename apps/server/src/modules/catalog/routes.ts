import {
  brandModelsResponseSchema,
  brandsResponseSchema,
  citiesResponseSchema,
  errorResponseSchema,
  modelVariantsResponseSchema,
  searchResponseSchema,
  selectedVariantResponseSchema,
  variantDetailsResponseSchema,
} from '@phonix/shared/catalog';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound, sendPrepared } from '../../lib/http.ts';
import { type CatalogService, toSelectedDevice } from './service.ts';

const slug = z.string().min(1).max(120);

/** The catalog calls of SPEC 7; the spec's paths and field names, served from the in-memory catalog. */
export const catalogRoutes: FastifyPluginAsyncZod<{ catalog: CatalogService }> = async (app, { catalog }) => {
  app.get(
    '/brands',
    { schema: { tags: ['catalog'], summary: 'All brands', response: { 200: brandsResponseSchema } } },
    async (request, reply) => sendPrepared(request, reply, catalog.brandsBody()),
  );

  app.get(
    '/model/:brandSlug',
    {
      schema: {
        tags: ['catalog'],
        summary: "A brand's series and models",
        params: z.object({ brandSlug: slug }),
        response: { 200: brandModelsResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const body = catalog.brandModelsBody(request.params.brandSlug);
      if (!body) throw notFound(`No brand found for '${request.params.brandSlug}'`);
      return sendPrepared(request, reply, body);
    },
  );

  app.get(
    '/variant/:modelSlug',
    {
      schema: {
        tags: ['catalog'],
        summary: "A model's variants with their Get Upto prices",
        params: z.object({ modelSlug: slug }),
        response: { 200: modelVariantsResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const body = catalog.modelVariantsBody(request.params.modelSlug);
      if (!body) throw notFound(`No model found for '${request.params.modelSlug}'`);
      return sendPrepared(request, reply, body);
    },
  );

  app.get(
    '/variantdetails/:modelSlug/:variantSlug',
    {
      schema: {
        tags: ['catalog'],
        summary: 'A variant and its model, by the segments of /options/{model}/{variant}',
        description: 'The spec\'s "variant and model details by model and variant slugs" call.',
        params: z.object({ modelSlug: slug, variantSlug: slug }),
        response: { 200: variantDetailsResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => {
      const { modelSlug, variantSlug } = request.params;
      const entry = catalog.findVariantBySlug(modelSlug, variantSlug);
      if (!entry) throw notFound(`No variant '${variantSlug}' found for model '${modelSlug}'`);
      return { success: true as const, brand: entry.brand, model: entry.model, variant: entry.variant };
    },
  );

  app.get(
    '/selectedvariant/:modelSlug/:variantId',
    {
      schema: {
        tags: ['catalog'],
        summary: 'The selected device (SPEC 3) for a model slug and a variant id',
        params: z.object({ modelSlug: slug, variantId: z.coerce.number().int().positive() }),
        response: { 200: selectedVariantResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => {
      const { modelSlug, variantId } = request.params;
      const entry = catalog.findVariant(variantId);
      if (!entry || entry.model.ic_slug !== modelSlug.toLowerCase()) {
        throw notFound(`No variant ${variantId} found for model '${modelSlug}'`);
      }
      return { success: true as const, data: toSelectedDevice(entry) };
    },
  );

  app.get(
    '/searchresult/:search',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Models whose name contains the search text (case-insensitive)',
        params: z.object({ search: z.string().max(100, 'must be at most 100 characters') }),
        response: { 200: searchResponseSchema },
      },
    },
    async (request) => ({ success: true as const, models: catalog.search(request.params.search) }),
  );

  for (const url of ['/getcities', '/cities']) {
    app.get(
      url,
      {
        schema: {
          tags: ['catalog'],
          summary:
            url === '/cities' ? 'The city list helper (same list as /getcities)' : 'The cities we serve',
          response: { 200: citiesResponseSchema },
        },
      },
      async (request, reply) => sendPrepared(request, reply, catalog.citiesBody()),
    );
  }
};
