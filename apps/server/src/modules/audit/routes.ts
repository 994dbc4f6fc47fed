import { PRICE_HISTORY_ENTITY_TYPES } from '@phonix/shared/staff-api';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { route } from '../../lib/contract-routes.ts';
import { type AuditReverts, readAuditLog, staffActor } from './audit.ts';

/**
 * Reverting a catalog or pricing change from the audit log (admins, as the log itself); the price history
 * and its one-click revert for every staff member who may change a price (decision record 203).
 */
export async function auditRoutes(
  app: FastifyInstance,
  { db, reverts }: { db: Database; reverts: AuditReverts },
) {
  route(app, 'staffRevertAuditEntry', async (request) => ({
    success: true as const,
    entry: await reverts.revert(staffActor(request), request.params.entryId),
  }));

  route(app, 'staffPriceHistory', async (request) => ({
    success: true as const,
    ...(await readAuditLog(db, { entityTypes: PRICE_HISTORY_ENTITY_TYPES, page: request.query.page })),
  }));

  route(app, 'staffRevertPriceChange', async (request) => ({
    success: true as const,
    entry: await reverts.revert(staffActor(request), request.params.entryId, PRICE_HISTORY_ENTITY_TYPES),
  }));
}
