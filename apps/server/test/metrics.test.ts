import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handovers, outboxMessages } from '../src/db/schema.ts';
import { insertTestOrders } from './support/handover-fixtures.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

/**
 * Prometheus metrics (modules/metrics, docs/decisions/105): scraped from a real app on the test database
 * after real requests, parsed from the exposition text.
 */

const TOKEN = 'metrics-token-for-tests-0123456789abcdef';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** The samples of Prometheus' text format (comments and blank lines skipped). */
function parseExposition(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match) throw new Error(`not an exposition line: ${line}`);
    const labels: Record<string, string> = {};
    for (const label of (match[2] ?? '').matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g)) {
      labels[label[1] as string] = (label[2] as string).replace(/\\(.)/g, '$1');
    }
    samples.push({ name: match[1] as string, labels, value: Number(match[3]) });
  }
  return samples;
}

/** The value of the one sample named `name` whose labels include `labels`; undefined when there is none. */
function sampleValue(
  samples: Sample[],
  name: string,
  labels: Record<string, string> = {},
): number | undefined {
  const found = samples.filter(
    (sample) =>
      sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value),
  );
  if (found.length > 1) throw new Error(`${found.length} samples of ${name} ${JSON.stringify(labels)}`);
  return found[0]?.value;
}

async function scrape(context: TestApp): Promise<Sample[]> {
  const answer = await context.app.inject({
    method: 'GET',
    url: '/metrics',
    headers: { authorization: `Bearer ${TOKEN}` },
  });
  expect(answer.statusCode).toBe(200);
  expect(answer.headers['content-type']).toContain('text/plain');
  return parseExposition(answer.body);
}

