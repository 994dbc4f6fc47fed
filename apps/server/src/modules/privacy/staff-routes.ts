import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/contract-routes.ts';
import { staffActor } from '../audit/audit.ts';
import type { PrivacyService } from './service.ts';

/** The Grievance Officer's queue in the console (issue 24): least time left first; replies audited. */
export async function privacyStaffRoutes(app: FastifyInstance, { privacy }: { privacy: PrivacyService }) {
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
}
