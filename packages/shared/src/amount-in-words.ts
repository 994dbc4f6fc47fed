import { toWords } from 'to-words/en-IN';
import { toWords as hindiWords } from 'to-words/hi-IN';
import { toWords as teluguWords } from 'to-words/te-IN';
import type { Locale } from './i18n.ts';

/**
 * A whole rupee amount in words, Indian numbering (lakh, crore), as receipts and cheques print it:
 * 12500 -> 'Rupees Twelve Thousand Five Hundred Only'. to-words' en-IN locale does the numbering.
 */
export function amountInWords(rupees: number): string {
  checkRupees(rupees);
  return `Rupees ${toWords(rupees)} Only`;
}

/**
 * The number of a whole rupee amount in words in a language, without "Rupees ... Only" (the receipt's message
 * receipt_amount_in_words wraps it): 12500 -> 'Twelve Thousand Five Hundred', 'बारह हज़ार पांच सौ',
 * 'పన్నెండు వేల ఐదు వందల' (DR 145). Hindi from to-words' hi-IN; Telugu written here, because to-words' te-IN
 * strings the words of each place together without the forms Telugu uses before a noun ('పన్నెండు వెయ్యి ఐదు
 * వంద' for 12,500): the Telugu words are in the form they take before రూపాయలు.
 */
export function numberInWords(rupees: number, locale: Locale): string {
  checkRupees(rupees);
  if (locale === 'hi') return hindiWords(rupees);
  if (locale === 'te') return teluguNumberBeforeNoun(rupees);
  return toWords(rupees);
}

function checkRupees(rupees: number): void {
  if (!Number.isSafeInteger(rupees) || rupees < 0)
    throw new RangeError(`Not a whole rupee amount: ${rupees}`);
}

/** 1-99 before a noun: 'ఒకటి' becomes 'ఒక్క' (ఇరవై ఒక్క వేల). */
function teluguUpTo99(value: number): string {
  const words = teluguWords(value);
  return words.endsWith('ఒకటి') ? `${words.slice(0, -'ఒకటి'.length)}ఒక్క` : words;
}

/**
 * Telugu place by place, each place in the form it takes before what follows (వేల, లక్షల, కోట్ల, వందల,
 * నూట): 1,23,456 -> 'ఒక లక్ష ఇరవై మూడు వేల నాలుగు వందల యాభై ఆరు'. A hundred is 'వంద' alone and 'నూట' before
 * more (150: నూట యాభై); a thousand 'వెయ్యి'; one lakh and one crore 'ఒక లక్ష', 'ఒక కోటి'.
 */
function teluguNumberBeforeNoun(rupees: number): string {
  if (rupees === 0) return 'సున్నా';
  const crores = Math.floor(rupees / 10_000_000);
  const lakhs = Math.floor((rupees % 10_000_000) / 100_000);
  const thousands = Math.floor((rupees % 100_000) / 1000);
  const hundreds = Math.floor((rupees % 1000) / 100);
  const rest = rupees % 100;
  const parts: string[] = [];
  if (crores > 0) parts.push(crores === 1 ? 'ఒక కోటి' : `${teluguNumberBeforeNoun(crores)} కోట్ల`);
  if (lakhs > 0) parts.push(lakhs === 1 ? 'ఒక లక్ష' : `${teluguUpTo99(lakhs)} లక్షల`);
  if (thousands > 0) parts.push(thousands === 1 ? 'వెయ్యి' : `${teluguUpTo99(thousands)} వేల`);
  if (hundreds > 0) {
    if (hundreds === 1) parts.push(rest > 0 ? 'నూట' : 'వంద');
    else parts.push(`${teluguUpTo99(hundreds)} వందల`);
  }
  if (rest > 0) parts.push(teluguUpTo99(rest));
  return parts.join(' ');
}