describe('metrics with a token and a separate port', () => {
  let context: TestApp;
  let origin: string;
  beforeAll(async () => {
    context = await createTestApp({
      metrics: { token: TOKEN, port: 0, host: '127.0.0.1', gaugeCacheMs: 0 },
      admission: { maxActive: 1, maxWaitMs: 200 },
      // The outbox worker stays away from the rows this test writes.
      outbox: { firstPollDelayMs: 3_600_000 },
    });
    await context.app.listen({ port: 0, host: '127.0.0.1' });
    origin = `http://127.0.0.1:${(context.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await context.close();
  });

  it('counts answers by route pattern, method and status class, with shed 503s and 5xx', async () => {
    // A 200 through Fastify's route and one through the catalog's front door (a real socket).
    expect((await context.app.inject({ method: 'GET', url: '/api/brands?x=1' })).statusCode).toBe(200);
    expect((await fetch(`${origin}/api/brands`)).status).toBe(200);
    expect((await fetch(`${origin}/`)).status).toBe(200);
    expect((await fetch(`${origin}/`)).status).toBe(200);
    // 404s and a 401 whose URLs carry a mobile number, an order id and a query string.
    const notFound = await context.app.inject({
      method: 'GET',
      url: '/api/nothing/9876543210?mobile=9876543210',
    });
    expect(notFound.statusCode).toBe(404);
    expect(
      (await context.app.inject({ method: 'GET', url: '/sell/9876543210?q=9876543210' })).statusCode,
    ).toBe(404);
    const order = await context.app.inject({
      method: 'GET',
      url: '/api/getsellnowoder/PX482913?mobile=9876543210',
    });
    expect(order.statusCode).toBe(401);

    // Shedding, as in load-shedding.test.ts: every pool connection busy for 800 ms; the one admitted call
    // waits for a connection, the two behind it are shed after 200 ms.
    const pool = context.db.$client;
    const busy = Array.from({ length: pool.options.max }, () =>
      context.db.transaction(async (tx) => {
        await tx.execute('select 1');
        await sleep(800);
      }),
    );
    await sleep(50);
    const answers = await Promise.all(
      [1, 2, 3].map(() => context.app.inject({ method: 'GET', url: '/api/sitestats' })),
    );
    await Promise.all(busy);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 503, 503]);

    const samples = await scrape(context);
    const count = 'phonix_http_request_duration_seconds_count';
    expect(sampleValue(samples, count, { route: '/api/brands', method: 'GET', status_class: '2xx' })).toBe(1);
    expect(
      sampleValue(samples, count, { route: '(catalog front door)', method: 'GET', status_class: '2xx' }),
    ).toBe(1);
    expect(
      sampleValue(samples, count, { route: '(api: no route)', method: 'GET', status_class: '4xx' }),
    ).toBe(1);
    expect(sampleValue(samples, count, { route: '(pages)', method: 'GET', status_class: '4xx' })).toBe(1);
    // A page: rendered by the web module the first time, from the page cache before Fastify the second.
    expect(sampleValue(samples, count, { route: '(pages)', method: 'GET', status_class: '2xx' })).toBe(1);
    expect(sampleValue(samples, count, { route: '(page cache)', method: 'GET', status_class: '2xx' })).toBe(
      1,
    );
    expect(
      sampleValue(samples, count, { route: '/api/getsellnowoder/:ref', method: 'GET', status_class: '4xx' }),
    ).toBe(1);
    expect(sampleValue(samples, count, { route: '/api/sitestats', status_class: '5xx' })).toBe(2);
    expect(sampleValue(samples, count, { route: '/api/sitestats', status_class: '2xx' })).toBe(1);
    // The admitted call waited for the pool's connection: its time shows in the histogram's buckets.
    expect(
      sampleValue(samples, 'phonix_http_request_duration_seconds_bucket', {
        route: '/api/sitestats',
        status_class: '2xx',
        le: '0.25',
      }),
    ).toBe(0);
    expect(sampleValue(samples, 'phonix_http_server_errors_total')).toBe(2);
    expect(sampleValue(samples, 'phonix_http_requests_shed_total', { reason: 'wait' })).toBe(2);
    expect(sampleValue(samples, 'phonix_http_requests_shed_total', { reason: 'saturated' })).toBe(0);

    // The pool, for either database (PGlite: one connection behind a pool of one).
    const database = { database: process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite' };
    expect(sampleValue(samples, 'phonix_db_pool_max_connections', database)).toBe(pool.options.max);
    expect(sampleValue(samples, 'phonix_db_pool_connections', database)).toBeGreaterThanOrEqual(1);
    expect(sampleValue(samples, 'phonix_db_pool_idle_connections', database)).toBeGreaterThanOrEqual(0);
    expect(sampleValue(samples, 'phonix_db_pool_waiting_clients', database)).toBe(0);
    // All answered; the scrape itself is not gated.
    expect(sampleValue(samples, 'phonix_admission_requests', { state: 'active' })).toBe(0);
    expect(sampleValue(samples, 'phonix_admission_requests', { state: 'waiting' })).toBe(0);
    // Process metrics of prom-client.
    expect(sampleValue(samples, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(sampleValue(samples, 'nodejs_eventloop_lag_p99_seconds')).toBeGreaterThanOrEqual(0);
  });

  it('reports the outbox, SMS and payouts from the database, and labels hold no URL, id or number', async () => {
    const [first, second] = await insertTestOrders(context.db, 2);
    const hourAgo = new Date(Date.now() - 3_600_000);
    await context.db.insert(outboxMessages).values([
      {
        channel: 'sms',
        recipient: '9876543210',
        template: 'order_booked_seller',
        data: {},
        dedupeKey: 'metrics-test-1',
        createdAt: hourAgo,
      },
      {
        channel: 'sms',
        recipient: '9876543211',
        template: 'order_booked_seller',
        data: {},
        dedupeKey: 'metrics-test-2',
        status: 'failed',
      },
      {
        channel: 'email',
        recipient: 'team@example.com',
        template: 'contact_team',
        data: {},
        dedupeKey: 'metrics-test-3',
        status: 'sent',
      },
      {
        channel: 'sms',
        recipient: '9876543212',
        template: 'order_booked_seller',
        data: {},
        dedupeKey: 'metrics-test-4',
        status: 'sent',
        deliveryStatus: 'delivered',
      },
    ]);
    await context.db.insert(handovers).values([
      { orderId: first?.id as number, payoutStatus: 'processed' },
      { orderId: second?.id as number, payoutReleaseStartedAt: new Date() },
    ]);
    // A job run waiting (this app runs no jobs, so it stays queued).
    await context.app.jobs.runSoon('queue-alerts');

    const samples = await scrape(context);
    expect(sampleValue(samples, 'phonix_jobs', { name: 'queue-alerts', state: 'created' })).toBe(1);
    // Every job and state is there from zero (an alert on failed runs has a series before the first).
    expect(sampleValue(samples, 'phonix_jobs', { name: 'pickup-reminders', state: 'failed' })).toBe(0);
    expect(
      sampleValue(samples, 'phonix_job_oldest_due_seconds', { name: 'queue-alerts', state: 'created' }),
    ).toBeLessThan(60);
    expect(sampleValue(samples, 'phonix_outbox_messages', { channel: 'sms', status: 'pending' })).toBe(1);
    expect(sampleValue(samples, 'phonix_outbox_messages', { channel: 'sms', status: 'failed' })).toBe(1);
    expect(sampleValue(samples, 'phonix_outbox_messages', { channel: 'email', status: 'sent' })).toBe(1);
    const age = sampleValue(samples, 'phonix_outbox_oldest_message_age_seconds', { status: 'pending' }) ?? 0;
    expect(age).toBeGreaterThanOrEqual(3_590);
    expect(age).toBeLessThan(3_700);
    expect(
      sampleValue(samples, 'phonix_sms_messages', { status: 'pending', template: 'order_booked_seller' }),
    ).toBe(1);
    expect(
      sampleValue(samples, 'phonix_sms_messages', { status: 'failed', template: 'order_booked_seller' }),
    ).toBe(1);
    expect(sampleValue(samples, 'phonix_payouts', { state: 'processed' })).toBe(1);
    expect(sampleValue(samples, 'phonix_payouts', { state: 'releasing' })).toBe(1);
    expect(sampleValue(samples, 'phonix_metrics_query_errors_total', { query: 'payouts' })).toBe(0);
    // Sent SMS by their delivery report (modules/sms/delivery-reports.ts).
    expect(sampleValue(samples, 'phonix_sms_delivery', { state: 'delivered' })).toBe(1);

    const labelValues = samples.flatMap((sample) => Object.values(sample.labels));
    expect(labelValues.length).toBeGreaterThan(100);
    for (const value of labelValues) {
      expect(value).not.toMatch(/\d{6,}/); // no mobile number, no order or record id
      expect(value).not.toMatch(/[?=&]/); // no query string
      expect(value).not.toMatch(/PX\d/);
    }
    const routes = new Set(samples.map((sample) => sample.labels.route).filter(Boolean));
    expect([...routes].sort()).toEqual(
      [
        '(catalog front door)',
        '(api: no route)',
        '(pages)',
        '(page cache)',
        '/api/brands',
        '/api/getsellnowoder/:ref',
        '/api/sitestats',
        '/metrics',
      ].sort(),
    );
  });

  it('still answers when a query fails: the gauge is left out and the failure counted', async () => {
    await context.db.execute(sql`alter table handovers rename to handovers_away`);
    try {
      const samples = await scrape(context);
      expect(samples.some((sample) => sample.name === 'phonix_payouts')).toBe(false);
      expect(sampleValue(samples, 'phonix_metrics_query_errors_total', { query: 'payouts' })).toBe(1);
      expect(sampleValue(samples, 'phonix_outbox_messages', { channel: 'sms', status: 'pending' })).toBe(1);
    } finally {
      await context.db.execute(sql`alter table handovers_away rename to handovers`);
    }
    const again = await scrape(context);
    expect(sampleValue(again, 'phonix_payouts', { state: 'processed' })).toBe(1);
  });

  it('refuses a missing or wrong token with 401 and a code', async () => {
    for (const authorization of [undefined, 'Bearer wrong', `Bearer ${TOKEN}x`, TOKEN, `Basic ${TOKEN}`]) {
      const answer = await context.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: authorization ? { authorization } : {},
      });
      expect(answer.statusCode).toBe(401);
      expect(answer.headers['www-authenticate']).toBe('Bearer');
      expect(answer.json()).toMatchObject({ success: false, code: 'METRICS_TOKEN_INVALID' });
      expect(answer.body).not.toContain('phonix_');
    }
  });

  it('serves the same figures on the separate port without a token, and nothing else there', async () => {
    const address = context.app.metricsServer?.address();
    expect(address?.address).toBe('127.0.0.1');
    const answer = await fetch(`http://127.0.0.1:${address?.port}/metrics`);
    expect(answer.status).toBe(200);
    const samples = parseExposition(await answer.text());
    expect(
      sampleValue(samples, 'phonix_http_request_duration_seconds_count', {
        route: '/api/brands',
        status_class: '2xx',
      }),
    ).toBe(1);
    expect((await fetch(`http://127.0.0.1:${address?.port}/api/brands`)).status).toBe(404);
  });
});

