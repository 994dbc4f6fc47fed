import { indiaDay } from '@phonix/shared/india-time';
import type { KeptRecord } from '@phonix/shared/privacy-api';
import { keptUntil, RETENTION } from '@phonix/shared/retention';
import { eq, inArray } from 'drizzle-orm';
import type { Transaction } from '../../db/transaction.ts';
import { AppError } from '../../lib/app-error.ts';
import type { PersonalDataHook, PersonalDataSubject } from '../../lib/personal-data.ts';
import { erasedCustomerIdsKeeping, lockCustomerRow } from '../customers/index.ts';
import { receiptOrderIds, receiptsOfOrders } from '../handover/index.ts';
import { orderIdsOfCustomers } from '../orders/index.ts';
import type { Executor } from './repository.ts';
import {
  grievances,
  grievanceUpdates,
  inactivityNotices,
  nominees,
  privacyConsents,
  privacyNoticeAcceptances,
} from './tables.ts';

/**
 * What is kept of an erased seller, why and until when: each purchase receipt (and the dealer register drawn
 * from it) for its legal period (packages/shared/src/retention.ts), found by the number the seller had.
 * Periods that have passed are not listed (the retention sweep, a later job, deletes them).
 */
export async function keptFor(db: Executor, mobile: string, today = indiaDay()): Promise<KeptRecord[]> {
  const erased = await erasedCustomerIdsKeeping(db, mobile);
  const rows = await receiptsOfOrders(db, await orderIdsOfCustomers(db, erased));
  const kept: KeptRecord[] = [];
  for (const code of ['purchaseReceipt', 'dealerRegister'] as const) {
    const rule = RETENTION[code];
    const byUntil = new Map<string, string[]>();
    for (const row of rows) {
      const until = keptUntil(row.financialYear, rule.yearsAfterFinancialYear);
      if (until < today) continue;
      byUntil.set(until, [...(byUntil.get(until) ?? []), row.number]);
    }
    for (const [until, references] of [...byUntil].sort(([a], [b]) => a.localeCompare(b))) {
      kept.push({ code, what: rule.what, why: rule.why, source: rule.source, until, references });
    }
  }
  return kept;
}

/**
 * Erases a seller inside the caller's transaction (no order open: the caller checked): deletes what nothing
 * requires (the privacy module's own consents, acceptances, grievances, the nominee, inactivity notices; and
 * through each module's hook (`personalData`, in the list's order) addresses, sessions, codes, WhatsApp
 * records, quotes' link to them), anonymises the account row and the orders not under a receipt, blanks the
 * messages sent about them, and keeps what the law requires (the purchase receipts, and for the dealer
 * register the order's address and the number, apart in customers.kept_mobile). Answers how many receipts are
 * kept.
 */
export async function eraseCustomer(
  tx: Transaction,
  personalData: readonly PersonalDataHook[],
  customerId: number,
  now: Date,
): Promise<number> {
  const customer = await lockCustomerRow(tx, customerId);
  if (!customer) throw new Error(`customer ${customerId} not found for erasure`);
  // Never twice: a second erasure would keep `erased:<id>` as the number of the receipts (callers check
  // first, under this same lock; this is the last guard).
  if (customer.erasedAt) throw new AppError('ACCOUNT_ERASED');
  const orderIds = await orderIdsOfCustomers(tx, [customerId]);
  const subject: PersonalDataSubject = {
    customerId,
    mobile: customer.mobile,
    alternateMobile: customer.alternateMobile,
    email: customer.email,
    orderIds,
    receiptOrderIds: await receiptOrderIds(tx, orderIds),
  };

  await tx.delete(privacyConsents).where(eq(privacyConsents.customerId, customerId));
  await tx.delete(privacyNoticeAcceptances).where(eq(privacyNoticeAcceptances.customerId, customerId));
  const grievanceIds = (
    await tx.select({ id: grievances.id }).from(grievances).where(eq(grievances.customerId, customerId))
  ).map((row) => row.id);
  if (grievanceIds.length > 0) {
    await tx.delete(grievanceUpdates).where(inArray(grievanceUpdates.grievanceId, grievanceIds));
    await tx.delete(grievances).where(inArray(grievances.id, grievanceIds));
  }
  // The nominee they named (their name and number) and the inactivity sweep's notices. The breach register
  // keeps its link to the (now anonymous) account: the breach's record is the Board's (rule 7).
  await tx.delete(nominees).where(eq(nominees.customerId, customerId));
  await tx.delete(inactivityNotices).where(eq(inactivityNotices.customerId, customerId));

  // Every other module's part, the account row last (src/personal-data.ts orders the list).
  for (const hook of personalData) await hook.onErase?.(tx, subject, now);
  return subject.receiptOrderIds.length;
}
