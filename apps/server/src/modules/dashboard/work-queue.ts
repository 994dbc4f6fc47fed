import { indiaDay } from '@phonix/shared/india-time';
import { ORDER_STATUS_LABELS, type OrderStatus } from '@phonix/shared/order-lifecycle';
import { PICKUP_SLOTS } from '@phonix/shared/pickup';
import {
  type QueueOrder,
  STUCK_PAYOUT_MINUTES,
  type WorkQueue,
  workingMinutesBetween,
} from '@phonix/shared/work-queue';
import { and, asc, eq, inArray, isNull, lte, ne } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { handovers, orders, partnerRequests, partners } from '../../db/schema.ts';

/** Longest list the dashboard shows of each queue (the order list has the rest). */
const QUEUE_LIMIT = 100;

const OPEN_STATUSES: OrderStatus[] = ['enquiry', 'accepted', 'out_for_pickup'];

const queueColumns = {
  refNo: orders.refNo,
  createdAt: orders.createdAt,
  status: orders.status,
  modelName: orders.modelName,
  variantName: orders.variantName,
  city: orders.city,
  pincode: orders.pincode,
  pickupDate: orders.pickupDate,
  pickupTime: orders.pickupTime,
  partnerId: partners.id,
  shopName: partners.shopName,
};

type QueueRow = {
  refNo: string;
  createdAt: Date;
  status: string;
  modelName: string;
  variantName: string;
  city: string;
  pincode: string;
  pickupDate: string;
  pickupTime: string;
  partnerId: number | null;
  shopName: string | null;
};

function queueOrder(row: QueueRow): QueueOrder {
  const status = row.status as OrderStatus;
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
      row.partnerId !== null && row.shopName !== null
        ? { partner_id: row.partnerId, shop_name: row.shopName }
        : null,
  };
}

const slotIndex = (slot: string) => {
  const index = (PICKUP_SLOTS as readonly string[]).indexOf(slot);
  return index === -1 ? PICKUP_SLOTS.length : index;
};

/**
 * The dashboard's queue at `now`: today's open pickups by slot; pool orders that waited `alertMinutes` of
 * working hours (work-queue.ts) or more; partner requests not yet decided; payouts whose code was accepted
 * STUCK_PAYOUT_MINUTES ago with the order still not completed.
 */
export async function readWorkQueue(db: Database, now: Date, alertMinutes: number): Promise<WorkQueue> {
  const stuckBefore = new Date(now.getTime() - STUCK_PAYOUT_MINUTES * 60_000);
  // Working minutes never exceed wall-clock minutes: orders younger than the alert cannot be late.
  const bookedBefore = new Date(now.getTime() - alertMinutes * 60_000);
  const [today, pool, requests, stuck] = await Promise.all([
    db
      .select(queueColumns)
      .from(orders)
      .leftJoin(partners, eq(partners.id, orders.partnerId))
      .where(and(eq(orders.pickupDate, indiaDay(now)), inArray(orders.status, OPEN_STATUSES)))
      .orderBy(asc(orders.createdAt))
      .limit(QUEUE_LIMIT * 5),
    db
      .select(queueColumns)
      .from(orders)
      .leftJoin(partners, eq(partners.id, orders.partnerId))
      .where(and(eq(orders.status, 'enquiry'), isNull(orders.partnerId), lte(orders.createdAt, bookedBefore)))
      .orderBy(asc(orders.createdAt))
      .limit(QUEUE_LIMIT * 5),
    db
      .select({
        id: partnerRequests.id,
        shopName: partnerRequests.shopName,
        name: partnerRequests.name,
        city: partnerRequests.city,
        pincode: partnerRequests.pincode,
        createdAt: partnerRequests.createdAt,
      })
      .from(partnerRequests)
      .leftJoin(partners, eq(partners.partnerRequestId, partnerRequests.id))
      .where(and(isNull(partners.id), isNull(partnerRequests.declinedAt)))
      .orderBy(asc(partnerRequests.createdAt))
      .limit(QUEUE_LIMIT),
    db
      .select({
        ...queueColumns,
        codeAcceptedAt: handovers.payoutOtpVerifiedAt,
        finalAmount: handovers.finalAmount,
      })
      .from(handovers)
      .innerJoin(orders, eq(orders.id, handovers.orderId))
      .leftJoin(partners, eq(partners.id, orders.partnerId))
      .where(
        and(
          lte(handovers.payoutOtpVerifiedAt, stuckBefore),
          isNull(handovers.completedAt),
          ne(orders.status, 'completed'),
        ),
      )
      .orderBy(asc(handovers.payoutOtpVerifiedAt))
      .limit(QUEUE_LIMIT),
  ]);
  const unassigned = pool
    .map((row) => ({ row, waiting: workingMinutesBetween(row.createdAt, now) }))
    .filter(({ waiting }) => waiting >= alertMinutes)
    .sort((a, b) => b.waiting - a.waiting)
    .slice(0, QUEUE_LIMIT)
    .map(({ row, waiting }) => ({ ...queueOrder(row), waiting_minutes: waiting }));
  return {
    unassigned_alert_minutes: alertMinutes,
    pickups_today: today
      .sort((a, b) => slotIndex(a.pickupTime) - slotIndex(b.pickupTime))
      .slice(0, QUEUE_LIMIT)
      .map(queueOrder),
    unassigned,
    partner_requests: requests.map((row) => ({
      request_id: row.id,
      shop_name: row.shopName,
      name: row.name,
      city: row.city,
      pincode: row.pincode,
      created_at: row.createdAt.toISOString(),
    })),
    stuck_payouts: stuck.map((row) => ({
      ...queueOrder(row),
      code_accepted_at: (row.codeAcceptedAt ?? now).toISOString(),
      final_amount: row.finalAmount,
    })),
  };
}
