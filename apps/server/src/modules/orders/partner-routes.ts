import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/contract-routes.ts';
import type { PartnerOrderService } from './partner-orders.ts';
import type { RequoteService } from './requote.ts';

/**
 * The partner portal's order calls; every one needs a partner session (request.partnerId). Completing an
 * order is the handover's (handover/routes.ts): IMEI, seller ID, wipe, and the payout the seller releases.
 */
export async function partnerOrderRoutes(
  app: FastifyInstance,
  { partnerOrders, requotes }: { partnerOrders: PartnerOrderService; requotes: RequoteService },
) {
  route(app, 'partnerPickups', async (request) => ({
    success: true as const,
    pickups: await partnerOrders.pool(request.partnerId),
  }));

  route(app, 'partnerOrders', async (request) => ({
    success: true as const,
    orders: await partnerOrders.held(request.partnerId),
  }));

  route(app, 'partnerOrder', async (request) => ({
    success: true as const,
    order: await partnerOrders.one(request.partnerId, request.params.ref),
  }));

  route(app, 'partnerAcceptOrder', async (request) => ({
    success: true as const,
    message: 'You have accepted this pickup. The seller has been told.',
    order: await partnerOrders.accept(request.partnerId, request.params.ref),
  }));

  route(app, 'partnerRejectOrder', async (request) => ({
    success: true as const,
    message: 'The pickup is back with Phonix; another partner will take it.',
    order: await partnerOrders.reject(request.partnerId, request.params.ref, request.body.reason),
  }));

  route(app, 'partnerOutForPickup', async (request) => ({
    success: true as const,
    message: 'The seller has been told you are on the way.',
    order: await partnerOrders.outForPickup(request.partnerId, request.params.ref),
  }));

  route(app, 'getReExactValue', async (request) => {
    const offer = await requotes.requote(request.partnerId, request.body);
    return {
      success: true as const,
      message: offer.needs_decision
        ? 'The seller has been sent the revised offer to accept or decline.'
        : offer.offer_status === 'staff_review'
          ? 'Waiting for Phonix to approve the new price. This page moves on by itself once it is decided.'
          : 'The price stands; you can complete the pickup.',
      finalValue: offer.revised_value,
      offer,
    };
  });

  route(app, 'partnerRequotePreview', async (request) => ({
    success: true as const,
    preview: await requotes.preview(request.partnerId, request.params.ref, request.body),
  }));
}
