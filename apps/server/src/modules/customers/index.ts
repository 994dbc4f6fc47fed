export { customerContacts, customerLanguageByMobile, customerNamesByMobile } from './reads.ts';
export { markCustomerSeen } from './repository.ts';
