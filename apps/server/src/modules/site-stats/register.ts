import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform.ts';
import { siteStatsRoutes } from './routes.ts';
import { SiteStatsService } from './service.ts';

/** The home page's figures, kept in memory for a minute. */
export async function registerSiteStats(app: FastifyInstance, platform: Platform) {
  const stats = new SiteStatsService(platform.db, platform.now, platform.options.siteStatsTtlMs);
  await app.register(siteStatsRoutes, { stats });
}
