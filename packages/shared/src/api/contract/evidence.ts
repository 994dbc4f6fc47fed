import { z } from 'zod';
import {
  doorPhotoLinkQuerySchema,
  doorPhotoRejectRequestSchema,
  doorPhotoResponseSchema,
  doorPhotosResponseSchema,
  doorPhotoUploadRequestSchema,
} from '../../evidence.ts';
import { fields } from '../../validation.ts';
import type { EVIDENCE_ENDPOINTS } from '../endpoints/evidence.ts';
import { type ContractOf, refParams } from './common.ts';

const photoIdParams = z.object({ id: fields.id() });

/** What the endpoints of apps/server/src/modules/evidence take and answer (routes: ../endpoints/evidence.ts). */
export const EVIDENCE_CONTRACT = {
  partnerUploadDoorPhoto: {
    tags: ['partner'],
    summary: 'A photo proving an answer the partner changed at the door, sent as it is taken',
    description:
      'The image (JPEG, PNG or WebP, base64) is re-encoded on the server: metadata and location removed, the ' +
      'longest side at most 1,600 px, WebP. Only while the order is out for pickup with the partner holding ' +
      'it (404 otherwise, 409 when the re-check is closed or the answer has its most photos).',
    params: refParams,
    body: doorPhotoUploadRequestSchema,
    response: doorPhotoResponseSchema,
    errors: [404, 409],
  },
  partnerDoorPhotos: {
    tags: ['partner'],
    summary: "The photos the partner took for an order's re-check, with signed links",
    params: refParams,
    response: doorPhotosResponseSchema,
    errors: [404],
  },
  doorPhoto: {
    tags: ['orders'],
    summary: 'A door photo (image/webp) through a signed link that expires',
    description:
      "The links come with the revised offer (the seller), the partner's re-check and the console; 403 " +
      'PHOTO_LINK_INVALID without a valid signature or once it expired, 404 for a photo that is gone.',
    params: photoIdParams,
    query: doorPhotoLinkQuerySchema,
    response: null,
    produces: 'image/webp',
    errors: [403, 404],
  },
  staffDoorPhotos: {
    tags: ['console'],
    summary: "An order's door photos, those marked as not proving included, with why",
    params: refParams,
    response: doorPhotosResponseSchema,
    errors: [404],
  },
  staffRejectDoorPhoto: {
    tags: ['console'],
    summary: 'Mark a door photo as not proving its change (audited)',
    description:
      "When no other photo proves that answer, the change is undone in the seller's favour: the offer is " +
      "priced again with the seller's answer and the seller is told by SMS. 409 when the order is past the door.",
    params: photoIdParams,
    body: doorPhotoRejectRequestSchema,
    response: doorPhotoResponseSchema,
    errors: [404, 409],
  },
} as const satisfies ContractOf<typeof EVIDENCE_ENDPOINTS>;
