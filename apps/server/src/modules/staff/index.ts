export { staffPersonalData } from './personal-data.ts';
export { staffNamesByIds } from './reads.ts';
