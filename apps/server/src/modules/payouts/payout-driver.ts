import crypto from 'node:crypto';
import { describePayout, maskPayoutChoice, type PayoutDestination } from '@phonix/shared/handover';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../lib/app-error.ts';

/**
 * Pays the seller (UPI, bank transfer or an Amazon Pay wallet; cheques are handed over and never go
 * through a driver). Chosen by PAYOUT_DRIVER, like the SMS driver. Every payout carries an idempotency key
 * (one per handover): asking again with the same key answers the first payout, so a retry after a timeout
 * never pays twice.
 */
export interface PayoutRequest {
  /** Stable for one handover, e.g. `handover-<id>`. */
  idempotencyKey: string;
  /** Whole rupees. */
  amount: number;
  destination: PayoutDestination;
  /** The order's reference, sent to the provider and shown on the seller's bank statement. */
  orderRef: string;
  /** The seller's 10-digit mobile, for the provider's contact record. */
  contactMobile: string;
}

export interface PayoutResult {
  /** What the receipt prints: the UTR once the bank gave one, else the provider's payout id. */
  reference: string;
  providerPayoutId: string;
  /** The provider's status: processing, processed, queued, pending. */
  status: string;
  utr: string | null;
  /** True when no money moved (the development driver). */
  test: boolean;
  /** The provider's fund account (`fa_...`) and the mode it was paid by: what a retry pays again. */
  fundAccountId: string | null;
  mode: string | null;
}

/**
 * A payout to a fund account the provider already has (a staff retry of one that failed or came back):
 * a new idempotency key, the same fund account and mode.
 */
export interface RepeatPayoutRequest {
  idempotencyKey: string;
  amount: number;
  fundAccountId: string;
  mode: string;
  orderRef: string;
}

/** Which payout to look up: the provider's id when we heard it, else our idempotency key and order. */
export interface PayoutLookup {
  providerPayoutId: string | null;
  idempotencyKey: string;
  orderRef: string;
}

/** A payout as the provider knows it now (any status, failed ones included). */
export interface PayoutStatus {
  providerPayoutId: string;
  status: string;
  utr: string | null;
  /** When the provider says: the fund account and mode (kept for a staff retry). */
  fundAccountId?: string | null;
  mode?: string | null;
}

export interface PayoutDriver {
  readonly name: 'log' | 'http';
  createPayout(request: PayoutRequest): Promise<PayoutResult>;
  /** Pays a fund account the provider has again (never reusing a key: the caller makes a new one). */
  repeatPayout(request: RepeatPayoutRequest): Promise<PayoutResult>;
  /**
   * Reads a payout's status without creating anything: null when the provider has no such payout (the
   * create never arrived). Throws PAYOUT_UNAVAILABLE when the provider cannot answer.
   */
  fetchStatus(lookup: PayoutLookup): Promise<PayoutStatus | null>;
}

/** The same destination printed safely for logs: masked like the receipt. */
function maskedDestination(destination: PayoutDestination): string {
  switch (destination.method) {
    case 'upi':
      return describePayout(maskPayoutChoice({ method: 'upi', vpa: destination.vpa }));
    case 'bank':
      return describePayout(
        maskPayoutChoice({
          ...destination,
          method: 'bank',
          confirm_account_number: destination.account_number,
        }),
      );
    case 'wallet':
      return describePayout(maskPayoutChoice(destination));
  }
}

/**
 * Development driver: records each payout as one log line (destination masked) and answers a reference
 * that says it is a test, `TEST-UTR-...`. No money moves. The same idempotency key answers the same payout
 * while the process lives (the handover record keeps the reference after that).
 */
export class LogPayoutDriver implements PayoutDriver {
  readonly name = 'log' as const;
  private readonly payouts = new Map<string, PayoutResult>();
  private readonly byId = new Map<string, PayoutResult>();

  constructor(private readonly log: Pick<FastifyBaseLogger, 'info'>) {}

