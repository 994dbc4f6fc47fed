export { auditPersonalData } from './personal-data.ts';
export type { Actor } from './audit.ts';
export type { RevertableEntry } from './audit.ts';
export type { Reverter } from './audit.ts';
export { audited } from './audit.ts';
export { latestEntryId } from './audit.ts';
export { staffActor } from './audit.ts';
export { writeAuditEntry } from './audit.ts';
export { readAuditLog } from './audit.ts';
