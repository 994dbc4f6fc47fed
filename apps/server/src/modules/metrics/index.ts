export { DEFAULT_GAUGE_CACHE_MS } from './database-gauges.ts';
export { ScrapeCache } from './database-gauges.ts';
export type { AppMetrics } from './metrics.ts';
