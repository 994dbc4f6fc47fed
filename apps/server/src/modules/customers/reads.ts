import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { Transaction } from '../../db/transaction.ts';
import { customers } from './tables.ts';

/** Reads of customers for other modules (issue 33): plain fields by id. */

type Executor = Database | Transaction;

/**
 * The mobile a register keeps of each seller, by id: an erased seller's number kept apart for the
 * register's legal period (issue 24), else the account's.
 */
export async function registerMobilesOf(
  db: Executor,
  customerIds: readonly number[],
): Promise<Map<number, string>> {
  if (customerIds.length === 0) return new Map();
  const rows = await db
    .select({ id: customers.id, mobile: sql<string>`coalesce(${customers.keptMobile}, ${customers.mobile})` })
    .from(customers)
    .where(inArray(customers.id, [...new Set(customerIds)]));
  return new Map(rows.map((row) => [row.id, row.mobile]));
}

/** The customer's language as stored (undefined for no such customer). */
export async function customerLanguageOf(db: Executor, customerId: number): Promise<string | undefined> {
  const [row] = await db
    .select({ language: customers.language })
    .from(customers)
    .where(eq(customers.id, customerId))
    .limit(1);
  return row?.language;
}
