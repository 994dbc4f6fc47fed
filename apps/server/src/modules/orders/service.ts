import crypto from 'node:crypto';
import { type OfferStatus, quoteValidUntil } from '@phonix/shared/order-lifecycle';
import type { GenerateSellNowOrderRequest, ReschedulePickupRequest } from '@phonix/shared/orders-api';
import { pickupDates } from '@phonix/shared/pickup';
import { answerRecordSchema } from '@phonix/shared/questionnaire-record';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { UnconfirmedSession } from '../../plugins/authenticate.ts';
import { findAddress } from '../addresses/index.ts';
import { isCustomerErased } from '../customers/index.ts';
import type { OutboxListener } from '../outbox/index.ts';
import type { PricingService } from '../pricing/index.ts';
import { type Actor, applyTransition } from './lifecycle.ts';
import { findPriceEnquiry } from './price-enquiries.ts';
import { newRefNo } from './ref-no.ts';
import {
  type BookedOrder,
  eventsOf,
  findByDedupeKey,
  findByPriceEnquiry,
  findOrderByRef,
  insertOrder,
  listOrders,
  type OrderBooking,
  type OrderRow,
  toSalesOrder,
} from './repository.ts';

/**
 * What other modules use of orders besides this service and the lifecycle (the handover reads the order it
 * completes). The repository is imported by no other module (docs/decisions/080).
 */
export { orderFacts } from './notifications.ts';
export { agreedValueOf, findOrder, findOrderByRef, type OrderRow } from './repository.ts';

/** A booking's outcome: the order, and whether this request created it or repeated an earlier one. */
export interface Booking {
  order: BookedOrder;
  created: boolean;
  /** A repeat whose first order has been cancelled since. */
  cancelled: boolean;
}

/** JSON with object keys sorted, so two records compare equal whatever order their keys came in. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    item && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : item,
  );
}

export interface OrderServiceOptions {
  /** Who is e-mailed about every new order. */
  teamEmail: string;
  /** Who is e-mailed about an order no active partner can take (default teamEmail). */
  alertEmail?: string;
  /** Told when messages were written, so they go out at once. */
  outbox?: OutboxListener;
  /** The clock (tests move it). */
  now?: () => Date;
  drawRefNo?: () => string;
}

/** The seller's side of sell-now orders: booking, reading, cancelling, rescheduling, the revised offer. */
export class OrderService {
  readonly #now: () => Date;
  readonly #drawRefNo: () => string;

  constructor(
    private readonly db: Database,
    private readonly pricing: PricingService,
    private readonly options: OrderServiceOptions,
  ) {
    this.#now = options.now ?? (() => new Date());
    this.#drawRefNo = options.drawRefNo ?? newRefNo;
  }

