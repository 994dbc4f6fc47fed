import {
  financialYearStart,
  indiaDay,
  indiaDayEnd,
  indiaDayStart,
  isIsoDay,
} from '@phonix/shared/india-time';
import { INDIA_TIME_ZONE } from '@phonix/shared/pickup';
import { type PurchaseReceiptContent, purchaseReceiptContentSchema } from '@phonix/shared/receipt';
import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { imeiAsText, neutralizeFormula, spreadsheetCsv } from '../../lib/spreadsheet-csv.ts';
import { customers } from '../customers/tables.ts';
import { orders } from '../orders/tables.ts';
import { partners } from '../partners/tables.ts';
import { purchaseReceipts } from './tables.ts';

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
  // A day that does not exist ('2026-02-30') is refused, not rolled over into the next month.
  for (const [field, day] of [
    ['from', first],
    ['to', last],
  ] as const)
    if (!isIsoDay(day) || Number.isNaN(indiaDayStart(day).getTime()) || indiaDay(indiaDayStart(day)) !== day)
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
  'Seller mobile',
  'Seller address',
  'Seller ID (masked)',
  'IMEI 1',
  'IMEI 2',
  'Model',
  'Price (Rs)',
  'Bought by (partner shop)',
  'Partner owner',
  'Partner mobile',
  'Name on ID',
  'Name check',
] as const;

/** The 'Name check' cell of a seller whose ID carries another name than their account (issue 31). */
export const NAME_DIFFERS = "Differs from the account's name";

/**
 * Whether the name on the seller's ID differs from the account's: compared as words, without case,
 * punctuation or order ('Kumar, Ravi' is 'Ravi Kumar'); an ID without a name recorded is not flagged.
 */
export function nameDiffers(accountName: string, nameOnId: string): boolean {
  const words = (name: string) =>
    name
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean)
      .sort()
      .join(' ');
  return nameOnId.trim() !== '' && words(accountName) !== words(nameOnId);
}

/**
 * One purchase: its receipt (what was bought, from whom, for how much; immutable) with what a police register
 * also asks and the receipt does not hold: the seller's mobile and pickup address (the order's, as booked)
 * and the partner (shop) that bought the phone.
 */
export interface RegisterEntry {
  receipt: PurchaseReceiptContent;
  sellerMobile: string;
  address: string;
  partner: { shopName: string; ownerName: string; mobile: string } | null;
}

const indiaDate = new Intl.DateTimeFormat('en-GB', {
  timeZone: INDIA_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

export { imeiAsText, neutralizeFormula } from '../../lib/spreadsheet-csv.ts';

/** The pickup address in one line, as booked: 'Flat 9, Near Inorbit Mall, Madhapur, Hyderabad, Telangana 500081'. */
export function addressLine(address: {
  addressNo: string;
  landmark: string;
  locality: string;
  city: string;
  state: string;
  pincode: string;
}): string {
  const parts = [address.addressNo, address.landmark, address.locality, address.city]
    .map((part) => part.trim())
    .filter(Boolean);
  return `${parts.join(', ')}, ${address.state} ${address.pincode}`.replace(/^, /, '');
}

export function dealerRegisterRow(entry: RegisterEntry): string[] {
  const { receipt, partner } = entry;
  return [
    indiaDate.format(new Date(receipt.issued_at)).replaceAll('/', '-'),
    receipt.number,
    receipt.seller.name,
    entry.sellerMobile,
    entry.address,
    `${receipt.seller.id_label} ${receipt.seller.id_masked}`,
    imeiAsText(receipt.device.imeis[0]),
    imeiAsText(receipt.device.imeis[1]),
    `${receipt.device.model} (${receipt.device.variant})`,
    String(receipt.price.final),
    partner?.shopName ?? '',
    partner?.ownerName ?? '',
    partner?.mobile ?? '',
    receipt.seller.name_on_id,
    nameDiffers(receipt.seller.name, receipt.seller.name_on_id) ? NAME_DIFFERS : '',
  ].map(neutralizeFormula);
}

/**
 * RFC 4180 CSV (quoted where needed, CRLF line ends) with a byte-order mark, so Excel reads names in any
 * script correctly.
 */
export function dealerRegisterCsv(entries: readonly RegisterEntry[]): string {
  return spreadsheetCsv(DEALER_REGISTER_HEADER, entries.map(dealerRegisterRow));
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
  const rows = await db
    .select({
      content: purchaseReceipts.content,
      // An erased seller's row keeps their number apart for the register's legal period (issue 24).
      sellerMobile: sql<string>`coalesce(${customers.keptMobile}, ${customers.mobile})`,
      order: {
        addressNo: orders.addressNo,
        landmark: orders.landmark,
        locality: orders.locality,
        city: orders.city,
        state: orders.state,
        pincode: orders.pincode,
      },
      partner: { shopName: partners.shopName, ownerName: partners.ownerName, mobile: partners.mobile },
    })
    .from(purchaseReceipts)
    .innerJoin(orders, eq(orders.id, purchaseReceipts.orderId))
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .leftJoin(partners, eq(partners.id, orders.partnerId))
    .where(and(gte(purchaseReceipts.createdAt, range.from), lt(purchaseReceipts.createdAt, range.to)))
    .orderBy(asc(purchaseReceipts.createdAt), asc(purchaseReceipts.id));
  const entries = rows.map((row) => ({
    receipt: purchaseReceiptContentSchema.parse(row.content),
    sellerMobile: row.sellerMobile,
    address: addressLine(row.order),
    partner: row.partner,
  }));
  return { csv: dealerRegisterCsv(entries), count: rows.length };
}
