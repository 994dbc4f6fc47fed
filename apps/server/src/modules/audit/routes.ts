import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/contract-routes.ts';
import { type AuditReverts, staffActor } from './audit.ts';

/** Reverting a catalog or pricing change from the audit log (admins, as the log itself). */
export async function auditRoutes(app: FastifyInstance, { reverts }: { reverts: AuditReverts }) {
  route(app, 'staffRevertAuditEntry', async (request) => ({
    success: true as const,
    entry: await reverts.revert(staffActor(request), request.params.entryId),
  }));
}
