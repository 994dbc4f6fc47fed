import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/contract-routes.ts';
import type { SiteStatsService } from './service.ts';

/** GET api/sitestats: the figures change slowly, so browsers and a CDN may keep them for a minute too. */
export async function siteStatsRoutes(app: FastifyInstance, { stats }: { stats: SiteStatsService }) {
  route(app, 'siteStats', async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=60');
    return stats.get();
  });
}
