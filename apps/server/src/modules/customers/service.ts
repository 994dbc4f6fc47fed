/**
 * What other modules use of the customers' accounts (sign-in creates and updates them, the handover reads
 * the seller). This file is the module's face: the repository, how the rows are stored, is imported by no
 * other module (docs/decisions/080).
 */
export {
  type CustomerRow,
  findCustomerById,
  findCustomerByMobile,
  insertCustomer,
  toCustomer,
  updateCustomer,
} from './repository.ts';