  #answers(body: GenerateSellNowOrderRequest) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(body.device_info);
    } catch {
      throw new AppError('VALIDATION_FAILED', {
        message: 'device_info must be the answer record as JSON text',
        field: 'device_info',
      });
    }
    const result = answerRecordSchema.safeParse(parsed);
    if (!result.success) {
      const issue = result.error.issues[0];
      const field = ['device_info', ...(issue?.path ?? [])].join('.');
      throw new AppError('VALIDATION_FAILED', {
        message: `${field} ${issue?.message ?? 'is invalid'}`,
        field,
      });
    }
    const record = result.data;
    if (record.ic_slug !== body.ic_slug.toLowerCase() || record.variant !== body.variant) {
      throw new AppError('DEVICE_MISMATCH', { field: 'device_info' });
    }
    return record;
  }

  /**
   * The price enquiry a booking names must be this customer's (or anonymous) and be for these very answers.
   * An anonymous one was recorded before the seller logged in; the order binds it to them.
   */
  async #checkEnquiry(customerId: number, enquiryId: number, record: unknown): Promise<void> {
    const enquiry = await findPriceEnquiry(this.db, enquiryId);
    if (!enquiry || (enquiry.customerId !== null && enquiry.customerId !== customerId)) {
      throw new AppError('QUOTE_NOT_FOUND', { field: 'enquiry_id' });
    }
    if (canonical(answerRecordSchema.parse(enquiry.answers)) !== canonical(record)) {
      throw new AppError('QUOTE_MISMATCH', { field: 'device_info' });
    }
  }

  /**
   * Books a pickup. The value is recomputed from the answers (a sent exactValue is ignored), the address is
   * copied, and a repeated request answers the first order instead of creating another: the same evaluation
   * (enquiry_id, whatever else changed, even after that order was cancelled), the same Idempotency-Key, or
   * the same booking when neither is sent.
   */
  /**
   * Books an order. Given the request's session when its liveness was not read for this request
   * (plugins/authenticate.ts UnconfirmedSession), the booking's statement books only while it is live, and
   * every other outcome (a repeat, a refusal, an error) waits for the session to be confirmed first: a
   * session ended on any process gets LOGIN_REQUIRED, never an order or a word about one (docs/decisions/219).
   */
  async create(
    customerId: number,
    body: GenerateSellNowOrderRequest,
    idempotencyKey: string | undefined,
    session?: UnconfirmedSession,
  ): Promise<Booking> {
    try {
      const booking = await this.#create(customerId, body, idempotencyKey, session);
      if (!booking.created) await session?.confirm();
      return booking;
    } catch (error) {
      await session?.confirm();
      throw error;
    }
  }

  async #create(
    customerId: number,
    body: GenerateSellNowOrderRequest,
    idempotencyKey: string | undefined,
    session: UnconfirmedSession | undefined,
  ): Promise<Booking> {
    const record = this.#answers(body);
    const { entry, quote } = this.pricing.quote(record);
    const now = this.#now();
    const enquiryId = body.enquiry_id ?? null;
    if (enquiryId !== null) {
      const first = await findByPriceEnquiry(this.db, enquiryId);
      if (first && first.customerId !== customerId)
        throw new AppError('QUOTE_NOT_FOUND', { field: 'enquiry_id' });
      if (first) return { order: first, created: false, cancelled: first.status === 'cancelled' };
      await this.#checkEnquiry(customerId, enquiryId, record);
    }
    if (!pickupDates(now).some((date) => date.value === body.pickup_date)) {
      throw new AppError('PICKUP_DATE_INVALID', { field: 'pickup_date' });
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
      // The price lock: a doorstep re-quote within QUOTE_VALID_DAYS prices on exactly this.
      priceBasis: { rate: entry.variant.Rate, rules: this.pricing.rules },
      quoteValidUntil: quoteValidUntil(now),
      teamEmail: this.options.teamEmail,
      alertEmail: this.options.alertEmail ?? this.options.teamEmail,
      pickupDate: body.pickup_date,
      pickupTime: body.pickup_time,
      // A named evaluation is its own dedupe (price_enquiry_id is unique): two identical phones quoted twice
      // are two bookings. Without one, the same booking twice is taken for a repeat.
      dedupeKey: idempotencyKey
        ? `key:${idempotencyKey}`
        : enquiryId !== null
          ? `quote:${enquiryId}`
          : `auto:${crypto.createHash('sha256').update(fingerprint).digest('hex')}`,
      priceEnquiryId: enquiryId,
    };
    // Nothing inserted means a repeat (a parallel request may have booked the same evaluation a moment
    // ago), an address that is not the customer's, or a reference number that is already taken (then a
    // new one is drawn).
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const order = await insertOrder(this.db, this.#drawRefNo(), booking, session?.tokenHash);
      if (order) {
        this.options.outbox?.nudge();
        return { order, created: true, cancelled: false };
      }
      // Nothing inserted may mean the session ended: then nothing else is read.
      await session?.confirm();
      const first =
        (enquiryId === null ? undefined : await findByPriceEnquiry(this.db, enquiryId)) ??
        (await findByDedupeKey(this.db, customerId, booking.dedupeKey));
      if (first && first.customerId !== customerId)
        throw new AppError('QUOTE_NOT_FOUND', { field: 'enquiry_id' });
      if (first) return { order: first, created: false, cancelled: first.status === 'cancelled' };
      // Erased while this booking ran (the session was read before): no order for an erased account.
      if (await isCustomerErased(this.db, customerId)) throw new AppError('ACCOUNT_ERASED');
      if (!(await findAddress(this.db, customerId, booking.addressId)))
        throw new AppError('ADDRESS_NOT_FOUND');
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
    const row = await findOrderByRef(this.db, refNo, customerId);
    if (!row) throw new AppError('ORDER_NOT_FOUND');
    const [order] = await this.#withEvents([row]);
    return { row, order: order as NonNullable<typeof order> };
  }

  async list(customerId: number) {
    return this.#withEvents(await listOrders(this.db, customerId));
  }

  #actor(customerId: number): Actor {
    return { type: 'customer', id: customerId };
  }

  /** The seller cancels (SPEC: while an Enquiry); a repeated booking may then book afresh. */
  async cancel(customerId: number, refNo: string): Promise<void> {
    await applyTransition(
      this.db,
      {
        refNo,
        event: 'cancelled',
        actor: this.#actor(customerId),
        reason: 'Cancelled by the seller',
        changes: () => ({ dedupeKey: null }),
      },
      this.options.outbox,
    );
  }

  /** Moves the pickup to another of the next 4 days and slots, before the partner is on the way. */
  async reschedule(customerId: number, refNo: string, body: ReschedulePickupRequest) {
    if (!pickupDates(this.#now()).some((date) => date.value === body.pickup_date)) {
      throw new AppError('PICKUP_DATE_INVALID', { field: 'pickup_date' });
    }
    await applyTransition(
      this.db,
      {
        refNo,
        event: 'rescheduled',
        actor: this.#actor(customerId),
        check: (order) => {
          if (order.pickupDate === body.pickup_date && order.pickupTime === body.pickup_time)
            throw new AppError('PICKUP_UNCHANGED', { field: 'pickup_date' });
        },
        changes: () => ({ pickupDate: body.pickup_date, pickupTime: body.pickup_time }),
        data: (order) => ({
          pickup_date: body.pickup_date,
          pickup_time: body.pickup_time,
          previous_pickup_date: order.pickupDate,
          previous_pickup_time: order.pickupTime,
        }),
      },
      this.options.outbox,
    );
    return (await this.own(customerId, refNo)).order;
  }

  /** Accepts or declines the revised offer; `seenValue` is the value the seller decided on. */
  async decideOffer(customerId: number, refNo: string, decision: 'accept' | 'decline', seenValue: number) {
    const event = decision === 'accept' ? 'offer_accepted' : 'offer_declined';
    await applyTransition(
      this.db,
      {
        refNo,
        event,
        actor: this.#actor(customerId),
        ...(decision === 'decline' ? { reason: 'The seller declined the revised offer' } : {}),
        check: (order) => {
          if (order.revisedValue !== seenValue) {
            throw new AppError('ORDER_CHANGED', {
              message: 'The revised offer has changed since you opened it. Please look at the new offer.',
              field: 'revised_value',
            });
          }
        },
        changes: () => ({
          offerStatus: (decision === 'accept' ? 'accepted' : 'declined') satisfies OfferStatus,
        }),
        data: (order) => ({ amount: order.revisedValue, previous_amount: order.exactValue }),
      },
      this.options.outbox,
    );
  }

  /** The public device report: the device and its condition, nothing about the seller. */
  async deviceReport(refNo: string) {
    const row = await findOrderByRef(this.db, refNo);
    if (!row) throw new AppError('ORDER_NOT_FOUND');
    return {
      Model: row.modelName,
      VariantInfo: row.variantName,
      TransactionDate: row.createdAt.toISOString(),
      DeviceInfo: JSON.stringify(row.deviceInfo),
      PartnerDeviceInfo: row.partnerDeviceInfo ? JSON.stringify(row.partnerDeviceInfo) : null,
    };
  }
}
