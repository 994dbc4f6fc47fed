import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform.ts';
import { customerRoutes } from './routes.ts';

/** A seller's own profile. */
export async function registerCustomers(app: FastifyInstance, platform: Platform) {
  await app.register(customerRoutes, { db: platform.db });
}
