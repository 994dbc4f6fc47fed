import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/contract-routes.ts';
import { staffActor } from '../audit/index.ts';
import type { PricingAdminService } from './admin-service.ts';

/** The console's pricing rules (admins only, by the contract). */
export async function pricingStaffRoutes(app: FastifyInstance, { admin }: { admin: PricingAdminService }) {
  route(app, 'staffPricingRules', async () => ({ success: true as const, ...(await admin.rules()) }));

  route(app, 'staffUpdatePricingRules', async (request) => ({
    success: true as const,
    ...(await admin.update(staffActor(request), request.body)),
  }));

  route(app, 'staffPricingCheck', async (request) => {
    const preview = admin.check(request.body);
    return { success: true as const, needs_confirmation: preview.risks.length > 0, preview };
  });

  route(app, 'staffPricingPreview', async (request) => ({
    success: true as const,
    ...admin.preview(request.body),
  }));
}
