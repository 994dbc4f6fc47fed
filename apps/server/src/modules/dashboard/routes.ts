import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { route } from '../../lib/contract-routes.ts';
import { readDashboard } from './repository.ts';

/** The console's dashboard (staff). */
export async function dashboardRoutes(app: FastifyInstance, { db, now }: { db: Database; now?: () => Date }) {
  route(app, 'staffDashboard', async () => ({
    success: true as const,
    ...(await readDashboard(db, now?.())),
  }));
}
