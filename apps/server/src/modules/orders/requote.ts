import { changesWithoutPhotos, type DoorPhoto } from '@phonix/shared/evidence';
import {
  isOfferDecisionPending,
  isRequoteAllowed,
  ORDER_STATUS_LABELS,
  offerStatusFor,
  TRANSITIONS,
} from '@phonix/shared/order-lifecycle';
import type { AnswerRecord } from '@phonix/shared/questionnaire';
import { answerRecordSchema } from '@phonix/shared/questionnaire-record';
import {
  type AnswerChange,
  type PriceBasis,
  type ReExactValueRequest,
  type RequotePreview,
  type RevisedOffer,
  type Revision,
  revertAnswer,
  revise,
} from '@phonix/shared/requote';
import type { Database } from '../../db/client.ts';
import type { Transaction } from '../../db/transaction.ts';
import { AppError } from '../../lib/app-error.ts';
import { enqueue, message, type OutboxListener } from '../outbox/index.ts';
import { partnerContact } from '../partners/index.ts';
import type { PricingService } from '../pricing/index.ts';
import { applyTransition, transitionWithin } from './lifecycle.ts';
import { orderFacts } from './notifications.ts';
import { type EventRow, eventsOf, findOrderByRef, type OrderRow } from './repository.ts';

/** What a 'requoted' (or 'change_undone') event keeps besides amount and previous_amount. */
interface RequoteData {
  amount: number;
  previous_amount: number;
  price_basis: 'quote' | 'current_prices';
  changes: AnswerChange[];
  price_change: number;
  rounding: number;
  /** The re-quote waited for staff before the seller saw it (a rise, or a cut beyond review). */
  reviewed?: boolean;
  /** change_undone: the answer put back as the seller gave it. */
  undone_key?: string;
}

/**
 * What the re-check needs of the door's evidence (modules/evidence, issue 34), handed in at start-up so the
 * orders never import it: which changed answers a live photo proves, and an order's photos with their links.
 */
export interface DoorEvidence {
  provedAnswerKeys(db: Database | Transaction, orderId: number, partnerId: number): Promise<Set<string>>;
  photosOf(orderId: number, viewer: 'seller' | 'partner' | 'staff'): Promise<DoorPhoto[]>;
}

