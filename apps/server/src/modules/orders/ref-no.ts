import crypto from 'node:crypto';

/** Crockford's base32: no I, L, O or U, so a reference read over the phone is not misheard. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * An order reference such as "PX7K3M9Q2X4T": 'PX' and 10 random base32 characters (50 bits from the
 * CSPRNG), so references can be neither guessed nor enumerated from one another.
 */
export function newRefNo(): string {
  const bytes = crypto.randomBytes(10);
  let text = 'PX';
  for (const byte of bytes) text += ALPHABET[byte & 31];
  return text;
}
