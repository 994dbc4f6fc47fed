import {
  whatsAppConsentResponseSchema,
  whatsAppOptInRequestSchema,
  whatsAppOptOutRequestSchema,
} from '../../whatsapp-api.ts';
import type { WHATSAPP_ENDPOINTS } from '../endpoints/whatsapp.ts';
import type { ContractOf } from './common.ts';

/**
 * What the endpoints of apps/server/src/modules/whatsapp take and answer (routes: ../endpoints/whatsapp.ts).
 */
export const WHATSAPP_CONTRACT = {
  whatsAppConsent: {
    tags: ['accounts'],
    summary:
      "The signed-in seller's WhatsApp consent: opted in or not, with the latest choice's words, place and time",
    response: whatsAppConsentResponseSchema,
    errors: [],
  },
  whatsAppOptIn: {
    tags: ['accounts'],
    summary:
      'Opt in to order updates on WhatsApp, recording the exact text shown and where (booking or profile)',
    description:
      'A blank text answers 400 WHATSAPP_CONSENT_TEXT_REQUIRED. Each call adds a record; the latest decides.',
    body: whatsAppOptInRequestSchema,
    response: whatsAppConsentResponseSchema,
    errors: [],
  },
  whatsAppOptOut: {
    tags: ['accounts'],
    summary: 'Opt out of WhatsApp: order updates go by SMS again from the next message',
    body: whatsAppOptOutRequestSchema,
    response: whatsAppConsentResponseSchema,
    errors: [],
  },
} as const satisfies ContractOf<typeof WHATSAPP_ENDPOINTS>;
