export { auditPersonalData } from './personal-data.ts';
