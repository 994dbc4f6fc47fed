export { staffNamesByIds } from './reads.ts';
