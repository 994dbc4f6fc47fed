import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/contract-routes.ts';
import { staffActor } from '../audit/index.ts';
import type { DoorHolds } from './door-holds.ts';

/**
 * Staff closing what the door stopped or flagged (issue 31), from the dashboard's queues: cancel the order
 * with a reason (through `cancelOrder`, the orders module's own audited cancellation that tells the seller
 * and the partner), release it, or mark a brand flag checked. Every close is audited.
 */
export async function doorHoldRoutes(
  app: FastifyInstance,
  {
    doorHolds,
    cancelOrder,
  }: {
    doorHolds: DoorHolds;
    cancelOrder: (actor: ReturnType<typeof staffActor>, refNo: string, reason: string) => Promise<unknown>;
  },
) {
  route(app, 'staffCloseDoorHold', async (request) => {
    const actor = staffActor(request);
    const message = await doorHolds.close(actor, request.params.id, request.body, (refNo, reason) =>
      cancelOrder(actor, refNo, reason),
    );
    return { success: true as const, message };
  });
}
