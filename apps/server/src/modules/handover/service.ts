import crypto from 'node:crypto';
import { amountInWords } from '@phonix/shared/amount-in-words';
import { COMPANY } from '@phonix/shared/company';
import {
  chequeNumberSchema,
  describePayout,
  finalAmountProblem,
  HANDOVER_LIMITS,
  ID_TYPE_RULES,
  type IdType,
  imeisOf,
  type MaskedPayout,
  maskedPayoutSchema,
  maskIdNumber,
  maskMobile,
  maskPayoutChoice,
  type PayoutChoice,
  type PayoutDestination,
  type RecordImeiRequest,
  type SellerIdRequest,
  WIPE_CHECKLIST,
  type WipeChecklistRequest,
} from '@phonix/shared/handover';
import { BASE_LOCALE, type Locale } from '@phonix/shared/i18n';
import { isPayoutOut } from '@phonix/shared/payout-stage';
import type { PurchaseReceiptContent } from '@phonix/shared/receipt';
import type { AnswerChange } from '@phonix/shared/requote';
import { LIMITS } from '@phonix/shared/validation';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { runWorkflow, type WorkflowStep } from '../../lib/workflow.ts';
import { randomDigits } from '../auth/index.ts';
import type { SmsDriver } from '../sms/index.ts';
import { renderSms, smsAmount } from '../sms/index.ts';
import { bankNameOfIfsc, isKnownIfsc } from './ifsc.ts';
import { assertNoRestrictedImei, type ImeiChecker, type ImeiCheckerDriver } from './imei-checker.ts';
import { firstPayoutKey, payoutFingerprint } from './payout-identity.ts';
import { payoutStageOf } from './payout-record.ts';
import type { PayoutSender } from './payout-sender.ts';
import {
  insertPurchaseReceipt,
  type ReceiptNumber,
  type ReceiptRow,
  type Transaction,
} from './receipt-repository.ts';
import { payoutInBrief } from './receipt-words.ts';
import type { HandoverRow } from './repository.ts';
import * as handovers from './repository.ts';
import { sealDestination, unsealDestination } from './sealed-destination.ts';

/**
 * The rules of the handover at the doorstep (issue 13), step by step. Callers (the partner portal's routes)
 * have already checked that the order is out for pickup and held by the calling partner; every method takes
 * the order's id and trusts it. Steps can be repeated (a typo corrected) until the payout is released;
 * after that the handover is closed.
 */

export interface HandoverSettings {
  otpTtlSeconds: number;
  otpMaxAttempts: number;
  otpResendCooldownSeconds: number;
}

/** What the receipt needs from the order and the seller's account, read by the caller. */
export interface ReceiptOrderFacts {
  refNo: string;
  modelName: string;
  variantName: string;
  pickupDate: string;
  pickupTime: string;
  city: string;
  sellerName: string;
  sellerMobile: string;
  /** The online quote and what the doorstep re-check changed (issue 31: the receipt shows both). */
  quotedValue: number;
  rechecks: AnswerChange[];
}

/**
 * How long one request holds the payout release before another may take it over (the holder died): far
 * longer than the payout driver's own timeout (15 s), so a live request is never overtaken.
 */
const PAYOUT_RELEASE_LEASE_MS = 2 * 60 * 1000;

export class HandoverService {
  readonly #secret: Buffer;

  constructor(
    private readonly db: Database,
    private readonly deps: {
      imeiChecker: ImeiChecker;
      payouts: PayoutSender;
      sms: SmsDriver;
      settings: HandoverSettings;
      /** Keys the payout OTP hashes and the payout fingerprints (OTP_SECRET; random per process if unset). */
      secret?: string;
    },
  ) {
    this.#secret = deps.secret ? Buffer.from(deps.secret) : crypto.randomBytes(32);
  }

