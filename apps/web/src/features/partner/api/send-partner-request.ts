import type { MessageResponse, PartnerRequest } from '@phonix/shared/validation';
import { api } from '@/lib/api-client.ts';

/** POST api/partner-request-form (SPEC 7): answers { success, message }; a failure throws ApiError. */
export function sendPartnerRequest(body: PartnerRequest): Promise<MessageResponse> {
  return api.post<MessageResponse>('/api/partner-request-form', body);
}
