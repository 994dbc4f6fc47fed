export { addressesPersonalData } from './personal-data.ts';
export type { AddressCopy } from './reads.ts';
export { liveAddressOf } from './reads.ts';
export { findAddress } from './service.ts';
