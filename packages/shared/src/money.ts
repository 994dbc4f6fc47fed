import { BASE_LOCALE, INTL_LOCALES, type Locale } from './i18n.ts';

/**
 * Money and numbers, the Indian way in every language of the site (issue 22): Intl's en-IN, hi-IN and te-IN
 * with Latin digits (as Indian apps and price tags show them) and Indian grouping: 123456 -> "₹1,23,456".
 * Without a language: English, as before.
 */
/** Each language's formats, made on first use. */
const formats = new Map<string, Intl.NumberFormat>();
function numberFormat(locale: Locale, kind: 'rupees' | 'number'): Intl.NumberFormat {
  const key = `${locale}/${kind}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(INTL_LOCALES[locale], {
      ...(kind === 'rupees' ? { style: 'currency', currency: 'INR', maximumFractionDigits: 0 } : {}),
      ...(kind === 'number' ? { maximumFractionDigits: 2 } : {}),
      numberingSystem: 'latn',
    });
    formats.set(key, format);
  }
  return format;
}

/** Formats whole rupees the Indian way: 123456 -> "₹1,23,456" (the same digits in Hindi and Telugu). */
export function formatINR(amount: number, locale: Locale = BASE_LOCALE): string {
  return numberFormat(locale, 'rupees').format(amount);
}

/** A plain number with Indian grouping: 1234567 -> "12,34,567". */
export function formatNumber(value: number, locale: Locale = BASE_LOCALE): string {
  return numberFormat(locale, 'number').format(value);
}
