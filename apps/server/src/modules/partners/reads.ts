import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { Transaction } from '../../db/transaction.ts';
import { partners } from './tables.ts';

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
