import { and, eq, inArray, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Executor } from '../outbox/index.ts';
import { activePartnersServing, servesPincode } from '../partners/index.ts';
import { orderEvents, orders } from './tables.ts';

/**
 * Which open pickups a partner may take: the one home of the rule. An order is in a partner's reach when it
 * is at a pincode the partner serves (the partners' half: partners/reads.ts servesPincode) and the partner
 * has not handed it back; it is the partner's to take while, in reach, it waits for a partner (status
 * 'enquiry'). Written as SQL conditions on `orders`, so the partner's pool, the check of one order and the
 * console's counts all read the same rule; `partnersInReach` answers the same for the partners told of an
 * open pickup. `partner` is a partner id, or a column holding one (`partners.id`) in a query over partners.
 */
export function inReachOf(partner: number | SQLWrapper): SQL {
  return sql`${servesPincode(partner, orders.pincode)}
    and not exists (select 1 from ${orderEvents}
      where ${orderEvents.orderId} = ${orders.id} and ${orderEvents.type} = 'rejected'
        and ${orderEvents.actorType} = 'partner' and ${orderEvents.actorId} = ${partner})`;
}

/** The open pickups a partner may take (see inReachOf). */
export function openPickupOf(partner: number | SQLWrapper): SQL {
  return and(eq(orders.status, 'enquiry'), inReachOf(partner)) as SQL;
}

/** Whether this order is in the partner's reach, whatever its status (a race's loser may still see it). */
export async function isInReach(tx: Executor, partnerId: number, orderId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, orderId), inReachOf(partnerId)));
  return row !== undefined;
}

/**
 * The active partners that may take this order (see inReachOf): those serving its pincode that have not
 * handed it back. The partners told of a new or reopened pickup.
 */
export async function activePartnersInReach(
  tx: Executor,
  order: { id: number; pincode: string },
): Promise<{ id: number; mobile: string }[]> {
  const serving = await activePartnersServing(tx, order.pincode);
  if (serving.length === 0) return [];
  const handedBack = await tx
    .select({ partnerId: orderEvents.actorId })
    .from(orderEvents)
    .where(
      and(
        eq(orderEvents.orderId, order.id),
        eq(orderEvents.type, 'rejected'),
        eq(orderEvents.actorType, 'partner'),
        inArray(
          orderEvents.actorId,
          serving.map((partner) => partner.id),
        ),
      ),
    );
  const gone = new Set(handedBack.map((row) => row.partnerId));
  return serving.filter((partner) => !gone.has(partner.id));
}
