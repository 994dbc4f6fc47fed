import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform.ts';
import type { CatalogService } from '../catalog/index.ts';
import { PricingAdminService } from './admin-service.ts';
import { PriceGuard } from './price-guard.ts';
import { pricingRoutes } from './routes.ts';
import { PricingService } from './service.ts';
import { pricingStaffRoutes } from './staff-routes.ts';

/** The questionnaire's prices, served from memory (free of admission). */
export async function registerPricing(app: FastifyInstance, platform: Platform, catalog: CatalogService) {
  const pricing = new PricingService(platform.db, catalog);
  await pricing.refresh();
  platform.changes.on('pricing', () => pricing.refresh());
  await app.register(pricingRoutes, { pricing });
  return { pricing, priceGuard: new PriceGuard(pricing, catalog) };
}

/** The console's price settings. */
export async function registerPricingStaff(
  app: FastifyInstance,
  platform: Platform,
  {
    pricing,
    catalog,
    priceGuard,
  }: { pricing: PricingService; catalog: CatalogService; priceGuard: PriceGuard },
) {
  const admin = new PricingAdminService(platform.db, pricing, catalog, platform.changes, priceGuard);
  await app.register(pricingStaffRoutes, { admin });
  return { admin };
}
