import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform.ts';
import type { PincodeService } from '../pincodes/index.ts';
import { addressRoutes } from './routes.ts';

/** A seller's saved pickup addresses (their pincode must be one we serve). */
export async function registerAddresses(app: FastifyInstance, platform: Platform, pincodes: PincodeService) {
  await app.register(addressRoutes, { db: platform.db, pincodes });
}
