import type { OfferStatus, OrderStatus } from '@phonix/shared/order-lifecycle';
import type { Database } from '../../db/client.ts';
import type { Transaction } from '../../db/transaction.ts';

/**
 * What the partners read of the orders (a partner's history and statement, its console page and scorecard,
 * its suspension), given by the orders as they register (orders/register.ts; a script that changes partners
 * gives it too): the orders build on the partners (the pool, the pickups, the partners' messages), so the
 * partners never import them (issue 33), as with the handover's receipts (purchase-receipts.ts).
 */

type Executor = Database | Transaction;

/** What a purchase's line needs of its order: the seller, the partner, the pickup address as booked. */
export interface OrderPurchaseFacts {
  id: number;
  refNo: string;
  status: OrderStatus;
  offerStatus: OfferStatus | null;
  customerId: number;
  partnerId: number | null;
  modelName: string;
  variantName: string;
  addressNo: string;
  landmark: string;
  locality: string;
  city: string;
  state: string;
  pincode: string;
}

/** A partner's re-checks at the door and the cuts they made. */
export interface PartnerRechecks {
  partnerId: number;
  rechecks: number;
  cuts: number;
  cutTotal: number;
  cutShareTotal: number;
}

/** An order a partner holds and has not picked up yet. */
export interface HeldOrderRow {
  refNo: string;
  status: OrderStatus;
  modelName: string;
  pickupDate: string;
  pickupTime: string;
  locality: string;
  pincode: string;
}

export interface OrdersOfPartners {
  /** These orders' facts by id (ids not found are left out). */
  orderPurchaseFacts(db: Executor, orderIds: readonly number[]): Promise<Map<number, OrderPurchaseFacts>>;
  /** The order a partner holds by its reference (as typed), or undefined. */
  findPartnerOrderByRef(
    db: Executor,
    partnerId: number,
    refNo: string,
  ): Promise<OrderPurchaseFacts | undefined>;
  /** The ids of the orders a partner held at completion. */
  completedOrderIdsOf(db: Executor, partnerId: number): Promise<number[]>;
  /** Each partner's open, held and completed orders. */
  partnerOrderCounts(
    db: Executor,
    partnerIds: readonly number[],
  ): Promise<Map<number, { open: number; held: number; completed: number }>>;
  /** The orders a partner holds and has not picked up yet, oldest slot first. */
  heldOrdersOf(db: Executor, partnerId: number): Promise<HeldOrderRow[]>;
  /** A suspension's rule: every order the partner holds goes back to the pool; answers their references. */
  returnHeldOrdersToPool(
    tx: Transaction,
    partner: { id: number; shopName: string },
    staffId: number | null,
  ): Promise<string[]>;
  /** Re-checks and cuts of every partner that re-checked a phone. */
  partnerRechecks(db: Executor): Promise<Map<number, PartnerRechecks>>;
  /** What a partner took and how it went. */
  partnerTakings(
    db: Executor,
    partnerId: number,
  ): Promise<{ accepted: number; handedBack: number; medianMinutes: number | null; completed: number }>;
}

let given: OrdersOfPartners | undefined;

/** Gives the partners the orders' reads and the suspension's rule (orders/register.ts, once at start-up). */
export function useOrdersOfPartners(orders: OrdersOfPartners): void {
  given = orders;
}

export function ordersOfPartners(): OrdersOfPartners {
  if (!given)
    throw new Error('The orders were not given to the partners (orders/register.ts: useOrdersOfPartners)');
  return given;
}
