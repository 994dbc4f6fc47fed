import type pg from 'pg';
import type { AppMetrics } from '../metrics/index.ts';
import { DEFAULT_GAUGE_CACHE_MS, ScrapeCache } from '../metrics/index.ts';
import { MESSAGE_STATES } from './status.ts';

/**
 * `phonix_whatsapp_messages{state}`: WhatsApp order updates by state (status.ts: sending, accepted, sent,
 * delivered, read, failed, error), read from the database at scrape time like the SMS and payout gauges.
 * Registered when WhatsApp is configured.
 */
export function registerWhatsAppGauges(
  metrics: AppMetrics,
  pool: pg.Pool,
  cacheMs = DEFAULT_GAUGE_CACHE_MS,
): void {
  const states = new ScrapeCache(
    'whatsapp',
    async () =>
      (
        await pool.query<{ state: string; count: number }>(
          'select status as state, count(*)::int as count from whatsapp_messages group by status',
        )
      ).rows,
    metrics,
    cacheMs,
  );
  const known = new Set<string>(MESSAGE_STATES);
  metrics.gauge(
    'phonix_whatsapp_messages',
    'WhatsApp order updates by state: sending, accepted, sent, delivered, read, failed, error (the SMS went).',
    ['state'],
    async (gauge) => {
      for (const row of (await states.get()) ?? [])
        gauge.inc({ state: known.has(row.state) ? row.state : 'other' }, row.count);
    },
  );
}
