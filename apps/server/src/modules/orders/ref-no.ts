import crypto from 'node:crypto';

/** Crockford's base32: no I, L, O or U, so a reference read over the phone is not misheard. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const RANDOM_CHARACTERS = 10;

// CSPRNG bytes fetched 4 KB at a time and each used once: one call to the OS per 400 references, as
// crypto.randomUUID() does, since that call is the costly part of drawing ten bytes.
const entropy = Buffer.alloc(4096);
let used = entropy.length;

/**
 * An order reference such as "PX7K3M9Q2X4T": 'PX' and 10 random base32 characters (50 bits from the
 * CSPRNG), so references can be neither guessed nor enumerated from one another.
 */
export function newRefNo(): string {
  if (used + RANDOM_CHARACTERS > entropy.length) {
    crypto.randomFillSync(entropy);
    used = 0;
  }
  let text = 'PX';
  for (let index = 0; index < RANDOM_CHARACTERS; index += 1)
    text += ALPHABET[(entropy[used + index] as number) & 31];
  used += RANDOM_CHARACTERS;
  return text;
}

/**
 * A reference as typed by a person or read from a URL, in the form references are stored: trimmed and in
 * capitals. The one place a reference is normalised (findOrderByRef, lockOrderByRef).
 */
export const normalizeRef = (refNo: string): string => refNo.trim().toUpperCase();
