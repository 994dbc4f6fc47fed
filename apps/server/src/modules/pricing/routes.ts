import { errorResponseSchema } from '@phonix/shared/catalog';
import { answerRecordSchema } from '@phonix/shared/questionnaire';
import {
  calculatePriceRequestSchema,
  calculatePriceResponseSchema,
  exactValueResponseSchema,
} from '@phonix/shared/quote-api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PricingService } from './service.ts';

const failures = { 400: errorResponseSchema, 404: errorResponseSchema };

export const pricingRoutes: FastifyPluginAsyncZod<{ pricing: PricingService }> = async (app, { pricing }) => {
  app.post(
    '/getExactValue',
    {
      schema: {
        tags: ['pricing'],
        summary: 'The exact, itemised quote for a questionnaire answer record',
        body: answerRecordSchema,
        response: { 200: exactValueResponseSchema, ...failures },
      },
    },
    async (request) => ({ success: true as const, ...pricing.quote(request.body).quote }),
  );

  app.post(
    '/calculateprice',
    {
      schema: {
        tags: ['pricing'],
        summary: 'The price calculation helper: finalValue for the selected model and its answers',
        body: calculatePriceRequestSchema,
        response: { 200: calculatePriceResponseSchema, ...failures },
      },
    },
    async (request) => ({
      success: true as const,
      finalValue: pricing.quote(request.body.selectedModel).quote.finalValue,
    }),
  );
};
