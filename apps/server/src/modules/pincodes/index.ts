export { servedPincodesAmong } from './reads.ts';
export { countCoveredPincodes } from './reads.ts';
