/**
 * The form limits of SPEC section 5 that a page shows before it validates anything (a field's maxLength, a
 * code's length, the resend cool-down). Apart from validation.ts, which re-exports them, because that module
 * builds zod schemas as it loads: a sign-in page reads these without loading zod (issue 35).
 */
export const LIMITS = {
  mobileDigits: 10,
  otpLength: 4,
  passwordMinimum: 8,
  pincodeDigits: 6,
  messageMaximum: 300,
  /** Seconds before a new OTP may be asked for (the server's default cool-down; the form counts it down from the start). */
  otpResendSeconds: 30,
} as const;
