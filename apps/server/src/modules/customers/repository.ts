import type { Customer } from '@phonix/shared/account-api';
import type { Locale } from '@phonix/shared/i18n';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { Transaction } from '../../db/transaction.ts';
import { customers } from './tables.ts';

export type CustomerRow = typeof customers.$inferSelect;

export function toCustomer(row: CustomerRow): Customer {
  return {
    customer_id: row.id,
    name: row.name,
    mobile: row.mobile,
    email: row.email,
    alternate_mobile: row.alternateMobile,
  };
}

export async function findCustomerByMobile(db: Database, mobile: string): Promise<CustomerRow | undefined> {
  const [row] = await db.select().from(customers).where(eq(customers.mobile, mobile)).limit(1);
  return row;
}

export async function findCustomerById(db: Database, id: number): Promise<CustomerRow | undefined> {
  const [row] = await db.select().from(customers).where(eq(customers.id, id)).limit(1);
  return row;
}

export async function insertCustomer(
  db: Database,
  values: { mobile: string; name: string; email?: string; passwordHash?: string | null; language?: Locale },
): Promise<CustomerRow> {
  // A concurrent request for the same number may have created it first; then we use that row.
  const [row] = await db.insert(customers).values(values).onConflictDoNothing().returning();
  if (row) return row;
  const existing = await findCustomerByMobile(db, values.mobile);
  if (!existing) throw new Error('Customer insert conflicted but no row was found');
  return existing;
}

export async function updateCustomer(
  db: Database,
  id: number,
  values: Partial<
    Pick<CustomerRow, 'name' | 'email' | 'alternateMobile' | 'passwordHash' | 'verifiedAt' | 'language'>
  >,
): Promise<CustomerRow> {
  const [row] = await db
    .update(customers)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(customers.id, id))
    .returning();
  if (!row) throw new Error(`Customer ${id} disappeared during an update`);
  return row;
}

/** The seller's latest sign-in, in the sign-in's transaction: what the inactive-account sweep reads. */
export async function markCustomerSeen(db: Database | Transaction, id: number, at: Date): Promise<void> {
  await db.update(customers).set({ lastSeenAt: at }).where(eq(customers.id, id));
}
