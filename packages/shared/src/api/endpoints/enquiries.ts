import type { EndpointRoute } from './common.ts';

/**
 * The routes apps/server/src/modules/enquiries serves: method, path, who may call (schemas:
 * ../contract/enquiries.ts).
 */
export const ENQUIRIES_ENDPOINTS = {
  // One completed evaluation recorded, and the console's list of those that did not become an order.
  insertPriceEnquiry: { method: 'POST', path: '/api/insertPriceEnquiry', auth: 'optional' },
  staffOpenEnquiries: { method: 'GET', path: '/api/staff/enquiries', auth: 'staff' },
  staffEnquiryContact: { method: 'POST', path: '/api/staff/enquiries/:enquiryId/contact', auth: 'staff' },
} as const satisfies Record<string, EndpointRoute>;