describe('metrics caching and separate registries', () => {
  let context: TestApp;
  beforeAll(async () => {
    // A second app with metrics in the same process: its own registry, counting from zero.
    context = await createTestApp({
      metrics: { token: TOKEN, gaugeCacheMs: 60_000 },
      // Nothing else of the app uses the database meanwhile.
      outbox: { firstPollDelayMs: 3_600_000 },
    });
  });
  afterAll(async () => {
    await context.close();
  });

  it('reuses a database figure within the cache period (twenty scrapes at once share one read)', async () => {
    // Every statement of the pool checks a connection out: count them during the storm.
    let checkouts = 0;
    const count = () => {
      checkouts += 1;
    };
    context.db.$client.on('acquire', count);
    const storm = await Promise.all(Array.from({ length: 20 }, () => scrape(context)));
    context.db.$client.off('acquire', count);
    expect(checkouts).toBe(3); // the outbox's query, the payouts' and the jobs', once each
    const first = storm[0] as Sample[];
    // Counting from zero, every always-present series there before its first event.
    expect(sampleValue(first, 'phonix_http_server_errors_total')).toBe(0);
    expect(sampleValue(first, 'phonix_http_requests_shed_total', { reason: 'wait' })).toBe(0);
    expect(sampleValue(first, 'phonix_metrics_query_errors_total', { query: 'outbox' })).toBe(0);
    expect(
      sampleValue(first, 'phonix_http_request_duration_seconds_count', { route: '/api/brands' }),
    ).toBeUndefined();
    expect(
      sampleValue(first, 'phonix_outbox_messages', { channel: 'sms', status: 'pending' }),
    ).toBeUndefined();
    await context.db.insert(outboxMessages).values({
      channel: 'sms',
      recipient: '9876543210',
      template: 'order_booked_seller',
      data: {},
      dedupeKey: 'metrics-cache-1',
    });
    // Within the period: the figure read before the insert.
    const cached = await scrape(context);
    expect(
      sampleValue(cached, 'phonix_outbox_messages', { channel: 'sms', status: 'pending' }),
    ).toBeUndefined();
    expect(sampleValue(cached, 'phonix_http_request_duration_seconds_count', { route: '/metrics' })).toBe(20);
  });
});

describe('metrics not configured', () => {
  let context: TestApp;
  beforeAll(async () => {
    context = await createTestApp();
  });
  afterAll(async () => {
    await context.close();
  });

  it('answers /metrics with the not-found page, token or not', async () => {
    for (const headers of [{}, { authorization: `Bearer ${TOKEN}` }]) {
      const answer = await context.app.inject({ method: 'GET', url: '/metrics', headers });
      expect(answer.statusCode).toBe(404);
      expect(answer.body).not.toContain('phonix_http');
    }
    expect(context.app.metricsServer).toBeUndefined();
  });
});
