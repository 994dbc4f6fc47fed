import http from 'node:http';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { ENDPOINTS } from '@phonix/shared/api/endpoints';
import type { FastifyInstance } from 'fastify';
import Fastify, { type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import type { TrustProxy } from './config/env.ts';
import type { DatabaseHandle } from './db/client.ts';
import { AppError } from './lib/app-error.ts';
import type { DeferredStartup } from './lib/deferred-startup.ts';
import { ServingState } from './lib/serving-state.ts';
import { registerAddresses } from './modules/addresses/register.ts';
import { registerAudit } from './modules/audit/register.ts';
import type { OtpSettings } from './modules/auth/otp-service.ts';
import { registerAuth } from './modules/auth/register.ts';
import { catalogFrontDoor } from './modules/catalog/front-door.ts';
import { registerCatalog, registerCatalogStaff } from './modules/catalog/register.ts';
import { registerContact } from './modules/contact/register.ts';
import { registerCustomers } from './modules/customers/register.ts';
import type { QueueAlerts } from './modules/dashboard/queue-alerts.ts';
import { registerDashboard } from './modules/dashboard/register.ts';
import type { EmailDriver } from './modules/email/email-driver.ts';
import { registerEnquiries } from './modules/enquiries/register.ts';
import { registerEvidence } from './modules/evidence/register.ts';
import type { ImeiChecker } from './modules/handover/imei-checker.ts';
import { registerHandover } from './modules/handover/register.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { CatalogImageSync } from './modules/images/catalog-image-sync.ts';
import type { JobQueue, JobQueueSettings } from './modules/jobs/job-queue.ts';
import { registerJobGauges } from './modules/jobs/metrics.ts';
import { registerJobs } from './modules/jobs/register.ts';
import { registerDatabaseGauges } from './modules/metrics/database-gauges.ts';
import { type MetricsExposure, metricsRoute, startMetricsServer } from './modules/metrics/exposure.ts';
import { AppMetrics, CATALOG_FRONT_DOOR, PAGE_FRONT_DOOR } from './modules/metrics/metrics.ts';
import { registerOrders } from './modules/orders/register.ts';
import { registerOutbox } from './modules/outbox/register.ts';
import type { OutboxSettings } from './modules/outbox/worker.ts';
import { registerPartners } from './modules/partners/register.ts';
import type { PayoutDriver } from './modules/payouts/payout-driver.ts';
import type { PayoutPoller } from './modules/payouts/payout-poller.ts';
import { registerPayouts } from './modules/payouts/register.ts';
import { registerPincodes } from './modules/pincodes/register.ts';
import { registerPricing, registerPricingStaff } from './modules/pricing/register.ts';
import { registerPrivacy } from './modules/privacy/register.ts';
import { signupNotice } from './modules/privacy/service.ts';
import { registerSelfCheck } from './modules/self-check/register.ts';
import { registerSiteStats } from './modules/site-stats/register.ts';
import { registerSms } from './modules/sms/register.ts';
import type { SmsDriver } from './modules/sms/sms-driver.ts';
import { registerStaff } from './modules/staff/register.ts';
import { registerWeb } from './modules/web/routes.ts';
import { registerWhatsAppGauges } from './modules/whatsapp/metrics.ts';
import { registerWhatsApp } from './modules/whatsapp/register.ts';
import type { WhatsAppDriver } from './modules/whatsapp/whatsapp-driver.ts';
import { PERSONAL_DATA } from './personal-data.ts';
import { type Platform, startPlatform } from './platform.ts';
import { AdmissionGate, type AdmissionSettings, DEFAULT_ADMISSION } from './plugins/admission.ts';
import { registerAuthentication, type SessionLookups } from './plugins/authenticate.ts';
import { registerErrorHandler, sendError } from './plugins/error-handler.ts';
import { DEFAULT_IDEMPOTENCY, type IdempotencySettings, IdempotencyStore } from './plugins/idempotency.ts';
import { JSON_SECURITY_HEADERS, registerSecurityHeaders } from './plugins/security-headers.ts';
export interface AppOptions {
  /** A migrated and seeded database; the app closes it when it closes. */
  database: DatabaseHandle;
  webDistDir: string;
  imagesDir: string;
  logger?: FastifyServerOptions['logger'];
  /** How the team is e-mailed (contact messages, partner requests, new orders); default: the log driver. */
  email?: EmailDriver;
  /** Who gets those e-mails; default COMPANY.email. */
  teamEmail?: string;
  /** Who gets the work queue's alerts (TEAM_ALERT_EMAIL); default teamEmail. */
  teamAlertEmail?: string;
  /**
   * The scheduled jobs (modules/jobs, pg-boss): their timing, or `run: false` for an app that only lists
   * and queues jobs but runs none (the API tests, which run each job's work at will).
   */
  jobs?: Partial<JobQueueSettings> & { run?: boolean };
  /** The outbox worker's timing (modules/outbox/worker.ts); it starts with the app and stops on close. */
  outbox?: Partial<OutboxSettings>;
  /** Canonical URLs, sitemap and share images use it; default COMPANY.website. */
  publicOrigin?: string;
  /** A re-check cutting the quote by more than this percent waits for staff (DOOR_CUT_REVIEW_PERCENT; 30). */
  doorCutReviewPercent?: number;
  auth?: {
    /** OTPs and order notifications; defaults to the development driver, which writes each SMS to the log. */
    sms?: SmsDriver;
    otp?: Partial<OtpSettings>;
    otpSecret?: string;
    sessionTtlDays?: number;
    /** Live sessions per customer; a new one beyond it revokes the oldest. Default 10. */
    maxSessionsPerCustomer?: number;
  };
  /**
   * The handover at the doorstep: the IMEI checker (IMEI_CHECKER; default `manual`) and the payout driver
   * (PAYOUT_DRIVER; default the development driver, which moves no money). Its OTP follows `auth.otp`.
   */
  handover?: { imeiChecker?: ImeiChecker; payouts?: PayoutDriver };
  /**
   * Following payouts after their release (modules/payouts, docs/decisions/110): the webhook's secret
   * (PAYOUT_WEBHOOK_SECRET; without it there is no webhook route) and the scheduled status check's timing.
   */
  payoutTracking?: { webhookSecret?: string; pollIntervalMinutes?: number; pollAfterMs?: number };
  /**
   * WhatsApp order updates (modules/whatsapp, docs/decisions/150): the driver (WHATSAPP_DRIVER; without one
   * every order update goes by SMS), and the webhook's app secret and verify token (without them, no POST
   * or GET route).
   */
  whatsapp?: { driver?: WhatsAppDriver; appSecret?: string; verifyToken?: string };
  /** SMS_WEBHOOK_SECRET: the SMS provider's delivery reports are signed with it; without it, no route. */
  smsWebhookSecret?: string;
  /** The clock orders (pickup dates), password-attempt delays and the home page figures use (tests move it). */
  now?: () => Date;
  /** UNASSIGNED_ALERT_MINUTES: how long an order may wait in the pool (working hours) before the dashboard lists it. */
  unassignedAlertMinutes?: number;
  /** How long the home page's figures are kept in memory; default a minute. */
  siteStatsTtlMs?: number;
  /**
   * Which proxies may name the client in X-Forwarded-For: false (none, the default), a hop count, or
   * their addresses and CIDR ranges (config/env.ts TRUST_PROXY).
   */
  trustProxy?: TrustProxy;
  /** Idempotency-Key on writes (plugins/idempotency.ts): how long answers are kept, how long a repeat waits. */
  idempotency?: Partial<IdempotencySettings>;
  /** Load shedding of the calls that use the database (plugins/admission.ts). */
  admission?: Partial<AdmissionSettings>;
  /**
   * Redis for the rate limits, shared by every server process (REDIS_URL); without it each process counts
   * in its own memory, which is right for one process.
   */
  redis?: { url: string; keyPrefix: string };
  /**
   * Prometheus metrics (modules/metrics, docs/decisions/105): on the main port at /metrics behind a bearer
   * token, and/or on a separate listener. Neither set (the default): no metrics are kept and /metrics is
   * the not-found page. `gaugeCacheMs`: how long a database figure is reused (default 10 s).
   */
  metrics?: MetricsExposure & { gaugeCacheMs?: number };
  /** Draw missing or outdated catalog illustrations at start-up and after catalog changes (the server does; tests do not). */
  drawCatalogImages?: boolean;
  /**
   * The server's start (main.ts, docs/decisions/212): buildApp leaves the start-up work that need not block
   * serving (the job queue's schema and start, the catalog's drawings) to `app.startup.run()`, which main.ts
   * calls after listening; the job queue's schema is installed there, not by migrate(). Readiness answers
   * 503 until it has finished. Without it (the tests) buildApp runs that work itself before it returns.
   */
  deferStartup?: boolean;
}

/**
 * Fastify's trustProxy for TRUST_PROXY. A hop count becomes a function trusting that many hops from the
 * socket inwards (Fastify 5.12 treats a bare number as trusting nothing, since a client that reaches the
 * server directly can then write the entries itself: a count suits a server only the proxy can reach).
 */
function proxyTrust(trust: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return trust;
}

/**
 * Requests the server answers before Fastify's router (the catalog's hot reads, the rendered pages), and the
 * answer to a malformed address; set once the modules and pages are registered.
 */
interface FrontDoors {
  answerBadUrl?: (request: FastifyRequest, reply: FastifyReply) => unknown;
  headers: Record<string, string>;
  serve?: (request: http.IncomingMessage, response: http.ServerResponse) => boolean;
}

/**
 * The configured server, as a list (docs/decisions/206): plugins, then the platform every module is built on,
 * then the modules (each registers its routes and jobs in modules/<m>/register.ts), then the pages.
 */
export async function buildApp(options: AppOptions) {
  // Serving, draining (readiness 503) or closing (every call but liveness 503): lib/serving-state.ts.
  const serving = new ServingState();
  const exposure = options.metrics ?? {};
  const metrics = exposure.token !== undefined || exposure.port !== undefined ? new AppMetrics() : undefined;
  const doors: FrontDoors = { headers: {} };
  const app = createServer(options, serving, doors);

  // 1. Plugins
  const redis = await registerPlugins(app, options, { serving, metrics, doors });
  // 2. The platform
  const platform = startPlatform(app, options, redis);
  app.decorate('jobs', platform.jobs);

  // 3. Modules. First those served from memory, free of admission.
  const images = new CatalogImageSync(platform.db, options.imagesDir, options.drawCatalogImages ?? false);
  const { catalog } = await registerCatalog(app, platform, images);
  const { pricing, priceGuard } = await registerPricing(app, platform, catalog);
  const { pincodes } = await registerPincodes(app, platform);
  await platform.changes.start();
  await app.register(healthRoutes, {
    database: options.database,
    catalog,
    serving,
    startup: platform.startup,
  });
  if (metrics && exposure.token !== undefined) metricsRoute(app, metrics, exposure.token);
  // Each principal's session store is provided by its module below, before the server listens.
  const principals = {} as SessionLookups;
  registerAuthentication(app, principals);
  app.decorate(
    'idempotency',
    new IdempotencyStore(platform.db, { ...DEFAULT_IDEMPOTENCY, ...options.idempotency }),
  );
  // Calls that write, or read a customer's data: they are admitted a bounded number at a time (503 with
  // Retry-After when one cannot start within the wait limit), and shutdown waits for them.
  const admission = new AdmissionGate(
    { ...DEFAULT_ADMISSION, ...options.admission },
    undefined,
    metrics ? (reason) => metrics.shed(reason) : undefined,
  );
  const modules = await inScope(app, async (admitted) => {
    platform.writes.track(admitted); // first: its onSend must match an onRequest that ran, shed or not
    admission.track(admitted);
    await registerContact(admitted, platform);
    const auth = await registerAuth(admitted, platform, signupNotice);
    const partners = await registerPartners(admitted, platform, auth.otp);
    const staff = await registerStaff(admitted, platform);
    const whatsapp = await registerWhatsApp(admitted, platform);
    const privacy = await registerPrivacy(admitted, platform, {
      ...auth,
      whatsapp: whatsapp.consents,
      personalData: PERSONAL_DATA,
    });
    Object.assign(principals, {
      customers: auth.sessions,
      partners: partners.sessions,
      staff: staff.sessions,
      nominees: privacy.nominees,
    } satisfies SessionLookups);
    await registerCustomers(admitted, platform);
    await registerAddresses(admitted, platform, pincodes);
    const handover = await registerHandover(admitted, platform, {
      otpSettings: auth.otpSettings,
      // The seller is told the coded reason in their language; the staff member's words stay in the console.
      cancelOrder: (actor, refNo, reason) =>
        orders.staffOrders.cancel(actor, refNo, 'imei_check_failed', reason),
    });
    const evidence = await registerEvidence(admitted, platform, {
      undoChange: (tx, input) => orders.requotes.undoChange(tx, input),
    });
    const orders = await registerOrders(admitted, platform, {
      pricing,
      receiptPdf: handover.receiptPdf,
      handoverView: handover.staffView,
      handoverSearch: handover.search,
      evidence: {
        provedAnswerKeys: evidence.provedAnswerKeys,
        photosOf: (orderId, viewer) => evidence.evidence.photosOf(orderId, viewer),
      },
    });
    await registerSelfCheck(admitted, platform);
    await registerEnquiries(admitted, platform, pricing);
    await registerSiteStats(admitted, platform);
    const dashboard = await registerDashboard(admitted, platform);
    const catalogStaff = await registerCatalogStaff(admitted, platform, priceGuard);
    const pricingStaff = await registerPricingStaff(admitted, platform, { pricing, catalog, priceGuard });
    // Catalog and pricing changes are reverted from the audit log by the module that owns them.
    await registerAudit(admitted, platform, {
      brand: catalogStaff.admin,
      series: catalogStaff.admin,
      model: catalogStaff.admin,
      variant: catalogStaff.admin,
      pricing: pricingStaff.admin,
      price_upload: catalogStaff.priceUpload,
    });
    await registerOutbox(admitted, platform);
    await registerJobs(admitted, platform);
    const payouts = await registerPayouts(admitted, platform);
    await registerSms(admitted, platform);
    return { orders: orders.orders, queueAlerts: dashboard.alerts, payoutPoller: payouts.poller };
  });
  app.decorate('queueAlerts', modules.queueAlerts);
  app.decorate('payoutPoller', modules.payoutPoller);

  // 4. Pages
  const web = await registerWeb(app, {
    webDistDir: options.webDistDir,
    imagesDir: options.imagesDir,
    catalog,
    orders: modules.orders,
    publicOrigin: platform.publicOrigin,
    startup: platform.startup,
  });
  doors.answerBadUrl = web.answerPage;
  doors.serve = frontDoor(catalogFrontDoor(catalog), web.frontDoor, metrics);
  await registerMetrics(app, { metrics, exposure, platform, admission });

  platform.outbox.start();
  platform.startup.add('job queue', async () => {
    // Its schema check and install (pg-boss's own migrations, one partition per queue) take a second or
    // more; migrate() did it before listening until DR 212.
    if (options.deferStartup) await options.database.installJobQueue();
    await platform.jobs.start({ run: options.jobs?.run ?? true });
  });
  app.decorate('startup', platform.startup);
  if (!options.deferStartup) await platform.startup.run(app.log);
  return app;
}

/** Registers `body` in a child scope of `app` and hands back what it returns. */
async function inScope<T>(app: FastifyInstance, body: (scope: FastifyInstance) => Promise<T>): Promise<T> {
  let result: T | undefined;
  await app.register(async (scope) => {
    result = await body(scope);
  });
  return result as T;
}

/** The HTTP server: while closing, everything goes through Fastify, whose hooks turn new requests away. */
function createServer(options: AppOptions, serving: ServingState, doors: FrontDoors) {
  const app = Fastify({
    serverFactory: (handler, settings) => {
      const server = http.createServer((request, response) => {
        if (serving.phase === 'closing' || !doors.serve?.(request, response)) handler(request, response);
      });
      // What Fastify sets on a server it creates itself (its defaults are filled in by now).
      const timeouts = settings as {
        keepAliveTimeout: number;
        requestTimeout: number;
        connectionTimeout: number;
      };
      server.keepAliveTimeout = timeouts.keepAliveTimeout;
      server.requestTimeout = timeouts.requestTimeout;
      server.setTimeout(timeouts.connectionTimeout);
      return server;
    },
    logger: options.logger ?? false,
    // A request that arrives while the server closes is answered by our hook below, with a code.
    return503OnClosing: false,
    // A path that is not valid percent-encoding (/%E0%A4%A) or has an overlong segment: the not-found page
    // for pages, a coded JSON error for API paths; never Fastify's own JSON.
    frameworkErrors: (_error, request, reply) => {
      // JSON's security headers on an API path's coded error, the whole set on a page (DR 213).
      reply.headers(request.url.startsWith('/api/') ? JSON_SECURITY_HEADERS : doors.headers);
      if (request.url.startsWith('/api/') || !doors.answerBadUrl) {
        return sendError(
          reply,
          new AppError('MALFORMED_REQUEST', { message: 'The address of this request is not valid.' }),
        );
      }
      return doors.answerBadUrl(request, reply);
    },
    // Only proxies the operator names may say who the client is in X-Forwarded-For (rate limits and OTP
    // caps key on it); the address is the right-most entry they did not write themselves.
    trustProxy: proxyTrust(options.trustProxy ?? false),
    // Slugs arrive lower- or mixed-case from old links; routes are matched case-insensitively.
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true, maxParamLength: 200 },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  return app;
}

/** External plugins, then ours: headers, rate limits, the API's documentation, errors, metrics, closing. */
async function registerPlugins(
  app: FastifyInstance,
  options: AppOptions,
  { serving, metrics, doors }: { serving: ServingState; metrics: AppMetrics | undefined; doors: FrontDoors },
) {
  doors.headers = registerSecurityHeaders(app);
  const redis = options.redis ? connectRedis(options.redis.url, app.log) : undefined;
  await app.register(fastifyRateLimit, {
    global: false,
    // Several processes share one count in Redis. When Redis cannot answer, requests go through uncounted
    // (logged) rather than failing: the OTP caps live in the database and still hold.
    ...(redis && options.redis ? { redis, nameSpace: options.redis.keyPrefix, skipOnError: true } : {}),
    // The one 429 body of every rate-limited route; the error handler sends it as { success: false, message }.
    errorResponseBuilder: (_request, context) =>
      new AppError('RATE_LIMITED', { retryAfter: Math.max(1, Math.ceil(context.ttl / 1000)) }),
  });
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Phonix API',
        description:
          'Sell your used phone: catalog, quotes, accounts and orders. Field names follow SPEC.md; every failure ' +
          'answers { success: false, code, message, field? } with a code from packages/shared/src/errors.ts.',
        version: '1.0.0',
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  registerErrorHandler(app);
  app.decorate('serving', serving);
  // Before any route, so every answer is timed (not-found and errors included).
  metrics?.track(app);
  app.addHook('preClose', async () => {
    serving.close();
  });
  // Closing: a request still arriving when the close began is turned away with our code (the socket then
  // closes), except liveness; requests already running finish, and their answers close their connections.
  app.addHook('onRequest', async (request, reply) => {
    if (serving.phase !== 'closing' || request.routeOptions.url === ENDPOINTS.liveness.path) return;
    reply.header('connection', 'close');
    return sendError(reply, new AppError('SHUTTING_DOWN', { retryAfter: 1 }));
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (serving.phase === 'closing') reply.header('connection', 'close');
    return payload;
  });
  return redis;
}

type Door = (request: http.IncomingMessage, response: http.ServerResponse) => boolean;

/** The catalog's hot reads, then the rendered pages, before Fastify routes; timed when metrics are kept. */
function frontDoor(catalogReads: Door, pages: Door, metrics: AppMetrics | undefined): Door {
  if (!metrics) return (request, response) => catalogReads(request, response) || pages(request, response);
  return (request, response) => {
    const started = performance.now();
    const route = catalogReads(request, response)
      ? CATALOG_FRONT_DOOR
      : pages(request, response)
        ? PAGE_FRONT_DOOR
        : undefined;
    if (route) metrics.observeFrontDoor(route, request, response, started);
    return route !== undefined;
  };
}

/** Prometheus gauges, and the separate metrics listener (METRICS_PORT) when there is one. */
async function registerMetrics(
  app: FastifyInstance,
  {
    metrics,
    exposure,
    platform,
    admission,
  }: {
    metrics: AppMetrics | undefined;
    exposure: MetricsExposure & { gaugeCacheMs?: number };
    platform: Platform;
    admission: AdmissionGate;
  },
) {
  if (metrics) {
    const { db, database, options, jobs } = platform;
    registerDatabaseGauges(metrics, { kind: database.kind, pool: db.$client }, exposure.gaugeCacheMs);
    if (options.whatsapp?.driver) registerWhatsAppGauges(metrics, db.$client, exposure.gaugeCacheMs);
    registerJobGauges(metrics, jobs, exposure.gaugeCacheMs);
    metrics.gauge(
      'phonix_admission_requests',
      'Calls that use the database, running or waiting for their turn (plugins/admission.ts).',
      ['state'],
      (gauge) => {
        gauge.set({ state: 'active' }, admission.load.active);
        gauge.set({ state: 'waiting' }, admission.load.waiting);
      },
    );
  }
  const metricsServer =
    metrics && exposure.port !== undefined
      ? await startMetricsServer(metrics, exposure.port, exposure.host ?? '127.0.0.1')
      : undefined;
  app.decorate('metricsServer', metricsServer ? { address: metricsServer.address } : undefined);
  // Scrapes go on while the server drains; the listener closes with the app.
  app.addHook('onClose', async () => {
    await metricsServer?.close();
  });
}

export type App = Awaited<ReturnType<typeof buildApp>>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The work queue's scheduled e-mail check (tests run it at will). */
    queueAlerts: QueueAlerts;
    /** The payouts' scheduled status check (tests run it at will). */
    payoutPoller: PayoutPoller;
    /** The scheduled jobs (modules/jobs). */
    jobs: JobQueue;
    /** Start-up work run after listening when `deferStartup` (main.ts); readiness waits for it. */
    startup: DeferredStartup;
    /** Serving, draining or closing (lib/serving-state.ts); main.ts drains it on SIGTERM. */
    serving: ServingState;
    /** The separate metrics listener (METRICS_PORT), when there is one. */
    metricsServer: { address: () => import('node:net').AddressInfo } | undefined;
  }
}

/** The rate limits' Redis connection: short timeouts (a limit check must not hang a request), errors logged once a minute. */
function connectRedis(url: string, log: { warn(object: object, message: string): void }): Redis {
  const redis = new Redis(url, { connectTimeout: 1_000, maxRetriesPerRequest: 1, enableOfflineQueue: true });
  let lastLogged = 0;
  redis.on('error', (error) => {
    if (Date.now() - lastLogged < 60_000) return;
    lastLogged = Date.now();
    log.warn({ err: error }, 'Redis error (rate limits are not counted while it lasts)');
  });
  return redis;
}
