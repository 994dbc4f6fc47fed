import {
  isOfferDecisionPending,
  isRequoteAllowed,
  ORDER_STATUS_LABELS,
  offerStatusFor,
  TRANSITIONS,
} from '@phonix/shared/order-lifecycle';
import { type AnswerRecord, answerRecordSchema } from '@phonix/shared/questionnaire';
import {
  type AnswerChange,
  type PriceBasis,
  type ReExactValueRequest,
  type RequotePreview,
  type RevisedOffer,
  type Revision,
  revise,
} from '@phonix/shared/requote';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { enqueue, message, type OutboxListener } from '../outbox/index.ts';
import { partnerContact } from '../partners/index.ts';
import type { PricingService } from '../pricing/index.ts';
import { applyTransition } from './lifecycle.ts';
import { orderFacts } from './notifications.ts';
import { type EventRow, eventsOf, findOrderByRef, type OrderRow } from './repository.ts';

/** What a 'requoted' event keeps besides amount and previous_amount. */
interface RequoteData {
  amount: number;
  previous_amount: number;
  price_basis: 'quote' | 'current_prices';
  changes: AnswerChange[];
  price_change: number;
  rounding: number;
}

interface Computed {
  revision: Revision;
  basis: RequoteData['price_basis'];
}

/**
 * The doorstep re-quote and the revised offer it makes. The revised value comes from the partner's answers
 * on the order's price basis (the Rate and rules the seller was quoted from) while the quote holds, so a
 * price change in between never changes it; after QUOTE_VALID_DAYS the prices of the day apply.
 */
export class RequoteService {
  readonly #now: () => Date;

  constructor(
    private readonly db: Database,
    private readonly pricing: PricingService,
    private readonly outbox: OutboxListener | undefined,
    now?: () => Date,
    /** Who is e-mailed when a raised price waits for approval (issue 31); nobody when absent. */
    private readonly teamEmail?: string,
  ) {
    this.#now = now ?? (() => new Date());
  }

