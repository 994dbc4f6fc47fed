import { z } from 'zod';
import {
  contactMessageResponseSchema,
  contactMessagesQuerySchema,
  contactMessagesResponseSchema,
  markContactHandledRequestSchema,
} from '../../console-api.ts';
import { contactRequestSchema, fields, messageResponseSchema } from '../../validation.ts';
import type { CONTACT_ENDPOINTS } from '../endpoints/contact.ts';
import type { ContractOf } from './common.ts';

/**
 * What the endpoints of apps/server/src/modules/contact take and answer (routes: ../endpoints/contact.ts).
 */
export const CONTACT_CONTRACT = {
  contactUs: {
    tags: ['forms'],
    summary: 'Stores a contact message and notifies the team by e-mail',
    body: contactRequestSchema,
    response: messageResponseSchema,
    errors: [429],
  },
  staffContactMessages: {
    tags: ['console'],
    summary: 'Contact messages, newest first (open ones by default)',
    query: contactMessagesQuerySchema,
    response: contactMessagesResponseSchema,
    errors: [],
  },
  staffMarkContactHandled: {
    tags: ['console'],
    summary: 'Mark a contact message handled, or open again',
    params: z.object({ messageId: fields.id() }),
    body: markContactHandledRequestSchema,
    response: contactMessageResponseSchema,
    errors: [404],
  },
} as const satisfies ContractOf<typeof CONTACT_ENDPOINTS>;
