import type { StaffMember } from '@phonix/shared/staff-api';
import { and, count, desc, eq, gte, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { auditLog } from '../../db/schema.ts';
import type { Transaction } from '../../db/transaction.ts';

export type { Transaction };

/** Who made a change: a signed-in staff member, or a command-line script run on the server. */
export interface Actor {
  staffId: number | null;
  /** The staff e-mail, or 'script:<name>'. */
  name: string;
  clientIp: string | null;
}

export function staffActor(request: { staff: StaffMember; ip?: string | undefined }): Actor {
  return { staffId: request.staff.id, name: request.staff.email, clientIp: request.ip ?? null };
}

export function scriptActor(script: string): Actor {
  return { staffId: null, name: `script:${script}`, clientIp: null };
}

/** What a change reports for its audit entry, and what it returns to its caller. */
export interface Change<T> {
  entityType: string;
  entityId: string | number | null;
  /** The changed object before and after, as plain JSON (never a password hash, token or secret). */
  before: unknown;
  after: unknown;
  result: T;
}

/**
 * The one way staff change anything: `change` runs inside a transaction and the audit entry (who, what,
 * when, before and after) is written in that same transaction. When `change` throws, the transaction
 * rolls back and no entry is written; when the entry cannot be written, the change is rolled back.
 */
export async function audited<T>(
  db: Database,
  actor: Actor,
  action: string,
  change: (tx: Transaction) => Promise<Change<T>>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const outcome = await change(tx);
    await writeAuditEntry(tx, actor, action, outcome);
    return outcome.result;
  });
}

/** Writes one entry inside a transaction the caller already holds (use `audited` unless you must). */
export async function writeAuditEntry(
  tx: Transaction,
  actor: Actor,
  action: string,
  entry: Omit<Change<unknown>, 'result'>,
): Promise<void> {
  await tx.insert(auditLog).values({
    staffId: actor.staffId,
    actor: actor.name,
    action,
    entityType: entry.entityType,
    entityId: entry.entityId === null ? null : String(entry.entityId),
    before: toJson(entry.before),
    after: toJson(entry.after),
    clientIp: actor.clientIp,
  });
}

/** Dates become ISO strings and undefined disappears, so the stored JSON is what the reader sees. */
function toJson(value: unknown): unknown {
  if (value === undefined || value === null) return null;
  return JSON.parse(JSON.stringify(value));
}

/** How many entries of `action` a staff member wrote since a moment (e.g. their reveals today). */
export async function countStaffActions(
  db: Database,
  staffId: number,
  action: string,
  since: Date,
): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(auditLog)
    .where(and(eq(auditLog.staffId, staffId), eq(auditLog.action, action), gte(auditLog.at, since)));
  return row?.value ?? 0;
}

export const AUDIT_PAGE_SIZE = 50;

export async function readAuditLog(
  db: Database,
  filter: { entityType?: string | undefined; entityId?: string | undefined; page: number },
) {
  const conditions: SQL[] = [];
  if (filter.entityType) conditions.push(eq(auditLog.entityType, filter.entityType));
  if (filter.entityId) conditions.push(eq(auditLog.entityId, filter.entityId));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(AUDIT_PAGE_SIZE)
      .offset((filter.page - 1) * AUDIT_PAGE_SIZE),
    db.select({ total: count() }).from(auditLog).where(where),
  ]);
  return {
    entries: rows.map((row) => ({
      id: row.id,
      at: row.at.toISOString(),
      staff_id: row.staffId,
      actor: row.actor,
      action: row.action,
      entity_type: row.entityType,
      entity_id: row.entityId,
      before: row.before,
      after: row.after,
    })),
    total: total?.total ?? 0,
    page: filter.page,
    page_size: AUDIT_PAGE_SIZE,
  };
}
