import { indiaDay } from '@phonix/shared/india-time';
import type { KeptRecord } from '@phonix/shared/privacy-api';
import { keptUntil, RETENTION } from '@phonix/shared/retention';
import { and, eq, inArray, isNotNull, notInArray, or, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/transaction.ts';
import { AppError } from '../../lib/app-error.ts';
import { addresses } from '../addresses/tables.ts';
import { loginFailures, otpCodes, passwordResets, sessions } from '../auth/tables.ts';
import { contactMessages } from '../contact/tables.ts';
import { customers } from '../customers/tables.ts';
import { priceEnquiries } from '../enquiries/tables.ts';
import { handovers, purchaseReceipts } from '../handover/tables.ts';
import { orderEvents, orders } from '../orders/tables.ts';
import { outboxMessages } from '../outbox/tables.ts';
import { whatsappConsents, whatsappMessages } from '../whatsapp/tables.ts';
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
  const rows = await db
    .select({ number: purchaseReceipts.number, financialYear: purchaseReceipts.financialYear })
    .from(purchaseReceipts)
    .innerJoin(orders, eq(orders.id, purchaseReceipts.orderId))
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .where(and(isNotNull(customers.erasedAt), eq(customers.keptMobile, mobile)))
    .orderBy(purchaseReceipts.id);
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
 * requires (addresses, sessions, codes, consents, acceptances, grievances, the nominee, inactivity notices,
 * WhatsApp records, quotes' link to them), anonymises the account row and the orders not under a receipt, blanks the messages sent about them,
 * and keeps what the law requires (the purchase receipts, and for the dealer register the order's address and
 * the number, apart in customers.kept_mobile). Answers how many receipts are kept.
 */
export async function eraseCustomer(tx: Transaction, customerId: number, now: Date): Promise<number> {
  const [customer] = await tx.select().from(customers).where(eq(customers.id, customerId)).for('update');
  if (!customer) throw new Error(`customer ${customerId} not found for erasure`);
  // Never twice: a second erasure would keep `erased:<id>` as the number of the receipts (callers check
  // first, under this same lock; this is the last guard).
  if (customer.erasedAt) throw new AppError('ACCOUNT_ERASED');
  const orderRows = await tx
    .select({ id: orders.id, receipt: purchaseReceipts.id })
    .from(orders)
    .leftJoin(purchaseReceipts, eq(purchaseReceipts.orderId, orders.id))
    .where(eq(orders.customerId, customerId));
  const orderIds = orderRows.map((row) => row.id);
  const receiptOrderIds = orderRows.filter((row) => row.receipt !== null).map((row) => row.id);
  const otherOrderIds = orderRows.filter((row) => row.receipt === null).map((row) => row.id);
  const own = [customer.mobile, customer.alternateMobile, customer.email].filter((value) => value !== '');

  await tx.delete(sessions).where(eq(sessions.customerId, customerId));
  await tx.delete(loginFailures).where(eq(loginFailures.customerId, customerId));
  await tx.delete(passwordResets).where(eq(passwordResets.customerId, customerId));
  await tx.delete(addresses).where(eq(addresses.customerId, customerId));
  await tx.delete(otpCodes).where(eq(otpCodes.mobile, customer.mobile));
  await tx.delete(whatsappConsents).where(eq(whatsappConsents.customerId, customerId));
  await tx.delete(privacyConsents).where(eq(privacyConsents.customerId, customerId));
  await tx.delete(privacyNoticeAcceptances).where(eq(privacyNoticeAcceptances.customerId, customerId));
  await tx.delete(whatsappMessages).where(eq(whatsappMessages.customerId, customerId));
  if (customer.email !== '')
    await tx.delete(contactMessages).where(eq(contactMessages.email, customer.email));
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
  // Quotes stay as anonymous figures (the home page's statistics), no longer linked to the seller.
  await tx.update(priceEnquiries).set({ customerId: null }).where(eq(priceEnquiries.customerId, customerId));

  // Messages to the seller or about their orders: their words and numbers go; unsent ones are not sent.
  const outboxWhere = or(
    own.length > 0 ? inArray(outboxMessages.recipient, own) : undefined,
    orderIds.length > 0 ? inArray(outboxMessages.orderId, orderIds) : undefined,
  );
  if (outboxWhere) {
    await tx
      .update(outboxMessages)
      .set({
        data: {},
        recipient: sql`case when ${outboxMessages.recipient} in (${sql.join(
          own.map((value) => sql`${value}`),
          sql`, `,
        )}) then 'erased' else ${outboxMessages.recipient} end`,
        status: sql`case when ${outboxMessages.status} in ('pending', 'sending') then 'failed' else ${outboxMessages.status} end`,
        lastError: sql`case when ${outboxMessages.status} in ('pending', 'sending') then 'account erased' else ${outboxMessages.lastError} end`,
      })
      .where(outboxWhere);
  }

  if (orderIds.length > 0) {
    // What the seller wrote in the order's history (a cancel reason).
    await tx
      .update(orderEvents)
      .set({ reason: null })
      .where(and(inArray(orderEvents.orderId, orderIds), eq(orderEvents.actorType, 'customer')));
    // The handover's copies of their ID and payout details (the receipt holds what the law requires).
    await tx
      .update(handovers)
      .set({
        nameOnId: null,
        idMasked: null,
        payoutDetails: null,
        payoutOtpHash: null,
        payoutDestinationSealed: null,
      })
      .where(inArray(handovers.orderId, orderIds));
  }
  if (otherOrderIds.length > 0) {
    await tx
      .update(orders)
      .set({ addressNo: '', locality: '', landmark: '', dedupeKey: null })
      .where(
        and(
          inArray(orders.id, otherOrderIds),
          notInArray(orders.id, receiptOrderIds.length > 0 ? receiptOrderIds : [0]),
        ),
      );
  }

  await tx
    .update(customers)
    .set({
      mobile: `erased:${customerId}`,
      keptMobile: receiptOrderIds.length > 0 ? customer.mobile : null,
      name: '',
      email: '',
      alternateMobile: '',
      passwordHash: null,
      verifiedAt: null,
      erasedAt: now,
      updatedAt: now,
    })
    .where(eq(customers.id, customerId));
  return receiptOrderIds.length;
}
