import crypto from 'node:crypto';
import type { GenerateSellNowOrderRequest } from '@phonix/shared/orders-api';
import { pickupDates } from '@phonix/shared/pickup';
import { answerRecordSchema } from '@phonix/shared/questionnaire';
import type { Database } from '../../db/client.ts';
import { badRequest, HttpError, notFound } from '../../lib/http.ts';
import { findAddress } from '../addresses/repository.ts';
import type { PricingService } from '../pricing/service.ts';
import { newRefNo } from './ref-no.ts';
import {
  type BookedOrder,
  cancelEnquiry,
  eventsOf,
  findByDedupeKey,
  findOrder,
  insertOrder,
  listOrders,
  type OrderBooking,
  type OrderRow,
  toSalesOrder,
} from './repository.ts';

export const ORDER_NOT_FOUND = 'Order not found';

function booked(order: BookedOrder, created: boolean) {
  return {
    success: true as const,
    message: created ? 'Your pickup is booked.' : 'This pickup was already booked.',
    RefNo: order.refNo,
    ExactValue: order.exactValue,
  };
}

/** Booking, reading and cancelling sell-now orders. */
export class OrderService {
  constructor(
    private readonly db: Database,
    private readonly pricing: PricingService,
    private readonly now: () => Date = () => new Date(),
    private readonly drawRefNo: () => string = newRefNo,
  ) {}

  #answers(body: GenerateSellNowOrderRequest) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(body.device_info);
    } catch {
      throw badRequest('device_info must be the answer record as JSON text', 'device_info');
    }
    const result = answerRecordSchema.safeParse(parsed);
    if (!result.success) {
      const issue = result.error.issues[0];
      const field = ['device_info', ...(issue?.path ?? [])].join('.');
      throw badRequest(`${field} ${issue?.message ?? 'is invalid'}`, field);
    }
    const record = result.data;
    if (record.ic_slug !== body.ic_slug.toLowerCase() || record.variant !== body.variant) {
      throw badRequest('device_info does not describe the chosen model and variant', 'device_info');
    }
    return record;
  }

  /**
   * Books a pickup. The value is recomputed from the answers (a sent exactValue is ignored), the address is
   * copied, and a repeated request (same Idempotency-Key, or the same booking without one) answers the
   * first order instead of creating another.
   */
  async create(customerId: number, body: GenerateSellNowOrderRequest, idempotencyKey: string | undefined) {
    const record = this.#answers(body);
    const { entry, quote } = this.pricing.quote(record);
    if (!pickupDates(this.now()).some((date) => date.value === body.pickup_date)) {
      throw badRequest('pickup_date must be one of the next 4 days, starting tomorrow', 'pickup_date');
    }
    const fingerprint = JSON.stringify([record, body.address_id, body.pickup_date, body.pickup_time]);
    const booking: OrderBooking = {
      customerId,
      addressId: body.address_id,
      modelId: entry.modelId,
      variantId: entry.variant.id,
      modelName: entry.model.model,
      variantName: entry.variant.VariantName,
      icSlug: entry.model.ic_slug,
      exactValue: quote.finalValue,
      deviceInfo: record,
      quote,
      pickupDate: body.pickup_date,
      pickupTime: body.pickup_time,
      dedupeKey: idempotencyKey
        ? `key:${idempotencyKey}`
        : `auto:${crypto.createHash('sha256').update(fingerprint).digest('hex')}`,
    };
    // Nothing inserted means a repeat, an address that is not the customer's, or a reference number that
    // is already taken (then a new one is drawn).
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const order = await insertOrder(this.db, this.drawRefNo(), booking);
      if (order) return booked(order, true);
      const first = await findByDedupeKey(this.db, customerId, booking.dedupeKey);
      if (first) return booked(first, false);
      if (!(await findAddress(this.db, customerId, booking.addressId))) throw notFound('Address not found');
    }
    throw new Error('Could not draw a free order reference');
  }

  async #withEvents(rows: OrderRow[]) {
    const events = await eventsOf(
      this.db,
      rows.map((row) => row.id),
    );
    return rows.map((row) => toSalesOrder(row, events.get(row.id) ?? []));
  }

  /** One of the customer's orders; another customer's reference answers 404. */
  async own(customerId: number, refNo: string) {
    const row = await findOrder(this.db, refNo.toUpperCase(), customerId);
    if (!row) throw notFound(ORDER_NOT_FOUND);
    const [order] = await this.#withEvents([row]);
    return { row, order: order as NonNullable<typeof order> };
  }

  async list(customerId: number) {
    return this.#withEvents(await listOrders(this.db, customerId));
  }

  async cancel(customerId: number, refNo: string) {
    const { row } = await this.own(customerId, refNo);
    if (!(await cancelEnquiry(this.db, row.id))) {
      throw new HttpError(409, 'This order can no longer be cancelled. Please contact support.');
    }
    return { success: true as const, message: 'Your order has been cancelled.' };
  }

  /** The public device report: the device and its condition, nothing about the seller. */
  async deviceReport(refNo: string) {
    const row = await findOrder(this.db, refNo.toUpperCase());
    if (!row) throw notFound(ORDER_NOT_FOUND);
    return {
      success: true as const,
      enquiry: {
        Model: row.modelName,
        VariantInfo: row.variantName,
        TransactionDate: row.createdAt.toISOString(),
        DeviceInfo: JSON.stringify(row.deviceInfo),
        PartnerDeviceInfo: row.partnerDeviceInfo ? JSON.stringify(row.partnerDeviceInfo) : null,
      },
    };
  }
}
