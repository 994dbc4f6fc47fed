import { useState } from 'react';
import toast from 'react-hot-toast';
import { ApiError, NETWORK_ERROR_MESSAGE } from '@/lib/api-client.ts';

export const OTP_RESENT = 'The OTP has been resent';

/** The failure toast of an OTP resend (SPEC 8), by what went wrong; the one place this mapping lives. */
export function resendFailureMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 0) return NETWORK_ERROR_MESSAGE;
    // The server answered, but with success false.
    if (error.status >= 200 && error.status < 300) return error.serverMessage ?? 'Something went wrong';
    return error.serverMessage ?? 'OTP request failed';
  }
  return 'An unexpected error occurred';
}

/** A Resend action: asks for a new OTP and toasts the outcome exactly as SPEC 8 says. */
export function useResendOtp(send: () => Promise<unknown>) {
  const [resending, setResending] = useState(false);
  const resend = async () => {
    if (resending) return;
    setResending(true);
    try {
      await send();
      toast.success(OTP_RESENT);
    } catch (error) {
      toast.error(resendFailureMessage(error));
    } finally {
      setResending(false);
    }
  };
  return { resend, resending };
}
