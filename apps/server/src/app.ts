import http from 'node:http';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { ENDPOINTS } from '@phonix/shared/api/endpoints';
import { COMPANY } from '@phonix/shared/company';
import { DEFAULT_UNASSIGNED_ALERT_MINUTES } from '@phonix/shared/work-queue';
import Fastify, { type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import type { TrustProxy } from './config/env.ts';
import { ChangeFeed } from './db/change-feed.ts';
import type { DatabaseHandle } from './db/client.ts';
import { AppError } from './lib/app-error.ts';
import { ServingState } from './lib/serving-state.ts';
import { addressRoutes } from './modules/addresses/routes.ts';
import { AuditReverts } from './modules/audit/audit.ts';
import { auditRoutes } from './modules/audit/routes.ts';
import { DEFAULT_OTP_SETTINGS, OtpService, type OtpSettings } from './modules/auth/otp-service.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { AuthService } from './modules/auth/service.ts';
import { SessionService } from './modules/auth/session-service.ts';
import { CatalogAdminService } from './modules/catalog/admin-service.ts';
import { catalogFrontDoor } from './modules/catalog/front-door.ts';
import { PriceUploadService } from './modules/catalog/price-upload.ts';
import { catalogRoutes } from './modules/catalog/routes.ts';
import { CatalogService } from './modules/catalog/service.ts';
import { catalogStaffRoutes } from './modules/catalog/staff-routes.ts';
import { markContactMessageNotified } from './modules/contact/repository.ts';
import { contactRoutes } from './modules/contact/routes.ts';
import { ContactService } from './modules/contact/service.ts';
import { contactStaffRoutes } from './modules/contact/staff-routes.ts';
import { customerRoutes } from './modules/customers/routes.ts';
import { QueueAlerts } from './modules/dashboard/queue-alerts.ts';
import { dashboardRoutes } from './modules/dashboard/routes.ts';
import type { EmailDriver } from './modules/email/email-driver.ts';
import { LogEmailDriver } from './modules/email/log-driver.ts';
import { enquiryRoutes } from './modules/enquiries/routes.ts';
import { enquiryStaffRoutes } from './modules/enquiries/staff-routes.ts';
import { doorHoldRoutes } from './modules/handover/door-hold-routes.ts';
import { DoorHolds } from './modules/handover/door-holds.ts';
import { type ImeiChecker, ManualImeiChecker } from './modules/handover/imei-checker.ts';
import { handoverSearchOf } from './modules/handover/index.ts';
import { OrderHandoverService, payoutHoldsOrder } from './modules/handover/order-handover.ts';
import { orderReceiptPdf } from './modules/handover/receipt.ts';
import { handoverRoutes } from './modules/handover/routes.ts';
import { HandoverService } from './modules/handover/service.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { CatalogImageSync } from './modules/images/catalog-image-sync.ts';
import { DEFAULT_JOB_QUEUE_SETTINGS, JobQueue, type JobQueueSettings } from './modules/jobs/job-queue.ts';
import { registerJobGauges } from './modules/jobs/metrics.ts';
import { jobStaffRoutes } from './modules/jobs/staff-routes.ts';
import { registerDatabaseGauges } from './modules/metrics/database-gauges.ts';
import { type MetricsExposure, metricsRoute, startMetricsServer } from './modules/metrics/exposure.ts';
import { AppMetrics, CATALOG_FRONT_DOOR, PAGE_FRONT_DOOR } from './modules/metrics/metrics.ts';
import { onTransition } from './modules/orders/lifecycle.ts';
import { PartnerOrderService } from './modules/orders/partner-orders.ts';
import { partnerOrderRoutes } from './modules/orders/partner-routes.ts';
import { writeDueReminders } from './modules/orders/pickup-reminders.ts';
import { RequoteService } from './modules/orders/requote.ts';
import { type OrderReceiptPdf, orderRoutes } from './modules/orders/routes.ts';
import { OrderService } from './modules/orders/service.ts';
import { StaffOrderService } from './modules/orders/staff-orders.ts';
import { orderStaffRoutes } from './modules/orders/staff-routes.ts';
import { outboxStaffRoutes } from './modules/outbox/staff-routes.ts';
import { DEFAULT_OUTBOX_SETTINGS, type OutboxSettings, OutboxWorker } from './modules/outbox/worker.ts';
import { PartnerAdminService } from './modules/partners/admin-service.ts';
import { PartnerAuthService } from './modules/partners/partner-auth-service.ts';
import { PartnerSessionService } from './modules/partners/partner-session-service.ts';
import { markPartnerRequestNotified } from './modules/partners/repository.ts';
import { partnerRoutes } from './modules/partners/routes.ts';
import { PartnerService } from './modules/partners/service.ts';
import { partnerStaffRoutes } from './modules/partners/staff-routes.ts';
import { PayoutAdmin } from './modules/payouts/payout-admin.ts';
import { LogPayoutDriver, type PayoutDriver } from './modules/payouts/payout-driver.ts';
import {
  PAYOUT_POLL_AFTER_MS,
  PAYOUT_POLL_INTERVAL_MINUTES,
  PayoutPoller,
} from './modules/payouts/payout-poller.ts';
import { payoutStaffRoutes } from './modules/payouts/staff-routes.ts';
import { payoutWebhookRoutes } from './modules/payouts/webhook-routes.ts';
import { pincodeRoutes } from './modules/pincodes/routes.ts';
import { PincodeService } from './modules/pincodes/service.ts';
import { PricingAdminService } from './modules/pricing/admin-service.ts';
import { PriceGuard } from './modules/pricing/price-guard.ts';
import { pricingRoutes } from './modules/pricing/routes.ts';
import { PricingService } from './modules/pricing/service.ts';
import { pricingStaffRoutes } from './modules/pricing/staff-routes.ts';
import { BreachService } from './modules/privacy/breaches.ts';
import { nomineeRoutes } from './modules/privacy/nominee-routes.ts';
import { NomineeService } from './modules/privacy/nominees.ts';
import { partnerPrivacyRoutes } from './modules/privacy/partner-routes.ts';
import { runAccessLogSweep, runInactiveAccountSweep } from './modules/privacy/retention-sweeps.ts';
import { privacyRoutes } from './modules/privacy/routes.ts';
import { PrivacyService } from './modules/privacy/service.ts';
import { privacyStaffRoutes } from './modules/privacy/staff-routes.ts';
import { siteStatsRoutes } from './modules/site-stats/routes.ts';
import { SiteStatsService } from './modules/site-stats/service.ts';
import { smsDeliveryReportRoutes } from './modules/sms/delivery-reports.ts';
import { LogSmsDriver, type SmsDriver } from './modules/sms/sms-driver.ts';
import { StaffAccountsService } from './modules/staff/accounts-service.ts';
import { StaffLoginService } from './modules/staff/login-service.ts';
import { staffRoutes } from './modules/staff/routes.ts';
import { StaffSessionService } from './modules/staff/session-service.ts';
import { registerWeb } from './modules/web/routes.ts';
import { OrderUpdateChannel } from './modules/whatsapp/channel.ts';
import { WhatsAppConsents } from './modules/whatsapp/consent.ts';
import { whatsAppConsentRoutes } from './modules/whatsapp/consent-routes.ts';
import { registerWhatsAppGauges } from './modules/whatsapp/metrics.ts';
import { whatsAppWebhookRoutes } from './modules/whatsapp/webhook-routes.ts';
import type { WhatsAppDriver } from './modules/whatsapp/whatsapp-driver.ts';
import { AdmissionGate, type AdmissionSettings, DEFAULT_ADMISSION } from './plugins/admission.ts';
import { registerAuthentication } from './plugins/authenticate.ts';
import { registerErrorHandler, sendError } from './plugins/error-handler.ts';
import { DEFAULT_IDEMPOTENCY, type IdempotencySettings, IdempotencyStore } from './plugins/idempotency.ts';
import { InFlightRequests } from './plugins/in-flight.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';

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

/** The configured server: external plugins, then our plugins, then the routes (as fastify/demo does). */
export async function buildApp(options: AppOptions) {
  // Set once the web plugin is registered; Fastify's framework errors come before any route or hook.
  let answerBadUrl: ((request: FastifyRequest, reply: FastifyReply) => unknown) | undefined;
  let headers: Record<string, string> = {};
  // Set once the catalog and the pages are ready: their hot reads (catalog/front-door.ts) and rendered pages
  // (web/routes.ts) are answered before Fastify routes.
  let frontDoor: ((request: http.IncomingMessage, response: http.ServerResponse) => boolean) | undefined;
  // Serving, draining (readiness 503) or closing (every call but liveness 503): lib/serving-state.ts.
  const serving = new ServingState();
  const exposure = options.metrics ?? {};
  const metrics = exposure.token !== undefined || exposure.port !== undefined ? new AppMetrics() : undefined;
  const app = Fastify({
    serverFactory: (handler, settings) => {
      const server = http.createServer((request, response) => {
        // While closing, everything goes through Fastify, whose hooks below turn new requests away.
        if (serving.phase === 'closing' || !frontDoor?.(request, response)) handler(request, response);
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
      reply.headers(headers);
      if (request.url.startsWith('/api/') || !answerBadUrl) {
        return sendError(
          reply,
          new AppError('MALFORMED_REQUEST', { message: 'The address of this request is not valid.' }),
        );
      }
      return answerBadUrl(request, reply);
    },
    // Only proxies the operator names may say who the client is in X-Forwarded-For (rate limits and OTP
    // caps key on it); the address is the right-most entry they did not write themselves.
    trustProxy: proxyTrust(options.trustProxy ?? false),
    // Slugs arrive lower- or mixed-case from old links; routes are matched case-insensitively.
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true, maxParamLength: 200 },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  headers = registerSecurityHeaders(app);
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

  const { database } = options;
  const catalog = new CatalogService(database.db);
  const pricing = new PricingService(database.db, catalog);
  const pincodes = new PincodeService(database.db);
  await catalog.refresh();
  await pricing.refresh();
  await pincodes.refresh();
  const { db } = database;
  // Catalog and pricing caches follow changes made here or in any other process (db/change-feed.ts).
  const changes = new ChangeFeed(
    database.kind === 'postgres' ? db.$client.options.connectionString : undefined,
    app.log,
  );
  const images = new CatalogImageSync(db, options.imagesDir, options.drawCatalogImages ?? false);
  changes.on('catalog', async () => {
    await catalog.refresh();
    await images.sync();
  });
  changes.on('pricing', () => pricing.refresh());
  const imagesStarted = performance.now();
  const { written } = await images.sync();
  if (written > 0)
    app.log.info({ written, ms: Math.round(performance.now() - imagesStarted) }, 'catalog images written');
  await changes.start();
  const teamEmail = options.teamEmail ?? COMPANY.email;
  const sms = options.auth?.sms ?? new LogSmsDriver(app.log);
  const publicOrigin = options.publicOrigin ?? COMPANY.website;
  // A seller's order update goes by WhatsApp when they opted in and a driver is configured.
  const whatsAppDriver = options.whatsapp?.driver;
  const smsRouting = whatsAppDriver
    ? new OrderUpdateChannel(db, whatsAppDriver, sms, publicOrigin, app.log)
    : undefined;
  // Every SMS and e-mail that tells about a change goes through the outbox, written with the change.
  const outbox = new OutboxWorker(
    db,
    { sms, email: options.email ?? new LogEmailDriver(app.log), ...(smsRouting ? { smsRouting } : {}) },
    { publicOrigin: options.publicOrigin ?? COMPANY.website },
    app.log,
    { ...DEFAULT_OUTBOX_SETTINGS, ...options.outbox },
    async (tx, sent) => {
      if (sent.contactMessageId !== null) await markContactMessageNotified(tx, sent.contactMessageId);
      if (sent.partnerRequestId !== null) await markPartnerRequestNotified(tx, sent.partnerRequestId);
    },
  );
  const contact = new ContactService(db, teamEmail, outbox);
  const partners = new PartnerService(db, teamEmail, outbox);
  const writes = new InFlightRequests();
  const queueAlerts = new QueueAlerts(db, outbox, {
    teamEmail: options.teamAlertEmail ?? teamEmail,
    alertMinutes: options.unassignedAlertMinutes ?? DEFAULT_UNASSIGNED_ALERT_MINUTES,
    ...(options.now ? { now: options.now } : {}),
  });
  app.decorate('queueAlerts', queueAlerts);
  const payoutDriver = options.handover?.payouts ?? new LogPayoutDriver(app.log);
  const payoutPoller = new PayoutPoller(
    db,
    payoutDriver,
    outbox,
    {
      afterMs: options.payoutTracking?.pollAfterMs ?? PAYOUT_POLL_AFTER_MS,
      ...(options.now ? { now: options.now } : {}),
    },
    app.log,
  );
  app.decorate('payoutPoller', payoutPoller);
  // Scheduled work, once per schedule across every process (modules/jobs, docs/decisions/190). Each job's
  // work is safe to run twice: a run lost with its process is run again after its expiry.
  const jobs = new JobQueue(
    db.$client,
    { ...DEFAULT_JOB_QUEUE_SETTINGS, ...options.jobs },
    app.log,
    options.now,
  );
  jobs.define('pickup-reminders', {
    cron: '* * * * *',
    run: (now) => writeDueReminders(db, now, outbox),
    expireInSeconds: 120,
    retryLimit: 3,
  });
  jobs.define('queue-alerts', {
    cron: '* * * * *',
    run: () => queueAlerts.runOnce(),
    expireInSeconds: 120,
    retryLimit: 3,
  });
  jobs.define('payout-status-check', {
    cron: `*/${options.payoutTracking?.pollIntervalMinutes ?? PAYOUT_POLL_INTERVAL_MINUTES} * * * *`,
    run: () => payoutPoller.runOnce(),
    // 50 payouts asked one after another, each within the driver's timeout.
    expireInSeconds: 900,
    retryLimit: 2,
  });
  app.decorate('jobs', jobs);
  app.addHook('onClose', async () => {
    await writes.drained(); // handlers still writing finish before the database closes
    await jobs.stop(); // running jobs finish (bounded); the rest wait in the table
    await outbox.stop(); // messages being sent right now are marked sent (the rest wait in the table)
    await changes.close();
    await redis?.quit().catch(() => {});
    await database.close();
  });

  const sessions = new SessionService(db, options.auth?.sessionTtlDays ?? 30, {
    cache: database.kind === 'pglite',
    maxPerCustomer: options.auth?.maxSessionsPerCustomer ?? 10,
  });
  // The retention sweeps (issue 24, modules/privacy/retention-sweeps.ts), at night in India.
  jobs.define('inactive-account-sweep', {
    cron: '0 3 * * *',
    run: (now) => runInactiveAccountSweep({ db, sessions }, now),
    expireInSeconds: 1800,
    retryLimit: 3,
  });
  jobs.define('access-log-sweep', {
    cron: '30 3 * * *',
    run: (now) => runAccessLogSweep({ db, sessions }, now),
    expireInSeconds: 1800,
    retryLimit: 3,
  });
  const otp = new OtpService(
    db,
    sms,
    { ...DEFAULT_OTP_SETTINGS, ...options.auth?.otp },
    options.auth?.otpSecret,
  );
  const auth = new AuthService(db, otp, sessions, options.now);
  const partnerSessions = new PartnerSessionService(db, options.auth?.sessionTtlDays ?? 30);
  const partnerAuth = new PartnerAuthService(db, otp, partnerSessions);
  const teamAlertEmail = options.teamAlertEmail ?? teamEmail;
  const orders = new OrderService(db, pricing, {
    teamEmail,
    alertEmail: teamAlertEmail,
    outbox,
    ...(options.now ? { now: options.now } : {}),
  });
  const requotes = new RequoteService(db, pricing, outbox, options.now, teamAlertEmail);
  const partnerOrders = new PartnerOrderService(db, outbox);
  const otpSettings = { ...DEFAULT_OTP_SETTINGS, ...options.auth?.otp };
  const handoverService = new HandoverService(db, {
    imeiChecker: options.handover?.imeiChecker ?? new ManualImeiChecker(),
    payouts: payoutDriver,
    sms,
    settings: {
      otpTtlSeconds: otpSettings.ttlSeconds,
      otpMaxAttempts: otpSettings.maxAttempts,
      otpResendCooldownSeconds: otpSettings.resendCooldownSeconds,
    },
    ...(options.auth?.otpSecret ? { secret: options.auth.otpSecret } : {}),
  });
  const doorHolds = new DoorHolds(db, outbox, teamAlertEmail);
  const handovers = new OrderHandoverService(db, handoverService, outbox, doorHolds);
  // The handover's part in every order transition, and its receipts on the orders' pages: orders never
  // import the handover, which builds on them (docs/decisions/080).
  onTransition(payoutHoldsOrder);
  const receiptPdf: OrderReceiptPdf = (order, log) => orderReceiptPdf(db, order, log);
  const stats = new SiteStatsService(db, options.now, options.siteStatsTtlMs);

  const staffSessions = new StaffSessionService(db);
  const whatsAppConsents = new WhatsAppConsents(db);
  const privacy = new PrivacyService(db, {
    whatsapp: whatsAppConsents,
    otp,
    sessions,
    teamEmail,
    outbox,
    ...(options.now ? { now: options.now } : {}),
  });

  const nominees = new NomineeService(db, { otp, ...(options.now ? { now: options.now } : {}) });
  const breaches = new BreachService(db, options.now);
  registerAuthentication(app, {
    customers: sessions,
    partners: partnerSessions,
    staff: staffSessions,
    nominees,
  });
  app.decorate('idempotency', new IdempotencyStore(db, { ...DEFAULT_IDEMPOTENCY, ...options.idempotency }));
  await app.register(healthRoutes, { database, catalog, serving });
  if (metrics && exposure.token !== undefined) metricsRoute(app, metrics, exposure.token);
  await app.register(catalogRoutes, { catalog });
  await app.register(pricingRoutes, { pricing });
  await app.register(pincodeRoutes, { pincodes });
  // Calls that write, or read a customer's data: they are admitted a bounded number at a time (503 with
  // Retry-After when one cannot start within the wait limit), and shutdown waits for them. The catalog
  // reads above, served from memory, stay free of these hooks.
  const admission = new AdmissionGate(
    { ...DEFAULT_ADMISSION, ...options.admission },
    undefined,
    metrics ? (reason) => metrics.shed(reason) : undefined,
  );
  await app.register(async (writing) => {
    writes.track(writing); // first: its onSend must match an onRequest that ran, shed or not
    admission.track(writing);
    await writing.register(contactRoutes, { contact });
    await writing.register(partnerRoutes, { db, partners, partnerAuth });
    await writing.register(authRoutes, { auth });
    await writing.register(customerRoutes, { db });
    await writing.register(whatsAppConsentRoutes, { consents: whatsAppConsents });
    await writing.register(privacyRoutes, { privacy, nominees, breaches });
    await writing.register(nomineeRoutes, { privacy, nominees });
    await writing.register(partnerPrivacyRoutes, {
      db,
      privacy,
      ...(options.now ? { now: options.now } : {}),
    });
    await writing.register(addressRoutes, { db, pincodes });
    await writing.register(orderRoutes, { orders, requotes, receiptPdf });
    await writing.register(partnerOrderRoutes, { partnerOrders, requotes });
    await writing.register(handoverRoutes, { db, handovers });
    await writing.register(enquiryRoutes, { db, pricing });
    await writing.register(siteStatsRoutes, { stats });
    // The operations console (staff).
    await writing.register(staffRoutes, {
      db,
      sessions: staffSessions,
      login: new StaffLoginService(db, staffSessions),
      accounts: new StaffAccountsService(db, staffSessions),
    });
    await writing.register(dashboardRoutes, {
      db,
      ...(options.now ? { now: options.now } : {}),
      ...(options.unassignedAlertMinutes ? { unassignedAlertMinutes: options.unassignedAlertMinutes } : {}),
    });
    const priceGuard = new PriceGuard(pricing, catalog);
    const catalogAdmin = new CatalogAdminService(db, changes, priceGuard);
    const pricingAdmin = new PricingAdminService(db, pricing, catalog, changes, priceGuard);
    const priceUpload = new PriceUploadService(db, changes, priceGuard);
    await writing.register(catalogStaffRoutes, { admin: catalogAdmin, priceUpload });
    await writing.register(pricingStaffRoutes, { admin: pricingAdmin });
    // Catalog and pricing changes are reverted from the audit log by the module that owns them.
    await writing.register(auditRoutes, {
      db,
      reverts: new AuditReverts(db, {
        brand: catalogAdmin,
        series: catalogAdmin,
        model: catalogAdmin,
        variant: catalogAdmin,
        pricing: pricingAdmin,
        price_upload: priceUpload,
      }),
    });
    await writing.register(contactStaffRoutes, { db });
    await writing.register(enquiryStaffRoutes, { db });
    const staffOrders = new StaffOrderService(db, {
      outbox,
      handover: (refNo) => handovers.staffView(refNo),
      handoverSearch: handoverSearchOf(db),
      ...(options.now ? { now: options.now } : {}),
    });
    await writing.register(orderStaffRoutes, { receiptPdf, staffOrders });
    await writing.register(doorHoldRoutes, {
      doorHolds,
      // The seller is told the coded reason in their language; the staff member's words stay in the console.
      cancelOrder: (actor, refNo, reason) => staffOrders.cancel(actor, refNo, 'imei_check_failed', reason),
    });
    await writing.register(outboxStaffRoutes, { db, outbox });
    await writing.register(jobStaffRoutes, { db, jobs });
    await writing.register(privacyStaffRoutes, { privacy, breaches });
    await writing.register(partnerStaffRoutes, { admin: new PartnerAdminService(db, outbox) });
    await writing.register(payoutStaffRoutes, {
      db,
      admin: new PayoutAdmin(db, payoutDriver, outbox),
    });
    const webhookSecret = options.payoutTracking?.webhookSecret;
    if (webhookSecret)
      await writing.register(payoutWebhookRoutes, {
        db,
        outbox,
        settings: { secret: webhookSecret, driver: payoutDriver.name },
      });
    const { appSecret, verifyToken } = options.whatsapp ?? {};
    if (appSecret || verifyToken)
      await writing.register(whatsAppWebhookRoutes, { db, outbox, settings: { appSecret, verifyToken } });
    if (options.smsWebhookSecret)
      await writing.register(smsDeliveryReportRoutes, { db, secret: options.smsWebhookSecret });
  });
  const web = await registerWeb(app, {
    webDistDir: options.webDistDir,
    imagesDir: options.imagesDir,
    catalog,
    orders,
    publicOrigin: options.publicOrigin ?? COMPANY.website,
  });
  answerBadUrl = web.answerPage;
  const catalogReads = catalogFrontDoor(catalog);
  frontDoor = metrics
    ? (request, response) => {
        const started = performance.now();
        const route = catalogReads(request, response)
          ? CATALOG_FRONT_DOOR
          : web.frontDoor(request, response)
            ? PAGE_FRONT_DOOR
            : undefined;
        if (route) metrics.observeFrontDoor(route, request, response, started);
        return route !== undefined;
      }
    : (request, response) => catalogReads(request, response) || web.frontDoor(request, response);

  if (metrics) {
    registerDatabaseGauges(metrics, { kind: database.kind, pool: db.$client }, options.metrics?.gaugeCacheMs);
    if (whatsAppDriver) registerWhatsAppGauges(metrics, db.$client, options.metrics?.gaugeCacheMs);
    registerJobGauges(metrics, jobs, options.metrics?.gaugeCacheMs);
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

  outbox.start();
  await jobs.start({ run: options.jobs?.run ?? true });
  return app;
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
