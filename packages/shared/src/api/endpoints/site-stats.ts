import type { EndpointRoute } from './common.ts';

/**
 * The routes apps/server/src/modules/site-stats serves: method, path, who may call (schemas:
 * ../contract/site-stats.ts).
 */
export const SITE_STATS_ENDPOINTS = {
  // The home page's trust figures.
  siteStats: { method: 'GET', path: '/api/sitestats', auth: 'public' },
} as const satisfies Record<string, EndpointRoute>;
