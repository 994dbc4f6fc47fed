import {
  financialYearStart,
  indiaDay,
  indiaDayEnd,
  indiaDayStart,
  isIsoDay,
} from '@phonix/shared/india-time';
import { INDIA_TIME_ZONE } from '@phonix/shared/pickup';
import { type PurchaseReceiptContent, purchaseReceiptContentSchema } from '@phonix/shared/receipt';
import { stringify } from 'csv-stringify/sync';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { listReceipts } from './receipt-repository.ts';

/**
 * The dealer register that district police orders ask buyers of used phones to keep: one line per
 * purchase, drawn from the immutable receipts. Served to staff (GET /api/staff/dealer-register) and written
 * by src/scripts/dealer-register.ts.
 */

/**
 * The moments [from, to) of whole India days `from` to `to`, both included; by default from the start of
 * the current financial year to today. A day that is not YYYY-MM-DD, or from after to, is VALIDATION_FAILED.
 */
export function registerRange(from: string | undefined, to: string | undefined): { from: Date; to: Date } {
  const today = indiaDay();
  const first = from ?? financialYearStart(today);
  const last = to ?? today;
  for (const [field, day] of [
    ['from', first],
    ['to', last],
  ] as const)
    if (!isIsoDay(day) || Number.isNaN(indiaDayStart(day).getTime()))
      throw new AppError('VALIDATION_FAILED', { field, message: `Not a day (YYYY-MM-DD): ${day}` });
  const range = { from: indiaDayStart(first), to: indiaDayEnd(last) };
  if (range.from >= range.to)
    throw new AppError('VALIDATION_FAILED', { field: 'from', message: 'from must not be after to' });
  return range;
}

export const DEALER_REGISTER_HEADER = [
  'Date',
  'Receipt number',
  'Seller name',
  'Seller ID (masked)',
  'IMEI(s)',
  'Model',
  'Price (Rs)',
] as const;

const indiaDate = new Intl.DateTimeFormat('en-GB', {
  timeZone: INDIA_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

/**
 * A cell a spreadsheet would read as a formula (= + - @, or a tab or carriage return before one) gets a
 * leading apostrophe, so a seller's name can never run as a formula on a staff computer (CSV injection).
 */
export function neutralizeFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

export function dealerRegisterRow(receipt: PurchaseReceiptContent): string[] {
  return [
    indiaDate.format(new Date(receipt.issued_at)).replaceAll('/', '-'),
    receipt.number,
    receipt.seller.name,
    `${receipt.seller.id_label} ${receipt.seller.id_masked}`,
    receipt.device.imeis.join(' / '),
    `${receipt.device.model} (${receipt.device.variant})`,
    String(receipt.price.final),
  ].map(neutralizeFormula);
}

/**
 * RFC 4180 CSV (quoted where needed, CRLF line ends) with a byte-order mark, so Excel reads names in any
 * script correctly.
 */
export function dealerRegisterCsv(receipts: readonly PurchaseReceiptContent[]): string {
  const rows = [[...DEALER_REGISTER_HEADER], ...receipts.map(dealerRegisterRow)];
  return `\ufeff${stringify(rows, { record_delimiter: 'windows' })}`;
}

/** The register of the receipts issued in [from, to). */
export async function exportDealerRegister(db: Database, range: { from: Date; to: Date }): Promise<string> {
  return (await dealerRegister(db, range)).csv;
}

/** The register and how many purchases it lists. */
export async function dealerRegister(
  db: Database,
  range: { from: Date; to: Date },
): Promise<{ csv: string; count: number }> {
  const rows = await listReceipts(db, range);
  return {
    csv: dealerRegisterCsv(rows.map((row) => purchaseReceiptContentSchema.parse(row.content))),
    count: rows.length,
  };
}
