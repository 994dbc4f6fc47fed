import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DatabaseHandle } from '../../db/client.ts';
import type { CatalogService } from '../catalog/service.ts';

export const healthRoutes: FastifyPluginAsyncZod<{
  database: DatabaseHandle;
  catalog: CatalogService;
}> = async (app, { database, catalog }) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['operations'],
        summary: 'Liveness and readiness: the database answers and the catalog is loaded',
        response: {
          200: z.object({
            status: z.literal('ok'),
            database: z.enum(['pglite', 'postgres']),
            catalog: z.object({
              brands: z.number(),
              models: z.number(),
              variants: z.number(),
              cities: z.number(),
            }),
          }),
        },
      },
    },
    async () => {
      await database.db.execute(sql`select 1`);
      return { status: 'ok' as const, database: database.kind, catalog: catalog.counts() };
    },
  );
};
