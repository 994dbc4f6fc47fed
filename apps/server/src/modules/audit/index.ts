export { auditPersonalData } from './personal-data.ts';
export type { Actor } from './audit.ts';
export type { RevertableEntry } from './audit.ts';
export type { Reverter } from './audit.ts';
export { audited } from './audit.ts';
export { latestEntryId } from './audit.ts';
export type { EntityNamer } from './entity-names.ts';
export { nameAuditEntities } from './entity-names.ts';
export { useAuditPeople } from './entity-names.ts';
