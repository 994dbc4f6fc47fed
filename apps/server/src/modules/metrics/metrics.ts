import type { IncomingMessage, ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/**
 * The route labels of requests no route matched: under /api/ a coded 404; elsewhere the site's pages, which
 * the web module renders from Fastify's not-found handler (web/routes.ts `answerPage`: a page 200, an
 * unknown path 404). And of those answered before Fastify by the catalog's and the pages' front doors
 * (catalog/front-door.ts, web/routes.ts `frontDoor`).
 */
export const UNMATCHED_API = '(api: no route)';
export const PAGES = '(pages)';
export const CATALOG_FRONT_DOOR = '(catalog front door)';
export const PAGE_FRONT_DOOR = '(page cache)';

/** Methods kept as they are in the `method` label; anything else is 'other' (a client chooses the method). */
const KNOWN_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** Seconds; the API answers in milliseconds, shed calls after ADMISSION_WAIT_MS (2 s), PDFs in about a second. */
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** Why the admission gate sheds a request (plugins/admission.ts). */
export type ShedReason = 'wait' | 'saturated';

/**
 * One app's Prometheus metrics, in a registry of its own (never prom-client's global one, so several apps
 * in one test process do not collide). Labels hold only what the code names: a route's pattern
 * (`/api/orders/:refNo`, never the URL: no id, mobile number or query string reaches a label), the method,
 * the status class. Each process exposes its own figures (docs/decisions/105).
 */
export class AppMetrics {
  readonly registry = new Registry();
  readonly #latency: Histogram<'route' | 'method' | 'status_class'>;
  /** The histogram's series by route, method and status class: prom-client hashes a label object per call. */
  readonly #latencySeries = new Map<string, { observe(seconds: number): void }>();
  readonly #serverErrors: Counter;
  readonly #shed: Counter<'reason'>;
  /** Failures of the queries behind the database gauges, by query (database-gauges.ts). */
  readonly queryErrors: Counter<'query'>;
  /** The scrape-time reads (database-gauges.ts ScrapeCache): the error counter waits for them. */
  readonly #scrapeReads: (() => Promise<unknown>)[] = [];

  constructor() {
    collectDefaultMetrics({ register: this.registry });
    this.#latency = new Histogram({
      name: 'phonix_http_request_duration_seconds',
      help: 'Time from a request arriving to its answer being sent, by route pattern, method and status class.',
      labelNames: ['route', 'method', 'status_class'],
      buckets: LATENCY_BUCKETS,
      registers: [this.registry],
    });
    this.#serverErrors = new Counter({
      name: 'phonix_http_server_errors_total',
      help: 'Answers with a 5xx status, load-shedding 503s included (phonix_http_requests_shed_total); by route: the histogram with status_class="5xx".',
      registers: [this.registry],
    });
    this.#shed = new Counter({
      name: 'phonix_http_requests_shed_total',
      help: 'Requests answered 503 by load shedding: waited longer than ADMISSION_WAIT_MS, or the event loop was saturated.',
      labelNames: ['reason'],
      registers: [this.registry],
    });
    const scrapeReads = this.#scrapeReads;
    this.queryErrors = new Counter({
      name: 'phonix_metrics_query_errors_total',
      help: 'Database queries behind a gauge that failed or timed out at scrape time (the gauge is left out of that scrape).',
      labelNames: ['query'],
      registers: [this.registry],
      // Metrics are collected side by side: wait for this scrape's reads so their failures count in it.
      // First a turn of the microtask queue, so the in-memory gauges (the pool's) are read before this
      // scrape's own queries queue for a connection.
      async collect() {
        await null;
        await Promise.all(scrapeReads.map((read) => read()));
      },
    });
    // Every series starts at 0, so a rate() or an alert sees them before the first event.
    for (const reason of ['wait', 'saturated'] satisfies ShedReason[]) this.#shed.inc({ reason }, 0);
  }

  /** Records one answer. `route` is the matched pattern, or one of the labels above. */
  observeRequest(route: string, method: string, statusCode: number, seconds: number): void {
    const statusClass = `${Math.floor(statusCode / 100)}xx`;
    const key = `${route} ${method} ${statusClass}`;
    let series = this.#latencySeries.get(key);
    if (!series) {
      series = this.#latency.labels({
        route,
        method: KNOWN_METHODS.has(method) ? method : 'other',
        status_class: statusClass,
      });
      // Bounded: routes are the app's patterns; an unknown method is one key per spelling, so only the known ones are kept.
      if (KNOWN_METHODS.has(method)) this.#latencySeries.set(key, series);
    }
    series.observe(seconds);
    if (statusCode >= 500) this.#serverErrors.inc();
  }

  /**
   * A request answered by a front door before Fastify, from `startedMs` (performance.now()) to now: the front
   * doors write their prepared bytes synchronously (lib/http.ts writePrepared), so this is the whole answer.
   */
  observeFrontDoor(
    route: string,
    request: IncomingMessage,
    response: ServerResponse,
    startedMs: number,
  ): void {
    this.observeRequest(
      route,
      request.method ?? 'GET',
      response.statusCode,
      (performance.now() - startedMs) / 1000,
    );
  }

  /** A read behind some gauges, named `query` in phonix_metrics_query_errors_total (which starts at 0). */
  addScrapeRead(query: string, read: () => Promise<unknown>): void {
    this.queryErrors.inc({ query }, 0);
    this.#scrapeReads.push(read);
  }

  shed(reason: ShedReason): void {
    this.#shed.inc({ reason });
  }

  /** Times every request Fastify answers (any route, the not-found handler, errors). */
  track(app: FastifyInstance): void {
    app.addHook('onResponse', (request, reply, done) => {
      const route = request.routeOptions.url ?? (request.url.startsWith('/api/') ? UNMATCHED_API : PAGES);
      this.observeRequest(route, request.method, reply.statusCode, reply.elapsedTime / 1000);
      done();
    });
  }

  /** A gauge computed when scraped, from `read` (cheap, in memory: no cache needed). */
  gauge<Label extends string>(
    name: string,
    help: string,
    labelNames: Label[],
    read: (gauge: Gauge<Label>) => void | Promise<void>,
  ): void {
    new Gauge<Label>({
      name,
      help,
      labelNames,
      registers: [this.registry],
      async collect() {
        this.reset();
        await read(this);
      },
    });
  }

  /** The exposition text and its content type. */
  async exposition(): Promise<{ contentType: string; body: string }> {
    return { contentType: this.registry.contentType, body: await this.registry.metrics() };
  }
}