  #revision(order: OrderRow, found: AnswerRecord): Computed {
    if (found.variant !== order.variantId || found.ic_slug.toLowerCase() !== order.icSlug) {
      throw new AppError('DEVICE_MISMATCH', {
        message: `The answers must describe the phone of this order (${order.modelName}, ${order.variantName}).`,
      });
    }
    const declared = answerRecordSchema.parse(order.deviceInfo);
    const locked = this.#now() <= order.quoteValidUntil;
    const basis: PriceBasis = locked
      ? (order.priceBasis as PriceBasis)
      : { rate: this.pricing.quote(found).entry.variant.Rate, rules: this.pricing.rules };
    return {
      revision: revise({ quotedValue: order.exactValue, declared, found, basis }),
      basis: locked ? 'quote' : 'current_prices',
    };
  }

  /** POST api/getReExactValue by the partner holding the order (404 for anyone else). */
  async requote(partnerId: number, body: ReExactValueRequest): Promise<RevisedOffer> {
    const { ref_no: refNo, ...record } = body;
    const found = answerRecordSchema.parse(record);
    // Worked out once on the locked order by check(), then read by changes() and data().
    let computed: Computed | undefined;
    const { order } = await applyTransition(
      this.db,
      {
        refNo,
        event: 'requoted',
        actor: { type: 'partner', id: partnerId },
        check: (locked) => {
          computed = this.#revision(locked, found);
        },
        changes: (locked) => {
          const revised = (computed as Computed).revision.revisedValue;
          return {
            partnerDeviceInfo: found,
            revisedValue: revised,
            offerStatus: offerStatusFor(locked.exactValue, revised),
          };
        },
        data: (locked): Record<string, unknown> => {
          const { revision, basis } = computed as Computed;
          return {
            amount: revision.revisedValue,
            previous_amount: locked.exactValue,
            price_basis: basis,
            changes: revision.changes,
            price_change: revision.priceChange,
            rounding: revision.rounding,
          } satisfies RequoteData;
        },
        // A rise waits for staff while the partner waits at the door: the team is e-mailed once per re-quote
        // (the order's version before it is part of the key), in the re-quote's transaction.
        within: async (tx, locked) => {
          const revised = (computed as Computed).revision.revisedValue;
          if (!this.teamEmail || offerStatusFor(locked.exactValue, revised) !== 'staff_review') return;
          const shop = await partnerContact(tx, partnerId);
          await enqueue(tx, [
            message(
              'email',
              this.teamEmail,
              'rise_review_team',
              {
                ...orderFacts(locked),
                revised_value: revised,
                partner_name: shop?.shopName ?? 'The partner',
              },
              { dedupeKey: `rise-review:${locked.id}:${locked.version}`, orderId: locked.id },
            ),
          ]);
        },
      },
      this.outbox,
    );
    const offer = await this.offerOf(order);
    if (!offer) throw new Error(`Order ${order.refNo} has no offer right after its re-quote`);
    return offer;
  }

  /**
   * What requote() would make of these answers, without storing anything or telling anyone: the partner's
   * check before it goes to the seller. The same refusals as the re-quote itself (another's order 404, not
   * out for pickup 409, another phone 400); the order may still move before the re-quote is sent, which
   * then prices it again on the locked row.
   */
  async preview(partnerId: number, refNo: string, record: AnswerRecord): Promise<RequotePreview> {
    const found = answerRecordSchema.parse(record);
    const order = await findOrderByRef(this.db, refNo);
    if (!order || order.partnerId !== partnerId) throw new AppError('ORDER_NOT_FOUND');
    if (!isRequoteAllowed({ status: order.status, offerStatus: order.offerStatus })) {
      const { code, message } = TRANSITIONS.requoted.refusal;
      throw new AppError(code, message ? { message } : {});
    }
    const { revision, basis } = this.#revision(order, found);
    return {
      ref_no: order.refNo,
      quoted_value: order.exactValue,
      revised_value: revision.revisedValue,
      difference: revision.revisedValue - order.exactValue,
      offer_status: offerStatusFor(order.exactValue, revision.revisedValue),
      price_basis: basis,
      changes: revision.changes,
      price_change: revision.priceChange,
      rounding: revision.rounding,
    };
  }

  /** The revised offer of an order, or undefined when it has none (never re-quoted, or handed back since). */
  async offerOf(order: OrderRow, events?: EventRow[]): Promise<RevisedOffer | undefined> {
    if (order.revisedValue === null || order.offerStatus === null) return undefined;
    const history = events ?? (await eventsOf(this.db, [order.id])).get(order.id) ?? [];
    const requoteIndex = history.findLastIndex((event) => event.type === 'requoted');
    const requoted = history[requoteIndex];
    if (!requoted) return undefined;
    const data = (requoted.data ?? {}) as Partial<RequoteData>;
    const decided = history
      .slice(requoteIndex + 1)
      .find((event) => event.type === 'offer_accepted' || event.type === 'offer_declined');
    const status = order.status;
    const offerStatus = order.offerStatus;
    return {
      ref_no: order.refNo,
      model: order.modelName,
      variant: order.variantName,
      ic_slug: order.icSlug,
      status,
      status_label: ORDER_STATUS_LABELS[status] ?? order.status,
      quoted_value: order.exactValue,
      revised_value: order.revisedValue,
      difference: order.revisedValue - order.exactValue,
      offer_status: offerStatus,
      needs_decision: isOfferDecisionPending({ status, offerStatus }),
      price_basis: data.price_basis ?? 'quote',
      quote_valid_until: order.quoteValidUntil.toISOString(),
      changes: data.changes ?? [],
      price_change: data.price_change ?? 0,
      rounding: data.rounding ?? 0,
      requoted_at: requoted.at.toISOString(),
      decided_at: decided ? decided.at.toISOString() : null,
    };
  }

  /** The seller's view of their order's revised offer; another's order or no re-quote answers 404. */
  async forCustomer(customerId: number, refNo: string): Promise<RevisedOffer> {
    const order = await findOrderByRef(this.db, refNo, customerId);
    if (!order) throw new AppError('ORDER_NOT_FOUND');
    // A raised price is the seller's to see only once staff approved it.
    if (order.offerStatus === 'staff_review') throw new AppError('REVISED_OFFER_NOT_FOUND');
    const offer = await this.offerOf(order);
    if (!offer) throw new AppError('REVISED_OFFER_NOT_FOUND');
    return offer;
  }
}
