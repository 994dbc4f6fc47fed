import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/contract-routes.ts';
import { staffActor } from '../audit/index.ts';
import { PARTNER_REQUESTS_PAGE_SIZE, type PartnerAdminService } from './admin-service.ts';

/**
 * The console's partner requests and partners (any staff member; see the contract's note): approving a
 * request into a partner with its pincodes, declining one with a reason, changing a partner's pincodes,
 * suspending and reactivating it. Each change is audited by the service, in the change's transaction.
 */
export async function partnerStaffRoutes(app: FastifyInstance, { admin }: { admin: PartnerAdminService }) {
  route(app, 'staffPartnerRequests', async (request) => {
    const { status, page } = request.query;
    return {
      success: true as const,
      ...(await admin.listRequests({ status, page })),
      page,
      page_size: PARTNER_REQUESTS_PAGE_SIZE,
    };
  });

  route(app, 'staffApprovePartnerRequest', async (request) => {
    const { pincodes, shop_name, owner_name } = request.body;
    return {
      success: true as const,
      ...(await admin.approveRequest(staffActor(request), {
        requestId: request.params.requestId,
        pincodes,
        ...(shop_name ? { shopName: shop_name } : {}),
        ...(owner_name ? { ownerName: owner_name } : {}),
      })),
    };
  });

  route(app, 'staffDeclinePartnerRequest', async (request) => ({
    success: true as const,
    request: await admin.declineRequest(staffActor(request), {
      requestId: request.params.requestId,
      reason: request.body.reason,
    }),
  }));

  route(app, 'staffPartners', async (request) => ({
    success: true as const,
    partners: await admin.listPartners(request.query.status),
  }));

  route(app, 'staffUpdatePartnerPincodes', async (request) => ({
    success: true as const,
    partner: await admin.setPincodes(
      staffActor(request),
      { id: request.params.partnerId },
      request.body.pincodes,
    ),
  }));

  route(app, 'staffSetPartnerStatus', async (request) => {
    const { returnedToPool, ...partner } = await admin.setStatus(
      staffActor(request),
      { id: request.params.partnerId },
      request.body.status,
      request.body.reason,
    );
    return { success: true as const, partner, returned_to_pool: returnedToPool };
  });

  route(app, 'staffPartner', async (request) => ({
    success: true as const,
    ...(await admin.partnerPage(request.params.partnerId)),
  }));

  route(app, 'staffRecheckOutliers', async () => ({
    success: true as const,
    outliers: await admin.recheckOutliers(),
  }));
}
