import {
  chequeNumberSchema,
  describePayout,
  ID_TYPE_RULES,
  type IdType,
  imeisOf,
  maskedPayoutSchema,
  type PayoutChoice,
  type RecordImeiRequest,
  type SellerIdRequest,
  type WipeChecklistRequest,
  wipeGuideForBrand,
} from '@phonix/shared/handover';
import type { PartnerHandover, ReleaseWithOtpRequest, SellerHandover } from '@phonix/shared/handover-api';
import { handoverStage, isAtDoor, isPayoutReleased } from '@phonix/shared/handover-stage';
import { BASE_LOCALE, isLocale } from '@phonix/shared/i18n';
import { formatINR } from '@phonix/shared/money';
import {
  isPriceSettled,
  type OfferStatus,
  ORDER_STATUS,
  type OrderStatus,
} from '@phonix/shared/order-lifecycle';
import type { ConditionAnswers } from '@phonix/shared/questionnaire';
import { answerRecordSchema } from '@phonix/shared/questionnaire-record';
import { type AnswerChange, compareAnswers, type PriceBasis } from '@phonix/shared/requote';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { brandOfModel } from '../catalog/index.ts';
import { findCustomerById } from '../customers/index.ts';
import {
  agreedValueOf,
  applyTransition,
  findOrder,
  type OrderRow,
  type TransitionHook,
} from '../orders/index.ts';
import type { OutboxListener } from '../outbox/index.ts';
import { findPartnerById } from '../partners/index.ts';
import type { DoorHolds } from './door-holds.ts';
import { findReceiptByOrder } from './receipt-repository.ts';
import { dropUnusedPayoutOtp, type HandoverRow } from './repository.ts';
import { type HandoverService, isReadyForPayout, type ReceiptOrderFacts } from './service.ts';

/**
 * The handover as its HTTP calls see it: who may take each step on which order, and the completion. The
 * partner's calls are for the partner holding the order (anyone else 404); the seller's for their own
 * order (404 otherwise). The steps' rules are HandoverService's; the order's status changes only through
 * the guarded transition (orders/lifecycle.ts), whose transaction also writes the receipt.
 */

/**
 * The handover's hook on every order transition (registered at start-up: app.ts, orders/lifecycle.ts).
 * Once the seller confirmed the payout it may be with the provider: the order can only be completed. Any
 * other move (a re-check, a hand-back, a reassignment, a cancellation) drops a payout code not yet used, so
 * what the seller confirms is always the order as it stands.
 */
export const payoutHoldsOrder: TransitionHook = async (tx, { event, before }) => {
  if (event !== 'completed' && !(await dropUnusedPayoutOtp(tx, before.id)))
    throw new AppError('PAYOUT_STARTED');
};

const iso = (value: Date | null | undefined): string | null => (value ? value.toISOString() : null);

/** Where the handover stands (@phonix/shared/handover-stage), from the order and its handover row. */
const stageOf = (row: OrderRow, handover: HandoverRow | null) =>
  handoverStage({
    status: row.status as OrderStatus,
    otpSentAt: handover?.payoutOtpSentAt,
    otpVerifiedAt: handover?.payoutOtpVerifiedAt,
    paidAt: handover?.payoutReleasedAt,
    completedAt: handover?.completedAt,
  });

/** A revised offer waits: for the seller's decision, or (a raised price) for staff approval. */
const offerPending = (row: OrderRow) =>
  row.status === ORDER_STATUS.out_for_pickup &&
  !isPriceSettled({
    status: row.status as OrderStatus,
    offerStatus: row.offerStatus as OfferStatus | null,
  });

/** Where the handover takes place: an order out for pickup (completed ones are closed). */
function assertAtDoorstep(row: OrderRow): void {
  const stage = stageOf(row, null);
  if (stage === 'completed') throw new AppError('HANDOVER_ALREADY_COMPLETED');
  if (!isAtDoor(stage))
    throw new AppError('ORDER_TRANSITION_NOT_ALLOWED', {
      message: 'The handover takes place at the doorstep, once the order is out for pickup.',
    });
}

