export type { Actor, RevertableEntry, Reverter } from './audit.ts';
export { audited, latestEntryId } from './audit.ts';
