import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { route } from '../../lib/contract-routes.ts';
import type { PricingService } from '../pricing/index.ts';
import { insertPriceEnquiry } from './repository.ts';

export async function enquiryRoutes(
  app: FastifyInstance,
  { db, pricing }: { db: Database; pricing: PricingService },
) {
  route(app, 'insertPriceEnquiry', async (request) => {
    const answers = request.body.selectedModel;
    const { entry, quote } = pricing.quote(answers);
    const id = await insertPriceEnquiry(db, {
      modelId: entry.modelId,
      variantId: entry.variant.id,
      customerId: request.customerId,
      answers,
      quote,
      quoteSeconds: request.body.quote_seconds ?? null,
    });
    return { success: true as const, isInserted: id, finalValue: quote.finalValue };
  });
}
