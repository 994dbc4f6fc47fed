import { handoverErrorWords } from '@phonix/shared/handover-error-words';
import { fieldError } from './field-error.ts';

/**
 * A handover form's message in the page's language: the portal's own (the OTP's), else the handover rules'
 * (handover-words). Apart from fieldError so the sign-in page does not load the handover's words.
 */
export function handoverFieldError(message: string | undefined): string | undefined {
  if (message === undefined) return undefined;
  const words = fieldError(message);
  return words === message ? handoverErrorWords(message) : words;
}
