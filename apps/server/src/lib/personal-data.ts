import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client.ts';
import type { Transaction } from '../db/transaction.ts';

/**
 * What a module holding personal data offers the privacy module (issue 24; issue 33's walls): each such
 * module has a `personal-data.ts` exporting one `PersonalDataHook`, and the list of them is handed to the
 * privacy module (src/personal-data.ts assembles it), so the erasure, the downloads and the retention sweeps
 * ask each module for its own tables instead of writing them. The contract lives here, outside every module,
 * so that privacy (which uses audit, outbox and auth) and those modules' hooks import nothing of each other.
 */

type Executor = Database | Transaction;

/** A record as a download shows it: SQL column names, dates as ISO text, secrets left out. */
export type HeldRow = Record<string, unknown>;
/** A download's records by the table (SQL name) they are held in. */
export type HeldTables = Record<string, HeldRow[]>;

/** The seller an erasure or a download is about, as their account was before any change. */
export interface PersonalDataSubject {
  customerId: number;
  /** The account's number, second number and e-mail ('' when none). */
  mobile: string;
  alternateMobile: string;
  email: string;
  /** The seller's orders. */
  orderIds: number[];
  /** Those of them under a purchase receipt (what the law keeps: the dealer register's address). */
  receiptOrderIds: number[];
}

/** The partner a partner's download is about. */
export interface PartnerSubject {
  partnerId: number;
  mobile: string;
}

export interface PersonalDataHook {
  /**
   * Deletes or anonymises what the module holds about the seller, in the erasing transaction (under the
   * seller's row lock): what the law does not require goes. `now` is the erasure's time.
   */
  onErase?(tx: Transaction, subject: PersonalDataSubject, now: Date): Promise<void>;
  /** What the module holds about the seller, for their download (issue 24, "My data"). */
  exportFor?(db: Executor, subject: PersonalDataSubject): Promise<HeldTables>;
  /** What the module holds about a partner, for its own download in the portal. */
  exportForPartner?(db: Executor, partner: PartnerSubject): Promise<HeldTables>;
  /**
   * When each of these sellers last approached us, as far as this module knows (DPDP Rules 2025, rule
   * 8(1)): the latest moment per seller, none for a seller it knows nothing of.
   */
  lastActivity?(db: Executor, customerIds: number[]): Promise<Map<number, Date>>;
  /**
   * Deletes the module's access logs from before `cutoff` (sign-ins ended by then, codes sent, the audit
   * log); answers how many rows went, by table (SQL name).
   */
  sweepAccessLogs?(tx: Transaction, cutoff: Date): Promise<Record<string, number>>;
}

/**
 * Columns never shown, even to their owner: secrets (hashes of codes, tokens and passwords, the sealed payout
 * destination and its keyed fingerprint). A column holding one is listed here by its SQL name.
 */
export const SECRET_COLUMNS: ReadonlySet<string> = new Set([
  'password_hash',
  'token_hash',
  'code_hash',
  'payout_otp_hash',
  'payout_destination_sealed',
  'payout_fingerprint',
]);

/** Rows of a table as a download shows them (HeldRow). */
export function heldRows(table: PgTable, rows: Record<string, unknown>[]): HeldRow[] {
  const columns = Object.entries(getTableColumns(table));
  return rows.map((row) => {
    const out: HeldRow = {};
    for (const [key, column] of columns) {
      if (SECRET_COLUMNS.has(column.name)) continue;
      const value = row[key];
      out[column.name] = value instanceof Date ? value.toISOString() : (value ?? null);
    }
    return out;
  });
}

/** The later of two moments per seller (a seller's latest activity across modules). */
export function latestOf(into: Map<number, Date>, from: Map<number, Date>): void {
  for (const [customerId, at] of from) {
    const known = into.get(customerId);
    if (!known || at.getTime() > known.getTime()) into.set(customerId, at);
  }
}

/** A sign-in (of a seller, partner, staff member or nominee) that ended, revoked or expired, before `cutoff`. */
export function endedBefore(table: { revokedAt: AnyPgColumn; expiresAt: AnyPgColumn }, cutoff: Date): SQL {
  return sql`coalesce(${table.revokedAt}, ${table.expiresAt}) < ${cutoff.toISOString()}`;
}
