import type pg from 'pg';
import type { AppMetrics } from './metrics.ts';

/** How long a database figure is reused: a scrape storm runs each query at most once per period and process. */
export const DEFAULT_GAUGE_CACHE_MS = 10_000;
/** The longest a scrape waits for one query; past it the gauge is left out of that scrape. */
export const GAUGE_QUERY_TIMEOUT_MS = 2_000;

/** Provider payout statuses kept as they are in the `state` label; any other is 'other' (payouts/payout-driver.ts). */
const PAYOUT_STATES = new Set([
  'queued',
  'pending',
  'processing',
  'processed',
  'reversed',
  'failed',
  'rejected',
  'cancelled',
]);

/**
 * The answer of one query, reused for `ttlMs` (a failure too, so a failing database is not asked on every
 * scrape), one run at a time, bounded by GAUGE_QUERY_TIMEOUT_MS. `get` never throws: a failure counts in
 * phonix_metrics_query_errors_total and reads as undefined.
 */
export class ScrapeCache<T> {
  #value: T | undefined;
  #at = Number.NEGATIVE_INFINITY;
  #running: Promise<T | undefined> | undefined;

  constructor(
    private readonly name: string,
    private readonly query: () => Promise<T>,
    private readonly metrics: AppMetrics,
    private readonly ttlMs: number,
    private readonly timeoutMs = GAUGE_QUERY_TIMEOUT_MS,
  ) {
    metrics.addScrapeRead(name, () => this.get());
  }

  get(): Promise<T | undefined> {
    if (performance.now() - this.#at < this.ttlMs) return Promise.resolve(this.#value);
    this.#running ??= this.#run().finally(() => {
      this.#running = undefined;
    });
    return this.#running;
  }

  async #run(): Promise<T | undefined> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new Error(`timed out after ${this.timeoutMs} ms`)), this.timeoutMs);
    });
    try {
      this.#value = await Promise.race([this.query(), timeout]);
    } catch {
      this.metrics.queryErrors.inc({ query: this.name });
      this.#value = undefined;
    } finally {
      clearTimeout(timer);
    }
    this.#at = performance.now();
    return this.#value;
  }
}

interface OutboxGroup {
  channel: string;
  status: string;
  template: string;
  /** The SMS provider's delivery report (modules/sms/delivery-reports.ts), 'unreported' before one. */
  delivery: string;
  count: number;
  oldest_age_seconds: number;
}

/**
 * The gauges read from the database at scrape time: the pool (in memory), the outbox by channel and
 * status with the age of the oldest message of each status, SMS by status and template (the outbox's SMS
 * rows), payouts by state (read-only count of the handovers' payout columns). Statuses and templates are
 * written by our code only, so their label values are a short fixed list.
 */
export function registerDatabaseGauges(
  metrics: AppMetrics,
  database: { kind: 'pglite' | 'postgres'; pool: pg.Pool },
  cacheMs = DEFAULT_GAUGE_CACHE_MS,
): void {
  const { pool } = database;
  const labels = { database: database.kind };
  // PGlite is one connection behind a pool of one (db/client.ts): the same figures apply.
  metrics.gauge('phonix_db_pool_connections', 'Connections the pool holds open.', ['database'], (gauge) => {
    gauge.set(labels, pool.totalCount);
  });
  metrics.gauge('phonix_db_pool_idle_connections', 'Open connections not in use.', ['database'], (gauge) => {
    gauge.set(labels, pool.idleCount);
  });
  metrics.gauge(
    'phonix_db_pool_waiting_clients',
    'Queries and transactions waiting for a connection of the pool.',
    ['database'],
    (gauge) => {
      gauge.set(labels, pool.waitingCount);
    },
  );
  metrics.gauge('phonix_db_pool_max_connections', 'Largest size of the pool.', ['database'], (gauge) => {
    gauge.set(labels, pool.options.max ?? 10);
  });

  const outbox = new ScrapeCache(
    'outbox',
    async () =>
      (
        await pool.query<OutboxGroup>(
          `select channel, status, template, coalesce(delivery_status, 'unreported') as delivery,
                  count(*)::int as count,
                  extract(epoch from now() - min(created_at))::float8 as oldest_age_seconds
             from outbox_messages group by channel, status, template, delivery`,
        )
      ).rows,
    metrics,
    cacheMs,
  );
  metrics.gauge(
    'phonix_outbox_messages',
    'Outbox messages (SMS and e-mail) by channel and status: pending, sending, sent, failed.',
    ['channel', 'status'],
    async (gauge) => {
      const groups = await outbox.get();
      for (const group of groups ?? [])
        gauge.inc({ channel: group.channel, status: group.status }, group.count);
    },
  );
  metrics.gauge(
    'phonix_outbox_oldest_message_age_seconds',
    'Age of the oldest pending or sending outbox message (absent when there is none).',
    ['status'],
    async (gauge) => {
      const oldest = new Map<string, number>();
      for (const group of (await outbox.get()) ?? []) {
        if (group.status !== 'pending' && group.status !== 'sending') continue;
        oldest.set(group.status, Math.max(oldest.get(group.status) ?? 0, group.oldest_age_seconds));
      }
      for (const [status, age] of oldest) gauge.set({ status }, age);
    },
  );
  metrics.gauge(
    'phonix_sms_messages',
    'SMS in the outbox by status (pending, sending, sent, failed) and template.',
    ['status', 'template'],
    async (gauge) => {
      for (const group of (await outbox.get()) ?? []) {
        if (group.channel === 'sms')
          gauge.inc({ status: group.status, template: group.template }, group.count);
      }
    },
  );
  metrics.gauge(
    'phonix_sms_delivery',
    "Sent SMS by the provider's delivery report: unreported, sent (to the operator), delivered, failed.",
    ['state'],
    async (gauge) => {
      for (const group of (await outbox.get()) ?? []) {
        if (group.channel === 'sms' && group.status === 'sent')
          gauge.inc({ state: group.delivery }, group.count);
      }
    },
  );

  const payouts = new ScrapeCache(
    'payouts',
    async () =>
      (
        await pool.query<{ state: string; count: number }>(
          `select case when payout_status is not null then lower(payout_status) else 'releasing' end as state,
                  count(*)::int as count
             from handovers
            where payout_status is not null or payout_release_started_at is not null
            group by 1`,
        )
      ).rows,
    metrics,
    cacheMs,
  );
  metrics.gauge(
    'phonix_payouts',
    "Payouts by state: the provider's status, or 'releasing' while a release is under way without an answer.",
    ['state'],
    async (gauge) => {
      for (const row of (await payouts.get()) ?? []) {
        gauge.inc(
          { state: PAYOUT_STATES.has(row.state) || row.state === 'releasing' ? row.state : 'other' },
          row.count,
        );
      }
    },
  );
}