/** The events whose data is the offer as it stands (the re-quote, then any change staff undid). */
const OFFER_EVENTS = new Set(['requoted', 'change_undone']);

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

  private readonly outbox: OutboxListener | undefined;
  /** Who is e-mailed when a re-quote waits for staff review (issue 31); nobody when absent. */
  private readonly teamEmail: string | undefined;
  private readonly evidence: DoorEvidence;
  /** A cut deeper than this share of the quote waits for staff (DOOR_CUT_REVIEW_PERCENT). */
  private readonly reviewCutPercent: number | undefined;

  constructor(
    private readonly db: Database,
    private readonly pricing: PricingService,
    options: {
      evidence: DoorEvidence;
      outbox?: OutboxListener | undefined;
      now?: (() => Date) | undefined;
      teamEmail?: string | undefined;
      reviewCutPercent?: number | undefined;
    },
  ) {
    this.#now = options.now ?? (() => new Date());
    this.outbox = options.outbox;
    this.teamEmail = options.teamEmail;
    this.evidence = options.evidence;
    this.reviewCutPercent = options.reviewCutPercent;
  }

  #offerStatus(quotedValue: number, revisedValue: number) {
    return offerStatusFor(quotedValue, revisedValue, this.reviewCutPercent);
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
            offerStatus: this.#offerStatus(locked.exactValue, revised),
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
            reviewed: this.#offerStatus(locked.exactValue, revision.revisedValue) === 'staff_review',
          } satisfies RequoteData;
        },
        // Every changed answer is proved by a photo the partner took (issue 34); then a re-quote for staff (a
        // rise, or a cut beyond review) waits while the partner waits at the door: the team is e-mailed once
        // per re-quote (the order's version before it is part of the key), in the re-quote's transaction.
        within: async (tx, locked) => {
          const { revision } = computed as Computed;
          const proved = await this.evidence.provedAnswerKeys(tx, locked.id, partnerId);
          const missing = changesWithoutPhotos(revision.changes, proved);
          if (missing.length > 0)
            throw new AppError('DOOR_PHOTOS_MISSING', {
              field: 'photos',
              message: `Please take a photo of each answer you changed before sending the re-check (missing: ${missing.join(', ')}).`,
            });
          const revised = revision.revisedValue;
          if (!this.teamEmail || this.#offerStatus(locked.exactValue, revised) !== 'staff_review') return;
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
    const offer = await this.offerOf(order, undefined, 'partner');
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
      offer_status: this.#offerStatus(order.exactValue, revision.revisedValue),
      price_basis: basis,
      changes: revision.changes,
      price_change: revision.priceChange,
      rounding: revision.rounding,
    };
  }

  /**
   * Staff found that no photo proves an answer the partner changed (issue 34): the answer is put back as
   * the seller gave it and the offer priced again on the re-quote's basis, in the caller's transaction (the
   * photo's rejection and its audit entry); the seller is told (notifications: change_undone). A change that
   * raised the price stays: undoing it would not be in the seller's favour.
   */
  async undoChange(
    tx: Transaction,
    input: { refNo: string; answerKey: string; staffId: number | null; reason: string },
  ): Promise<void> {
    // Only a change that lowered the price is undone; anything else leaves the order (and the seller's
    // timeline) as it is.
    const current = await findOrderByRef(tx, input.refNo);
    const lowered = (order: OrderRow) =>
      this.#currentChanges(order).some((entry) => entry.key === input.answerKey && entry.price_effect < 0);
    if (!current || !lowered(current)) return;
    let computed: Computed | undefined;
    let found: AnswerRecord | undefined;
    await transitionWithin(tx, {
      refNo: input.refNo,
      event: 'change_undone',
      actor: { type: 'staff', id: input.staffId },
      reason: input.reason,
      check: (locked) => {
        if (!lowered(locked)) throw new AppError('ORDER_CHANGED');
        const declared = answerRecordSchema.parse(locked.deviceInfo);
        found = revertAnswer(answerRecordSchema.parse(locked.partnerDeviceInfo), declared, input.answerKey);
        computed = this.#revision(locked, found);
      },
      changes: (locked) => {
        const revised = (computed as Computed).revision.revisedValue;
        const status = this.#offerStatus(locked.exactValue, revised);
        // An offer the seller already accepted stays accepted at the better price.
        const offerStatus = locked.offerStatus === 'accepted' && status === 'pending' ? 'accepted' : status;
        return { partnerDeviceInfo: found, revisedValue: revised, offerStatus };
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
          undone_key: input.answerKey,
        } satisfies RequoteData;
      },
    });
  }

  /** The changed answers as the order's offer stands (the data of its latest re-quote or undo). */
  #currentChanges(order: OrderRow): AnswerChange[] {
    if (!order.partnerDeviceInfo) return [];
    return this.#revision(order, answerRecordSchema.parse(order.partnerDeviceInfo)).revision.changes;
  }

  /** The revised offer of an order, or undefined when it has none (never re-quoted, or handed back since). */
  async offerOf(
    order: OrderRow,
    events?: EventRow[],
    viewer: 'seller' | 'partner' | 'staff' = 'seller',
  ): Promise<RevisedOffer | undefined> {
    if (order.revisedValue === null || order.offerStatus === null) return undefined;
    const history = events ?? (await eventsOf(this.db, [order.id])).get(order.id) ?? [];
    const requoteIndex = history.findLastIndex((event) => event.type === 'requoted');
    const requoted = history[requoteIndex];
    if (!requoted) return undefined;
    const latest = history.findLast((event) => OFFER_EVENTS.has(event.type)) ?? requoted;
    const data = (latest.data ?? {}) as Partial<RequoteData>;
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
      photos: await this.evidence.photosOf(order.id, viewer),
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
