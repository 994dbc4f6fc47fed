import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/contract-routes.ts';
import type { SelfCheckService } from './service.ts';

/** The seller's share and proof (customer session), and the partner's view and door code (partner session). */
export async function selfCheckRoutes(
  app: FastifyInstance,
  { selfChecks }: { selfChecks: SelfCheckService },
) {
  route(app, 'sellerSelfCheck', async (request) => ({
    success: true as const,
    self_check: await selfChecks.sellerState(request.customerId, request.params.ref),
  }));

  route(app, 'sellerShareSelfCheck', async (request) => ({
    success: true as const,
    self_check: await selfChecks.share(request.customerId, request.params.ref, request.body),
  }));

  route(app, 'sellerProveDoorCode', async (request) => ({
    success: true as const,
    self_check: await selfChecks.prove(request.customerId, request.params.ref, request.body),
  }));

  route(app, 'partnerSelfCheck', async (request) => ({
    success: true as const,
    self_check: await selfChecks.partnerState(request.partnerId, request.params.ref),
  }));

  route(app, 'partnerDoorCode', async (request) => ({
    success: true as const,
    door_code: await selfChecks.issueDoorCode(request.partnerId, request.params.ref),
  }));
}
