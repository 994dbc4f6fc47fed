export { authPersonalData } from './personal-data.ts';