/**
 * The price is settled: no revised offer waits for the seller, and the final amount entered was entered
 * against the value agreed now (ORDER_CHANGED when the agreed value moved since: enter it again).
 */
function assertPriceSettled(row: OrderRow, handover: HandoverRow | null): void {
  if (offerPending(row))
    throw new AppError('ORDER_TRANSITION_NOT_ALLOWED', {
      message:
        row.offerStatus === 'staff_review'
          ? 'The raised price waits for approval by Phonix.'
          : 'The seller has not decided on the revised offer yet.',
    });
  if (!handover || handover.finalAmount === null) return;
  const agreed = agreedValueOf(row);
  if (handover.agreedAmount !== agreed || handover.finalAmount !== agreed)
    throw new AppError('ORDER_CHANGED', {
      message: `The agreed price of this order is now ${formatINR(agreed)}. Please enter the final amount again.`,
      field: 'final_amount',
    });
}

function payoutOf(handover: HandoverRow | null) {
  if (!handover?.payoutDetails || !handover.payoutChosenAt) return null;
  const details = maskedPayoutSchema.parse(handover.payoutDetails);
  return {
    method: details.method,
    description: describePayout(details),
    details,
    chosen_at: handover.payoutChosenAt.toISOString(),
  };
}

function paidOf(handover: HandoverRow | null) {
  if (!handover?.payoutReleasedAt) return null;
  return {
    reference: handover.payoutReference ?? '',
    test: handover.payoutTest ?? false,
    released_at: handover.payoutReleasedAt.toISOString(),
    status: handover.payoutStatus,
    utr: handover.payoutUtr,
  };
}

export class OrderHandoverService {
  constructor(
    private readonly db: Database,
    private readonly handover: HandoverService,
    private readonly outbox?: OutboxListener,
    /** What the door stops or flags for staff (issue 31); none in tools that only read. */
    private readonly doorHolds?: DoorHolds,
  ) {}

  // -------------------------------------------------------------------------------------------------------
  // The partner holding the order

