import type { EndpointRoute } from './common.ts';

/**
 * The routes apps/server/src/modules/self-check serves: method, path, who may call (schemas:
 * ../contract/self-check.ts).
 */
export const SELF_CHECK_ENDPOINTS = {
  // The seller's self-check bound to the phone (issue 34): shared with an order, signed by the phone's key,
  // and proven at the door by signing the code the partner's portal shows.
  sellerSelfCheck: { method: 'GET', path: '/api/self-check/:ref', auth: 'customer' },
  sellerShareSelfCheck: { method: 'POST', path: '/api/self-check/:ref', auth: 'customer' },
  sellerProveDoorCode: { method: 'POST', path: '/api/self-check/:ref/proof', auth: 'customer' },
  partnerSelfCheck: { method: 'GET', path: '/api/partner/orders/:ref/self-check', auth: 'partner' },
  partnerDoorCode: {
    method: 'POST',
    path: '/api/partner/orders/:ref/self-check/door-code',
    auth: 'partner',
  },
} as const satisfies Record<string, EndpointRoute>;
