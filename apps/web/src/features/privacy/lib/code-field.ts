import { privacy_erase_otp_invalid } from '@phonix/shared/messages/privacy_erase_otp_invalid';
import { LIMITS } from '@phonix/shared/validation';
import { useRef, useState } from 'react';

/** A one-time code as the server takes it: LIMITS.otpLength digits. */
const CODE_PATTERN = new RegExp(`^\\d{${LIMITS.otpLength}}$`);

export const isCode = (value: string) => CODE_PATTERN.test(value);

/**
 * The code field of a privacy step (erasure, verifying or removing a nominee): its value, its error, its
 * input, and `check()`, which answers whether the code has its form and otherwise says so on the field and
 * puts the focus there, before anything is sent.
 */
export function useCodeField() {
  const [otp, setOtp] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const otpRef = useRef<HTMLInputElement>(null);
  const check = () => {
    if (!isCode(otp)) {
      setFieldError(privacy_erase_otp_invalid());
      otpRef.current?.focus();
      return false;
    }
    setFieldError(undefined);
    return true;
  };
  return { otp, setOtp, fieldError, setFieldError, otpRef, check };
}
