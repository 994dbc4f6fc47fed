import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform.ts';
import { CatalogAdminService } from './admin-service.ts';
import { nameCatalogInAudit } from './audit-names.ts';
import { PriceUploadService } from './price-upload.ts';
import { catalogRoutes } from './routes.ts';
import { CatalogService } from './service.ts';
import { catalogStaffRoutes } from './staff-routes.ts';

/** What follows the catalog: its drawn illustrations (modules/images), brought up to date after each change. */
export interface CatalogFollower {
  sync(): Promise<{ written: number }>;
}

/**
 * The catalog's reads, served from memory (free of admission); `images` are drawn after changes and by the
 * deferred start-up work (lib/deferred-startup.ts).
 */
export async function registerCatalog(app: FastifyInstance, platform: Platform, images: CatalogFollower) {
  const { db, changes, log } = platform;
  nameCatalogInAudit();
  const catalog = new CatalogService(db);
  await catalog.refresh();
  changes.on('catalog', async () => {
    await catalog.refresh();
    await images.sync();
  });
  // Drawing can take seconds on a fresh data folder: it need not block serving (readiness waits for it).
  platform.startup.add('catalog images', async () => {
    const imagesStarted = performance.now();
    const { written } = await images.sync();
    if (written > 0)
      log.info({ written, ms: Math.round(performance.now() - imagesStarted) }, 'catalog images written');
  });
  await app.register(catalogRoutes, { catalog });
  return { catalog };
}

/** The console's catalog: edits and the bulk price upload, each checked by the price guard. */
export async function registerCatalogStaff(
  app: FastifyInstance,
  platform: Platform,
  // The pricing module's guard, typed by where it is used: the catalog imports nothing of pricing.
  priceGuard: ConstructorParameters<typeof CatalogAdminService>[2],
) {
  const admin = new CatalogAdminService(platform.db, platform.changes, priceGuard);
  const priceUpload = new PriceUploadService(platform.db, platform.changes, priceGuard);
  await app.register(catalogStaffRoutes, { admin, priceUpload });
  return { admin, priceUpload };
}
