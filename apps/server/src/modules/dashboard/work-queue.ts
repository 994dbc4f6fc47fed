import { indiaDay } from '@phonix/shared/india-time';
import { ORDER_STATUS_LABELS, type OrderStatus } from '@phonix/shared/order-lifecycle';
import { PICKUP_SLOTS } from '@phonix/shared/pickup';
import {
  type QueueOrder,
  STUCK_PAYOUT_MINUTES,
  type WorkQueue,
  workingMinutesBetween,
} from '@phonix/shared/work-queue';
import { and, asc, eq, inArray, isNull, lte, ne, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { handovers } from '../handover/tables.ts';
import { inReachOf } from '../orders/pickup-reach.ts';
import { orderEvents, orders } from '../orders/tables.ts';
import { partnerRequests, partners } from '../partners/tables.ts';

/** Longest list the dashboard shows of each queue (the order list has the rest). */
const QUEUE_LIMIT = 100;

const OPEN_STATUSES: OrderStatus[] = ['enquiry', 'accepted', 'out_for_pickup'];

const queueColumns = {
  orderId: orders.id,
  refNo: orders.refNo,
  createdAt: orders.createdAt,
  status: orders.status,
  modelName: orders.modelName,
  variantName: orders.variantName,
  city: orders.city,
  pincode: orders.pincode,
  pickupDate: orders.pickupDate,
  pickupTime: orders.pickupTime,
  exactValue: orders.exactValue,
  locality: orders.locality,
  partnerId: partners.id,
  shopName: partners.shopName,
};

export type QueueRow = {
  orderId: number;
  refNo: string;
  createdAt: Date;
  status: string;
  modelName: string;
  variantName: string;
  city: string;
  pincode: string;
  pickupDate: string;
  pickupTime: string;
  exactValue: number;
  locality: string;
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

/** Another partner than the order's (for "nobody else can take it"). */
const OTHER_PARTNER = 'other_partner';
const otherPartner = alias(partners, OTHER_PARTNER);

/**
 * Orders in the pool that waited `alertMinutes` of working hours or more at `now`, longest first, with how
 * long; `extra` narrows them further (the alert check leaves out those already e-mailed).
 */
export async function unassignedOrders(
  db: Database,
  now: Date,
  alertMinutes: number,
  extra?: SQL,
): Promise<{ row: QueueRow; waiting: number }[]> {
  // Working minutes never exceed wall-clock minutes: orders younger than the alert cannot be late.
  const bookedBefore = new Date(now.getTime() - alertMinutes * 60_000);
  const pool = await db
    .select(queueColumns)
    .from(orders)
    .leftJoin(partners, eq(partners.id, orders.partnerId))
    .where(
      and(eq(orders.status, 'enquiry'), isNull(orders.partnerId), lte(orders.createdAt, bookedBefore), extra),
    )
    .orderBy(asc(orders.createdAt))
    .limit(QUEUE_LIMIT * 5);
  return pool
    .map((row) => ({ row, waiting: workingMinutesBetween(row.createdAt, now) }))
    .filter(({ waiting }) => waiting >= alertMinutes)
    .sort((a, b) => b.waiting - a.waiting);
}

/**
 * Orders in the pool after a hand-back that no active partner can take: none serves the pincode, or each
 * one that does handed this order back (orders/pickup-reach.ts, the one home of who may take an order).
 * Oldest hand-back first; `extra` narrows them further.
 */
export async function handedBackOrders(
  db: Database,
  extra?: SQL,
): Promise<{ row: QueueRow; handedBackAt: Date }[]> {
  const handedBackAt = sql<Date>`(select max(${orderEvents.at}) from ${orderEvents}
    where ${orderEvents.orderId} = ${orders.id} and ${orderEvents.type} = 'rejected')`.mapWith(
    (value: Date | string) => new Date(value),
  );
  const rows = await db
    .select({ ...queueColumns, handedBackAt })
    .from(orders)
    .leftJoin(partners, eq(partners.id, orders.partnerId))
    .where(
      and(
        eq(orders.status, 'enquiry'),
        isNull(orders.partnerId),
        sql`exists (select 1 from ${orderEvents}
          where ${orderEvents.orderId} = ${orders.id} and ${orderEvents.type} = 'rejected')`,
        sql`not exists (select 1 from ${partners} as ${sql.identifier(OTHER_PARTNER)}
          where ${otherPartner.status} = 'active' and ${inReachOf(otherPartner.id)})`,
        extra,
      ),
    )
    .orderBy(asc(orders.createdAt))
    .limit(QUEUE_LIMIT * 5);
  return rows
    .map(({ handedBackAt: at, ...row }) => ({ row, handedBackAt: at }))
    .sort((a, b) => a.handedBackAt.getTime() - b.handedBackAt.getTime());
}

/**
 * The dashboard's queue at `now`: today's open pickups by slot; pool orders that waited `alertMinutes` of
 * working hours (work-queue.ts) or more; hand-backs nobody else can take; partner requests not yet decided; payouts whose code was accepted
 * STUCK_PAYOUT_MINUTES ago with the order still not completed.
 */
export async function readWorkQueue(db: Database, now: Date, alertMinutes: number): Promise<WorkQueue> {
  const stuckBefore = new Date(now.getTime() - STUCK_PAYOUT_MINUTES * 60_000);
  const [today, pool, handedBack, requests, stuck] = await Promise.all([
    db
      .select(queueColumns)
      .from(orders)
      .leftJoin(partners, eq(partners.id, orders.partnerId))
      .where(and(eq(orders.pickupDate, indiaDay(now)), inArray(orders.status, OPEN_STATUSES)))
      .orderBy(asc(orders.createdAt))
      .limit(QUEUE_LIMIT * 5),
    unassignedOrders(db, now, alertMinutes),
    handedBackOrders(db),
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
    .slice(0, QUEUE_LIMIT)
    .map(({ row, waiting }) => ({ ...queueOrder(row), waiting_minutes: waiting }));
  return {
    unassigned_alert_minutes: alertMinutes,
    pickups_today: today
      .sort((a, b) => slotIndex(a.pickupTime) - slotIndex(b.pickupTime))
      .slice(0, QUEUE_LIMIT)
      .map(queueOrder),
    unassigned,
    handed_back: handedBack.slice(0, QUEUE_LIMIT).map(({ row, handedBackAt }) => ({
      ...queueOrder(row),
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
      ...queueOrder(row),
      code_accepted_at: (row.codeAcceptedAt ?? now).toISOString(),
      final_amount: row.finalAmount,
    })),
  };
}
