import { countDistinct } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { pincodes } from './tables.ts';

/** How many distinct pincodes the served cities cover (the home page's figure). */
export async function countCoveredPincodes(db: Database): Promise<number> {
  const [row] = await db.select({ n: countDistinct(pincodes.pincode) }).from(pincodes);
  return row?.n ?? 0;
}
