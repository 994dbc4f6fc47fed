export { servedPincodesAmong } from './reads.ts';
export { countCoveredPincodes } from './reads.ts';
export type { PincodeService } from './service.ts';
