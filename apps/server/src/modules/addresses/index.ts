export { addressesPersonalData } from './personal-data.ts';
export type { AddressCopy } from './reads.ts';
export { liveAddressQuery } from './reads.ts';
export { findAddress } from './service.ts';
