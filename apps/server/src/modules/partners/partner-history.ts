import { PAYOUT_METHOD_LABELS } from '@phonix/shared/handover';
import { indiaDay } from '@phonix/shared/india-time';
import { PARTNER_HISTORY_PAGE_SIZE, type PartnerHistoryItem } from '@phonix/shared/partner-api';
import { INDIA_TIME_ZONE } from '@phonix/shared/pickup';
import { purchaseReceiptContentSchema } from '@phonix/shared/receipt';
import { stringify } from 'csv-stringify/sync';
import { and, count, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { imeiAsText, neutralizeFormula, registerRange } from '../handover/dealer-register.ts';
import { orderReceiptPdf } from '../handover/receipt.ts';
import { purchaseReceipts } from '../handover/tables.ts';
import { orders } from '../orders/tables.ts';
import { paidOf } from './partner-paid.ts';

/**
 * A partner's own history (issue 21): the pickups it completed, each with what Phonix paid the seller and
 * its purchase receipt, and a CSV statement of some days. Everything is drawn from the immutable receipts of
 * orders the partner held at completion (`orders.partner_id`), so no partner ever reaches another's; the
 * seller's phone and address stay out (the receipt names the seller, as the seller's own copy does).
 */

/** The receipts of the partner's purchases completed in [from, to). */
const ofPartner = (partnerId: number, range: { from: Date; to: Date }) =>
  and(
    eq(orders.partnerId, partnerId),
    eq(orders.status, 'completed'),
    gte(purchaseReceipts.createdAt, range.from),
    lt(purchaseReceipts.createdAt, range.to),
  );

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
    const where = ofPartner(partnerId, range);
    const [totals] = await this.db
      .select({
        total: count(),
        // What the receipts say was paid (the figure each line shows), not the order's own column.
        paid: sql<string | null>`sum((${purchaseReceipts.content} -> 'price' ->> 'final')::bigint)`,
      })
      .from(purchaseReceipts)
      .innerJoin(orders, eq(orders.id, purchaseReceipts.orderId))
      .where(where);
    const rows = await this.db
      .select({
        refNo: orders.refNo,
        model: orders.modelName,
        variant: orders.variantName,
        locality: orders.locality,
        pincode: orders.pincode,
        content: purchaseReceipts.content,
      })
      .from(purchaseReceipts)
      .innerJoin(orders, eq(orders.id, purchaseReceipts.orderId))
      .where(where)
      .orderBy(desc(purchaseReceipts.createdAt), desc(purchaseReceipts.id))
      .limit(PARTNER_HISTORY_PAGE_SIZE)
      .offset((query.page - 1) * PARTNER_HISTORY_PAGE_SIZE);
    return {
      ...daysOf(range),
      pickups: rows.map((row) => ({
        ref_no: row.refNo,
        model: row.model,
        variant: row.variant,
        locality: row.locality,
        pincode: row.pincode,
        paid: paidOf(purchaseReceiptContentSchema.parse(row.content)),
      })),
      total: totals?.total ?? 0,
      totalPaid: Number(totals?.paid ?? 0),
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
    const rows = await this.db
      .select({
        refNo: orders.refNo,
        locality: orders.locality,
        pincode: orders.pincode,
        content: purchaseReceipts.content,
      })
      .from(purchaseReceipts)
      .innerJoin(orders, eq(orders.id, purchaseReceipts.orderId))
      .where(ofPartner(partnerId, range))
      .orderBy(purchaseReceipts.createdAt, purchaseReceipts.id);
    const lines = rows.map((row) => {
      const receipt = purchaseReceiptContentSchema.parse(row.content);
      return [
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
    const [order] = await this.db
      .select({ id: orders.id, refNo: orders.refNo, status: orders.status, offerStatus: orders.offerStatus })
      .from(orders)
      .where(and(eq(orders.refNo, refNo.toUpperCase()), eq(orders.partnerId, partnerId)));
    if (!order) throw new AppError('ORDER_NOT_FOUND');
    const { pdf } = await orderReceiptPdf(this.db, order, log);
    return { pdf, refNo: order.refNo };
  }
}
