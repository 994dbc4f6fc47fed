import type { EndpointRoute } from './common.ts';

/**
 * The routes apps/server/src/modules/evidence serves (issue 34): the partner's photos at the door, their
 * signed links, and staff's review of them (schemas: ../contract/evidence.ts).
 */
export const EVIDENCE_ENDPOINTS = {
  partnerUploadDoorPhoto: { method: 'POST', path: '/api/partner/orders/:ref/door-photos', auth: 'partner' },
  partnerDoorPhotos: { method: 'GET', path: '/api/partner/orders/:ref/door-photos', auth: 'partner' },
  // Open to anyone holding a link the server signed for the order's seller, its partner or staff.
  doorPhoto: { method: 'GET', path: '/api/door-photos/:id', auth: 'public' },
  staffDoorPhotos: { method: 'GET', path: '/api/staff/orders/:ref/door-photos', auth: 'staff' },
  staffRejectDoorPhoto: { method: 'POST', path: '/api/staff/door-photos/:id/reject', auth: 'staff' },
} as const satisfies Record<string, EndpointRoute>;