  async createPayout(request: PayoutRequest): Promise<PayoutResult> {
    const mode =
      request.destination.method === 'upi'
        ? 'UPI'
        : request.destination.method === 'bank'
          ? 'IMPS'
          : 'amazonpay';
    return this.#record(
      request.idempotencyKey,
      { fundAccountId: `test_fa_${crypto.randomBytes(7).toString('hex')}`, mode },
      (reference) => [
        {
          orderRef: request.orderRef,
          amount: request.amount,
          to: maskedDestination(request.destination),
          reference,
        },
        'Payout recorded (test driver, no money moved)',
      ],
    );
  }

  async repeatPayout(request: RepeatPayoutRequest): Promise<PayoutResult> {
    return this.#record(
      request.idempotencyKey,
      { fundAccountId: request.fundAccountId, mode: request.mode },
      (reference) => [
        { orderRef: request.orderRef, amount: request.amount, reference },
        'Payout paid again (test driver, no money moved)',
      ],
    );
  }

  /** A processed test payout under its key (the earlier one when the key was used), logged once. */
  #record(
    idempotencyKey: string,
    account: Pick<PayoutResult, 'fundAccountId' | 'mode'>,
    logLine: (reference: string) => [object, string],
  ): PayoutResult {
    const earlier = this.payouts.get(idempotencyKey);
    if (earlier) return earlier;
    const utr = `TEST-UTR-${crypto.randomBytes(6).toString('hex').toUpperCase()}`;
    const result: PayoutResult = {
      reference: utr,
      providerPayoutId: `test_pout_${crypto.randomBytes(7).toString('hex')}`,
      status: 'processed',
      utr,
      test: true,
      ...account,
    };
    this.payouts.set(idempotencyKey, result);
    this.byId.set(result.providerPayoutId, result);
    this.log.info(...logLine(utr));
    return result;
  }

  async fetchStatus(lookup: PayoutLookup): Promise<PayoutStatus | null> {
    const found =
      (lookup.providerPayoutId ? this.byId.get(lookup.providerPayoutId) : undefined) ??
      this.payouts.get(lookup.idempotencyKey);
    return found
      ? {
          providerPayoutId: found.providerPayoutId,
          status: found.status,
          utr: found.utr,
          fundAccountId: found.fundAccountId,
          mode: found.mode,
        }
      : null;
  }
}

/** Provider statuses that mean the money will not arrive. */
const FAILED_STATUSES = new Set(['rejected', 'failed', 'cancelled', 'reversed']);
/** IMPS carries up to ₹5 lakh; larger bank payouts go by NEFT. */
const IMPS_LIMIT = 5_00_000;

interface ProviderPayout {
  id?: unknown;
  status?: unknown;
  utr?: unknown;
  status_details?: { description?: unknown } | null;
  notes?: Record<string, unknown> | null;
  fund_account_id?: unknown;
  mode?: unknown;
}

/** The provider's payout read safely: null without an id and a status. */
function payoutStatusOf(payout: ProviderPayout | null | undefined): PayoutStatus | null {
  const id = typeof payout?.id === 'string' ? payout.id : null;
  const status = typeof payout?.status === 'string' ? payout.status : null;
  if (!id || !status) return null;
  const utr = typeof payout?.utr === 'string' && payout.utr !== '' ? payout.utr : null;
  return {
    providerPayoutId: id,
    status,
    utr,
    fundAccountId: typeof payout?.fund_account_id === 'string' ? payout.fund_account_id : null,
    mode: typeof payout?.mode === 'string' ? payout.mode : null,
  };
}

export interface HttpPayoutOptions {
  /** The create-payout endpoint, e.g. https://api.razorpay.com/v1/payouts. */
  url: string;
  keyId: string;
  keySecret: string;
  /** Our account at the provider that pays. */
  accountNumber: string;
  timeoutMs?: number;
  log?: Pick<FastifyBaseLogger, 'warn'>;
}

/**
 * A RazorpayX-style payouts API: POST the payout with its fund account inline (a "composite" payout), the
 * amount in paise, mode UPI / IMPS / NEFT / amazonpay, basic auth with the key id and secret, and the
 * idempotency key in `X-Payout-Idempotency`. The answer holds the payout id, its status and, once the bank
 * has one, the UTR.
 */
export class HttpPayoutDriver implements PayoutDriver {
  readonly name = 'http' as const;

