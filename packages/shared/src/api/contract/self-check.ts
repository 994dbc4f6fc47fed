import { z } from 'zod';
import {
  doorCodeViewSchema,
  partnerSelfCheckResponseSchema,
  proveDoorCodeRequestSchema,
  sellerSelfCheckResponseSchema,
  shareSelfCheckRequestSchema,
} from '../../self-check-proof.ts';
import type { SELF_CHECK_ENDPOINTS } from '../endpoints/self-check.ts';
import { type ContractOf, refParams } from './common.ts';

/**
 * What the endpoints of apps/server/src/modules/self-check take and answer (routes:
 * ../endpoints/self-check.ts).
 */
export const SELF_CHECK_CONTRACT = {
  sellerSelfCheck: {
    tags: ['self-check'],
    summary: "The self-check shared with the seller's order, whether it can be shared and proven now",
    params: refParams,
    response: sellerSelfCheckResponseSchema,
    errors: [404],
  },
  sellerShareSelfCheck: {
    tags: ['self-check'],
    summary: "Share the phone's latest self-check with the order, signed by the phone's own key",
    description:
      "The signature is ECDSA P-256 with SHA-256 over the report's canonical JSON (self-check-proof.ts). " +
      'Only while the order is open and for its variant; replaces a check shared before.',
    params: refParams,
    body: shareSelfCheckRequestSchema,
    response: sellerSelfCheckResponseSchema,
    errors: [404, 409],
  },
  sellerProveDoorCode: {
    tags: ['self-check'],
    summary: 'Prove at the door that this is the phone that ran the check: sign the code the partner shows',
    description:
      'The signature is over "phonix-door-proof:<ref_no>:<code>" with the key of the shared check. ' +
      'Five wrong tries spend the code.',
    params: refParams,
    body: proveDoorCodeRequestSchema,
    response: sellerSelfCheckResponseSchema,
    errors: [404, 409],
  },
  partnerSelfCheck: {
    tags: ['partners', 'self-check'],
    summary: "What the seller's self-check found and whether the phone at the door is proven",
    params: refParams,
    response: partnerSelfCheckResponseSchema,
    errors: [404],
  },
  partnerDoorCode: {
    tags: ['partners', 'self-check'],
    summary: "A new door code for the seller's phone to sign (10 minutes)",
    params: refParams,
    response: z.object({ success: z.literal(true), door_code: doorCodeViewSchema }),
    errors: [404, 409],
  },
} as const satisfies ContractOf<typeof SELF_CHECK_ENDPOINTS>;
