import { and, eq, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Executor } from '../outbox/outbox.ts';
import { partnerPincodes } from '../partners/tables.ts';
import { orderEvents, orders } from './tables.ts';

/**
 * Which open pickups a partner may take: the one home of the rule. An order is in a partner's reach when it
 * is at a pincode the partner serves and the partner has not handed it back; it is the partner's to take
 * while, in reach, it waits for a partner (status 'enquiry'). Written as SQL conditions on `orders`, so the
 * partner's pool, the check of one order, the partners told of a new pickup and the console's counts all
 * read the same rule. `partner` is a partner id, or a column holding one (`partners.id`) in a query over
 * partners.
 */
export function inReachOf(partner: number | SQLWrapper): SQL {
  return sql`exists (select 1 from ${partnerPincodes}
      where ${partnerPincodes.partnerId} = ${partner} and ${partnerPincodes.pincode} = ${orders.pincode})
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
