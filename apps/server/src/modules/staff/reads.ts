import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { Transaction } from '../../db/transaction.ts';
import { staff } from './tables.ts';

/** The staff members' names by id (one query for many): who did what in an order's story. */
export async function staffNamesByIds(db: Database, ids: readonly number[]): Promise<Map<number, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ id: staff.id, name: staff.name })
    .from(staff)
    .where(inArray(staff.id, unique));
  return new Map(rows.map((row) => [row.id, row.name]));
}

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
