import type { ContactRequest } from '@phonix/shared/validation';
import { call } from '@/lib/api-client.ts';

/** POST api/contactus (SPEC 7): answers { success, message }; a failure throws ApiError with the message. */
export function sendContactMessage(body: ContactRequest) {
  return call('contactUs', { body });
}
