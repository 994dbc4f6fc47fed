import type { PincodeEntry } from './account-api.ts';
import { LIMITS } from './validation.ts';

/**
 * SPEC 5 "Pincode rules", shared by every form with a pincode field (checkout and address): what the typed
 * text suggests, and what typing, choosing a suggestion or changing the city does to the form's pincode,
 * city, state and locality. Each rule answers the values to set; the form sets them.
 */

/** The form values the pincode field decides. */
export interface PincodeFields {
  pincode: string;
  city: string;
  state: string;
  locality: string;
}

/** Cleared values: nothing chosen. */
const NOTHING: Omit<PincodeFields, 'city'> = { pincode: '', state: '', locality: '' };

/**
 * The chosen city's pincodes containing the typed digits (SPEC 5: a substring match), those starting with
 * them first. At most `limit`, enough to choose from and few enough for a phone to draw at once.
 */
export function pincodeSuggestions(
  entries: readonly PincodeEntry[],
  typed: string,
  limit = 50,
): PincodeEntry[] {
  const digits = typed.trim();
  const starting: PincodeEntry[] = [];
  const containing: PincodeEntry[] = [];
  for (const entry of entries) {
    if (entry.pincode.startsWith(digits)) starting.push(entry);
    else if (entry.pincode.includes(digits)) containing.push(entry);
  }
  return [...starting, ...containing].slice(0, limit);
}

/** Choosing a suggestion fills pincode, city, state and locality. */
export function chosenPincode(entry: PincodeEntry, city: string): PincodeFields {
  return { pincode: entry.pincode, city: entry.city || city, state: entry.state, locality: entry.locality };
}

/**
 * The typed text changed. A whole pincode of the city is taken as typed, as if its first post office had
 * been chosen (the seller may still pick another locality of it); anything else clears pincode, state and
 * locality until a pincode is chosen.
 */
export function typedPincode(
  text: string,
  entries: readonly PincodeEntry[],
  city: string,
): Partial<PincodeFields> {
  const digits = text.trim();
  if (digits.length === LIMITS.pincodeDigits) {
    const entry = entries.find((item) => item.pincode === digits);
    if (entry) return chosenPincode(entry, city);
  }
  return NOTHING;
}

/** A new city clears the pincode and what came with it; that city's pincodes load. */
export function changedCity(): Omit<PincodeFields, 'city'> {
  return NOTHING;
}
