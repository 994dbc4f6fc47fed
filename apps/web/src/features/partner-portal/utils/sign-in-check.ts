import { partnerOtpRequestSchema } from '@phonix/shared/partner-api';
import { fieldError } from './field-error.ts';

/**
 * The sign-in's mobile number checked by the shared schema (the server's own rule), its message in the
 * page's language; undefined when it is good. Loaded when the partner first types or sends (issue 35): the
 * schema brings zod, which the sign-in page does not load before anyone touches it.
 */
export function mobileProblem(mobile: string): string | undefined {
  const checked = partnerOtpRequestSchema.pick({ mobile: true }).safeParse({ mobile });
  return checked.success ? undefined : fieldError(checked.error.issues[0]?.message);
}
