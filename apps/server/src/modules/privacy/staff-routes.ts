import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/contract-routes.ts';
import { staffActor } from '../audit/index.ts';
import type { BreachService } from './breaches.ts';
import type { PrivacyService } from './service.ts';

/** The Grievance Officer's queue in the console (issue 24): least time left first; replies audited. */
export async function privacyStaffRoutes(
  app: FastifyInstance,
  { privacy, breaches }: { privacy: PrivacyService; breaches: BreachService },
) {
  route(app, 'staffGrievances', async () => ({ success: true as const, grievances: await privacy.queue() }));

  route(app, 'staffReplyGrievance', async (request) => ({
    success: true as const,
    grievance: await privacy.reply(
      request.params.grievanceId,
      request.body,
      { id: request.staff.id },
      staffActor(request),
    ),
  }));

  // The breach register (admins only, by the endpoints' role).
  route(app, 'staffBreachSellersPreview', async (request) => ({
    success: true as const,
    ...(await breaches.preview(request.body)),
  }));

  route(app, 'staffBreaches', async () => ({ success: true as const, breaches: await breaches.list() }));

  route(app, 'staffCreateBreach', async (request) => ({
    success: true as const,
    breach: await breaches.create(request.body, request.staff.id, staffActor(request)),
  }));

  route(app, 'staffAddBreachSellers', async (request) => ({
    success: true as const,
    ...(await breaches.addSellers(request.params.breachId, request.body, staffActor(request))),
  }));

  route(app, 'staffBreachBoardReport', async (request) => ({
    success: true as const,
    breach: await breaches.reportToBoard(request.params.breachId, request.body, staffActor(request)),
  }));
}
