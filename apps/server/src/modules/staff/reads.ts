import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { Transaction } from '../../db/transaction.ts';
import { staff } from './tables.ts';

/** Staff members by id: their names and roles now (the audit log and the contact inbox name them). */
export async function staffNames(
  db: Database | Transaction,
  ids: readonly number[],
): Promise<{ id: number; name: string; role: string }[]> {
  if (ids.length === 0) return [];
  return db
    .select({ id: staff.id, name: staff.name, role: staff.role })
    .from(staff)
    .where(inArray(staff.id, [...new Set(ids)]));
}
