import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { Transaction } from '../../db/transaction.ts';
import { partnerPincodes, partnerRequests, partners } from './tables.ts';

/** The partners' answers to other modules' reads (issue 33): only this module reads its tables. */

type Executor = Database | Transaction;

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
export async function activePartnersServing(
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
