import { errorResponseSchema } from '@phonix/shared/catalog';
import { insertPriceEnquiryRequestSchema, insertPriceEnquiryResponseSchema } from '@phonix/shared/quote-api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import type { PricingService } from '../pricing/service.ts';
import { insertPriceEnquiry } from './repository.ts';

export const enquiryRoutes: FastifyPluginAsyncZod<{ db: Database; pricing: PricingService }> = async (
  app,
  { db, pricing },
) => {
  app.post(
    '/insertPriceEnquiry',
    {
      schema: {
        tags: ['pricing'],
        summary: 'Records one completed evaluation; the returned id is the isInserted marker',
        description:
          'The value stored is the one the server computes from the answers; a finalValue in the body is ignored. ' +
          'The customer is taken from the bearer token when there is one, never from the body.',
        body: insertPriceEnquiryRequestSchema,
        response: {
          200: insertPriceEnquiryResponseSchema,
          400: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const answers = request.body.selectedModel;
      const { entry, quote } = pricing.quote(answers);
      const id = await insertPriceEnquiry(db, {
        modelId: entry.modelId,
        variantId: entry.variant.id,
        customerId: request.customerId,
        answers,
        quote,
      });
      return { success: true as const, isInserted: id, finalValue: quote.finalValue };
    },
  );
};
