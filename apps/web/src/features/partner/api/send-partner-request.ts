import type { PartnerRequest } from '@phonix/shared/validation';
import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/api-client.ts';

/** POST api/partner-request-form (SPEC 7): answers { success, message }; a failure throws ApiError. */
export function useSendPartnerRequest() {
  return useMutation({ mutationFn: (body: PartnerRequest) => call('partnerRequestForm', { body }) });
}
