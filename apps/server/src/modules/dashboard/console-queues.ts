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
import type { ConditionAnswers } from '@phonix/shared/questionnaire';
import { answerRecordSchema } from '@phonix/shared/questionnaire-record';
import { answersSideBySide, type PriceBasis } from '@phonix/shared/requote';
import type { Database } from '../../db/client.ts';
import { firstKept } from '../../lib/first-kept.ts';
import { brandNamesOfModels } from '../catalog/index.ts';
import { openDoorHolds } from '../handover/index.ts';
import {
  pickupsBetween,
  poolOrdersNobodyServes,
  type QueueOrderRow,
  queueOrdersByIds,
  raisedPricesAwaitingApproval,
} from '../orders/index.ts';
import { partnerShopNames } from '../partners/index.ts';

/**
 * The dashboard's queues off the main road (issue 31), computed in one place from the live data: raised
 * prices waiting for approval, phones stopped or flagged at the door (door holds), orders nobody serves,
 * and pickups about to be missed or missed. Each owner answers its part (orders, door holds, partners'
 * pincodes and shop names, brands) and the queues are composed here. The shape and titles are
 * packages/shared/src/console-queues.ts; the dashboard draws the list as it comes. Each queue is oldest first.
 */

/** Longest list the dashboard shows of each queue (the count is of all). */
const QUEUE_LIMIT = 100;

const FINAL: OrderStatus[] = ['completed', 'cancelled'];

/** An order of a queue, the moment it joined the queue, and what the queue adds. */
type Entry = {
  row: QueueOrderRow;
  since: Date;
  /** The partner shown: the order's, or for a door hold the partner at the door. */
  partnerId: number | null;
  extra?: Partial<Pick<ConsoleQueueItem, 'rise' | 'hold'>>;
};

/** Brands (by model) and partners' shop names (by id), asked once of their owners for every queue. */
type Names = { brands: Map<number, string>; shops: Map<number, string> };

function item({ row, since, partnerId, extra = {} }: Entry, names: Names): ConsoleQueueItem {
  const status = row.status as OrderStatus;
  const shopName = partnerId === null ? undefined : names.shops.get(partnerId);
  return {
    ref_no: row.refNo,
    status,
    status_label: ORDER_STATUS_LABELS[status] ?? row.status,
    model: row.modelName,
    variant: row.variantName,
    brand: names.brands.get(row.modelId) ?? '',
    city: row.city,
    pincode: row.pincode,
    pickup_date: row.pickupDate,
    pickup_time: row.pickupTime,
    created_at: row.createdAt.toISOString(),
    since: since.toISOString(),
    partner:
      partnerId !== null && shopName !== undefined ? { partner_id: partnerId, shop_name: shopName } : null,
    rise: extra.rise ?? null,
    hold: extra.hold ?? null,
  } satisfies ConsoleQueueItem;
}

async function raisedPrices(db: Database): Promise<Entry[]> {
  const rows = await raisedPricesAwaitingApproval(db, QUEUE_LIMIT);
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
    return {
      row,
      since: row.requotedAt ?? row.createdAt,
      partnerId: row.partnerId,
      extra: {
        rise: {
          quoted_value: row.exactValue,
          revised_value: revised,
          difference: revised - row.exactValue,
          answers,
        },
      },
    };
  });
}

async function holds(db: Database, kind: DoorHoldKind): Promise<Entry[]> {
  return firstKept(
    QUEUE_LIMIT,
    (limit, offset) => openDoorHolds(db, kind, { limit, offset }),
    async (open) => {
      const orders = await queueOrdersByIds(
        db,
        open.map((hold) => hold.orderId),
      );
      return open.flatMap((hold) => {
        const row = orders.get(hold.orderId);
        // A stopped phone whose order was closed another way has nothing left to decide; a brand flag stays
        // until someone marks it checked.
        if (!row || (kind !== 'imei_brand' && FINAL.includes(row.status))) return [];
        return [
          {
            row,
            since: hold.createdAt,
            partnerId: hold.partnerId,
            extra: { hold: { hold_id: hold.id, kind, imei: hold.imei, reference: hold.reference } },
          },
        ];
      });
    },
  );
}

/** Pool orders in a pincode no active partner serves: someone must find one or tell the seller. */
async function noPartner(db: Database): Promise<Entry[]> {
  const rows = await poolOrdersNobodyServes(db, QUEUE_LIMIT);
  return rows.map((row) => ({ row, since: row.createdAt, partnerId: row.partnerId }));
}

/**
 * Pickups about to be missed (the slot starts within SLOT_SOON_MINUTES, or has started, and nobody is out
 * for it) and missed (the slot ended, the order not completed), by slot.
 */
async function slots(db: Database, now: Date): Promise<{ soon: Entry[]; passed: Entry[] }> {
  const today = indiaDay(now);
  const rows = await pickupsBetween(
    db,
    { from: addDays(today, -60), to: addDays(today, 1) },
    ['enquiry', 'accepted', 'out_for_pickup'],
    QUEUE_LIMIT * 10,
  );
  const soon: Entry[] = [];
  const passed: Entry[] = [];
  for (const row of rows) {
    const queue = slotQueueOf(
      { status: row.status, pickup_date: row.pickupDate, pickup_time: row.pickupTime },
      now,
    );
    if (queue?.key === 'slot_passed') passed.push({ row, since: queue.since, partnerId: row.partnerId });
    if (queue?.key === 'slot_soon') soon.push({ row, since: queue.since, partnerId: row.partnerId });
  }
  const ordered = (list: Entry[]) =>
    list.sort((a, b) => a.since.getTime() - b.since.getTime()).slice(0, QUEUE_LIMIT);
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
  const entries: Record<ConsoleQueueKey, Entry[]> = {
    raised_prices: raised,
    stopped_at_door: stopped,
    same_phone_twice: twice,
    imei_brand: brand,
    no_partner: nobody,
    slot_soon: slot.soon,
    slot_passed: slot.passed,
  };
  const all = Object.values(entries).flat();
  const [brands, shops] = await Promise.all([
    brandNamesOfModels(
      db,
      all.map((entry) => entry.row.modelId),
    ),
    partnerShopNames(
      db,
      all.flatMap((entry) => (entry.partnerId === null ? [] : [entry.partnerId])),
    ),
  ]);
  const names: Names = { brands, shops };
  const items = Object.fromEntries(
    CONSOLE_QUEUE_KEYS.map((key) => [key, entries[key].map((entry) => item(entry, names))]),
  ) as Record<ConsoleQueueKey, ConsoleQueueItem[]>;
  return CONSOLE_QUEUE_KEYS.map((key) => {
    const list = items[key];
    const oldest = list.reduce<string | null>(
      (first, entry) => (first === null || entry.since < first ? entry.since : first),
      null,
    );
    return { key, title: CONSOLE_QUEUE_WORDS[key].title, count: list.length, oldest_at: oldest, items: list };
  });
}
