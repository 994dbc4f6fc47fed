import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform.ts';
import { jobStaffRoutes } from './staff-routes.ts';

/** The console's view of scheduled jobs; each job is defined by the module whose work it does. */
export async function registerJobs(app: FastifyInstance, platform: Platform) {
  await app.register(jobStaffRoutes, { db: platform.db, jobs: platform.jobs });
}
