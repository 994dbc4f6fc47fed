import { INDIA_TIME_ZONE } from '@phonix/shared/pickup';
import type { PurchaseReceiptContent } from '@phonix/shared/receipt';
import type { Database } from '../../db/client.ts';
import { imeiAsText, neutralizeFormula, spreadsheetCsv } from '../../lib/spreadsheet-csv.ts';
import { registerMobilesOf } from '../customers/index.ts';
import { orderPurchaseFacts } from '../orders/index.ts';
import { partnerShopsOf } from '../partners/index.ts';
import { listReceipts, receiptContent } from './receipt-repository.ts';

/**
 * The dealer register that district police orders ask buyers of used phones to keep: one line per
 * purchase, drawn from the immutable receipts. Served to staff (GET /api/staff/dealer-register) and written
 * by src/scripts/dealer-register.ts.
 */

export { registerRange } from '../../lib/india-day-range.ts';

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

/**
 * The register and how many purchases it lists: the receipts, then their orders, sellers and partners
 * looked up by id from their modules.
 */
export async function dealerRegister(
  db: Database,
  range: { from: Date; to: Date },
): Promise<{ csv: string; count: number }> {
  const receipts = await listReceipts(db, range);
  const orders = await orderPurchaseFacts(
    db,
    receipts.map((receipt) => receipt.orderId),
  );
  const mobiles = await registerMobilesOf(
    db,
    [...orders.values()].map((order) => order.customerId),
  );
  const shops = await partnerShopsOf(
    db,
    [...orders.values()].flatMap((order) => (order.partnerId === null ? [] : [order.partnerId])),
  );
  const entries: RegisterEntry[] = [];
  for (const receipt of receipts) {
    const order = orders.get(receipt.orderId);
    const sellerMobile = order && mobiles.get(order.customerId);
    // Every receipt has its order and seller (foreign keys); a row without them is left out, as the join did.
    if (!order || sellerMobile === undefined) continue;
    entries.push({
      receipt: receiptContent(receipt),
      sellerMobile,
      address: addressLine(order),
      partner: (order.partnerId !== null && shops.get(order.partnerId)) || null,
    });
  }
  return { csv: dealerRegisterCsv(entries), count: entries.length };
}
