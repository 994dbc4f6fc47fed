import { fields } from '@phonix/shared/validation';
import { useState } from 'react';

/** The contract's cap on the pincodes of one partner (partner-api.ts `pincodeList`). */
export const MOST_PINCODES = 500;

/** A pincode as the contract takes it (fields.pincode: six digits). */
const isPincode = (code: string) => fields.pincode().safeParse(code).success;

/** Everything typed, split at spaces, commas and semicolons (a pasted list adds at once). */
function split(text: string): string[] {
  return text.split(/[\s,;]+/).filter(Boolean);
}

/**
 * The pincodes being chosen for a partner, kept in the order they were added, and the text typed but not
 * yet added. The editor (PincodeEditor) draws it; the dialog that owns it reads `commit()` on submit, so a
 * pincode typed without pressing Enter is not lost.
 */
export function usePincodeList(initial: readonly string[]) {
  const [pincodes, setPincodes] = useState<string[]>(() => [...new Set(initial)]);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  /** Told to screen readers politely: what the last change did. */
  const [notice, setNotice] = useState('');

  const add = (codes: readonly string[]) => {
    const fresh = [...new Set(codes)].filter((code) => !pincodes.includes(code));
    if (fresh.length === 0) {
      setNotice(codes.length === 1 ? `${codes[0]} is already in the list` : 'Already in the list');
      return;
    }
    if (pincodes.length + fresh.length > MOST_PINCODES) {
      setError(`At most ${MOST_PINCODES} pincodes`);
      return;
    }
    setPincodes([...pincodes, ...fresh]);
    setError(null);
    setNotice(fresh.length === 1 ? `${fresh[0]} added` : `${fresh.length} pincodes added`);
  };

  const remove = (codes: readonly string[]) => {
    setPincodes(pincodes.filter((code) => !codes.includes(code)));
    setError(null);
    setNotice(codes.length === 1 ? `${codes[0]} removed` : `${codes.length} pincodes removed`);
  };

  /**
   * Adds what is typed. Answers the whole list then, or null when the text holds something that is not a
   * pincode (the error says which, the text stays for correcting).
   */
  const commit = (): string[] | null => {
    const typed = split(text);
    if (typed.length === 0) return pincodes;
    const malformed = typed.filter((code) => !isPincode(code));
    if (malformed.length > 0) {
      setError(`Not a pincode: ${malformed.join(', ')} (a pincode has 6 digits)`);
      return null;
    }
    const next = [...new Set([...pincodes, ...typed])];
    if (next.length > MOST_PINCODES) {
      setError(`At most ${MOST_PINCODES} pincodes`);
      return null;
    }
    add(typed);
    setText('');
    return next;
  };

  return {
    pincodes,
    text,
    setText: (value: string) => {
      setText(value);
      if (error) setError(null);
    },
    error,
    /** Shows a message under the editor (the server's, when it refused a pincode). */
    setError,
    notice,
    add,
    remove,
    commit,
  };
}

export type PincodeList = ReturnType<typeof usePincodeList>;
