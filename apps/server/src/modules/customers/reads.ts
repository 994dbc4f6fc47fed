import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { Transaction } from '../../db/transaction.ts';
import { customers } from './tables.ts';

/** The customers' answers to other modules' reads (issue 33): only this module reads its table. */

type Executor = Database | Transaction;

/** The seller with this mobile number: their id and the language of their messages; undefined for none. */
export async function customerLanguageByMobile(
  db: Executor,
  mobile: string,
): Promise<{ id: number; language: string } | undefined> {
  const [row] = await db
    .select({ id: customers.id, language: customers.language })
    .from(customers)
    .where(eq(customers.mobile, mobile))
    .limit(1);
  return row;
}

/** Sellers' names by their mobile numbers (numbers of no seller are left out). */
export async function customerNamesByMobile(
  db: Executor,
  mobiles: readonly string[],
): Promise<Map<string, string>> {
  const unique = [...new Set(mobiles)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ mobile: customers.mobile, name: customers.name })
    .from(customers)
    .where(inArray(customers.mobile, unique));
  return new Map(rows.map((row) => [row.mobile, row.name]));
}

/** Sellers by id: name, mobile number and e-mail. */
export async function customerContacts(
  db: Executor,
  ids: readonly number[],
): Promise<Map<number, { id: number; name: string; mobile: string; email: string }>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ id: customers.id, name: customers.name, mobile: customers.mobile, email: customers.email })
    .from(customers)
    .where(inArray(customers.id, unique));
  return new Map(rows.map((row) => [row.id, row]));
}
