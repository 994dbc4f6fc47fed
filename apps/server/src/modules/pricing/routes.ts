import { quoteValidUntil } from '@phonix/shared/order-lifecycle';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/contract-routes.ts';
import type { PricingService } from './service.ts';

export async function pricingRoutes(app: FastifyInstance, { pricing }: { pricing: PricingService }) {
  route(app, 'getExactValue', async (request) => ({
    success: true as const,
    ...pricing.quote(request.body).quote,
    quote_valid_until: quoteValidUntil(new Date()).toISOString(),
  }));

  route(app, 'calculatePrice', async (request) => ({
    success: true as const,
    finalValue: pricing.quote(request.body.selectedModel).quote.finalValue,
  }));
}
