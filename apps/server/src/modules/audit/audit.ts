import {
  AUDIT_CATEGORY_RULES,
  type AuditCategory,
  type AuditEntry,
  STAFF_ROLES,
  type StaffMember,
  type StaffRole,
} from '@phonix/shared/staff-api';
import { and, count, desc, eq, gte, inArray, like, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { Transaction } from '../../db/transaction.ts';
import { AppError } from '../../lib/app-error.ts';
import { auditPeople, entityNamers } from './entity-names.ts';
import { auditLog } from './tables.ts';

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

/** The newest entry of `action` written by this actor (its name), or undefined. */
export async function latestEntryId(
  db: Database,
  action: string,
  actorName: string,
): Promise<number | undefined> {
  const [entry] = await db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.actor, actorName)))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return entry?.id;
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

/** The action of an entry that reverted another; its entity is that entry ('audit_entry', its id). */
export const REVERT_ACTION = 'audit.revert';
export const REVERTED_ENTITY = 'audit_entry';

/**
 * The catalog and pricing changes the audit log can revert (decision record 071). A model photo is not among
 * them: the earlier photo's bytes are not kept. A revert itself is not: to undo it, make the change again.
 */
export const REVERTABLE_ACTIONS: ReadonlySet<string> = new Set([
  'brand.create',
  'brand.update',
  'series.create',
  'series.update',
  'model.create',
  'model.update',
  'variant.create',
  'variant.update',
  'pricing.update',
  // A whole CSV of Get Upto prices (issue 31): every price back in one click.
  'price_upload.applied',
]);

type AuditRow = typeof auditLog.$inferSelect;

/** An entry as a reverter reads it. */
export interface RevertableEntry {
  id: number;
  action: string;
  entityType: string;
  entityId: string | null;
  before: unknown;
  after: unknown;
}

/** The module owning an entity type puts back an entry's before values (catalog, pricing). */
export interface Reverter {
  /**
   * Inside the revert's transaction: lock the object, refuse with AUDIT_REVERT_CONFLICT when the values the
   * entry changed are no longer its after values, apply its before values, and tell the other processes.
   * Returns the object before and after the revert.
   */
  revertIn(tx: Transaction, entry: RevertableEntry): Promise<{ before: unknown; after: unknown }>;
  /** After the commit: this process's caches. */
  reverted(): Promise<void>;
}

/**
 * Revert from the audit log (admins): one transaction locks the entry, makes sure no revert of it exists,
 * has the owning module apply the before values, and writes the `audit.revert` entry naming the reverted one.
 * Locking the entry row makes a second revert of it wait for the first and then see it.
 */
export class AuditReverts {
  constructor(
    private readonly db: Database,
    private readonly reverters: Readonly<Record<string, Reverter>>,
  ) {}

  /**
   * `only`: the entity types this caller may revert (the price history's, for every staff member); an entry
   * of another type is AUDIT_ENTRY_NOT_FOUND to them, as the price history does not list it.
   */
  async revert(actor: Actor, entryId: number, only?: readonly string[]): Promise<AuditEntryView> {
    const { revertId, reverter } = await this.db.transaction(async (tx) => {
      const [entry] = await tx.select().from(auditLog).where(eq(auditLog.id, entryId)).for('update');
      if (!entry || (only && !only.includes(entry.entityType))) throw new AppError('AUDIT_ENTRY_NOT_FOUND');
      const reverter = this.reverters[entry.entityType];
      if (!REVERTABLE_ACTIONS.has(entry.action) || !reverter) throw new AppError('AUDIT_NOT_REVERTABLE');
      const [earlier] = await tx
        .select({ id: auditLog.id })
        .from(auditLog)
        .where(revertOf(String(entry.id)))
        .limit(1);
      if (earlier) throw new AppError('AUDIT_ALREADY_REVERTED');
      const values = await reverter.revertIn(tx, entry);
      const [row] = await tx
        .insert(auditLog)
        .values({
          staffId: actor.staffId,
          actor: actor.name,
          action: REVERT_ACTION,
          entityType: REVERTED_ENTITY,
          entityId: String(entry.id),
          before: toJson(values.before),
          after: toJson(values.after),
          clientIp: actor.clientIp,
        })
        .returning({ id: auditLog.id });
      if (!row) throw new Error('The revert entry was not stored');
      return { revertId: row.id, reverter };
    });
    await reverter.reverted();
    const [view] = await presentEntries(
      this.db,
      await this.db.select().from(auditLog).where(eq(auditLog.id, revertId)),
    );
    if (!view) throw new Error('The revert entry was not found after its commit');
    return view;
  }
}

const revertOf = (entryId: string) =>
  and(
    eq(auditLog.action, REVERT_ACTION),
    eq(auditLog.entityType, REVERTED_ENTITY),
    eq(auditLog.entityId, entryId),
  );

/** The entries of one of the log's categories (AUDIT_CATEGORY_RULES). */
function categoryCondition(category: AuditCategory): SQL {
  const rule = AUDIT_CATEGORY_RULES[category];
  const parts: SQL[] = [];
  if (rule.entityTypes.length > 0) parts.push(inArray(auditLog.entityType, [...rule.entityTypes]));
  if (rule.actions.length > 0) parts.push(inArray(auditLog.action, [...rule.actions]));
  for (const ending of rule.actionEndings) parts.push(like(auditLog.action, `%${ending}`));
  return or(...parts) as SQL;
}