  constructor(private readonly options: HttpPayoutOptions) {}

  private body(request: PayoutRequest): Record<string, unknown> {
    const { destination } = request;
    const contact = {
      name: destination.method === 'bank' ? destination.account_holder : destination.name,
      contact: request.contactMobile,
      type: 'customer',
      reference_id: request.orderRef,
    };
    const fundAccount =
      destination.method === 'upi'
        ? { account_type: 'vpa', vpa: { address: destination.vpa }, contact }
        : destination.method === 'bank'
          ? {
              account_type: 'bank_account',
              bank_account: {
                name: destination.account_holder,
                ifsc: destination.ifsc,
                account_number: destination.account_number,
              },
              contact,
            }
          : {
              account_type: 'wallet',
              wallet: {
                provider: destination.provider,
                phone: `+91${destination.mobile}`,
                name: destination.name,
              },
              contact,
            };
    const mode =
      destination.method === 'upi'
        ? 'UPI'
        : destination.method === 'bank'
          ? request.amount <= IMPS_LIMIT
            ? 'IMPS'
            : 'NEFT'
          : destination.provider;
    return {
      account_number: this.options.accountNumber,
      amount: request.amount * 100,
      currency: 'INR',
      mode,
      purpose: 'payout',
      fund_account: fundAccount,
      queue_if_low_balance: true,
      reference_id: request.orderRef,
      // Narrations allow letters, digits and spaces, up to 30 characters.
      narration: `Phonix ${request.orderRef}`.replace(/[^A-Za-z0-9 ]/g, '').slice(0, 30),
      // Our key, so a payout that got no answer can be found among the order's payouts (fetchStatus).
      notes: { order_ref: request.orderRef, payout_key: request.idempotencyKey },
    };
  }

  private get authorization(): string {
    return `Basic ${Buffer.from(`${this.options.keyId}:${this.options.keySecret}`).toString('base64')}`;
  }

