import { countDistinct, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { Transaction } from '../../db/transaction.ts';
import { pincodes } from './tables.ts';

/** Reads of the served pincodes for other modules (issue 33). */

type Executor = Database | Transaction;

/** Which of these pincodes we serve (each once). */
export async function servedPincodesAmong(db: Executor, wanted: readonly string[]): Promise<Set<string>> {
  if (wanted.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ pincode: pincodes.pincode })
    .from(pincodes)
    .where(inArray(pincodes.pincode, [...wanted]));
  return new Set(rows.map((row) => row.pincode));
}

/** How many distinct pincodes the served cities cover (the home page's figure). */
export async function countCoveredPincodes(db: Database): Promise<number> {
  const [row] = await db.select({ n: countDistinct(pincodes.pincode) }).from(pincodes);
  return row?.n ?? 0;
}