export async function readAuditLog(
  db: Database,
  filter: {
    /** Any of these entity types (the price history's). */
    entityTypes?: readonly string[] | undefined;
    entityType?: string | undefined;
    entityId?: string | undefined;
    category?: AuditCategory | undefined;
    page: number;
  },
) {
  const conditions: SQL[] = [];
  if (filter.entityType) conditions.push(eq(auditLog.entityType, filter.entityType));
  if (filter.entityId) conditions.push(eq(auditLog.entityId, filter.entityId));
  if (filter.category) conditions.push(categoryCondition(filter.category));
  if (filter.entityTypes) conditions.push(inArray(auditLog.entityType, [...filter.entityTypes]));
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
    entries: await presentEntries(db, rows),
    total: total?.total ?? 0,
    page: filter.page,
    page_size: AUDIT_PAGE_SIZE,
  };
}

export type AuditEntryView = AuditEntry;

/**
 * Entries as the console reads them: who (name and role now), what (the object's name now: a revert names
 * the object of the entry it reverted), whether it was reverted and whether it can be.
 */
async function presentEntries(db: Database, rows: AuditRow[]): Promise<AuditEntryView[]> {
  if (rows.length === 0) return [];
  const staffIds = [...new Set(rows.flatMap((row) => (row.staffId === null ? [] : [row.staffId])))];
  const ids = rows.map((row) => String(row.id));
  const revertedIds = rows.flatMap((row) =>
    row.action === REVERT_ACTION && row.entityId !== null && /^\d+$/.test(row.entityId)
      ? [Number(row.entityId)]
      : [],
  );
  const [people, reverts, originals] = await Promise.all([
    auditPeople()(db, staffIds),
    db
      .select({ id: auditLog.id, entityId: auditLog.entityId })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, REVERT_ACTION),
          eq(auditLog.entityType, REVERTED_ENTITY),
          inArray(auditLog.entityId, ids),
        ),
      ),
    revertedIds.length === 0
      ? []
      : db
          .select({ id: auditLog.id, entityType: auditLog.entityType, entityId: auditLog.entityId })
          .from(auditLog)
          .where(inArray(auditLog.id, revertedIds)),
  ]);
  const person = new Map(people.map((row) => [row.id, row]));
  const revertedBy = new Map(reverts.map((row) => [row.entityId, row.id]));
  const original = new Map(originals.map((row) => [String(row.id), row]));
  /** The object an entry is about: its own, or for a revert the reverted entry's. */
  const subject = (row: AuditRow) =>
    row.action === REVERT_ACTION
      ? original.get(row.entityId ?? '')
      : { entityType: row.entityType, entityId: row.entityId };
  const labels = await entityLabels(
    db,
    rows.flatMap((row) => {
      const target = subject(row);
      return target ? [target] : [];
    }),
  );
  return rows.map((row) => {
    const who = row.staffId === null ? undefined : person.get(row.staffId);
    const target = subject(row);
    const reverted = revertedBy.get(String(row.id)) ?? null;
    return {
      id: row.id,
      at: row.at.toISOString(),
      staff_id: row.staffId,
      actor: row.actor,
      action: row.action,
      entity_type: row.entityType,
      entity_id: row.entityId,
      before: row.before,
      after: row.after,
      actor_name: who?.name ?? null,
      actor_role: who && isStaffRole(who.role) ? who.role : null,
      entity_label: target ? (labels.get(`${target.entityType}:${target.entityId}`) ?? null) : null,
      reverts_id: row.action === REVERT_ACTION && row.entityId ? Number(row.entityId) : null,
      reverted_by_id: reverted,
      // An entry that changed nothing has nothing to put back.
      revertable:
        REVERTABLE_ACTIONS.has(row.action) &&
        reverted === null &&
        JSON.stringify(row.before) !== JSON.stringify(row.after),
    };
  });
}

const isStaffRole = (role: string): role is StaffRole => (STAFF_ROLES as readonly string[]).includes(role);

/** 'Apple iPhone 15 (128GB)', 'Apple iPhone 15', 'Apple iPhone series', 'Apple', a staff member: names now. */
async function entityLabels(
  db: Database,
  targets: { entityType: string; entityId: string | null }[],
): Promise<Map<string, string>> {
  const idsOf = (type: string) => [
    ...new Set(
      targets.flatMap((target) =>
        target.entityType === type && target.entityId && /^\d+$/.test(target.entityId)
          ? [Number(target.entityId)]
          : [],
      ),
    ),
  ];
  // Each owner names its own objects (entity-names.ts): variants, models, series, brands, staff, partners…
  const named = await Promise.all(
    [...entityNamers()].map(async ([type, namer]) => {
      const ids = idsOf(type);
      return { type, names: ids.length === 0 ? new Map<number, string>() : await namer(db, ids) };
    }),
  );
  const labels = new Map<string, string>();
  for (const { type, names } of named) for (const [id, name] of names) labels.set(`${type}:${id}`, name);
  // An order is named by its reference (the seller's name stays out of the log's words).
  for (const target of targets)
    if (target.entityType === 'order' && target.entityId)
      labels.set(`order:${target.entityId}`, `order ${target.entityId}`);
  labels.set('pricing:null', 'the pricing rules');
  return labels;
}
