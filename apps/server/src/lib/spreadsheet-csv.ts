import { stringify } from 'csv-stringify/sync';

/**
 * CSV files staff open in a spreadsheet (the dealer register, the orders export, a partner's statement, the
 * payout reconciliation): one home for the two rules that keep them safe and readable.
 */

/**
 * A cell a spreadsheet would read as a formula (= + - @, or a tab or carriage return before one) gets a
 * leading apostrophe, so a seller's name can never run as a formula on a staff computer (CSV injection).
 */
export function neutralizeFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** A cell of text from outside (a name, an address, a label): formula-like values neutralised. */
export const textCell = (value: string): string => neutralizeFormula(value);

/**
 * An IMEI as text: a leading apostrophe, so a spreadsheet keeps all 15 digits (and a leading zero) instead of
 * reading a number and showing 4.90154E+14 (docs/decisions/020-dealer-register-imei-as-text.md). The same mark
 * the formula guard uses, and never a formula itself.
 */
export function imeiAsText(imei: string | null | undefined): string {
  return imei ? `'${imei}` : '';
}

/**
 * RFC 4180 CSV (quoted where needed, CRLF line ends) with a byte-order mark, so Excel reads names in any
 * script correctly.
 */
export function spreadsheetCsv(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return `\ufeff${stringify([[...header], ...rows.map((row) => [...row])], { record_delimiter: 'windows' })}`;
}
