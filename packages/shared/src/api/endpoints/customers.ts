import type { EndpointRoute } from './common.ts';

/**
 * The routes apps/server/src/modules/customers serves: method, path, who may call (schemas:
 * ../contract/customers.ts).
 */
export const CUSTOMERS_ENDPOINTS = {
  // The customer's profile and language.
  getCustomerProfile: { method: 'GET', path: '/api/getcustomerprofile/:id', auth: 'customer' },
  customer: { method: 'GET', path: '/api/customer/:id', auth: 'customer' },
  checkSession: { method: 'GET', path: '/api/checksession/:id', auth: 'optional' },
  updateCustomerProfile: { method: 'POST', path: '/api/updatecustomerprofile', auth: 'customer' },
  setCustomerLanguage: { method: 'POST', path: '/api/customer/language', auth: 'customer' },
  customerLanguage: { method: 'GET', path: '/api/customer/language', auth: 'customer' },
} as const satisfies Record<string, EndpointRoute>;
