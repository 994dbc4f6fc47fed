import type { ContactRequest, MessageResponse } from '@phonix/shared/validation';
import { api } from '@/lib/api-client.ts';

/** POST api/contactus (SPEC 7): answers { success, message }; a failure throws ApiError with the message. */
export function sendContactMessage(body: ContactRequest): Promise<MessageResponse> {
  return api.post<MessageResponse>('/api/contactus', body);
}
