import type { ResponseOf } from '@phonix/shared/api/contract';
import { partner_error_generic } from '@phonix/shared/messages/partner_error_generic';
import { ApiError, errorMessage } from '@/lib/api-client.ts';

/** The pieces both steps of the partner's sign-in use (sign-in-form.tsx, sign-in-otp-step.tsx). */
export type PartnerSignIn = ResponseOf<'partnerVerifyOtp'>;

/** Seconds until a new code may be sent, when the server refused one for its resend cool-down. */
export function cooldownOf(error: unknown): number | null {
  return error instanceof ApiError && error.code === 'OTP_COOLDOWN' && error.retryAfter
    ? error.retryAfter
    : null;
}

/** The server's coded refusal in its own words (not a partner, suspended, too many codes, ...). */
export const failure = (error: unknown) => errorMessage(error, partner_error_generic());

export function Problem({ message }: { message: string | null }) {
  // Always in the page, so a screen reader hears each new message.
  return (
    <div role="alert">
      {message ? (
        <p className="rounded-xl border-2 border-red-700 bg-red-50 px-4 py-3 text-base font-semibold text-red-900">
          {message}
        </p>
      ) : null}
    </div>
  );
}
