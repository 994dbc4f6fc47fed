import {
  addAddressRequestSchema,
  addressesResponseSchema,
  addressSavedResponseSchema,
  deleteAddressRequestSchema,
  editAddressRequestSchema,
} from '../../account-api.ts';
import { messageResponseSchema } from '../../validation.ts';
import type { ADDRESSES_ENDPOINTS } from '../endpoints/addresses.ts';
import { type ContractOf, customerIdParams } from './common.ts';

/**
 * What the endpoints of apps/server/src/modules/addresses take and answer (routes:
 * ../endpoints/addresses.ts).
 */
export const ADDRESSES_CONTRACT = {
  getCustomerAddress: {
    tags: ['addresses'],
    summary: "The customer's saved addresses, default first",
    params: customerIdParams,
    response: addressesResponseSchema,
    errors: [404],
  },
  customerAddresses: {
    tags: ['addresses'],
    summary: 'The list-addresses helper (same as getcustomeraddress)',
    params: customerIdParams,
    response: addressesResponseSchema,
    errors: [404],
  },
  addAddress: {
    tags: ['addresses'],
    summary: 'Save a new address',
    body: addAddressRequestSchema,
    response: addressSavedResponseSchema,
    errors: [404],
  },
  editAddress: {
    tags: ['addresses'],
    summary: 'Change a saved address',
    body: editAddressRequestSchema,
    response: addressSavedResponseSchema,
    errors: [404],
  },
  deleteAddress: {
    tags: ['addresses'],
    summary: 'Delete a saved address',
    body: deleteAddressRequestSchema,
    response: messageResponseSchema,
    errors: [404],
  },
} as const satisfies ContractOf<typeof ADDRESSES_ENDPOINTS>;
