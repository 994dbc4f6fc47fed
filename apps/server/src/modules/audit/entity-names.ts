import type { Database } from '../../db/client.ts';

/**
 * What the audit log's sentences name (issue 33's walls): the object of an entry ('Apple iPhone 15', a shop's
 * name) and who wrote it, read from the modules that own them. The audit builds under every module that
 * writes to it, so it imports none of them: each owner gives its names here as it registers.
 */

/** The names now of one kind of object (an entry's entity type) by id; ids not found are left out. */
export type EntityNamer = (db: Database, ids: number[]) => Promise<Map<number, string>>;

/** A staff member as an entry shows who wrote it. */
export interface AuditPerson {
  id: number;
  name: string;
  role: string;
}

export type AuditPeople = (db: Database, ids: readonly number[]) => Promise<AuditPerson[]>;

const namers = new Map<string, EntityNamer>();
let people: AuditPeople | undefined;

/** Gives the audit the names of one entity type (its owner's register.ts). */
export function nameAuditEntities(entityType: string, namer: EntityNamer): void {
  namers.set(entityType, namer);
}

/** Gives the audit the staff members who write its entries (the staff module's register.ts). */
export function useAuditPeople(reader: AuditPeople): void {
  people = reader;
}

export function auditPeople(): AuditPeople {
  if (!people) throw new Error('The staff were not given to the audit (staff/register.ts: useAuditPeople)');
  return people;
}

/** The entity types that have names, and the namer of each. */
export function entityNamers(): ReadonlyMap<string, EntityNamer> {
  return namers;
}