  /**
   * The order's handover, started on first use. Refuses changes once the payout was released, and once the
   * seller confirmed it (PAYOUT_STARTED): from then on the payout may be with the provider, so the amount,
   * the destination and the steps stay as confirmed, and a retry pays under the same idempotency key.
   * Only the payout itself (`confirmed: true`) goes on.
   */
  async #open(orderId: number, partnerId: number | null = null, confirmed = false): Promise<HandoverRow> {
    const row = await handovers.ensureHandover(this.db, orderId, partnerId);
    const payout = payoutStageOf(row);
    if (row.completedAt || isPayoutOut(payout)) throw new AppError('HANDOVER_ALREADY_COMPLETED');
    if (payout !== 'awaiting_code' && !confirmed) throw new AppError('PAYOUT_STARTED');
    return row;
  }

  find(orderId: number): Promise<HandoverRow | null> {
    return handovers.findHandover(this.db, orderId);
  }

  /** Which IMEI checker runs ('manual' needs the executive's check result with each IMEI). */
  get imeiCheckerDriver(): ImeiCheckerDriver {
    return this.deps.imeiChecker.driver;
  }

  /**
   * The handover as the partner now holding the order takes it up. The first partner step makes it that
   * partner's; when the order was handed back and another partner took it, that partner starts the doorstep
   * steps again (nothing the previous one recorded is used), keeping the seller's payout choice. A released
   * payout or a completed handover is never touched.
   */
  async claim(orderId: number, partnerId: number): Promise<HandoverRow | null> {
    const row = await handovers.findHandover(this.db, orderId);
    if (!row || row.completedAt || payoutStageOf(row) !== 'awaiting_code' || row.partnerId === partnerId)
      return row;
    if (row.partnerId === null) return handovers.assignHandoverPartner(this.db, orderId, partnerId);
    return handovers.restartHandover(this.db, orderId, partnerId, row.imeiRestricted);
  }

  /**
   * Checks the IMEI(s) with the configured checker and records the result, restricted or not; a restricted
   * IMEI then stops the handover with IMEI_RESTRICTED for good: the phone in hand does not change, so other
   * IMEIs (or another partner's "clear" manual check) never reopen it.
   */
  async recordImeis(
    orderId: number,
    partnerId: number | null,
    request: RecordImeiRequest,
  ): Promise<HandoverRow> {
    const open = await this.#open(orderId, partnerId);
    if (open.imeiRestricted) throw new AppError('IMEI_RESTRICTED');
    const results = await this.deps.imeiChecker.check(imeisOf(request), request.manual_check);
    const row = await handovers.recordImeiCheck(this.db, orderId, results);
    assertNoRestrictedImei(results);
    return row;
  }

  async recordSellerId(
    orderId: number,
    partnerId: number | null,
    request: SellerIdRequest,
  ): Promise<HandoverRow> {
    await this.#open(orderId, partnerId);
    return handovers.recordSellerId(this.db, orderId, {
      idType: request.id_type,
      idMasked: maskIdNumber(request.id_type, request.id_last_four),
      nameOnId: request.name_on_id,
    });
  }

  async recordWipeChecklist(
    orderId: number,
    partnerId: number | null,
    request: WipeChecklistRequest,
  ): Promise<HandoverRow> {
    await this.#open(orderId, partnerId);
    return handovers.recordWipeChecklist(this.db, orderId, request);
  }

  /**
   * Keeps the masked payout choice, a fingerprint of the full details and, until the payout is released,
   * the full details sealed (sealed-destination.ts); a bank transfer's IFSC must name a real branch
   * (IFSC_UNKNOWN).
   */
  async choosePayout(
    orderId: number,
    partnerId: number | null,
    choice: PayoutChoice,
    sellerName: string,
  ): Promise<HandoverRow> {
    const row = await this.#open(orderId, partnerId);
    let bankName: string | null = null;
    if (choice.method === 'bank') {
      if (!isKnownIfsc(choice.ifsc)) throw new AppError('IFSC_UNKNOWN', { field: 'ifsc' });
      bankName = bankNameOfIfsc(choice.ifsc);
    }
    const destination = destinationOf(choice, sellerName);
    return handovers.recordPayoutChoice(this.db, orderId, {
      details: maskPayoutChoice(choice, bankName),
      fingerprint: destination ? payoutFingerprint(destination, this.#secret.toString('hex')) : null,
      sealed: destination ? sealDestination(destination, this.#secret, sealBinding(row)) : null,
    });
  }

  /** The final amount: exactly the agreed (possibly revised) value, nothing else (AMOUNT_NOT_AGREED). */
  async setFinalAmount(
    orderId: number,
    partnerId: number | null,
    finalAmount: number,
    agreedAmount: number,
  ): Promise<HandoverRow> {
    await this.#open(orderId, partnerId);
    const problem = finalAmountProblem(finalAmount, agreedAmount);
    if (problem) throw new AppError('AMOUNT_NOT_AGREED', { message: problem, field: 'final_amount' });
    return handovers.recordFinalAmount(this.db, orderId, { finalAmount, agreedAmount });
  }

  #otpHash(row: HandoverRow, code: string): string {
    // Bound to the amount and the destination the SMS names: changing either needs a new code.
    return crypto
      .createHmac('sha256', this.#secret)
      .update(`payout:${row.id}:${row.finalAmount}:${row.payoutFingerprint ?? row.payoutMethod}:${code}`)
      .digest('hex');
  }

  /**
   * Texts the seller an OTP that releases the payout, naming the amount and the masked destination, once
   * every other step is done (HANDOVER_INCOMPLETE otherwise).
   */
  async sendPayoutOtp(
    orderId: number,
    orderRef: string,
    sellerMobile: string,
    sellerLocale: Locale = BASE_LOCALE,
  ): Promise<void> {
    const row = await this.#open(orderId);
    readyForPayout(row);
    if (
      row.payoutOtpSends >= HANDOVER_LIMITS.payoutOtpSends ||
      row.payoutOtpFailures >= HANDOVER_LIMITS.payoutOtpFailures
    )
      throw new AppError('PAYOUT_OTP_LIMIT');
    const { otpResendCooldownSeconds, otpTtlSeconds } = this.deps.settings;
    if (row.payoutOtpSentAt) {
      const wait = Math.ceil(
        (row.payoutOtpSentAt.getTime() + otpResendCooldownSeconds * 1000 - Date.now()) / 1000,
      );
      if (wait > 0) throw new AppError('OTP_COOLDOWN', { retryAfter: wait });
    }
    const code = randomDigits(LIMITS.otpLength);
    await handovers.recordPayoutOtpSent(this.db, orderId, {
      hash: this.#otpHash(row, code),
      expiresAt: new Date(Date.now() + otpTtlSeconds * 1000),
    });
    // In the seller's language (DR 145); the code and amount are bound to the destination, not its words,
    // which the SMS names in brief (a DLT variable holds 30 characters).
    const payout = payoutInBrief(maskedPayoutSchema.parse(row.payoutDetails), sellerLocale);
    await this.deps.sms
      .send({
        to: sellerMobile,
        ...renderSms('payout_code', sellerLocale, {
          code,
          amount: smsAmount(row.finalAmount as number, sellerLocale),
          payout,
          ref: orderRef,
        }),
      })
      .catch((error: unknown) => {
        throw new AppError('SMS_UNAVAILABLE', { cause: error });
      });
  }

  /** Whether a payout OTP was sent and can still be used (not used, not expired, tries left). */
  payoutOtpUsable(row: HandoverRow, now = Date.now()): boolean {
    return (
      row.payoutOtpHash !== null &&
      row.payoutOtpExpiresAt !== null &&
      row.payoutOtpExpiresAt.getTime() > now &&
      row.payoutOtpAttempts < this.deps.settings.otpMaxAttempts
    );
  }

  /**
   * Checks the seller's OTP: single use, expiry, a few wrong tries (OTP_INVALID, OTP_EXPIRED, OTP_LOCKED,
   * PAYOUT_OTP_LIMIT). Each check first takes a try in one conditional update (`... WHERE attempts < max
   * RETURNING`), so parallel guesses are never checked more often than the limit; the right code is used up
   * in another (`... WHERE hash = <its hash> RETURNING`), so of parallel requests with it exactly one goes on
   * and the others hear PAYOUT_IN_PROGRESS.
   */
  async verifyPayoutOtp(orderId: number, code: string): Promise<HandoverRow> {
    await this.#open(orderId);
    const { otpMaxAttempts } = this.deps.settings;
    const taken = await handovers.takePayoutOtpTry(this.db, orderId, {
      maxAttempts: otpMaxAttempts,
      maxFailures: HANDOVER_LIMITS.payoutOtpFailures,
      now: new Date(),
    });
    if (!taken) throw await this.#noTryLeft(orderId);
    const expected = Buffer.from(taken.payoutOtpHash as string, 'hex');
    const given = Buffer.from(this.#otpHash(taken, code), 'hex');
    if (crypto.timingSafeEqual(expected, given)) {
      const used = await handovers.usePayoutOtp(this.db, orderId, taken.payoutOtpHash as string);
      if (used) return used;
      // Used by a parallel request with the same code (or dropped by a change meanwhile).
      throw await this.#noTryLeft(orderId);
    }
    if (taken.payoutOtpFailures >= HANDOVER_LIMITS.payoutOtpFailures)
      throw new AppError('PAYOUT_OTP_LIMIT', { field: 'otp' });
    throw new AppError(taken.payoutOtpAttempts >= otpMaxAttempts ? 'OTP_LOCKED' : 'OTP_INVALID', {
      field: 'otp',
    });
  }

  /** Why the payout code could not be tried: used by another request, too many tries, expired, locked. */
  async #noTryLeft(orderId: number): Promise<AppError> {
    const row = await handovers.findHandover(this.db, orderId);
    if (!row) return new AppError('HANDOVER_INCOMPLETE');
    if (payoutStageOf(row) !== 'awaiting_code') return new AppError('PAYOUT_IN_PROGRESS');
    if (row.payoutOtpFailures >= HANDOVER_LIMITS.payoutOtpFailures)
      return new AppError('PAYOUT_OTP_LIMIT', { field: 'otp' });
    if (!row.payoutOtpHash || !row.payoutOtpExpiresAt || row.payoutOtpExpiresAt.getTime() <= Date.now())
      return new AppError('OTP_EXPIRED', { field: 'otp' });
    return new AppError('OTP_LOCKED', { field: 'otp' });
  }

  /**
   * Pays the seller once the OTP is verified, to the destination the seller chose: the one given here (the
   * device that chose it sending it again) or else the sealed copy kept since the choice. Either must hash
   * to the fingerprint the OTP was bound to (PAYOUT_DETAILS_CHANGED). A cheque records its number instead.
   * Asking again after a success answers the recorded payout; after a timeout the same idempotency key
   * makes the provider answer the payout it already made.
   */
  async releasePayout(
    orderId: number,
    release: {
      orderRef: string;
      sellerMobile: string;
      chequeNumber?: string;
    },
  ): Promise<HandoverRow> {
    const existing = await handovers.findHandover(this.db, orderId);
    if (existing && isPayoutOut(payoutStageOf(existing)) && !existing.completedAt) return existing;
    const row = await this.#open(orderId, null, true);
    readyForPayout(row);
    if (payoutStageOf(row) === 'awaiting_code') throw new AppError('HANDOVER_INCOMPLETE');
    const amount = row.finalAmount as number;
    let cheque: string | null = null;
    let destination: PayoutDestination | undefined;
    if (row.payoutMethod === 'cheque') {
      const parsed = chequeNumberSchema.safeParse(release.chequeNumber ?? '');
      if (!parsed.success)
        throw new AppError('VALIDATION_FAILED', {
          field: 'cheque_number',
          message: parsed.error.issues[0]?.message,
        });
      cheque = parsed.data;
    } else {
      destination = row.payoutDestinationSealed
        ? (unsealDestination(row.payoutDestinationSealed, this.#secret, sealBinding(row)) ?? undefined)
        : undefined;
      if (
        !destination ||
        destination.method !== row.payoutMethod ||
        payoutFingerprint(destination, this.#secret.toString('hex')) !== row.payoutFingerprint
      )
        throw new AppError('PAYOUT_DETAILS_CHANGED');
    }
    const payoutKey =
      row.payoutKey ?? firstPayoutKey(row.id, amount, row.payoutFingerprint ?? row.payoutMethod ?? '');
    const { released } = await runWorkflow<PayoutRelease>(
      {
        orderId,
        orderRef: release.orderRef,
        sellerMobile: release.sellerMobile,
        payoutKey,
        amount,
        cheque,
        destination,
      },
      this.#releaseSteps(),
    );
    return released as HandoverRow;
  }

  /**
   * The release, step by step: take it (one request at a time), pay at the provider, record the payout. A
   * cheque is recorded by its number, with nobody to pay. What a failed payment undoes: a refusal (not a
   * timeout: nothing was paid) drops the seller's confirmation, so they may change the details and confirm
   * again with a new code; after a timeout the confirmation stands and a retry takes the release again under
   * the same idempotency key. Once paid, nothing is undone: a failed record leaves the claim to its lease,
   * and the retry's same key makes the provider answer the payout it already made.
   */
  #releaseSteps(): WorkflowStep<PayoutRelease>[] {
    return [
      {
        name: 'take the release',
        run: async (release) => {
          const claimed = await handovers.claimPayoutRelease(
            this.db,
            release.orderId,
            new Date(Date.now() - PAYOUT_RELEASE_LEASE_MS),
            release.payoutKey,
          );
          if (claimed) return;
          const now = await handovers.findHandover(this.db, release.orderId);
          if (now?.completedAt) throw new AppError('HANDOVER_ALREADY_COMPLETED');
          if (!now || !isPayoutOut(payoutStageOf(now))) throw new AppError('PAYOUT_IN_PROGRESS');
          release.released = now; // released by a parallel request
          return 'stop';
        },
        undo: async (release, error) => {
          if (release.paid) return;
          if (error instanceof AppError && error.code === 'PAYOUT_REJECTED')
            await handovers.recordPayoutRefused(this.db, release.orderId);
          else await handovers.dropPayoutReleaseClaim(this.db, release.orderId);
        },
      },
      {
        name: 'pay at the provider (a cheque: nothing to pay)',
        run: async (release) => {
          if (release.cheque !== null) {
            release.paid = {
              driver: 'cheque',
              status: 'handed_over',
              reference: `Cheque no. ${release.cheque}`,
              providerId: null,
              test: false,
            };
            return;
          }
          const result = await this.deps.payouts.createPayout({
            idempotencyKey: release.payoutKey,
            amount: release.amount,
            destination: release.destination as PayoutDestination,
            orderRef: release.orderRef,
            contactMobile: release.sellerMobile,
          });
          release.paid = {
            driver: this.deps.payouts.name,
            status: result.status,
            reference: result.reference,
            providerId: result.providerPayoutId,
            test: result.test,
            utr: result.utr,
            fundAccountId: result.fundAccountId,
            mode: result.mode,
          };
        },
      },
      {
        name: 'record the payout',
        run: async (release) => {
          release.released = await handovers.recordPayoutReleased(
            this.db,
            release.orderId,
            release.paid as PaidPayout,
          );
        },
      },
    ];
  }

  /**
   * The last step, run inside the caller's transaction that moves the order to Completed: writes the
   * immutable receipt (its number allocated in the same transaction) and closes the handover.
   */
  async complete(
    tx: Transaction,
    orderId: number,
    facts: ReceiptOrderFacts,
    at = new Date(),
  ): Promise<ReceiptRow> {
    const row = await handovers.findHandover(tx, orderId);
    if (!row) throw new AppError('HANDOVER_INCOMPLETE');
    if (row.completedAt) throw new AppError('HANDOVER_ALREADY_COMPLETED');
    if (!isPayoutOut(payoutStageOf(row))) throw new AppError('HANDOVER_INCOMPLETE');
    const receipt = await insertPurchaseReceipt(tx, {
      orderId,
      issuedAt: at,
      build: (number) => buildReceiptContent(number, at, row, facts),
    });
    await handovers.recordHandoverCompleted(tx, orderId, at);
    return receipt;
  }
}

/** The full destination a payout choice names, or null for a cheque. */
export function destinationOf(choice: PayoutChoice, sellerName: string): PayoutDestination | null {
  switch (choice.method) {
    case 'upi':
      return { method: 'upi', vpa: choice.vpa, name: sellerName };
    case 'bank':
      return {
        method: 'bank',
        account_holder: choice.account_holder,
        account_number: choice.account_number,
        ifsc: choice.ifsc,
      };
    case 'wallet':
      return { method: 'wallet', provider: choice.provider, mobile: choice.mobile, name: sellerName };
    case 'cheque':
      return null;
  }
}

/** What the provider (or the cheque) answered, as recorded on the handover. */
type PaidPayout = Parameters<typeof handovers.recordPayoutReleased>[2];

/** One payout release as its steps go: what it pays and to whom, then what was paid and recorded. */
interface PayoutRelease {
  orderId: number;
  orderRef: string;
  sellerMobile: string;
  payoutKey: string;
  amount: number;
  cheque: string | null;
  destination: PayoutDestination | undefined;
  paid?: PaidPayout;
  released?: HandoverRow;
}

/** What a sealed destination is bound to: its handover. */
const sealBinding = (row: HandoverRow) => `handover:${row.id}:order:${row.orderId}`;

/** Whether every step before the payout OTP is done (and no IMEI is restricted). */
export function isReadyForPayout(row: HandoverRow): boolean {
  try {
    readyForPayout(row);
    return true;
  } catch {
    return false;
  }
}

/** Every step before the payout is done, and no IMEI is restricted. */
function readyForPayout(row: HandoverRow): void {
  if (row.imeiRestricted) throw new AppError('IMEI_RESTRICTED');
  if (
    !row.imeis ||
    !row.imeiCheckedAt ||
    !row.idMasked ||
    !row.wipeConfirmedAt ||
    !row.payoutDetails ||
    row.finalAmount === null ||
    row.agreedAmount === null
  )
    throw new AppError('HANDOVER_INCOMPLETE');
}

/** The receipt's whole content, from the handover record and the order's facts at completion. */
export function buildReceiptContent(
  number: ReceiptNumber,
  at: Date,
  row: HandoverRow,
  facts: ReceiptOrderFacts,
): PurchaseReceiptContent {
  readyForPayout(row);
  const payout: MaskedPayout = maskedPayoutSchema.parse(row.payoutDetails);
  const checks = row.imeiCheck ?? [];
  const idType = row.idType as IdType;
  const finalAmount = row.finalAmount as number;
  const address = COMPANY.address;
  return {
    version: 1,
    number: number.number,
    financial_year: number.financialYear,
    issued_at: at.toISOString(),
    order_ref: facts.refNo,
    seller: {
      name: facts.sellerName,
      mobile_masked: maskMobile(facts.sellerMobile),
      id_type: idType,
      id_label: ID_TYPE_RULES[idType].label,
      id_masked: row.idMasked as string,
      name_on_id: row.nameOnId as string,
    },
    device: { model: facts.modelName, variant: facts.variantName, imeis: row.imeis as string[] },
    imei_check: {
      driver: checks[0]?.driver ?? '',
      status: 'clear',
      reference: [...new Set(checks.map((check) => check.reference))].join('; '),
    },
    price: {
      quoted: facts.quotedValue,
      rechecks: facts.rechecks,
      agreed: row.agreedAmount as number,
      final: finalAmount,
      final_in_words: amountInWords(finalAmount),
    },
    payout: {
      method: payout.method,
      description: describePayout(payout),
      details: payout,
      reference: row.payoutReference ?? '',
      test: row.payoutTest ?? false,
    },
    pickup: { date: facts.pickupDate, slot: facts.pickupTime, city: facts.city },
    company: {
      name: COMPANY.name,
      legal_name: COMPANY.legalName,
      address: `${address.street}, ${address.city}, ${address.state} - ${address.pincode}`,
      gstin: COMPANY.gstin,
    },
    data_wipe: {
      confirmed_at: (row.wipeConfirmedAt as Date).toISOString(),
      items: WIPE_CHECKLIST.map((item) => ({ code: item.code, label: item.label })),
    },
  };
}