  async #held(partnerId: number, refNo: string): Promise<OrderRow> {
    const row = await findOrder(this.db, refNo.toUpperCase());
    if (!row || row.partnerId !== partnerId) throw new AppError('ORDER_NOT_FOUND');
    return row;
  }

  /** An order the partner holds, at the doorstep, its handover taken up by this partner. */
  async #doorstep(partnerId: number, refNo: string): Promise<OrderRow> {
    const row = await this.#held(partnerId, refNo);
    assertAtDoorstep(row);
    await this.handover.claim(row.id, partnerId);
    return row;
  }

  async #partnerView(row: OrderRow): Promise<PartnerHandover> {
    const handover = await this.handover.find(row.id);
    const receipt = await findReceiptByOrder(this.db, row.id);
    const idType = handover?.idType as IdType | null | undefined;
    return {
      ref_no: row.refNo,
      order_status: row.status as OrderStatus,
      agreed_value: agreedValueOf(row),
      offer_pending: offerPending(row),
      price_review:
        row.offerStatus === 'staff_review' && row.revisedValue !== null
          ? { quoted_value: row.exactValue, revised_value: row.revisedValue }
          : null,
      imei_checker: this.handover.imeiCheckerDriver,
      imeis: handover?.imeis ?? [],
      imei_checks: (handover?.imeiCheck ?? []).map((check) => ({
        imei: check.imei,
        status: check.status,
        driver: check.driver,
        reference: check.reference,
        checked_at: check.checkedAt,
      })),
      imei_restricted: handover?.imeiRestricted ?? false,
      seller_id:
        handover && idType && handover.idMasked
          ? {
              id_type: idType,
              id_label: ID_TYPE_RULES[idType].label,
              id_masked: handover.idMasked,
              name_on_id: handover.nameOnId ?? '',
            }
          : null,
      wipe_confirmed_at: iso(handover?.wipeConfirmedAt),
      payout: payoutOf(handover),
      final_amount: handover?.finalAmount ?? null,
      otp:
        handover?.payoutOtpSentAt && handover.payoutOtpExpiresAt
          ? {
              sent_at: handover.payoutOtpSentAt.toISOString(),
              expires_at: handover.payoutOtpExpiresAt.toISOString(),
              verified: handover.payoutOtpVerifiedAt !== null,
            }
          : null,
      paid: paidOf(handover),
      ready_for_otp: handover !== null && isReadyForPayout(handover),
      completed_at: iso(handover?.completedAt),
      receipt_number: receipt?.number ?? null,
    };
  }

  /** The handover as the operations console shows it (the same masked view), or null before it started. */
  async staffView(refNo: string): Promise<PartnerHandover | null> {
    const row = await findOrder(this.db, refNo);
    if (!row) return null;
    const view = await this.#partnerView(row);
    const started = (await this.handover.find(row.id)) !== null || view.receipt_number !== null;
    return started ? view : null;
  }

  /** The handover of an order the partner holds (taken up by this partner while out for pickup). */
  async partnerState(partnerId: number, refNo: string): Promise<PartnerHandover> {
    const row = await this.#held(partnerId, refNo);
    if (isAtDoor(stageOf(row, null))) await this.handover.claim(row.id, partnerId);
    return this.#partnerView(row);
  }

  /**
   * The IMEI step: an IMEI already bought on a completed order is refused (IMEI_ALREADY_BOUGHT) before any
   * check; a restricted one is recorded and refused (IMEI_RESTRICTED); both go to staff's queue with a team
   * e-mail. An IMEI whose TAC names another brand is flagged to staff and the handover goes on.
   */
  async recordImeis(partnerId: number, refNo: string, request: RecordImeiRequest) {
    const row = await this.#doorstep(partnerId, refNo);
    const imeis = imeisOf(request);
    await this.doorHolds?.refuseRepeat(row, partnerId, imeis);
    try {
      await this.handover.recordImeis(row.id, partnerId, request);
    } catch (error) {
      if (error instanceof AppError && error.code === 'IMEI_RESTRICTED')
        await this.doorHolds?.restricted(row, partnerId);
      throw error;
    }
    await this.doorHolds?.flagBrand(row, partnerId, imeis);
    return this.#partnerView(row);
  }

  async recordSellerId(partnerId: number, refNo: string, request: SellerIdRequest) {
    const row = await this.#doorstep(partnerId, refNo);
    await this.handover.recordSellerId(row.id, partnerId, request);
    return this.#partnerView(row);
  }

  async recordWipeChecklist(partnerId: number, refNo: string, request: WipeChecklistRequest) {
    const row = await this.#doorstep(partnerId, refNo);
    await this.handover.recordWipeChecklist(row.id, partnerId, request);
    return this.#partnerView(row);
  }

  /** The final amount: the value agreed now, exactly (not while an offer is pending). */
  async setFinalAmount(partnerId: number, refNo: string, finalAmount: number) {
    const row = await this.#doorstep(partnerId, refNo);
    assertPriceSettled(row, null);
    await this.handover.setFinalAmount(row.id, partnerId, finalAmount, agreedValueOf(row));
    return this.#partnerView(row);
  }

  async sendPayoutOtp(partnerId: number, refNo: string) {
    const row = await this.#doorstep(partnerId, refNo);
    const handover = await this.handover.find(row.id);
    assertPriceSettled(row, handover);
    const seller = await this.#seller(row);
    await this.handover.sendPayoutOtp(
      row.id,
      row.refNo,
      seller.mobile,
      isLocale(seller.language) ? seller.language : BASE_LOCALE,
    );
    return this.#partnerView(row);
  }

  /** The OTP the seller read out: the payout, the receipt and completion. */
  async completeWithOtp(partnerId: number, refNo: string, request: ReleaseWithOtpRequest) {
    const row = await this.#held(partnerId, refNo);
    return this.#partnerView(await this.#release(row, request));
  }

  // -------------------------------------------------------------------------------------------------------
  // The seller

  async #own(customerId: number, refNo: string): Promise<OrderRow> {
    const row = await findOrder(this.db, refNo.toUpperCase(), customerId);
    if (!row) throw new AppError('ORDER_NOT_FOUND');
    return row;
  }

  async #wipeGuide(row: OrderRow) {
    const brand = await brandOfModel(this.db, row.modelId);
    return wipeGuideForBrand(brand?.slug ?? '').key;
  }

  async #sellerView(row: OrderRow): Promise<SellerHandover> {
    const handover = await this.handover.find(row.id);
    const receipt = await findReceiptByOrder(this.db, row.id);
    // A code the seller can still use for the price as it stands: not after the order left the doorstep,
    // while a revised offer waits, or when the amount was entered against another agreed value.
    const stage = stageOf(row, handover);
    const awaiting =
      handover !== null &&
      stage === 'otp_sent' &&
      !offerPending(row) &&
      handover.agreedAmount === agreedValueOf(row) &&
      this.handover.payoutOtpUsable(handover);
    return {
      ref_no: row.refNo,
      order_status: row.status as OrderStatus,
      agreed_value: agreedValueOf(row),
      can_choose_payout: isAtDoor(stage) && !isPayoutReleased(stage),
      payout: payoutOf(handover),
      final_amount: handover?.finalAmount ?? null,
      awaiting_confirmation: awaiting,
      otp_expires_at: awaiting ? iso(handover?.payoutOtpExpiresAt) : null,
      paid: paidOf(handover),
      receipt_number: receipt?.number ?? null,
      completed_at: iso(handover?.completedAt),
      wipe_guide: await this.#wipeGuide(row),
    };
  }

  async sellerState(customerId: number, refNo: string): Promise<SellerHandover> {
    return this.#sellerView(await this.#own(customerId, refNo));
  }

  /** How the seller wants to be paid; once the executive is on the way, until the payout is released. */
  async choosePayout(customerId: number, refNo: string, choice: PayoutChoice): Promise<SellerHandover> {
    const row = await this.#own(customerId, refNo);
    const stage = stageOf(row, null);
    if (stage === 'completed') throw new AppError('HANDOVER_ALREADY_COMPLETED');
    if (!isAtDoor(stage))
      throw new AppError('ORDER_TRANSITION_NOT_ALLOWED', {
        message: 'You can choose how to be paid once our executive is on the way.',
      });
    const seller = await this.#seller(row);
    await this.handover.choosePayout(row.id, row.partnerId, choice, seller.name);
    return this.#sellerView(row);
  }

  /** The seller types the OTP on their own page instead of reading it out. */
  async confirmWithOtp(customerId: number, refNo: string, request: ReleaseWithOtpRequest) {
    const row = await this.#own(customerId, refNo);
    return this.#sellerView(await this.#release(row, request));
  }

  // -------------------------------------------------------------------------------------------------------
  // Release and completion

  async #seller(row: OrderRow) {
    const seller = await findCustomerById(this.db, row.customerId);
    if (!seller) throw new AppError('CUSTOMER_NOT_FOUND');
    return seller;
  }

  /**
   * Verifies the seller's OTP, releases the payout and completes the order, whose transaction writes the
   * receipt (HandoverService.complete). Wrong codes change nothing but the count of tries. Once the OTP was
   * verified, a repeat (after the provider timed out, or the completion failed) releases and completes
   * without a new code: the payout's idempotency key makes sure the seller is paid once. Answers the
   * completed order.
   */
  async #release(order: OrderRow, request: ReleaseWithOtpRequest): Promise<OrderRow> {
    const ordered = stageOf(order, null);
    if (ordered === 'completed') throw new AppError('HANDOVER_ALREADY_COMPLETED');
    if (!isAtDoor(ordered) || order.partnerId === null)
      throw new AppError('ORDER_TRANSITION_NOT_ALLOWED', {
        message: 'The payout is released at the doorstep, once the order is out for pickup.',
      });
    const holder = order.partnerId;
    // A suspended partner's executive never takes a payout further (their portal session ended too).
    if ((await findPartnerById(this.db, holder))?.status !== 'active')
      throw new AppError('PARTNER_SUSPENDED', {
        message: 'The partner holding this order is suspended, so its payout cannot be released.',
      });
    let handover = await this.handover.claim(order.id, holder);
    if (!handover) throw new AppError('HANDOVER_INCOMPLETE');
    const stage = stageOf(order, handover);
    if (stage === 'completed') throw new AppError('HANDOVER_ALREADY_COMPLETED');
    const seller = await this.#seller(order);
    if (!isPayoutReleased(stage)) {
      assertPriceSettled(order, handover);
      if (handover.payoutMethod === 'cheque') {
        const cheque = chequeNumberSchema.safeParse(request.cheque_number ?? '');
        if (!cheque.success)
          throw new AppError('VALIDATION_FAILED', {
            field: 'cheque_number',
            message: cheque.error.issues[0]?.message,
          });
      }
      if (stage !== 'otp_confirmed') await this.handover.verifyPayoutOtp(order.id, request.otp);
      handover = await this.handover.releasePayout(order.id, {
        orderRef: order.refNo,
        sellerMobile: seller.mobile,
        ...(request.cheque_number ? { chequeNumber: request.cheque_number } : {}),
      });
    }
    const paid = handover;
    const amount = paid.finalAmount as number;
    try {
      const { order: completed } = await applyTransition(
        this.db,
        {
          refNo: order.refNo,
          event: 'completed',
          // The purchase is the partner's; the seller's OTP approved its payout.
          actor: { type: 'partner', id: holder },
          // No price check here: the payout went out at the amount the seller approved, checked above
          // against the agreed value before it was released; the receipt must follow it.
          changes: () => ({ finalValue: amount }),
          data: () => ({ amount, utr: paid.payoutUtr ?? paid.payoutReference ?? '' }),
          within: async (tx, locked) => {
            await this.handover.complete(tx, locked.id, receiptFacts(locked, seller));
          },
        },
        this.outbox,
      );
      return completed;
    } catch (error) {
      // Completed meanwhile by a parallel call: the same answer as a second completion.
      if (error instanceof AppError && error.code === 'ORDER_TRANSITION_NOT_ALLOWED') {
        const now = await findOrder(this.db, order.refNo);
        if (now?.status === ORDER_STATUS.completed) throw new AppError('HANDOVER_ALREADY_COMPLETED');
      }
      throw error;
    }
  }
}

/** What the receipt takes from the order (locked by the completion) and the seller's account. */
function receiptFacts(order: OrderRow, seller: { name: string; mobile: string }): ReceiptOrderFacts {
  return {
    refNo: order.refNo,
    modelName: order.modelName,
    variantName: order.variantName,
    pickupDate: order.pickupDate,
    pickupTime: order.pickupTime,
    city: order.city,
    sellerName: seller.name,
    sellerMobile: seller.mobile,
    quotedValue: order.exactValue,
    rechecks: recheckChanges(order),
  };
}

/** What the partner's doorstep re-check found different from the seller's answers, and what each cost. */
function recheckChanges(order: OrderRow): AnswerChange[] {
  if (!order.partnerDeviceInfo) return [];
  const declared = answerRecordSchema.safeParse(order.deviceInfo);
  const found = answerRecordSchema.safeParse(order.partnerDeviceInfo);
  if (!declared.success || !found.success) return [];
  return compareAnswers(
    declared.data as ConditionAnswers,
    found.data as ConditionAnswers,
    order.priceBasis as PriceBasis,
  );
}
