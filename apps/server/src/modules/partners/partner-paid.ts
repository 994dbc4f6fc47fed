import type { PartnerPaid } from '@phonix/shared/partner-api';
import type { PurchaseReceiptContent } from '@phonix/shared/receipt';
import type { Database } from '../../db/client.ts';
import { purchaseReceipts } from './purchase-receipts.ts';

/*
 * What Phonix paid the seller of a partner's completed order, read from its immutable receipt (given by
 * app.ts: purchase-receipts.ts). A file of its own, importing nothing of the handover, so the orders module
 * (the partner's order view) may use it while never importing the handover (docs/decisions/080).
 */

/** What a receipt says was paid, how and when. */
export function paidOf(content: PurchaseReceiptContent): PartnerPaid {
  return {
    amount: content.price.final,
    method: content.payout.method,
    receipt_number: content.number,
    completed_at: content.issued_at,
  };
}

/** What Phonix paid for each of these orders that has a receipt, by order id (the partner order's `paid`). */
export async function paidByOrder(
  db: Database,
  orderIds: readonly number[],
): Promise<Map<number, PartnerPaid>> {
  const paid = new Map<number, PartnerPaid>();
  for (const [orderId, content] of await purchaseReceipts().contentsOfOrders(db, orderIds))
    paid.set(orderId, paidOf(content));
  return paid;
}
