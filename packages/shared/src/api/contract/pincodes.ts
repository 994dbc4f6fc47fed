import { z } from 'zod';
import { pincodesResponseSchema } from '../../account-api.ts';
import { fields } from '../../validation.ts';
import type { PINCODES_ENDPOINTS } from '../endpoints/pincodes.ts';
import type { ContractOf } from './common.ts';

const cityParams = z.object({ city: fields.slug() });

/**
 * What the endpoints of apps/server/src/modules/pincodes take and answer (routes: ../endpoints/pincodes.ts).
 */
export const PINCODES_CONTRACT = {
  pincodes: {
    tags: ['accounts'],
    summary: "A served city's pincodes with locality, city and state",
    params: cityParams,
    response: pincodesResponseSchema,
    errors: [404],
  },
  pincodesByCity: {
    tags: ['accounts'],
    summary: 'The pincodes-by-city helper (same list as /pincodes)',
    params: cityParams,
    response: pincodesResponseSchema,
    errors: [404],
  },
} as const satisfies ContractOf<typeof PINCODES_ENDPOINTS>;
