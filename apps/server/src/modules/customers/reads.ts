import { eq, ilike, inArray, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
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

/** What other modules read of the customers (the sellers) by id; plain data, never the row. */

export interface CustomerContact {
  id: number;
  name: string;
  mobile: string;
  alternateMobile: string;
}

/** The sellers' names and numbers by id (one query for many). */
export async function customerContactsByIds(
  db: Executor,
  ids: readonly number[],
): Promise<Map<number, CustomerContact>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({
      id: customers.id,
      name: customers.name,
      mobile: customers.mobile,
      alternateMobile: customers.alternateMobile,
    })
    .from(customers)
    .where(inArray(customers.id, unique));
  return new Map(rows.map((row) => [row.id, row]));
}

/** One seller's name and numbers, if the account exists. */
export async function customerContact(db: Executor, id: number): Promise<CustomerContact | undefined> {
  return (await customerContactsByIds(db, [id])).get(id);
}

/**
 * The seller's live account locked FOR SHARE, as a query another module's statement takes as a CTE (the
 * booking is one statement: docs/decisions/206): columns id, name, mobile; no row for an erased or unknown
 * account. An erasure locks the row FOR UPDATE: of a booking and an erasure at once, one waits for the other.
 */
export function lockedLiveCustomerQuery(id: number | SQLWrapper): SQL {
  return sql`select ${customers.id} as id, ${customers.name} as name, ${customers.mobile} as mobile
    from ${customers} where ${customers.id} = ${id} and ${customers.erasedAt} is null for share`;
}

/** Whether the customer's account was erased (modules/privacy/erasure.ts). */
export async function isCustomerErased(db: Executor, id: number): Promise<boolean> {
  const [row] = await db
    .select({ erasedAt: customers.erasedAt })
    .from(customers)
    .where(eq(customers.id, id))
    .limit(1);
  return row?.erasedAt != null;
}

/**
 * The ids of the customers a console search matches: the name containing `words` (an ilike pattern), or a
 * mobile (the live one or the one kept after an erasure) like `mobile` (a like pattern).
 */
export async function customerIdsMatching(
  db: Executor,
  match: { words?: string | undefined; mobile?: string | undefined },
): Promise<number[]> {
  const conditions: SQL[] = [];
  if (match.words !== undefined) conditions.push(ilike(customers.name, match.words));
  if (match.mobile !== undefined)
    conditions.push(
      sql`${customers.mobile} like ${match.mobile}`,
      sql`coalesce(${customers.keptMobile}, '') like ${match.mobile}`,
    );
  if (conditions.length === 0) return [];
  const rows = await db
    .select({ id: customers.id })
    .from(customers)
    .where(or(...conditions));
  return rows.map((row) => row.id);
}

/** The customers' answers to other modules' reads (issue 33): only this module reads its table. */

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

/**
 * customerLanguageByMobile as a scalar query another module's statement embeds: the language of the seller
 * with the number `mobile` (an expression of that statement), null when no seller has it. The outbox reads
 * it with its claim, one statement for a batch of messages instead of one lookup per message (DR 217).
 */
export function customerLanguageByMobileQuery(mobile: SQLWrapper): SQL {
  return sql`(select ${customers.language} from ${customers} where ${customers.mobile} = ${mobile})`;
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
export async function customerContactsWithEmail(
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
