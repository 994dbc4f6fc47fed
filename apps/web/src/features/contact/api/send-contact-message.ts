import type { ContactRequest } from '@phonix/shared/validation';
import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/api-client.ts';

/** POST api/contactus (SPEC 7): answers { success, message }; a failure throws ApiError with the message. */
export function useSendContactMessage() {
  return useMutation({ mutationFn: (body: ContactRequest) => call('contactUs', { body }) });
}
