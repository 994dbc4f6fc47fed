import {
  customerProfileResponseSchema,
  customerResponseSchema,
  sessionCheckResponseSchema,
  updateCustomerProfileRequestSchema,
} from '../../account-api.ts';
import {
  languageResponseSchema,
  setLanguageRequestSchema,
  setLanguageResponseSchema,
} from '../../language-api.ts';
import { messageResponseSchema } from '../../validation.ts';
import type { CUSTOMERS_ENDPOINTS } from '../endpoints/customers.ts';
import { type ContractOf, customerIdParams } from './common.ts';

/**
 * What the endpoints of apps/server/src/modules/customers take and answer (routes:
 * ../endpoints/customers.ts).
 */
export const CUSTOMERS_CONTRACT = {
  getCustomerProfile: {
    tags: ['accounts'],
    summary: 'The logged-in customer and their token (start-up refresh)',
    params: customerIdParams,
    response: customerProfileResponseSchema,
    errors: [404],
  },
  customer: {
    tags: ['accounts'],
    summary: 'The customer fetch by customer_id',
    params: customerIdParams,
    response: customerResponseSchema,
    errors: [404],
  },
  checkSession: {
    tags: ['accounts'],
    summary: 'The session check: success when the bearer token is a live session of this customer',
    params: customerIdParams,
    response: sessionCheckResponseSchema,
    errors: [401],
  },
  updateCustomerProfile: {
    tags: ['accounts'],
    summary: 'Update name, e-mail and alternate mobile (the mobile is read-only)',
    body: updateCustomerProfileRequestSchema,
    response: messageResponseSchema,
    errors: [404],
  },
  customerLanguage: {
    tags: ['accounts'],
    summary:
      "The signed-in seller's language (set at sign-up from the page's language, changed on the profile)",
    response: languageResponseSchema,
    errors: [],
  },
  setCustomerLanguage: {
    tags: ['accounts'],
    summary: "The signed-in seller's language ('en', 'hi', 'te'): the messages sent to them follow it",
    body: setLanguageRequestSchema,
    response: setLanguageResponseSchema,
    errors: [],
  },
} as const satisfies ContractOf<typeof CUSTOMERS_ENDPOINTS>;
