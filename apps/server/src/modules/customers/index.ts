export {
  customerContacts,
  customerRow,
  customersPersonalData,
  erasedCustomerIdsKeeping,
  liveCustomerIds,
  liveCustomersAfter,
  lockCustomerRow,
} from './personal-data.ts';
