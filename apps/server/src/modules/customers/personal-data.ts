import { and, asc, eq, gt, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { Transaction } from '../../db/transaction.ts';
import { heldRows, type PersonalDataHook } from '../../lib/personal-data.ts';
import { customers } from './tables.ts';

type Executor = Database | Transaction;
/** Ids asked for in one statement at most. */
const ID_SLICE = 10_000;

/**
 * The seller's account row. An erasure anonymises it last, marked erased (its number apart in kept_mobile
 * while a purchase receipt needs it for the dealer register).
 */
export const customersPersonalData: PersonalDataHook = {
  async onErase(tx, subject, now) {
    await tx
      .update(customers)
      .set({
        mobile: `erased:${subject.customerId}`,
        keptMobile: subject.receiptOrderIds.length > 0 ? subject.mobile : null,
        name: '',
        email: '',
        alternateMobile: '',
        passwordHash: null,
        verifiedAt: null,
        erasedAt: now,
        updatedAt: now,
      })
      .where(eq(customers.id, subject.customerId));
  },

  async exportFor(db, subject) {
    return {
      customers: heldRows(
        customers,
        await db.select().from(customers).where(eq(customers.id, subject.customerId)),
      ),
    };
  },

  /** The account's creation and the seller's latest sign-in (customers.last_seen_at). */
  async lastActivity(db, customerIds) {
    if (customerIds.length === 0) return new Map();
    const rows = await db
      .select({ id: customers.id, createdAt: customers.createdAt, lastSeenAt: customers.lastSeenAt })
      .from(customers)
      .where(inArray(customers.id, customerIds));
    return new Map(
      rows.map((row) => [
        row.id,
        row.lastSeenAt && row.lastSeenAt.getTime() > row.createdAt.getTime() ? row.lastSeenAt : row.createdAt,
      ]),
    );
  },
};

// Reads for the privacy module ---------------------------------------------------------------------------

/**
 * The seller's row, locked to the end of the transaction: every change of the seller's privacy rights takes
 * it first (erasure, its code, the nominee's naming, verification and removal), and the booking takes it
 * too (orders/repository.ts), so each of them sees what the one before it did.
 */
export async function lockCustomerRow(tx: Transaction, customerId: number) {
  const [row] = await tx.select().from(customers).where(eq(customers.id, customerId)).for('update');
  return row;
}

/** The seller's account row, or undefined. */
export async function customerRow(db: Executor, customerId: number) {
  const [row] = await db.select().from(customers).where(eq(customers.id, customerId)).limit(1);
  return row;
}

/** The sellers' names and numbers (an erased one's name is '' and its number `erased:<id>`). */
export async function customerContacts(db: Executor, customerIds: number[]) {
  if (customerIds.length === 0) return [];
  return db
    .select({
      id: customers.id,
      name: customers.name,
      mobile: customers.mobile,
      erasedAt: customers.erasedAt,
    })
    .from(customers)
    .where(inArray(customers.id, customerIds))
    .orderBy(customers.id);
}

/** Which of these sellers still have an account (not erased), in id order; every one when `customerIds` is absent. */
export async function liveCustomerIds(db: Executor, customerIds?: number[]): Promise<number[]> {
  const live = (ids?: number[]) =>
    db
      .select({ id: customers.id })
      .from(customers)
      .where(and(isNull(customers.erasedAt), ids ? inArray(customers.id, ids) : undefined))
      .orderBy(customers.id);
  if (!customerIds) return (await live()).map((row) => row.id);
  const found: number[] = [];
  // A breach's filter may match many sellers: asked in slices, within a statement's parameter limit.
  for (let start = 0; start < customerIds.length; start += ID_SLICE) {
    for (const row of await live(customerIds.slice(start, start + ID_SLICE))) found.push(row.id);
  }
  return found.sort((a, b) => a - b);
}

/** Accounts not erased, by id from `afterId` on, `limit` at a time (the inactive-account sweep's pages). */
export async function liveCustomersAfter(db: Executor, afterId: number, limit: number) {
  return db
    .select({ id: customers.id, mobile: customers.mobile })
    .from(customers)
    .where(and(isNull(customers.erasedAt), gt(customers.id, afterId)))
    .orderBy(asc(customers.id))
    .limit(limit);
}

/** The erased accounts whose number, kept for their purchase receipts, is this one. */
export async function erasedCustomerIdsKeeping(db: Executor, mobile: string): Promise<number[]> {
  const rows = await db
    .select({ id: customers.id })
    .from(customers)
    .where(and(isNotNull(customers.erasedAt), eq(customers.keptMobile, mobile)));
  return rows.map((row) => row.id);
}
