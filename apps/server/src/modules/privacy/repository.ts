import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { Transaction } from '../../db/transaction.ts';
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
