import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * The common-password list staff passwords are checked against: zxcvbn-ts's `passwords-common` (about
 * 49,000 passwords seen most often in breaches, from the npm package @zxcvbn-ts/language-common, MIT
 * licence). Compared without case and without spaces around it, so "Qwerty123456" is refused like
 * "qwerty123456". Read once, on the first check.
 */
let common: Set<string> | undefined;

export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common'].map((entry) => entry.toLowerCase()));
  const folded = password.trim().toLowerCase();
  return common.has(folded) || common.has(folded.replace(/\s+/g, ''));
}
