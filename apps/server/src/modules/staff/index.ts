export { staffPersonalData } from './personal-data.ts';
