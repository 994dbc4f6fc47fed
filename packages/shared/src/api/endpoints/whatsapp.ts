import type { EndpointRoute } from './common.ts';

/**
 * The routes apps/server/src/modules/whatsapp serves: method, path, who may call (schemas:
 * ../contract/whatsapp.ts).
 */
export const WHATSAPP_ENDPOINTS = {
  // WhatsApp order updates (issue 23): the seller's consent, read and changed.
  whatsAppConsent: { method: 'GET', path: '/api/customer/whatsapp', auth: 'customer' },
  whatsAppOptIn: { method: 'POST', path: '/api/customer/whatsapp/optin', auth: 'customer' },
  whatsAppOptOut: { method: 'POST', path: '/api/customer/whatsapp/optout', auth: 'customer' },
} as const satisfies Record<string, EndpointRoute>;
