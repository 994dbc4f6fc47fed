import type { PurchaseReceiptContent } from '@phonix/shared/receipt';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';

/**
 * What the partners read of the handover's purchase receipts (a partner's history, statement and what
 * Phonix paid for its orders), given by app.ts: the handover builds on the partners (it names the partner
 * that bought a phone), so the partners never import it (issue 33), as the orders never do (onTransition,
 * docs/decisions/080).
 */
export interface PurchaseReceipts {
  /** The receipt content of each of these orders that has one, by order id. */
  contentsOfOrders(db: Database, orderIds: readonly number[]): Promise<Map<number, PurchaseReceiptContent>>;
  /** The receipts of these orders issued in [from, to): oldest first, or newest first by the page. */
  between(
    db: Database,
    orderIds: readonly number[],
    range: { from: Date; to: Date },
    page?: { newestFirst: true; limit: number; offset: number },
  ): Promise<{ orderId: number; content: PurchaseReceiptContent }[]>;
  /** How many of those receipts there are, and what they say was paid in all. */
  totals(
    db: Database,
    orderIds: readonly number[],
    range: { from: Date; to: Date },
  ): Promise<{ total: number; paid: number }>;
  /** A Completed order's receipt PDF, as the seller and the console download it. */
  pdf(
    db: Database,
    order: { id: number; refNo: string; status: string; offerStatus: string | null },
    log: FastifyBaseLogger,
  ): Promise<{ pdf: Buffer; number: string }>;
}

let given: PurchaseReceipts | undefined;

/** Gives the partners the handover's receipts (app.ts, once at start-up). */
export function usePurchaseReceipts(receipts: PurchaseReceipts): void {
  given = receipts;
}

export function purchaseReceipts(): PurchaseReceipts {
  if (!given)
    throw new Error('The purchase receipts were not given to the partners (app.ts: usePurchaseReceipts)');
  return given;
}
