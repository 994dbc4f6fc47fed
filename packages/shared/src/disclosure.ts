import { fields } from './validation.ts';

/**
 * Why a staff member is shown a person's data in full (a seller's number, the dealer register): a few words a
 * reviewer of the audit log can judge, not "ok" or "call" (issue 31). At least DISCLOSURE_REASON_WORDS words
 * and DISCLOSURE_REASON_CHARACTERS characters.
 */
export const DISCLOSURE_REASON_WORDS = 3;
export const DISCLOSURE_REASON_CHARACTERS = 12;
export const DISCLOSURE_REASON_MESSAGE = `Please say why in a few words (at least ${DISCLOSURE_REASON_WORDS}), for example "Confirm the pickup address"`;

/** Whether a disclosure reason says enough (the words counted are those with a letter or a digit). */
export function isDisclosureReason(value: string): boolean {
  const words = value.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word));
  return words.length >= DISCLOSURE_REASON_WORDS && value.trim().length >= DISCLOSURE_REASON_CHARACTERS;
}

export const disclosureReason = () =>
  fields
    .requiredText('Please give a reason', 300, 'The reason must be at most 300 characters')
    .refine(isDisclosureReason, DISCLOSURE_REASON_MESSAGE);
