export {
  customerContacts,
  customerRow,
  customersPersonalData,
  erasedCustomerIdsKeeping,
  liveCustomerIds,
  liveCustomersAfter,
  lockCustomerRow,
} from './personal-data.ts';
export { customerLanguageOf } from './reads.ts';
export { registerMobilesOf } from './reads.ts';
