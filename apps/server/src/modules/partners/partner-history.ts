import { PAYOUT_METHOD_LABELS } from '@phonix/shared/handover';
import { indiaDay } from '@phonix/shared/india-time';
import { PARTNER_HISTORY_PAGE_SIZE, type PartnerHistoryItem } from '@phonix/shared/partner-api';
import { INDIA_TIME_ZONE } from '@phonix/shared/pickup';
import { stringify } from 'csv-stringify/sync';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { registerRange } from '../../lib/india-day-range.ts';
import { imeiAsText, neutralizeFormula } from '../../lib/spreadsheet-csv.ts';
import { ordersOfPartners } from './orders-of-partners.ts';
import { paidOf } from './partner-paid.ts';
import { purchaseReceipts } from './purchase-receipts.ts';

/**
 * A partner's own history (issue 21): the pickups it completed, each with what Phonix paid the seller and
 * its purchase receipt, and a CSV statement of some days. Everything is drawn from the immutable receipts of
 * orders the partner held at completion (`orders.partner_id`), so no partner ever reaches another's; the
 * seller's phone and address stay out (the receipt names the seller, as the seller's own copy does).
 */

/** The India days a range covers, both included, as the answer names them. */
function daysOf(range: { from: Date; to: Date }): { from: string; to: string } {
  return { from: indiaDay(range.from), to: indiaDay(new Date(range.to.getTime() - 1)) };
}

export const PARTNER_STATEMENT_HEADER = [
  'Date',
  'Receipt number',
  'Order',
  'Model',
  'IMEI 1',
  'IMEI 2',
  'Paid to the seller (Rs)',
  'Payout method',
  'Payout reference',
  'Locality',
  'Pincode',
] as const;

const indiaDate = new Intl.DateTimeFormat('en-GB', {
  timeZone: INDIA_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

export class PartnerHistoryService {
  constructor(private readonly db: Database) {}

  /** One page of the partner's completed pickups in the days asked for, newest completion first. */
  async list(
    partnerId: number,
    query: { from?: string | undefined; to?: string | undefined; page: number },
  ): Promise<{
    from: string;
    to: string;
    pickups: PartnerHistoryItem[];
    total: number;
    totalPaid: number;
    page: number;
    pageSize: number;
  }> {
    const range = registerRange(query.from, query.to);
    const orderIds = await ordersOfPartners().completedOrderIdsOf(this.db, partnerId);
    // What the receipts say was paid (the figure each line shows), not the order's own column.
    const totals = await purchaseReceipts().totals(this.db, orderIds, range);
    const receipts = await purchaseReceipts().between(this.db, orderIds, range, {
      newestFirst: true,
      limit: PARTNER_HISTORY_PAGE_SIZE,
      offset: (query.page - 1) * PARTNER_HISTORY_PAGE_SIZE,
    });
    const orders = await ordersOfPartners().orderPurchaseFacts(
      this.db,
      receipts.map((receipt) => receipt.orderId),
    );
    return {
      ...daysOf(range),
      pickups: receipts.flatMap(({ orderId, content }) => {
        const order = orders.get(orderId);
        if (!order) return [];
        return [
          {
            ref_no: order.refNo,
            model: order.modelName,
            variant: order.variantName,
            locality: order.locality,
            pincode: order.pincode,
            paid: paidOf(content),
          },
        ];
      }),
      total: totals.total,
      totalPaid: totals.paid,
      page: query.page,
      pageSize: PARTNER_HISTORY_PAGE_SIZE,
    };
  }

  /**
   * The statement of the days asked for: RFC 4180 CSV with a byte-order mark (Excel reads it right), oldest
   * first, IMEIs as text and formula-like cells neutralised as the dealer register's.
   */
  async statement(
    partnerId: number,
    query: { from?: string | undefined; to?: string | undefined },
  ): Promise<{ csv: string; from: string; to: string }> {
    const range = registerRange(query.from, query.to);
    const receipts = await purchaseReceipts().between(
      this.db,
      await ordersOfPartners().completedOrderIdsOf(this.db, partnerId),
      range,
    );
    const orders = await ordersOfPartners().orderPurchaseFacts(
      this.db,
      receipts.map((receipt) => receipt.orderId),
    );
    const lines = receipts.flatMap(({ orderId, content: receipt }) => {
      const row = orders.get(orderId);
      if (!row) return [];
      const line = [
        indiaDate.format(new Date(receipt.issued_at)).replaceAll('/', '-'),
        receipt.number,
        row.refNo,
        `${receipt.device.model} (${receipt.device.variant})`,
        imeiAsText(receipt.device.imeis[0]),
        imeiAsText(receipt.device.imeis[1]),
        String(receipt.price.final),
        PAYOUT_METHOD_LABELS[receipt.payout.method],
        receipt.payout.reference,
        row.locality,
        row.pincode,
      ].map(neutralizeFormula);
      return [line];
    });
    const csv = `\ufeff${stringify([[...PARTNER_STATEMENT_HEADER], ...lines], { record_delimiter: 'windows' })}`;
    return { csv, ...daysOf(range) };
  }

  /**
   * The receipt PDF of a pickup the partner completed, drawn by the seller's and the console's generator;
   * another partner's order (or one nobody holds) answers 404, one not completed 409.
   */
  async receipt(
    partnerId: number,
    refNo: string,
    log: FastifyBaseLogger,
  ): Promise<{ pdf: Buffer; refNo: string }> {
    const order = await ordersOfPartners().findPartnerOrderByRef(this.db, partnerId, refNo);
    if (!order) throw new AppError('ORDER_NOT_FOUND');
    const { pdf } = await purchaseReceipts().pdf(this.db, order, log);
    return { pdf, refNo: order.refNo };
  }
}
