/**
 * What other modules use of the seller's saved addresses (the booking checks the one it books to). The
 * repository is imported by no other module (docs/decisions/080).
 */
export { findAddress } from './repository.ts';
