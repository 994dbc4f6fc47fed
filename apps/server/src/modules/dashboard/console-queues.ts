import {
  CONSOLE_QUEUE_KEYS,
  CONSOLE_QUEUE_WORDS,
  type ConsoleQueue,
  type ConsoleQueueItem,
  type ConsoleQueueKey,
  type DoorHoldKind,
  slotQueueOf,
} from '@phonix/shared/console-queues';
import { addDays, indiaDay } from '@phonix/shared/india-time';
import { ORDER_STATUS_LABELS, type OrderStatus } from '@phonix/shared/order-lifecycle';
import { answerRecordSchema, type ConditionAnswers } from '@phonix/shared/questionnaire';
import { answersSideBySide, type PriceBasis } from '@phonix/shared/requote';
import { and, asc, eq, gte, inArray, isNull, lte, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { brands, models } from '../catalog/tables.ts';
import { doorHolds } from '../handover/tables.ts';
import { orderEvents, orders } from '../orders/tables.ts';
import { partnerPincodes, partners } from '../partners/tables.ts';

/**
 * The dashboard's queues off the main road (issue 31), computed in one place from the live tables: raised
 * prices waiting for approval, phones stopped or flagged at the door (door_holds), orders nobody serves,
 * and pickups about to be missed or missed. The shape and titles are packages/shared/src/console-queues.ts;
 * the dashboard draws the list as it comes. Each queue is oldest first.
 */

/** Longest list the dashboard shows of each queue (the count is of all). */
const QUEUE_LIMIT = 100;

const FINAL: OrderStatus[] = ['completed', 'cancelled'];

const columns = {
  id: orders.id,
  refNo: orders.refNo,
  status: orders.status,
  createdAt: orders.createdAt,
  modelName: orders.modelName,
  variantName: orders.variantName,
  brand: brands.name,
  city: orders.city,
  pincode: orders.pincode,
  pickupDate: orders.pickupDate,
  pickupTime: orders.pickupTime,
  partnerId: partners.id,
  shopName: partners.shopName,
};

type Row = {
  id: number;
  refNo: string;
  status: string;
  createdAt: Date;
  modelName: string;
  variantName: string;
  brand: string | null;
  city: string;
  pincode: string;
  pickupDate: string;
  pickupTime: string;
  partnerId: number | null;
  shopName: string | null;
};

function item(row: Row, since: Date, extra: Partial<Pick<ConsoleQueueItem, 'rise' | 'hold'>> = {}) {
  const status = row.status as OrderStatus;
  return {
    ref_no: row.refNo,
    status,
    status_label: ORDER_STATUS_LABELS[status] ?? row.status,
    model: row.modelName,
    variant: row.variantName,
    brand: row.brand ?? '',
    city: row.city,
    pincode: row.pincode,
    pickup_date: row.pickupDate,
    pickup_time: row.pickupTime,
    created_at: row.createdAt.toISOString(),
    since: since.toISOString(),
    partner:
      row.partnerId !== null && row.shopName !== null
        ? { partner_id: row.partnerId, shop_name: row.shopName }
        : null,
    rise: extra.rise ?? null,
    hold: extra.hold ?? null,
  } satisfies ConsoleQueueItem;
}

const ordersWith = (db: Database) =>
  db
    .select(columns)
    .from(orders)
    .leftJoin(partners, eq(partners.id, orders.partnerId))
    .leftJoin(models, eq(models.id, orders.modelId))
    .leftJoin(brands, eq(brands.id, models.brandId));

async function raisedPrices(db: Database): Promise<ConsoleQueueItem[]> {
  const requotedAt = sql<Date>`(select max(${orderEvents.at}) from ${orderEvents}
    where ${orderEvents.orderId} = ${orders.id} and ${orderEvents.type} = 'requoted')`.mapWith(
    (value: Date | string) => new Date(value),
  );
  const rows = await db
    .select({
      ...columns,
      requotedAt,
      exactValue: orders.exactValue,
      revisedValue: orders.revisedValue,
      deviceInfo: orders.deviceInfo,
      partnerDeviceInfo: orders.partnerDeviceInfo,
      priceBasis: orders.priceBasis,
    })
    .from(orders)
    .leftJoin(partners, eq(partners.id, orders.partnerId))
    .leftJoin(models, eq(models.id, orders.modelId))
    .leftJoin(brands, eq(brands.id, models.brandId))
    .where(and(eq(orders.status, 'out_for_pickup'), eq(orders.offerStatus, 'staff_review')))
    .orderBy(asc(requotedAt))
    .limit(QUEUE_LIMIT);
  return rows.map((row) => {
    const declared = answerRecordSchema.safeParse(row.deviceInfo);
    const found = answerRecordSchema.safeParse(row.partnerDeviceInfo);
    const revised = row.revisedValue ?? row.exactValue;
    const answers = declared.success
      ? answersSideBySide(
          declared.data as ConditionAnswers,
          found.success ? (found.data as ConditionAnswers) : null,
          row.priceBasis as PriceBasis,
        ).map(({ question, declared: said, found: seen, differs, price_effect }) => ({
          question,
          declared: said,
          found: seen,
          differs,
          price_effect,
        }))
      : [];
    return item(row, row.requotedAt ?? row.createdAt, {
      rise: {
        quoted_value: row.exactValue,
        revised_value: revised,
        difference: revised - row.exactValue,
        answers,
      },
    });
  });
}

async function holds(db: Database, kind: DoorHoldKind): Promise<ConsoleQueueItem[]> {
  const rows = await db
    .select({
      ...columns,
      holdId: doorHolds.id,
      imei: doorHolds.imei,
      reference: doorHolds.reference,
      heldAt: doorHolds.createdAt,
    })
    .from(doorHolds)
    .innerJoin(orders, eq(orders.id, doorHolds.orderId))
    .leftJoin(partners, eq(partners.id, doorHolds.partnerId))
    .leftJoin(models, eq(models.id, orders.modelId))
    .leftJoin(brands, eq(brands.id, models.brandId))
    .where(
      and(
        eq(doorHolds.kind, kind),
        isNull(doorHolds.closedAt),
        // A stopped phone whose order was closed another way has nothing left to decide; a brand flag stays
        // until someone marks it checked.
        kind === 'imei_brand' ? undefined : notInArray(orders.status, FINAL),
      ),
    )
    .orderBy(asc(doorHolds.createdAt))
    .limit(QUEUE_LIMIT);
  return rows.map((row) =>
    item(row, row.heldAt, {
      hold: { hold_id: row.holdId, kind, imei: row.imei, reference: row.reference },
    }),
  );
}

/** Pool orders in a pincode no active partner serves: someone must find one or tell the seller. */
async function noPartner(db: Database): Promise<ConsoleQueueItem[]> {
  const rows = await ordersWith(db)
    .where(
      and(
        eq(orders.status, 'enquiry'),
        isNull(orders.partnerId),
        sql`not exists (select 1 from ${partnerPincodes} join ${partners} as served
          on served.id = ${partnerPincodes.partnerId}
          where ${partnerPincodes.pincode} = ${orders.pincode} and served.status = 'active')`,
      ),
    )
    .orderBy(asc(orders.createdAt))
    .limit(QUEUE_LIMIT);
  return rows.map((row) => item(row, row.createdAt));
}

/**
 * Pickups about to be missed (the slot starts within SLOT_SOON_MINUTES, or has started, and nobody is out
 * for it) and missed (the slot ended, the order not completed), by slot.
 */
async function slots(
  db: Database,
  now: Date,
): Promise<{ soon: ConsoleQueueItem[]; passed: ConsoleQueueItem[] }> {
  const today = indiaDay(now);
  const rows = await ordersWith(db)
    .where(
      and(
        inArray(orders.status, ['enquiry', 'accepted', 'out_for_pickup'] satisfies OrderStatus[]),
        lte(orders.pickupDate, addDays(today, 1)),
        gte(orders.pickupDate, addDays(today, -60)),
      ),
    )
    .orderBy(asc(orders.pickupDate))
    .limit(QUEUE_LIMIT * 10);
  const soon: { row: Row; at: Date }[] = [];
  const passed: { row: Row; at: Date }[] = [];
  for (const row of rows) {
    const queue = slotQueueOf(
      { status: row.status, pickup_date: row.pickupDate, pickup_time: row.pickupTime },
      now,
    );
    if (queue?.key === 'slot_passed') passed.push({ row, at: queue.since });
    if (queue?.key === 'slot_soon') soon.push({ row, at: queue.since });
  }
  const ordered = (list: { row: Row; at: Date }[]) =>
    list
      .sort((a, b) => a.at.getTime() - b.at.getTime())
      .slice(0, QUEUE_LIMIT)
      .map(({ row, at }) => item(row, at));
  return { soon: ordered(soon), passed: ordered(passed) };
}

/** Every queue of CONSOLE_QUEUE_KEYS with its count, its oldest item and its items, at `now`. */
export async function readConsoleQueues(db: Database, now: Date): Promise<ConsoleQueue[]> {
  const [raised, stopped, twice, brand, nobody, slot] = await Promise.all([
    raisedPrices(db),
    holds(db, 'restricted_imei'),
    holds(db, 'same_phone_twice'),
    holds(db, 'imei_brand'),
    noPartner(db),
    slots(db, now),
  ]);
  const items: Record<ConsoleQueueKey, ConsoleQueueItem[]> = {
    raised_prices: raised,
    stopped_at_door: stopped,
    same_phone_twice: twice,
    imei_brand: brand,
    no_partner: nobody,
    slot_soon: slot.soon,
    slot_passed: slot.passed,
  };
  return CONSOLE_QUEUE_KEYS.map((key) => {
    const list = items[key];
    const oldest = list.reduce<string | null>(
      (first, entry) => (first === null || entry.since < first ? entry.since : first),
      null,
    );
    return { key, title: CONSOLE_QUEUE_WORDS[key].title, count: list.length, oldest_at: oldest, items: list };
  });
}
