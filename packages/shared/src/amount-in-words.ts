import { toWords } from 'to-words/en-IN';

/**
 * A whole rupee amount in words, Indian numbering (lakh, crore), as receipts and cheques print it:
 * 12500 -> 'Rupees Twelve Thousand Five Hundred Only'. to-words' en-IN locale does the numbering.
 */
export function amountInWords(rupees: number): string {
  if (!Number.isSafeInteger(rupees) || rupees < 0)
    throw new RangeError(`Not a whole rupee amount: ${rupees}`);
  return `Rupees ${toWords(rupees)} Only`;
}