  /**
   * GET of the payout: by its id (`<url>/<id>`) when we have it, else the list of payouts with the order's
   * reference (`<url>?account_number=...&reference_id=<order>`) narrowed to the one whose notes carry our
   * idempotency key. A GET never creates a payout.
   */
  async fetchStatus(lookup: PayoutLookup): Promise<PayoutStatus | null> {
    const byId = lookup.providerPayoutId !== null;
    const url = new URL(this.options.url);
    if (byId)
      url.pathname = `${url.pathname.replace(/\/$/, '')}/${encodeURIComponent(lookup.providerPayoutId as string)}`;
    else {
      url.searchParams.set('account_number', this.options.accountNumber);
      url.searchParams.set('reference_id', lookup.orderRef);
    }
    let response: Response;
    try {
      response = await fetch(url, {
        headers: { authorization: this.authorization },
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 15_000),
      });
    } catch (error) {
      throw new AppError('PAYOUT_UNAVAILABLE', { retryAfter: 60, cause: error });
    }
    const payload = (await response.json().catch(() => null)) as
      | (ProviderPayout & { items?: ProviderPayout[] })
      | null;
    if (response.status === 404 || (response.status === 400 && byId)) return null;
    if (!response.ok) {
      this.options.log?.warn(
        { status: response.status, orderRef: lookup.orderRef },
        'Payout provider refused a status check',
      );
      throw new AppError('PAYOUT_UNAVAILABLE', { retryAfter: 60 });
    }
    if (byId) return payoutStatusOf(payload);
    const ours = (Array.isArray(payload?.items) ? payload.items : []).find(
      (item) => item?.notes?.payout_key === lookup.idempotencyKey,
    );
    return payoutStatusOf(ours);
  }

  createPayout(request: PayoutRequest): Promise<PayoutResult> {
    return this.post(request, this.body(request));
  }

  /** A payout to the fund account the provider already has: `fund_account_id` instead of the details. */
  repeatPayout(request: RepeatPayoutRequest): Promise<PayoutResult> {
    return this.post(request, {
      account_number: this.options.accountNumber,
      fund_account_id: request.fundAccountId,
      amount: request.amount * 100,
      currency: 'INR',
      mode: request.mode,
      purpose: 'payout',
      queue_if_low_balance: true,
      reference_id: request.orderRef,
      narration: `Phonix ${request.orderRef}`.replace(/[^A-Za-z0-9 ]/g, '').slice(0, 30),
      notes: { order_ref: request.orderRef, payout_key: request.idempotencyKey },
    });
  }

  private async post(
    request: { idempotencyKey: string; orderRef: string },
    body: Record<string, unknown>,
  ): Promise<PayoutResult> {
    let response: Response;
    try {
      response = await fetch(this.options.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: this.authorization,
          'x-payout-idempotency': request.idempotencyKey,
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 15_000),
      });
    } catch (error) {
      // Timeout or network: the payout may or may not exist; retrying with the same key is safe.
      this.options.log?.warn({ orderRef: request.orderRef, err: error }, 'Payout provider unreachable');
      throw new AppError('PAYOUT_UNAVAILABLE', { retryAfter: 60, cause: error });
    }
    const payload = (await response.json().catch(() => null)) as
      | (ProviderPayout & { error?: { code?: unknown; description?: unknown } })
      | null;
    if (!response.ok) {
      const detail = { status: response.status, orderRef: request.orderRef, error: payload?.error };
      this.options.log?.warn(detail, 'Payout provider refused the payout');
      // 400 and 422 are about the payout itself (a closed account, a UPI ID that does not exist); anything
      // else (our credentials, a conflict, limits, the provider's own faults) is ours to retry or fix.
      if (response.status === 400 || response.status === 422)
        throw new AppError('PAYOUT_REJECTED', { cause: new Error(JSON.stringify(detail)) });
      throw new AppError('PAYOUT_UNAVAILABLE', { retryAfter: 60, cause: new Error(JSON.stringify(detail)) });
    }
    const id = typeof payload?.id === 'string' ? payload.id : null;
    const status = typeof payload?.status === 'string' ? payload.status : null;
    if (!id || !status) {
      this.options.log?.warn(
        { orderRef: request.orderRef },
        'Payout provider answered without an id or status',
      );
      throw new AppError('PAYOUT_UNAVAILABLE', { retryAfter: 60 });
    }
    if (FAILED_STATUSES.has(status)) {
      this.options.log?.warn(
        { orderRef: request.orderRef, id, status, reason: payload?.status_details?.description },
        'Payout failed at the provider',
      );
      throw new AppError('PAYOUT_REJECTED');
    }
    const utr = typeof payload?.utr === 'string' && payload.utr !== '' ? payload.utr : null;
    return {
      reference: utr ?? id,
      providerPayoutId: id,
      status,
      utr,
      test: false,
      fundAccountId: typeof payload?.fund_account_id === 'string' ? payload.fund_account_id : null,
      mode: typeof payload?.mode === 'string' ? payload.mode : null,
    };
  }
}

/** The driver PAYOUT_DRIVER selects (parseEnv makes sure the HTTP settings are all there). */
export function createPayoutDriver(
  env: {
    PAYOUT_DRIVER: 'log' | 'http';
    PAYOUT_HTTP_URL?: string;
    PAYOUT_KEY_ID?: string;
    PAYOUT_KEY_SECRET?: string;
    PAYOUT_ACCOUNT_NUMBER?: string;
    PAYOUT_TIMEOUT_MS: number;
  },
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>,
): PayoutDriver {
  if (
    env.PAYOUT_DRIVER === 'http' &&
    env.PAYOUT_HTTP_URL &&
    env.PAYOUT_KEY_ID &&
    env.PAYOUT_KEY_SECRET &&
    env.PAYOUT_ACCOUNT_NUMBER
  ) {
    return new HttpPayoutDriver({
      url: env.PAYOUT_HTTP_URL,
      keyId: env.PAYOUT_KEY_ID,
      keySecret: env.PAYOUT_KEY_SECRET,
      accountNumber: env.PAYOUT_ACCOUNT_NUMBER,
      timeoutMs: env.PAYOUT_TIMEOUT_MS,
      log,
    });
  }
  return new LogPayoutDriver(log);
}

export { payoutFingerprint } from '../handover/index.ts';
