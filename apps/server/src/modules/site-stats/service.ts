import { SITE_STATS, type SiteCounts, type SiteStats, siteStats } from '@phonix/shared/site-stats';
import { and, avg, between, count, countDistinct, gte, ne } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { cities } from '../catalog/tables.ts';
import { priceEnquiries } from '../enquiries/tables.ts';
import { orders } from '../orders/tables.ts';
import { pincodes } from '../pincodes/tables.ts';

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
    const [booked] = await this.db
      .select({ n: count() })
      .from(orders)
      .where(and(gte(orders.createdAt, since), ne(orders.status, 'cancelled')));
    const [served] = await this.db.select({ n: count() }).from(cities);
    const [covered] = await this.db.select({ n: countDistinct(pincodes.pincode) }).from(pincodes);
    const [quotes] = await this.db
      .select({ n: count(), mean: avg(priceEnquiries.quoteSeconds) })
      .from(priceEnquiries)
      .where(and(gte(priceEnquiries.createdAt, since), between(priceEnquiries.quoteSeconds, min, max)));
    const counts: SiteCounts = {
      ordersBooked: booked?.n ?? 0,
      citiesServed: served?.n ?? 0,
      pincodesCovered: covered?.n ?? 0,
      quoteSamples: quotes?.n ?? 0,
      averageQuoteSeconds: quotes?.mean == null ? null : Number(quotes.mean),
    };
    const stats = siteStats(counts, now);
    this.#cached = { stats, at: now.getTime() };
    return stats;
  }
}
