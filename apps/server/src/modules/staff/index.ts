export { staffPersonalData } from './personal-data.ts';
export { staffNamesByIds } from './reads.ts';
export { staffNames } from './reads.ts';
