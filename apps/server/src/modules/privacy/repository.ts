import { FINAL_STATUSES } from '@phonix/shared/order-lifecycle';
import { and, desc, eq, inArray, notInArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { Transaction } from '../../db/transaction.ts';
import { customers } from '../customers/tables.ts';
import { orders } from '../orders/tables.ts';
import { grievances, grievanceUpdates, privacyConsents, privacyNoticeAcceptances } from './tables.ts';

export type Executor = Database | Transaction;
export type GrievanceRow = typeof grievances.$inferSelect;
export type GrievanceUpdateRow = typeof grievanceUpdates.$inferSelect;

export async function latestAcceptance(db: Executor, customerId: number) {
  const [row] = await db
    .select()
    .from(privacyNoticeAcceptances)
    .where(eq(privacyNoticeAcceptances.customerId, customerId))
    .orderBy(desc(privacyNoticeAcceptances.id))
    .limit(1);
  return row;
}

export async function insertAcceptance(db: Executor, customerId: number, version: string) {
  await db.insert(privacyNoticeAcceptances).values({ customerId, version });
}

export async function latestPurposeConsent(db: Executor, customerId: number, purpose: string) {
  const [row] = await db
    .select()
    .from(privacyConsents)
    .where(and(eq(privacyConsents.customerId, customerId), eq(privacyConsents.purpose, purpose)))
    .orderBy(desc(privacyConsents.id))
    .limit(1);
  return row;
}

export async function insertPurposeConsent(
  db: Executor,
  values: { customerId: number; purpose: string; optedIn: boolean; text: string; noticeVersion: string },
) {
  const [row] = await db.insert(privacyConsents).values(values).returning();
  if (!row) throw new Error('the consent was not stored');
  return row;
}

/** The seller's orders that have not ended (neither completed nor cancelled). */
export async function openOrderRefs(db: Executor, customerId: number): Promise<string[]> {
  const rows = await db
    .select({ refNo: orders.refNo })
    .from(orders)
    .where(and(eq(orders.customerId, customerId), notInArray(orders.status, [...FINAL_STATUSES])));
  return rows.map((row) => row.refNo);
}

/**
 * The seller's row, locked to the end of the transaction: every change of the seller's privacy rights takes
 * it first (erasure, its code, the nominee's naming, verification and removal), and the booking takes it
 * too (orders/repository.ts), so each of them sees what the one before it did.
 */
export async function lockCustomerRow(tx: Transaction, customerId: number) {
  const [row] = await tx.select().from(customers).where(eq(customers.id, customerId)).for('update');
  return row;
}

export async function customerRow(db: Executor, customerId: number) {
  const [row] = await db.select().from(customers).where(eq(customers.id, customerId)).limit(1);
  return row;
}

export async function orderOfCustomer(db: Executor, customerId: number, refNo: string) {
  const [row] = await db
    .select({ id: orders.id, refNo: orders.refNo })
    .from(orders)
    .where(and(eq(orders.customerId, customerId), eq(orders.refNo, refNo.toUpperCase())))
    .limit(1);
  return row;
}

export async function grievancesOf(db: Executor, customerId: number) {
  return db
    .select()
    .from(grievances)
    .where(eq(grievances.customerId, customerId))
    .orderBy(desc(grievances.id));
}

export async function updatesOf(db: Executor, grievanceIds: number[]) {
  if (grievanceIds.length === 0) return [];
  return db
    .select()
    .from(grievanceUpdates)
    .where(inArray(grievanceUpdates.grievanceId, grievanceIds))
    .orderBy(grievanceUpdates.id);
}

export async function orderRefs(db: Executor, orderIds: number[]): Promise<Map<number, string>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select({ id: orders.id, refNo: orders.refNo })
    .from(orders)
    .where(inArray(orders.id, orderIds));
  return new Map(rows.map((row) => [row.id, row.refNo]));
}
