import { BASE_LOCALE, isLocale, type Locale } from '@phonix/shared/i18n';
import { isInvoiceAvailable, type OfferStatus, type OrderStatus } from '@phonix/shared/order-lifecycle';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { customerLanguageOf } from '../customers/index.ts';
import type { OrderRow } from '../orders/index.ts';
import { orderPurchaseFacts } from '../orders/index.ts';
import { renderReceiptPdf } from './receipt-pdf.ts';
import { findReceiptByOrder, receiptContent } from './receipt-repository.ts';

/**
 * The purchase receipt PDF of a Completed order, drawn from its immutable record alone (never from the
 * order, which may change): the seller's `invoice` call and the console's receipt download, whose routes
 * (orders) are given this function (app.ts), as orders never import the handover (docs/decisions/080).
 *
 * Only the handover completes an order, in the transaction that writes its receipt; before the lifecycle no
 * code completed orders at all. An order not completed is INVOICE_NOT_READY; a Completed order without a
 * receipt was edited by hand: it gets 409 too (and an error in the log), never a receipt made up from the
 * order.
 *
 * The PDF is in the seller's account language (customers.language) as it is when the receipt is drawn,
 * whoever downloads it (the seller, the partner, the console): the record is the same, only its words
 * follow the seller's choice (DR 145).
 */
export async function orderReceiptPdf(
  db: Database,
  order: Pick<OrderRow, 'id' | 'refNo' | 'status' | 'offerStatus'>,
  log: FastifyBaseLogger,
): Promise<{ pdf: Buffer; number: string }> {
  const state = { status: order.status as OrderStatus, offerStatus: order.offerStatus as OfferStatus | null };
  if (!isInvoiceAvailable(state)) throw new AppError('INVOICE_NOT_READY');
  const receipt = await findReceiptByOrder(db, order.id);
  if (!receipt) {
    log.error({ orderRef: order.refNo }, 'A completed order has no purchase receipt');
    throw new AppError('INVOICE_NOT_READY', {
      message: 'The receipt of this order is not available. Please contact support.',
    });
  }
  const locale = await sellerLocale(db, order.id);
  return { pdf: await renderReceiptPdf(receiptContent(receipt), locale), number: receipt.number };
}

/** The language of the seller of an order (English when unset or unknown). */
async function sellerLocale(db: Database, orderId: number): Promise<Locale> {
  const order = (await orderPurchaseFacts(db, [orderId])).get(orderId);
  const language = order && (await customerLanguageOf(db, order.customerId));
  return isLocale(language) ? language : BASE_LOCALE;
}
