import { and, asc, eq, ilike, inArray, isNull, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { Transaction } from '../../db/transaction.ts';
import { partnerPincodes, partnerRequests, partners } from './tables.ts';

/** Reads of partners for other modules (issue 33): plain fields by id. */

type Executor = Database | Transaction;

/** What a register or a message names of a partner: its shop, owner and mobile. */
export interface PartnerShop {
  shopName: string;
  ownerName: string;
  mobile: string;
}

/** These partners' shops by id (ids not found are left out). */
export async function partnerShopsOf(
  db: Executor,
  partnerIds: readonly number[],
): Promise<Map<number, PartnerShop>> {
  if (partnerIds.length === 0) return new Map();
  const rows = await db
    .select({
      id: partners.id,
      shopName: partners.shopName,
      ownerName: partners.ownerName,
      mobile: partners.mobile,
    })
    .from(partners)
    .where(inArray(partners.id, [...new Set(partnerIds)]));
  return new Map(rows.map(({ id, ...shop }) => [id, shop]));
}

/** A partner's shop name, or undefined for no such partner. */
export async function shopNameOf(db: Executor, partnerId: number): Promise<string | undefined> {
  const [row] = await db.select({ name: partners.shopName }).from(partners).where(eq(partners.id, partnerId));
  return row?.name;
}

/** What other modules read of the partners by id or pincode; plain data, never the row. */

export interface PartnerContact {
  id: number;
  shopName: string;
  ownerName: string;
  mobile: string;
  status: string;
}

/** The partners' shop names, numbers and statuses by id (one query for many). */
export async function partnerContactsByIds(
  db: Executor,
  ids: readonly number[],
): Promise<Map<number, PartnerContact>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({
      id: partners.id,
      shopName: partners.shopName,
      ownerName: partners.ownerName,
      mobile: partners.mobile,
      status: partners.status,
    })
    .from(partners)
    .where(inArray(partners.id, unique));
  return new Map(rows.map((row) => [row.id, row]));
}

/** One partner's shop name, number and status, if the partner exists. */
export async function partnerContact(db: Executor, id: number): Promise<PartnerContact | undefined> {
  return (await partnerContactsByIds(db, [id])).get(id);
}

/**
 * The active partners, as a query for another module's statement (orders/pickup-reach.ts picks those in an
 * order's reach): columns id, mobile.
 */
export function activePartnersQuery(): SQL {
  return sql`select ${partners.id} as id, ${partners.mobile} as mobile from ${partners}
    where ${partners.status} = 'active'`;
}

/**
 * The condition "this partner serves this pincode", for a query of another module that must stay one
 * statement (a paged list, a count): `partner` is a partner id or a column holding one, `pincode` a
 * column or value. The partners' half of orders/pickup-reach.ts's rule.
 */
export function servesPincode(partner: number | SQLWrapper, pincode: string | SQLWrapper): SQL {
  return sql`exists (select 1 from ${partnerPincodes}
      where ${partnerPincodes.partnerId} = ${partner} and ${partnerPincodes.pincode} = ${pincode})`;
}

/** The ids of the partners whose shop name is like `words` (an ilike pattern): a console search. */
export async function partnerIdsMatching(db: Executor, words: string): Promise<number[]> {
  const rows = await db.select({ id: partners.id }).from(partners).where(ilike(partners.shopName, words));
  return rows.map((row) => row.id);
}

/** The partners' answers to other modules' reads (issue 33): only this module reads its tables. */

/** Shop names of partners by id. */
export async function partnerShopNames(db: Executor, ids: readonly number[]): Promise<Map<number, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ id: partners.id, name: partners.shopName })
    .from(partners)
    .where(inArray(partners.id, unique));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** Shop names of partner requests by id. */
export async function partnerRequestShopNames(
  db: Executor,
  ids: readonly number[],
): Promise<Map<number, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ id: partnerRequests.id, name: partnerRequests.shopName })
    .from(partnerRequests)
    .where(inArray(partnerRequests.id, unique));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** Shop names of partners by their mobile numbers (numbers of no partner are left out). */
export async function partnerShopNamesByMobile(
  db: Executor,
  mobiles: readonly string[],
): Promise<Map<string, string>> {
  const unique = [...new Set(mobiles)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ mobile: partners.mobile, name: partners.shopName })
    .from(partners)
    .where(inArray(partners.mobile, unique));
  return new Map(rows.map((row) => [row.mobile, row.name]));
}

/** The language of the partner with this mobile number, or undefined when no partner has it. */
export async function partnerLanguageByMobile(db: Executor, mobile: string): Promise<string | undefined> {
  const [row] = await db
    .select({ language: partners.language })
    .from(partners)
    .where(eq(partners.mobile, mobile))
    .limit(1);
  return row?.language;
}

/** partnerLanguageByMobile as a scalar query another statement embeds (null when no partner has the number). */
export function partnerLanguageByMobileQuery(mobile: SQLWrapper): SQL {
  return sql`(select ${partners.language} from ${partners} where ${partners.mobile} = ${mobile})`;
}

/** Partner requests neither approved (no partner made of them) nor declined, oldest first. */
export async function undecidedPartnerRequests(db: Executor, limit: number) {
  return db
    .select({
      id: partnerRequests.id,
      shopName: partnerRequests.shopName,
      name: partnerRequests.name,
      city: partnerRequests.city,
      pincode: partnerRequests.pincode,
      createdAt: partnerRequests.createdAt,
    })
    .from(partnerRequests)
    .leftJoin(partners, eq(partners.partnerRequestId, partnerRequests.id))
    .where(and(isNull(partners.id), isNull(partnerRequests.declinedAt)))
    .orderBy(asc(partnerRequests.createdAt))
    .limit(limit);
}

/** The active partners serving each of these pincodes (pincodes nobody active serves are left out). */
export async function activePartnerIdsByPincode(
  db: Executor,
  pincodes: readonly string[],
): Promise<Map<string, number[]>> {
  const unique = [...new Set(pincodes)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ pincode: partnerPincodes.pincode, partnerId: partners.id })
    .from(partnerPincodes)
    .innerJoin(partners, eq(partners.id, partnerPincodes.partnerId))
    .where(and(inArray(partnerPincodes.pincode, unique), eq(partners.status, 'active')));
  const serving = new Map<string, number[]>();
  for (const row of rows) serving.set(row.pincode, [...(serving.get(row.pincode) ?? []), row.partnerId]);
  return serving;
}
