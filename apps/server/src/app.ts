import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyServerOptions } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { DatabaseHandle } from './db/client.ts';
import { addressRoutes } from './modules/addresses/routes.ts';
import { DEFAULT_OTP_SETTINGS, OtpService, type OtpSettings } from './modules/auth/otp-service.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { AuthService } from './modules/auth/service.ts';
import { SessionService } from './modules/auth/session-service.ts';
import { catalogRoutes } from './modules/catalog/routes.ts';
import { CatalogService } from './modules/catalog/service.ts';
import { contactRoutes } from './modules/contact/routes.ts';
import { ContactService } from './modules/contact/service.ts';
import { customerRoutes } from './modules/customers/routes.ts';
import type { EmailDriver } from './modules/email/email-driver.ts';
import { LogEmailDriver } from './modules/email/log-driver.ts';
import { TeamNotifier } from './modules/email/team-notifier.ts';
import { enquiryRoutes } from './modules/enquiries/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { orderRoutes } from './modules/orders/routes.ts';
import { OrderService } from './modules/orders/service.ts';
import { partnerRoutes } from './modules/partners/routes.ts';
import { PartnerService } from './modules/partners/service.ts';
import { pincodeRoutes } from './modules/pincodes/routes.ts';
import { PincodeService } from './modules/pincodes/service.ts';
import { pricingRoutes } from './modules/pricing/routes.ts';
import { PricingService } from './modules/pricing/service.ts';
import { LogSmsDriver, type SmsDriver } from './modules/sms/sms-driver.ts';
import { registerAuthentication } from './plugins/authenticate.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { InFlightRequests } from './plugins/in-flight.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerWeb } from './plugins/web.ts';

export interface AppOptions {
  /** A migrated and seeded database; the app closes it when it closes. */
  database: DatabaseHandle;
  webDistDir: string;
  imagesDir: string;
  logger?: FastifyServerOptions['logger'];
  /** How the team is e-mailed about contact messages and partner requests; default: the log driver. */
  email?: EmailDriver;
  /** Who gets those e-mails; default support@phonix.in. */
  teamEmail?: string;
  /** Canonical URLs, sitemap and share images use it; default https://www.phonix.in. */
  publicOrigin?: string;
  auth?: {
    /** Defaults to the development driver, which writes each SMS to the log. */
    sms?: SmsDriver;
    otp?: Partial<OtpSettings>;
    otpSecret?: string;
    sessionTtlDays?: number;
  };
  /** The clock orders use for pickup dates (tests move it). */
  now?: () => Date;
  /** Whether a proxy in front sets X-Forwarded-For; default false. */
  trustProxy?: boolean;
}

/** The configured server: external plugins, then our plugins, then the routes (as fastify/demo does). */
export async function buildApp(options: AppOptions) {
  const app = Fastify({
    logger: options.logger ?? false,
    // Only behind a known proxy may X-Forwarded-For name the client (rate limits and OTP caps key on it).
    trustProxy: options.trustProxy ?? false,
    // Slugs arrive lower- or mixed-case from old links; routes are matched case-insensitively.
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true, maxParamLength: 200 },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  registerSecurityHeaders(app);
  await app.register(fastifyRateLimit, {
    global: false,
    // The one 429 body of every rate-limited route; the error handler sends it as { success: false, message }.
    errorResponseBuilder: (_request, context) =>
      Object.assign(new Error('Too many requests. Please try again in a few minutes.'), {
        statusCode: context.statusCode,
      }),
  });
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Phonix API',
        description: 'Sell your used phone: catalog, quotes and price enquiries. Field names follow SPEC.md.',
        version: '1.0.0',
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  registerErrorHandler(app);

  const { database } = options;
  const catalog = new CatalogService(database.db);
  const pricing = new PricingService(database.db, catalog);
  const pincodes = new PincodeService(database.db);
  await catalog.refresh();
  await pricing.refresh();
  await pincodes.refresh();
  const notifier = new TeamNotifier(
    options.email ?? new LogEmailDriver(app.log),
    options.teamEmail ?? 'support@phonix.in',
    app.log,
  );
  const contact = new ContactService(database.db, notifier);
  const partners = new PartnerService(database.db, notifier);
  const writes = new InFlightRequests();
  app.addHook('onClose', async () => {
    await writes.drained(); // handlers still writing finish before the database closes
    await notifier.settled(); // e-mails in flight still record notified_at
    await database.close();
  });

  const { db } = database;
  const sessions = new SessionService(db, options.auth?.sessionTtlDays ?? 30, {
    cache: database.kind === 'pglite',
  });
  const otp = new OtpService(
    db,
    options.auth?.sms ?? new LogSmsDriver(app.log),
    { ...DEFAULT_OTP_SETTINGS, ...options.auth?.otp },
    options.auth?.otpSecret,
  );
  const auth = new AuthService(db, otp, sessions);
  const orders = new OrderService(db, pricing, options.now);

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { database, catalog });
      await api.register(catalogRoutes, { catalog });
      await api.register(pricingRoutes, { pricing });
      await api.register(pincodeRoutes, { pincodes });
      // Calls that write; shutdown waits for them. The catalog reads above stay free of these hooks.
      await api.register(async (writing) => {
        writes.track(writing);
        await writing.register(contactRoutes, { contact });
        await writing.register(partnerRoutes, { partners });
        // Calls that may carry a session: the bearer token is looked up only here.
        await writing.register(async (account) => {
          registerAuthentication(account, sessions);
          await account.register(authRoutes, { auth });
          await account.register(customerRoutes, { db });
          await account.register(addressRoutes, { db, pincodes });
          await account.register(orderRoutes, { db, orders });
          await account.register(enquiryRoutes, { db, pricing });
        });
      });
    },
    { prefix: '/api' },
  );
  await registerWeb(app, {
    webDistDir: options.webDistDir,
    imagesDir: options.imagesDir,
    catalog,
    publicOrigin: options.publicOrigin ?? 'https://www.phonix.in',
  });

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
