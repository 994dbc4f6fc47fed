import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Transaction } from '../../db/transaction.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Executor } from '../outbox/index.ts';
import { transitionWithin } from './lifecycle.ts';
import { orders } from './tables.ts';

/** The statuses in which a partner holds an order it must still pick up. */
export const HELD_STATUSES = ['accepted', 'out_for_pickup'] as const;

/** Why the order went back to the pool: the event's reason, and the partner's SMS. */
export const SUSPENSION_REASON = 'The partner was suspended';

/** The orders a partner holds and has not picked up yet (Accepted, Out for pickup), oldest slot first. */
export async function heldOrdersOf(db: Executor, partnerId: number) {
  return db
    .select({
      refNo: orders.refNo,
      status: orders.status,
      modelName: orders.modelName,
      pickupDate: orders.pickupDate,
      pickupTime: orders.pickupTime,
      locality: orders.locality,
      pincode: orders.pincode,
    })
    .from(orders)
    .where(and(eq(orders.partnerId, partnerId), inArray(orders.status, [...HELD_STATUSES])))
    .orderBy(asc(orders.pickupDate), asc(orders.id));
}

/**
 * The rule of a suspension (issue 31): no order is ever held by a partner who cannot sign in. Inside the
 * suspension's transaction (after the partner is marked suspended, so the pool's SMS skip it), every order
 * it holds goes back to the pool through the lifecycle's staff hand-back (`rejected`): the seller is texted
 * that a new partner will be found, the pool's active partners are texted the open pickup, and the
 * suspended partner is texted not to go. An order whose payout the seller already confirmed cannot move
 * (the handover's PAYOUT_STARTED hook): the whole suspension is refused naming it, until the handover ends.
 * Called by PartnerAdminService.setStatus, which the console and `npm run partner:suspend` both use.
 */
export async function returnHeldOrdersToPool(
  tx: Transaction,
  partner: { id: number; shopName: string },
  staffId: number | null,
): Promise<string[]> {
  const held = await heldOrdersOf(tx, partner.id);
  for (const order of held) {
    try {
      await transitionWithin(tx, {
        refNo: order.refNo,
        event: 'rejected',
        actor: { type: 'staff', id: staffId },
        reason: SUSPENSION_REASON,
        changes: () => ({ partnerId: null, partnerDeviceInfo: null, revisedValue: null, offerStatus: null }),
        data: () => ({ partner_id: partner.id, partner_name: partner.shopName, partner_suspended: true }),
      });
    } catch (error) {
      if (error instanceof AppError && error.code === 'PAYOUT_STARTED')
        throw new AppError('PAYOUT_STARTED', {
          message: `The seller of order ${order.refNo} has confirmed the payout: suspend this partner once that handover is finished.`,
        });
      throw error;
    }
  }
  return held.map((order) => order.refNo);
}
