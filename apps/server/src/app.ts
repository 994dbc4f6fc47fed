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
import { catalogRoutes } from './modules/catalog/routes.ts';
import { CatalogService } from './modules/catalog/service.ts';
import { enquiryRoutes } from './modules/enquiries/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { pricingRoutes } from './modules/pricing/routes.ts';
import { PricingService } from './modules/pricing/service.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerWeb } from './plugins/web.ts';

export interface AppOptions {
  /** A migrated and seeded database; the app closes it when it closes. */
  database: DatabaseHandle;
  webDistDir: string;
  imagesDir: string;
  logger?: FastifyServerOptions['logger'];
}

/** The configured server: external plugins, then our plugins, then the routes (as fastify/demo does). */
export async function buildApp(options: AppOptions) {
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: true,
    // Slugs arrive lower- or mixed-case from old links; routes are matched case-insensitively.
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true, maxParamLength: 200 },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  registerSecurityHeaders(app);
  await app.register(fastifyRateLimit, { global: false });
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
  await catalog.refresh();
  await pricing.refresh();
  app.addHook('onClose', async () => database.close());

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { database, catalog });
      await api.register(catalogRoutes, { catalog });
      await api.register(pricingRoutes, { pricing });
      await api.register(enquiryRoutes, { db: database.db, pricing });
    },
    { prefix: '/api' },
  );
  await registerWeb(app, { webDistDir: options.webDistDir, imagesDir: options.imagesDir, catalog });

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
