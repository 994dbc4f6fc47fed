import { seller_otp_request_failed } from '@phonix/shared/messages/seller_otp_request_failed';
import { seller_otp_resent } from '@phonix/shared/messages/seller_otp_resent';
import { seller_something_went_wrong } from '@phonix/shared/messages/seller_something_went_wrong';
import { seller_unexpected_error } from '@phonix/shared/messages/seller_unexpected_error';
import { LIMITS } from '@phonix/shared/validation';
import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { ApiError } from '@/lib/api-client.ts';
import { useSingleFlight } from '@/lib/use-single-flight.ts';

/** SPEC 8's toast after a resend (English: 'The OTP has been resent'). */
export const otpResent = (): string => seller_otp_resent();

/**
 * The failure toast of an OTP resend (SPEC 8), by what went wrong; the one place this mapping lives. An
 * error's message is its code's in the page's language (the server's own text in English).
 */
export function resendFailureMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 0) return error.message;
    const said = Boolean(error.code || error.serverMessage);
    // The server answered, but with success false.
    if (error.status >= 200 && error.status < 300)
      return said ? error.message : seller_something_went_wrong();
    return said ? error.message : seller_otp_request_failed();
  }
  return seller_unexpected_error();
}

/** Seconds until a new code may be asked for, when the server said so (OTP_COOLDOWN's retry_after). */
export function cooldownOf(error: unknown): number | null {
  return error instanceof ApiError && error.code === 'OTP_COOLDOWN' && error.retryAfter
    ? error.retryAfter
    : null;
}

/** Counts down to zero, one second at a time; `start` begins again from a number of seconds. */
function useCountdown(initialSeconds: number) {
  const [endsAt, setEndsAt] = useState(() => Date.now() + initialSeconds * 1000);
  const [now, setNow] = useState(() => Date.now());
  const left = Math.max(0, Math.ceil((endsAt - now) / 1000));
  useEffect(() => {
    if (left === 0) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [left]);
  const start = (seconds: number) => {
    const at = Date.now();
    setNow(at);
    setEndsAt(at + seconds * 1000);
  };
  return { left, start };
}

/**
 * A Resend action: asks for a new OTP and toasts the outcome exactly as SPEC 8 says. While the server's
 * resend cool-down runs (known from `initialWait` or a refused resend), Resend waits and says how long.
 */
export function useResendOtp(send: () => Promise<unknown>, initialWait = 0) {
  const { busy, guard } = useSingleFlight();
  const countdown = useCountdown(initialWait);
  const resend = guard(async () => {
    if (countdown.left > 0) return;
    try {
      await send();
      toast.success(otpResent());
      // The new code starts the server's cool-down again.
      countdown.start(LIMITS.otpResendSeconds);
    } catch (error) {
      toast.error(resendFailureMessage(error));
      const wait = cooldownOf(error);
      if (wait) countdown.start(wait);
    }
  });
  return { resend, resending: busy, waitSeconds: countdown.left, startWait: countdown.start };
}
