import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { route } from '../../lib/contract-routes.ts';
import type { CatalogService } from '../catalog/service.ts';

/** Readiness for a load balancer: 503 as soon as the database cannot run a query. */
export async function healthRoutes(
  app: FastifyInstance,
  { database, catalog }: { database: DatabaseHandle; catalog: CatalogService },
) {
  route(app, 'health', async (request) => {
    try {
      await database.ping();
    } catch (error) {
      request.log.error({ err: error }, 'health check: the database cannot run a query');
      throw new AppError('SERVICE_UNAVAILABLE', {
        message: 'The database is not answering.',
        retryAfter: 5,
      });
    }
    return { status: 'ok' as const, database: database.kind, catalog: catalog.counts() };
  });
}
