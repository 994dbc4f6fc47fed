import { z } from 'zod';
import {
  enquiriesQuerySchema,
  enquiriesResponseSchema,
  enquiryContactResponseSchema,
} from '../../console-api.ts';
import { insertPriceEnquiryRequestSchema, insertPriceEnquiryResponseSchema } from '../../quote-api.ts';
import { fields } from '../../validation.ts';
import type { ENQUIRIES_ENDPOINTS } from '../endpoints/enquiries.ts';
import type { ContractOf } from './common.ts';

/**
 * What the endpoints of apps/server/src/modules/enquiries take and answer (routes:
 * ../endpoints/enquiries.ts).
 */
export const ENQUIRIES_CONTRACT = {
  insertPriceEnquiry: {
    tags: ['pricing'],
    summary: 'Records one completed evaluation; the returned id is the isInserted marker',
    description:
      'The value stored is the one the server computes from the answers; a finalValue in the body is ignored. ' +
      'The customer is taken from the bearer token when there is one, never from the body.',
    body: insertPriceEnquiryRequestSchema,
    response: insertPriceEnquiryResponseSchema,
    errors: [404],
  },
  staffOpenEnquiries: {
    tags: ['console'],
    summary: 'Price enquiries that did not become an order, newest first, mobiles masked',
    query: enquiriesQuerySchema,
    response: enquiriesResponseSchema,
    errors: [],
  },
  staffEnquiryContact: {
    tags: ['console'],
    summary: "The full name, mobile and e-mail of an enquiry's seller, for a call back (audited)",
    params: z.object({ enquiryId: fields.id() }),
    response: enquiryContactResponseSchema,
    errors: [404],
  },
} as const satisfies ContractOf<typeof ENQUIRIES_ENDPOINTS>;
