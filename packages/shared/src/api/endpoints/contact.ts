import type { EndpointRoute } from './common.ts';

/**
 * The routes apps/server/src/modules/contact serves: method, path, who may call (schemas:
 * ../contract/contact.ts).
 */
export const CONTACT_ENDPOINTS = {
  // The public contact form, and the console's list of its messages.
  contactUs: { method: 'POST', path: '/api/contactus', auth: 'public' },
  staffContactMessages: { method: 'GET', path: '/api/staff/contact-messages', auth: 'staff' },
  staffMarkContactHandled: {
    method: 'POST',
    path: '/api/staff/contact-messages/:messageId/handled',
    auth: 'staff',
  },
} as const satisfies Record<string, EndpointRoute>;
