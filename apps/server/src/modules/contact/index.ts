export { contactPersonalData } from './personal-data.ts';
