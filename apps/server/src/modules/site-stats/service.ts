import { SITE_STATS, type SiteCounts, type SiteStats, siteStats } from '@phonix/shared/site-stats';
import type { Database } from '../../db/client.ts';
import { countCities } from '../catalog/index.ts';
import { quoteTimesSince } from '../enquiries/index.ts';
import { countOrdersBookedSince } from '../orders/index.ts';
import { countCoveredPincodes } from '../pincodes/index.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The home page's trust figures. Counting takes a few queries, so the answer is kept in memory for `ttlMs`
 * and shared by every request meanwhile (one count at a time, however many visitors ask).
 */
export class SiteStatsService {
  #cached: { stats: SiteStats; at: number } | null = null;
  #counting: Promise<SiteStats> | null = null;

  constructor(
    private readonly db: Database,
    private readonly now: () => Date = () => new Date(),
    private readonly ttlMs = 60_000,
  ) {}

  async get(): Promise<SiteStats> {
    const now = this.now();
    if (this.#cached && now.getTime() - this.#cached.at < this.ttlMs) return this.#cached.stats;
    this.#counting ??= this.#count(now).finally(() => {
      this.#counting = null;
    });
    return this.#counting;
  }

  async #count(now: Date): Promise<SiteStats> {
    const since = new Date(now.getTime() - SITE_STATS.periodDays * DAY_MS);
    const { min, max } = SITE_STATS.plausibleQuoteSeconds;
    const booked = await countOrdersBookedSince(this.db, since);
    const served = await countCities(this.db);
    const covered = await countCoveredPincodes(this.db);
    const quotes = await quoteTimesSince(this.db, since, { min, max });
    const counts: SiteCounts = {
      ordersBooked: booked,
      citiesServed: served,
      pincodesCovered: covered,
      quoteSamples: quotes.samples,
      averageQuoteSeconds: quotes.meanSeconds,
    };
    const stats = siteStats(counts, now);
    this.#cached = { stats, at: now.getTime() };
    return stats;
  }
}
