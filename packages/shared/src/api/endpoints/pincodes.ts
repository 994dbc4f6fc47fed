import type { EndpointRoute } from './common.ts';

/**
 * The routes apps/server/src/modules/pincodes serves: method, path, who may call (schemas:
 * ../contract/pincodes.ts).
 */
export const PINCODES_ENDPOINTS = {
  pincodes: { method: 'GET', path: '/api/pincodes/:city', auth: 'public' },
  pincodesByCity: { method: 'GET', path: '/api/pincodesbycity/:city', auth: 'public' },
} as const satisfies Record<string, EndpointRoute>;
