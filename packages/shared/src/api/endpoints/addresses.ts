import type { EndpointRoute } from './common.ts';

/**
 * The routes apps/server/src/modules/addresses serves: method, path, who may call (schemas:
 * ../contract/addresses.ts).
 */
export const ADDRESSES_ENDPOINTS = {
  getCustomerAddress: { method: 'GET', path: '/api/getcustomeraddress/:id', auth: 'customer' },
  customerAddresses: { method: 'GET', path: '/api/customeraddresses/:id', auth: 'customer' },
  addAddress: { method: 'POST', path: '/api/addaddress', auth: 'customer' },
  editAddress: { method: 'POST', path: '/api/editaddress', auth: 'customer' },
  deleteAddress: { method: 'POST', path: '/api/deleteaddress', auth: 'customer' },
} as const satisfies Record<string, EndpointRoute>;
