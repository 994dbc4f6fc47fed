import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { route } from '../../lib/contract-routes.ts';
import type { DeferredStartup } from '../../lib/deferred-startup.ts';
import type { ServingState } from '../../lib/serving-state.ts';
import type { CatalogService } from '../catalog/index.ts';

/** Seconds a load balancer is asked to wait before it tries a server that is not ready. */
const NOT_READY_RETRY_SECONDS = 5;
/** The deferred start-up work takes a second or two: ask again sooner. */
const STARTING_RETRY_SECONDS = 1;

/**
 * Liveness (the process answers: restart it when it does not), readiness (send it traffic: the database
 * answers, every migration is applied, the deferred start-up work has finished, it is not stopping) and the older /api/health, which the scripts and
 * the browser tests wait on (docs/decisions/101).
 */
export async function healthRoutes(
  app: FastifyInstance,
  {
    database,
    catalog,
    serving,
    startup,
  }: { database: DatabaseHandle; catalog: CatalogService; serving: ServingState; startup: DeferredStartup },
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

  // No database call: a slow or lost database makes the server not ready, never "dead" (a restart would
  // not bring the database back).
  route(app, 'liveness', async () => ({ status: 'alive' as const }));

  route(app, 'readiness', async (request) => {
    if (serving.phase !== 'serving') {
      throw new AppError('SHUTTING_DOWN', { retryAfter: NOT_READY_RETRY_SECONDS });
    }
    // The start-up work run after listening (lib/deferred-startup.ts): every other call is served meanwhile.
    const starting = startup.pending;
    if (starting.length > 0) {
      throw new AppError('SERVICE_UNAVAILABLE', {
        message: `The server is still starting: ${starting.join(', ')}.`,
        retryAfter: STARTING_RETRY_SECONDS,
      });
    }
    let migrations: { known: number; pending: number };
    try {
      migrations = await database.migrationStatus();
    } catch (error) {
      request.log.error({ err: error }, 'readiness: the database cannot run a query');
      throw new AppError('DATABASE_UNAVAILABLE', { retryAfter: NOT_READY_RETRY_SECONDS });
    }
    if (migrations.pending > 0) {
      throw new AppError('MIGRATIONS_PENDING', {
        message: `${migrations.pending} of the ${migrations.known} migrations are not applied yet.`,
        retryAfter: NOT_READY_RETRY_SECONDS,
      });
    }
    return { status: 'ready' as const, database: database.kind, migrations: migrations.known };
  });
}
