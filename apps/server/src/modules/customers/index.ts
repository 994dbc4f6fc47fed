export type { CustomerContact } from './reads.ts';
export {
  customerContact,
  customerContactsByIds,
  customerIdsMatching,
  isCustomerErased,
  lockLiveCustomer,
} from './reads.ts';
