import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform.ts';
import { pincodeRoutes } from './routes.ts';
import { PincodeService } from './service.ts';

/** The pincodes we serve, from memory (free of admission). */
export async function registerPincodes(app: FastifyInstance, platform: Platform) {
  const pincodes = new PincodeService(platform.db);
  await pincodes.refresh();
  await app.register(pincodeRoutes, { pincodes });
  return { pincodes };
}
