export { countCoveredPincodes } from './reads.ts';
