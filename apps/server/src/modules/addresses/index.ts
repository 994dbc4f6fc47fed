export { addressesPersonalData } from './personal-data.ts';
