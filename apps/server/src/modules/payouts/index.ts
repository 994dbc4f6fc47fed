export { payoutsPersonalData } from './personal-data.ts';
