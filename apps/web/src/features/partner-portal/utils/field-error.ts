import { partner_error_days_order } from '@phonix/shared/messages/partner_error_days_order';
import { partner_error_first_day } from '@phonix/shared/messages/partner_error_first_day';
import { partner_error_last_day } from '@phonix/shared/messages/partner_error_last_day';
import { partner_error_mobile_digits } from '@phonix/shared/messages/partner_error_mobile_digits';
import { partner_error_mobile_required } from '@phonix/shared/messages/partner_error_mobile_required';
import { partner_error_otp_digits } from '@phonix/shared/messages/partner_error_otp_digits';
import { partner_error_otp_required } from '@phonix/shared/messages/partner_error_otp_required';
import { partner_error_reject_reason } from '@phonix/shared/messages/partner_error_reject_reason';
import { LIMITS, MESSAGES } from '@phonix/shared/validation';

/**
 * The portal's form messages in the page's language. The shared schemas (validation.ts, handover.ts,
 * partner-api.ts) give their messages in English, the server's words; the portal shows each one it knows
 * in the page's language (English unchanged), and an unknown one as it came.
 */
const PORTAL_ERRORS: ReadonlyMap<string, () => string> = new Map([
  [MESSAGES.mobileRequired, () => partner_error_mobile_required()],
  [MESSAGES.mobileDigits, () => partner_error_mobile_digits()],
  [MESSAGES.otpRequired, () => partner_error_otp_required()],
  [`Otp must be ${LIMITS.otpLength} digits`, () => partner_error_otp_digits({ digits: LIMITS.otpLength })],
  ['Please say why you are handing this pickup back', () => partner_error_reject_reason()],
  ['Choose the first day', () => partner_error_first_day()],
  ['Choose the last day', () => partner_error_last_day()],
  ['The last day must not be before the first day', () => partner_error_days_order()],
]);

/** A portal form's message (sign-in, reject, history) in the page's language. */
export function fieldError(message: string | undefined): string | undefined {
  if (message === undefined) return undefined;
  return PORTAL_ERRORS.get(message)?.() ?? message;
}
