import {
  isCutRateOutlier,
  type PartnerScorecard,
  type RecheckOutlier,
} from '@phonix/shared/partner-scorecard';
import { asc } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { ordersOfPartners, type PartnerRechecks } from './orders-of-partners.ts';
import { partners } from './tables.ts';

/**
 * A partner's scorecard (issue 31), read from the orders' events: what it took (accepted from the pool or
 * given by staff: the event's partner_id), handed back itself, completed; how long after the booking it
 * accepted (median, its own accepts); and its doorstep re-checks (re-quotes it sent): how many cut the
 * price and by how much. The flag compares a partner's cut rate with the other partners' together
 * (packages/shared/src/partner-scorecard.ts, `isCutRateOutlier`).
 */

/** The other partners' re-checks and cuts together. */
function othersOf(all: Map<number, PartnerRechecks>, partnerId: number) {
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
  const taken = await ordersOfPartners().partnerTakings(db, partnerId);
  const all = await ordersOfPartners().partnerRechecks(db);
  const own = all.get(partnerId) ?? { partnerId, rechecks: 0, cuts: 0, cutTotal: 0, cutShareTotal: 0 };
  const others = othersOf(all, partnerId);
  return {
    accepted: taken.accepted,
    handed_back: taken.handedBack,
    completed: taken.completed,
    median_minutes_to_accept: taken.medianMinutes === null ? null : Math.round(taken.medianMinutes),
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
  const all = await ordersOfPartners().partnerRechecks(db);
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
