import type { PartnerRequest } from '@phonix/shared/validation';
import { call } from '@/lib/api-client.ts';

/** POST api/partner-request-form (SPEC 7): answers { success, message }; a failure throws ApiError. */
export function sendPartnerRequest(body: PartnerRequest) {
  return call('partnerRequestForm', { body });
}
