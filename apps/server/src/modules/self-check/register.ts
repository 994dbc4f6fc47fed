import type { FastifyInstance } from 'fastify';
import { clockOf, type Platform } from '../../platform.ts';
import { selfCheckRoutes } from './routes.ts';
import { SelfCheckService } from './service.ts';

/**
 * The seller's self-check bound to the phone (issue 34): the signed report shared with an order, the door
 * code the partner shows and the phone's proof.
 */
export async function registerSelfCheck(app: FastifyInstance, platform: Platform) {
  const selfChecks = new SelfCheckService(platform.db, clockOf(platform));
  await app.register(selfCheckRoutes, { selfChecks });
  return { selfChecks };
}
