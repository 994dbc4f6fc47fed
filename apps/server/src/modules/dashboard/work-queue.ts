import { indiaDay } from '@phonix/shared/india-time';
import { ORDER_STATUS_LABELS, type OrderStatus } from '@phonix/shared/order-lifecycle';
import { PICKUP_SLOTS } from '@phonix/shared/pickup';
import {
  type QueueOrder,
  STUCK_PAYOUT_MINUTES,
  type WorkQueue,
  workingMinutesBetween,
} from '@phonix/shared/work-queue';
import type { Database } from '../../db/client.ts';
import { firstKept } from '../../lib/first-kept.ts';
import { payoutCodesAcceptedNotCompleted } from '../handover/index.ts';
import {
  handedBackOrdersNobodyCanTake,
  type LeaveOut,
  pickupsOn,
  poolOrdersBookedBefore,
  type QueueOrderRow,
  queueOrdersByIds,
} from '../orders/index.ts';
import { partnerShopNames, undecidedPartnerRequests } from '../partners/index.ts';

/** Longest list the dashboard shows of each queue (the order list has the rest). */
const QUEUE_LIMIT = 100;

const OPEN_STATUSES: OrderStatus[] = ['enquiry', 'accepted', 'out_for_pickup'];

/** An order of a queue, as the orders module answers it (its partner by id). */
export type QueueRow = QueueOrderRow;

/** Partners' shop names by id (asked of the partners once for every list). */
type Shops = Map<number, string>;

function queueOrder(row: QueueRow, shops: Shops): QueueOrder {
  const status = row.status as OrderStatus;
  const shopName = row.partnerId === null ? undefined : shops.get(row.partnerId);
  return {
    ref_no: row.refNo,
    created_at: row.createdAt.toISOString(),
    status,
    status_label: ORDER_STATUS_LABELS[status] ?? row.status,
    model: row.modelName,
    variant: row.variantName,
    city: row.city,
    pincode: row.pincode,
    pickup_date: row.pickupDate,
    pickup_time: row.pickupTime,
    partner:
      row.partnerId !== null && shopName !== undefined
        ? { partner_id: row.partnerId, shop_name: shopName }
        : null,
  };
}

const slotIndex = (slot: string) => {
  const index = (PICKUP_SLOTS as readonly string[]).indexOf(slot);
  return index === -1 ? PICKUP_SLOTS.length : index;
};

/**
 * Orders in the pool that waited `alertMinutes` of working hours or more at `now`, longest first, with how
 * long; `extra` narrows them further (the alert check leaves out those already e-mailed).
 */
export async function unassignedOrders(
  db: Database,
  now: Date,
  alertMinutes: number,
  leaveOut?: LeaveOut,
): Promise<{ row: QueueRow; waiting: number }[]> {
  // Working minutes never exceed wall-clock minutes: orders younger than the alert cannot be late.
  const bookedBefore = new Date(now.getTime() - alertMinutes * 60_000);
  const pool = await poolOrdersBookedBefore(db, {
    bookedBefore,
    limit: QUEUE_LIMIT * 5,
    ...(leaveOut ? { leaveOut } : {}),
  });
  return pool
    .map((row) => ({ row, waiting: workingMinutesBetween(row.createdAt, now) }))
    .filter(({ waiting }) => waiting >= alertMinutes)
    .sort((a, b) => b.waiting - a.waiting);
}

/**
 * Orders in the pool after a hand-back that no active partner can take: none serves the pincode, or each
 * one that does handed this order back (the orders module keeps who may take an order). Oldest hand-back
 * first; `leaveOut` narrows them further.
 */
export async function handedBackOrders(
  db: Database,
  leaveOut?: LeaveOut,
): Promise<{ row: QueueRow; handedBackAt: Date }[]> {
  const rows = await handedBackOrdersNobodyCanTake(db, {
    limit: QUEUE_LIMIT * 5,
    ...(leaveOut ? { leaveOut } : {}),
  });
  return rows
    .map(({ handedBackAt: at, ...row }) => ({ row, handedBackAt: at }))
    .sort((a, b) => a.handedBackAt.getTime() - b.handedBackAt.getTime());
}

/** Orders whose payout code was accepted before `stuckBefore` and that are still not completed, oldest first. */
async function stuckPayouts(db: Database, stuckBefore: Date) {
  return firstKept(
    QUEUE_LIMIT,
    (limit, offset) => payoutCodesAcceptedNotCompleted(db, stuckBefore, { limit, offset }),
    async (handovers) => {
      const found = await queueOrdersByIds(
        db,
        handovers.map((handover) => handover.orderId),
      );
      return handovers.flatMap(({ orderId, codeAcceptedAt, finalAmount }) => {
        const order = found.get(orderId);
        return order && order.status !== 'completed' ? [{ ...order, codeAcceptedAt, finalAmount }] : [];
      });
    },
  );
}

/**
 * The dashboard's queue at `now`: today's open pickups by slot; pool orders that waited `alertMinutes` of
 * working hours (work-queue.ts) or more; hand-backs nobody else can take; partner requests not yet decided; payouts whose code was accepted
 * STUCK_PAYOUT_MINUTES ago with the order still not completed.
 */
export async function readWorkQueue(db: Database, now: Date, alertMinutes: number): Promise<WorkQueue> {
  const stuckBefore = new Date(now.getTime() - STUCK_PAYOUT_MINUTES * 60_000);
  const [today, pool, handedBack, requests, stuck] = await Promise.all([
    pickupsOn(db, indiaDay(now), OPEN_STATUSES, QUEUE_LIMIT * 5),
    unassignedOrders(db, now, alertMinutes),
    handedBackOrders(db),
    undecidedPartnerRequests(db, QUEUE_LIMIT),
    stuckPayouts(db, stuckBefore),
  ]);
  const shops = await partnerShopNames(
    db,
    [
      ...today.map((row) => row.partnerId),
      ...pool.map(({ row }) => row.partnerId),
      ...handedBack.map(({ row }) => row.partnerId),
      ...stuck.map((row) => row.partnerId),
    ].filter((id): id is number => id !== null),
  );
  const unassigned = pool
    .slice(0, QUEUE_LIMIT)
    .map(({ row, waiting }) => ({ ...queueOrder(row, shops), waiting_minutes: waiting }));
  return {
    unassigned_alert_minutes: alertMinutes,
    pickups_today: today
      .sort((a, b) => slotIndex(a.pickupTime) - slotIndex(b.pickupTime))
      .slice(0, QUEUE_LIMIT)
      .map((row) => queueOrder(row, shops)),
    unassigned,
    handed_back: handedBack.slice(0, QUEUE_LIMIT).map(({ row, handedBackAt }) => ({
      ...queueOrder(row, shops),
      handed_back_at: handedBackAt.toISOString(),
    })),
    partner_requests: requests.map((row) => ({
      request_id: row.id,
      shop_name: row.shopName,
      name: row.name,
      city: row.city,
      pincode: row.pincode,
      created_at: row.createdAt.toISOString(),
    })),
    stuck_payouts: stuck.map((row) => ({
      ...queueOrder(row, shops),
      code_accepted_at: (row.codeAcceptedAt ?? now).toISOString(),
      final_amount: row.finalAmount,
    })),
  };
}
