export { outboxPersonalData } from './personal-data.ts';
