import { siteStatsResponseSchema } from '../../site-stats.ts';
import type { SITE_STATS_ENDPOINTS } from '../endpoints/site-stats.ts';
import type { ContractOf } from './common.ts';

/**
 * What the endpoints of apps/server/src/modules/site-stats take and answer (routes:
 * ../endpoints/site-stats.ts).
 */
export const SITE_STATS_CONTRACT = {
  siteStats: {
    tags: ['content'],
    summary: "The home page's trust figures, counted from the database (cached for a minute)",
    description:
      'A figure too small to mean anything is null (SITE_STATS in packages/shared/src/site-stats.ts); ' +
      'orders and quote times cover the periodDays before countedAt.',
    response: siteStatsResponseSchema,
    errors: [],
  },
} as const satisfies ContractOf<typeof SITE_STATS_ENDPOINTS>;
