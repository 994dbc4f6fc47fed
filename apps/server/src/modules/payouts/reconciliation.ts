import { addDays, formatIndiaTime, indiaDay, indiaDayEnd, indiaDayStart } from '@phonix/shared/india-time';
import { PAYOUT_RECONCILIATION_HEADER } from '@phonix/shared/payouts-api';
import { stringify } from 'csv-stringify/sync';
import type { Database } from '../../db/client.ts';
import { neutralizeFormula } from '../../lib/spreadsheet-csv.ts';
import { FINAL_STATUSES, PROBLEM_STATUSES } from './payout-status.ts';
import { payoutsReleasedBetween, staleEventsOf, type TrackedPayout } from './repository.ts';

/** What does not add up about one payout; empty when it does. */
export function payoutMismatches({ handover }: TrackedPayout, disagreeing: readonly string[]): string[] {
  const found: string[] = [];
  const status = handover.payoutStatus ?? '';
  if (handover.payoutDriver === 'cheque') return found;
  if (!FINAL_STATUSES.has(status)) found.push(`no final status (${status || 'none'})`);
  if (PROBLEM_STATUSES.has(status))
    found.push(handover.completedAt ? `${status} after the order was completed` : status);
  if (status === 'processed' && !handover.payoutUtr && !handover.payoutTest)
    found.push('processed without a UTR');
  if (!handover.completedAt) found.push('paid, order not completed');
  for (const other of disagreeing) found.push(`provider also said ${other}`);
  return found;
}

/**
 * The daily reconciliation report (CSV, docs/decisions/112): every payout released on an India day (by
 * default yesterday), with our reference (the order and the idempotency key sent), the provider's payout
 * id, the UTR, the state, the amount, whether the order completed, and what does not add up: no final
 * status, a failure or reversal, processed without a UTR, a payout whose order did not complete, and a
 * status the provider sent that we kept out (a late event after a final state).
 */
export async function payoutReconciliationCsv(
  db: Database,
  day: string = addDays(indiaDay(), -1),
): Promise<{ csv: string; day: string; count: number }> {
  const payouts = await payoutsReleasedBetween(db, indiaDayStart(day), indiaDayEnd(day));
  const stale = await staleEventsOf(
    db,
    payouts.map((payout) => payout.handover.id),
  );
  const rows = payouts.map((payout) => {
    const { handover } = payout;
    const disagreeing = [
      ...new Set(
        stale
          .filter((event) => event.handoverId === handover.id && event.status !== handover.payoutStatus)
          .map((event) => event.status as string),
      ),
    ];
    return [
      formatIndiaTime(handover.payoutReleasedAt as Date),
      payout.orderRef,
      handover.payoutKey ?? '',
      handover.payoutProviderId ?? '',
      handover.payoutUtr ?? '',
      handover.payoutStatus ?? '',
      String(handover.finalAmount ?? ''),
      handover.completedAt ? 'yes' : 'no',
      payoutMismatches(payout, disagreeing).join('; '),
    ].map(neutralizeFormula);
  });
  const csv = `\ufeff${stringify([[...PAYOUT_RECONCILIATION_HEADER], ...rows], { record_delimiter: 'windows' })}`;
  return { csv, day, count: rows.length };
}
