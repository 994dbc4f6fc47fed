export { enquiriesPersonalData } from './personal-data.ts';
