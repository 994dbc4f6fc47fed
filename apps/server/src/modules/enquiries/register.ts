import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform.ts';
import { usePriceEnquiries } from '../orders/index.ts';
import type { PricingService } from '../pricing/index.ts';
import { findPriceEnquiry } from './repository.ts';
import { enquiryRoutes } from './routes.ts';
import { enquiryStaffRoutes } from './staff-routes.ts';

/** Price enquiries (a quote kept for a seller), and the console's list of open ones. */
export async function registerEnquiries(app: FastifyInstance, platform: Platform, pricing: PricingService) {
  // A booking names the enquiry it was quoted by.
  usePriceEnquiries(findPriceEnquiry);
  await app.register(enquiryRoutes, { db: platform.db, pricing });
  await app.register(enquiryStaffRoutes, { db: platform.db });
}
