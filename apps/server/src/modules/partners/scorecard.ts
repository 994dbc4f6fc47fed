import {
  isCutRateOutlier,
  type PartnerScorecard,
  type RecheckOutlier,
} from '@phonix/shared/partner-scorecard';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { orderEvents, orders } from '../orders/tables.ts';
import type { Executor } from '../outbox/outbox.ts';
import { partners } from './tables.ts';

/**
 * A partner's scorecard (issue 31), read from the orders' events: what it took (accepted from the pool or
 * given by staff: the event's partner_id), handed back itself, completed; how long after the booking it
 * accepted (median, its own accepts); and its doorstep re-checks (re-quotes it sent): how many cut the
 * price and by how much. The flag compares a partner's cut rate with the other partners' together
 * (packages/shared/src/partner-scorecard.ts, `isCutRateOutlier`).
 */

interface RecheckCounts {
  partnerId: number;
  rechecks: number;
  cuts: number;
  cutTotal: number;
  cutShareTotal: number;
}

/** Re-checks and cuts of every partner that re-checked a phone (a re-quote event of its own). */
async function recheckCounts(db: Executor): Promise<Map<number, RecheckCounts>> {
  const amount = sql`(${orderEvents.data}->>'amount')::numeric`;
  const previous = sql`(${orderEvents.data}->>'previous_amount')::numeric`;
  const cut = sql`${amount} < ${previous}`;
  const rows = await db
    .select({
      partnerId: orderEvents.actorId,
      rechecks: sql<number>`count(*)`.mapWith(Number),
      cuts: sql<number>`count(*) filter (where ${cut})`.mapWith(Number),
      cutTotal: sql<number>`coalesce(sum(${previous} - ${amount}) filter (where ${cut}), 0)`.mapWith(Number),
      cutShareTotal:
        sql<number>`coalesce(sum((${previous} - ${amount}) / nullif(${previous}, 0)) filter (where ${cut}), 0)`.mapWith(
          Number,
        ),
    })
    .from(orderEvents)
    .where(
      and(
        eq(orderEvents.type, 'requoted'),
        eq(orderEvents.actorType, 'partner'),
        sql`${orderEvents.data}->>'amount' is not null`,
        sql`${orderEvents.data}->>'previous_amount' is not null`,
      ),
    )
    .groupBy(orderEvents.actorId);
  const counts = new Map<number, RecheckCounts>();
  for (const row of rows)
    if (row.partnerId !== null) counts.set(row.partnerId, { ...row, partnerId: row.partnerId });
  return counts;
}

/** The other partners' re-checks and cuts together. */
function othersOf(all: Map<number, RecheckCounts>, partnerId: number) {
  let rechecks = 0;
  let cuts = 0;
  for (const [id, row] of all)
    if (id !== partnerId) {
      rechecks += row.rechecks;
      cuts += row.cuts;
    }
  return { rechecks, cuts };
}

export async function partnerScorecard(db: Database, partnerId: number): Promise<PartnerScorecard> {
  const eventPartner = sql`(${orderEvents.data}->>'partner_id')`;
  const [taken] = await db
    .select({
      accepted:
        sql<number>`count(*) filter (where ${orderEvents.type} = 'accepted' and ${eventPartner} = ${String(partnerId)})`.mapWith(
          Number,
        ),
      handedBack:
        sql<number>`count(*) filter (where ${orderEvents.type} = 'rejected' and ${orderEvents.actorType} = 'partner' and ${orderEvents.actorId} = ${partnerId})`.mapWith(
          Number,
        ),
      medianMinutes: sql<
        number | null
      >`percentile_cont(0.5) within group (order by extract(epoch from (${orderEvents.at} - ${orders.createdAt})) / 60) filter (where ${orderEvents.type} = 'accepted' and ${orderEvents.actorType} = 'partner' and ${orderEvents.actorId} = ${partnerId})`,
    })
    .from(orderEvents)
    .innerJoin(orders, eq(orders.id, orderEvents.orderId))
    .where(sql`${orderEvents.type} in ('accepted', 'rejected')`);
  const [done] = await db
    .select({ completed: sql<number>`count(*)`.mapWith(Number) })
    .from(orders)
    .where(and(eq(orders.partnerId, partnerId), eq(orders.status, 'completed')));
  const all = await recheckCounts(db);
  const own = all.get(partnerId) ?? { partnerId, rechecks: 0, cuts: 0, cutTotal: 0, cutShareTotal: 0 };
  const others = othersOf(all, partnerId);
  const median =
    taken?.medianMinutes === null || taken?.medianMinutes === undefined ? null : Number(taken.medianMinutes);
  return {
    accepted: taken?.accepted ?? 0,
    handed_back: taken?.handedBack ?? 0,
    completed: done?.completed ?? 0,
    median_minutes_to_accept: median === null ? null : Math.round(median),
    rechecks: own.rechecks,
    cuts: own.cuts,
    cut_rate: own.rechecks === 0 ? null : own.cuts / own.rechecks,
    average_cut: own.cuts === 0 ? null : Math.round(own.cutTotal / own.cuts),
    average_cut_share: own.cuts === 0 ? null : own.cutShareTotal / own.cuts,
    others_cut_rate: others.rechecks === 0 ? null : others.cuts / others.rechecks,
    flagged: isCutRateOutlier(own, others),
  };
}

/** Partners (any status) whose cut rate is far above the others', highest rate first: the dashboard's flag. */
export async function recheckOutliers(db: Database): Promise<RecheckOutlier[]> {
  const all = await recheckCounts(db);
  const flagged = [...all.values()].filter((row) => isCutRateOutlier(row, othersOf(all, row.partnerId)));
  if (flagged.length === 0) return [];
  const names = await db
    .select({ id: partners.id, shopName: partners.shopName })
    .from(partners)
    .orderBy(asc(partners.id));
  const shop = new Map(names.map((row) => [row.id, row.shopName]));
  return flagged
    .map((row) => {
      const others = othersOf(all, row.partnerId);
      return {
        partner_id: row.partnerId,
        shop_name: shop.get(row.partnerId) ?? `Partner #${row.partnerId}`,
        rechecks: row.rechecks,
        cuts: row.cuts,
        cut_rate: row.cuts / row.rechecks,
        others_cut_rate: others.rechecks === 0 ? null : others.cuts / others.rechecks,
      };
    })
    .sort((a, b) => b.cut_rate - a.cut_rate);
}
