import { and, eq, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Executor } from '../outbox/index.ts';
import { activePartnersQuery, servesPincode } from '../partners/index.ts';
import { orderEvents, orders } from './tables.ts';

/**
 * Which open pickups a partner may take: the one home of the rule. An order is in a partner's reach when it
 * is at a pincode the partner serves (the partners' half: partners/reads.ts servesPincode) and the partner
 * has not handed it back; it is the partner's to take while, in reach, it waits for a partner (status
 * 'enquiry'). Written as SQL conditions on `orders`, so the partner's pool, the check of one order and the
 * console's counts all read the same rule; `activePartnersInReachQuery` answers the same for the partners
 * told of an open pickup. `partner` is a partner id, or a column holding one (`partners.id`) in a query
 * over partners.
 */
export function inReachOf(partner: number | SQLWrapper, order: OrderColumns = ORDERS_ROW): SQL {
  return sql`${servesPincode(partner, order.pincode)}
    and not exists (select 1 from ${orderEvents}
      where ${orderEvents.orderId} = ${order.id} and ${orderEvents.type} = 'rejected'
        and ${orderEvents.actorType} = 'partner' and ${orderEvents.actorId} = ${partner})`;
}

/**
 * The order inReachOf speaks of: by default the row of `orders` the query is on; or an order given by its id
 * and pincode (values), or by columns of a statement's own rows (the booking's new order, not yet in `orders`).
 */
type OrderColumns = { id: number | SQLWrapper; pincode: string | SQLWrapper };
const ORDERS_ROW: OrderColumns = { id: orders.id, pincode: orders.pincode };

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
 * The active partners that may take an order (see inReachOf), as a query (columns id, mobile): those serving
 * its pincode that have not handed it back. The partners told of a new pickup (the booking's statement) or a
 * reopened one.
 */
export function activePartnersInReachQuery(order: OrderColumns): SQL {
  return sql`select p.id, p.mobile from (${activePartnersQuery()}) p where ${inReachOf(sql`p.id`, order)}`;
}

/** activePartnersInReach for an order in hand, by partner id. */
export async function activePartnersInReach(
  tx: Executor,
  order: { id: number; pincode: string },
): Promise<{ id: number; mobile: string }[]> {
  const result = await tx.execute<{ id: number; mobile: string }>(
    sql`${activePartnersInReachQuery(order)} order by p.id`,
  );
  return result.rows.map((row) => ({ id: Number(row.id), mobile: row.mobile }));
}
