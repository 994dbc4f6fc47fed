export { selfCheckPersonalData } from './personal-data.ts';
export { provenSelfCheckOf } from './service.ts';
