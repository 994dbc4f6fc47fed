import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform.ts';
import { AuditReverts } from './audit.ts';
import { auditRoutes } from './routes.ts';

/** The audit log and its screen; a change is reverted by the module that owns what changed. */
export async function registerAudit(
  app: FastifyInstance,
  platform: Platform,
  reverters: ConstructorParameters<typeof AuditReverts>[1],
) {
  await app.register(auditRoutes, { db: platform.db, reverts: new AuditReverts(platform.db, reverters) });
}
