export { evidencePersonalData } from './personal-data.ts';
export type { EvidenceService, UndoChange, Viewer } from './service.ts';
export { provedAnswerKeys, reencodeDoorPhoto } from './service.ts';
