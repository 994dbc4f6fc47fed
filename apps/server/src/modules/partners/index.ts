export { paidByOrder } from './partner-paid.ts';
export type { PartnerContact } from './reads.ts';
export {
  activePartnersServing,
  partnerContact,
  partnerContactsByIds,
  partnerIdsMatching,
  servesPincode,
} from './reads.ts';
export { findPartnerById } from './service.ts';
