import { type PurchaseReceiptContent, purchaseReceiptContentSchema } from '@phonix/shared/receipt';
import { stringify } from 'csv-stringify/sync';
import type { Database } from '../../db/client.ts';
import { listReceipts } from './receipt-repository.ts';

/**
 * The dealer register that district police orders ask buyers of used phones to keep: one line per
 * purchase, drawn from the immutable receipts. Served to staff later (issue 14); until then
 * src/scripts/dealer-register.ts writes it.
 */

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
  timeZone: 'Asia/Kolkata',
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
  const rows = await listReceipts(db, range);
  return dealerRegisterCsv(rows.map((row) => purchaseReceiptContentSchema.parse(row.content)));
}
