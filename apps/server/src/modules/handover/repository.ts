import type { IdType, MaskedPayout, WipeChecklistRequest } from '@phonix/shared/handover';
import { and, eq, gt, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import type { ImeiCheckResult } from './imei-checker.ts';
import type { Transaction } from './receipt-repository.ts';
import { handovers, imeiChecks } from './tables.ts';

/** The handover rows (one per order) and the log of IMEI checks. Rules live in service.ts. */

export type HandoverRow = typeof handovers.$inferSelect;
type Executor = Database | Transaction;

/** Clears a sent payout OTP: any change to what the seller approves (method, amount) needs a new one. */
export const NO_PAYOUT_OTP = {
  payoutOtpHash: null,
  payoutOtpExpiresAt: null,
  payoutOtpAttempts: 0,
  payoutOtpSentAt: null,
  payoutOtpVerifiedAt: null,
  payoutReleaseStartedAt: null,
  // The next payout is of other details or another amount: its key is made again (payout-identity.ts).
  payoutKey: null,
} as const;

export async function findHandover(db: Executor, orderId: number): Promise<HandoverRow | null> {
  const [row] = await db.select().from(handovers).where(eq(handovers.orderId, orderId)).limit(1);
  return row ?? null;
}

/** The order's handover row, created on first use (a repeat or a concurrent call answers the same row). */
export async function ensureHandover(
  db: Executor,
  orderId: number,
  partnerId: number | null,
): Promise<HandoverRow> {
  await db
    .insert(handovers)
    .values({ orderId, partnerId })
    .onConflictDoNothing({ target: handovers.orderId });
  const row = await findHandover(db, orderId);
  if (!row) throw new Error(`The handover of order ${orderId} vanished`);
  return row;
}

async function update(db: Executor, orderId: number, values: PgUpdateSetSource<typeof handovers>) {
  const [row] = await db
    .update(handovers)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(handovers.orderId, orderId))
    .returning();
  if (!row) throw new Error(`Order ${orderId} has no handover`);
  return row;
}

/** Logs every check (restricted ones included) and keeps the latest on the handover, in one transaction. */
export function recordImeiCheck(db: Database, orderId: number, results: readonly ImeiCheckResult[]) {
  return db.transaction(async (tx) => {
    await tx.insert(imeiChecks).values(
      results.map((result) => ({
        orderId,
        imei: result.imei,
        status: result.status,
        driver: result.driver,
        reference: result.reference,
        checkedAt: result.checkedAt,
      })),
    );
    return update(tx, orderId, {
      imeis: results.map((result) => result.imei),
      imeiCheck: results.map((result) => ({
        imei: result.imei,
        status: result.status,
        driver: result.driver,
        reference: result.reference,
        checkedAt: result.checkedAt.toISOString(),
      })),
      imeiRestricted: results.some((result) => result.status === 'restricted'),
      imeiCheckedAt: results[0]?.checkedAt ?? new Date(),
    });
  });
}

export function recordSellerId(
  db: Executor,
  orderId: number,
  id: { idType: IdType; idMasked: string; nameOnId: string },
) {
  return update(db, orderId, { ...id, idRecordedAt: new Date() });
}

export function recordWipeChecklist(db: Executor, orderId: number, checklist: WipeChecklistRequest) {
  return update(db, orderId, { wipeChecklist: { ...checklist }, wipeConfirmedAt: new Date() });
}

export function recordPayoutChoice(
  db: Executor,
  orderId: number,
  payout: { details: MaskedPayout; fingerprint: string | null; sealed: string | null },
) {
  return update(db, orderId, {
    payoutMethod: payout.details.method,
    payoutDetails: payout.details,
    payoutFingerprint: payout.fingerprint,
    payoutDestinationSealed: payout.sealed,
    payoutChosenAt: new Date(),
    ...NO_PAYOUT_OTP,
  });
}

export function recordFinalAmount(
  db: Executor,
  orderId: number,
  amounts: { finalAmount: number; agreedAmount: number },
) {
  return update(db, orderId, { ...amounts, ...NO_PAYOUT_OTP });
}

export function recordPayoutOtpSent(db: Executor, orderId: number, otp: { hash: string; expiresAt: Date }) {
  return update(db, orderId, {
    payoutOtpHash: otp.hash,
    payoutOtpExpiresAt: otp.expiresAt,
    payoutOtpAttempts: 0,
    payoutOtpSentAt: new Date(),
    payoutOtpVerifiedAt: null,
    payoutOtpSends: sql`${handovers.payoutOtpSends} + 1`,
  });
}

/**
 * Takes one try of the payout code before it is checked, in one conditional update: only while the code is
 * live (sent, not used, not expired), has tries left (`attempts < max`) and the handover has wrong tries
 * left. It counts as a wrong try of the code and of the handover until `usePayoutOtp` finds it right, so
 * parallel guesses can never be checked more often than the limits allow. Null: no try is left (or no live
 * code); the caller reads the row to say why.
 */
export async function takePayoutOtpTry(
  db: Executor,
  orderId: number,
  limits: { maxAttempts: number; maxFailures: number; now: Date },
): Promise<HandoverRow | null> {
  const [row] = await db
    .update(handovers)
    .set({
      payoutOtpAttempts: sql`${handovers.payoutOtpAttempts} + 1`,
      payoutOtpFailures: sql`${handovers.payoutOtpFailures} + 1`,
      updatedAt: limits.now,
    })
    .where(
      and(
        eq(handovers.orderId, orderId),
        isNotNull(handovers.payoutOtpHash),
        isNull(handovers.payoutOtpVerifiedAt),
        gt(handovers.payoutOtpExpiresAt, limits.now),
        lt(handovers.payoutOtpAttempts, limits.maxAttempts),
        lt(handovers.payoutOtpFailures, limits.maxFailures),
      ),
    )
    .returning();
  return row ?? null;
}

/**
 * Uses the payout code up: one conditional update that succeeds only while the row still holds that code's
 * hash, so of several requests with the right code exactly one wins. The try taken for it was no failure.
 * Null: the code was used (or dropped) meanwhile.
 */
export async function usePayoutOtp(db: Executor, orderId: number, hash: string): Promise<HandoverRow | null> {
  const now = new Date();
  const [row] = await db
    .update(handovers)
    .set({
      payoutOtpHash: null,
      payoutOtpVerifiedAt: now,
      payoutOtpFailures: sql`greatest(${handovers.payoutOtpFailures} - 1, 0)`,
      updatedAt: now,
    })
    .where(and(eq(handovers.orderId, orderId), eq(handovers.payoutOtpHash, hash)))
    .returning();
  return row ?? null;
}

/**
 * Takes the payout to the provider, in one conditional update: only after the seller's code was used, before
 * any release, and while no other request holds it (or its hold is older than `staleBefore`: that request
 * died). Exactly one request at a time gets the row; the others never call the provider.
 */
export async function claimPayoutRelease(
  db: Executor,
  orderId: number,
  staleBefore: Date,
  payoutKey: string,
): Promise<HandoverRow | null> {
  const now = new Date();
  const [row] = await db
    .update(handovers)
    // The key is kept: a payout that got no answer is looked up by it (payouts/payout-poller.ts).
    .set({ payoutReleaseStartedAt: now, payoutKey, updatedAt: now })
    .where(
      and(
        eq(handovers.orderId, orderId),
        isNotNull(handovers.payoutOtpVerifiedAt),
        isNull(handovers.payoutReleasedAt),
        isNull(handovers.completedAt),
        or(isNull(handovers.payoutReleaseStartedAt), lt(handovers.payoutReleaseStartedAt, staleBefore)),
      ),
    )
    .returning();
  return row ?? null;
}

/** The provider could not be reached or answered a fault: a retry may take the release again. */
export async function dropPayoutReleaseClaim(db: Executor, orderId: number): Promise<void> {
  await db
    .update(handovers)
    .set({ payoutReleaseStartedAt: null, updatedAt: new Date() })
    .where(and(eq(handovers.orderId, orderId), isNull(handovers.payoutReleasedAt)));
}

/**
 * Drops a payout code not yet used, in the transaction of a change to the price (a doorstep re-check), so
 * the seller confirms the new amount with a new code. Answers false when the payout was already confirmed
 * or released, which the change must then refuse.
 */
export async function dropUnusedPayoutOtp(tx: Transaction, orderId: number): Promise<boolean> {
  const [row] = await tx
    .select({ verified: handovers.payoutOtpVerifiedAt, released: handovers.payoutReleasedAt })
    .from(handovers)
    .where(eq(handovers.orderId, orderId))
    .for('update');
  if (!row) return true;
  if (row.verified || row.released) return false;
  await tx
    .update(handovers)
    .set({ payoutOtpHash: null, payoutOtpExpiresAt: null, payoutOtpAttempts: 0, payoutOtpSentAt: null })
    .where(eq(handovers.orderId, orderId));
  return true;
}

/** A payout the provider refused: the seller must confirm again (new details or a new code). */
export function recordPayoutRefused(db: Executor, orderId: number) {
  return update(db, orderId, { ...NO_PAYOUT_OTP });
}

export function recordPayoutReleased(
  db: Executor,
  orderId: number,
  payout: {
    driver: string;
    status: string;
    reference: string;
    providerId: string | null;
    test: boolean;
    utr?: string | null;
    fundAccountId?: string | null;
    mode?: string | null;
  },
) {
  return update(db, orderId, {
    payoutDriver: payout.driver,
    payoutStatus: payout.status,
    payoutReference: payout.reference,
    payoutProviderId: payout.providerId,
    payoutTest: payout.test,
    payoutReleasedAt: new Date(),
    payoutStatusAt: new Date(),
    payoutUtr: payout.utr ?? null,
    payoutFundAccountId: payout.fundAccountId ?? null,
    payoutMode: payout.mode ?? null,
    // The full destination is needed no more (a staff retry pays the provider's fund account).
    payoutDestinationSealed: null,
  });
}

/** Whose handover it is: set by the first step of the partner holding the order. */
export function assignHandoverPartner(db: Executor, orderId: number, partnerId: number) {
  return update(db, orderId, { partnerId });
}

/**
 * Starts the doorstep steps again for another partner (the order was handed back and taken by another
 * one, before any payout): what the previous partner recorded is dropped, the seller's payout choice kept.
 * A restricted IMEI is kept with its check: it stops the purchase whoever holds the order. The log of IMEI
 * checks keeps every check.
 */
export function restartHandover(db: Executor, orderId: number, partnerId: number, restricted: boolean) {
  return update(db, orderId, {
    partnerId,
    ...(restricted ? {} : { imeis: null, imeiCheck: null, imeiCheckedAt: null }),
    idType: null,
    idMasked: null,
    nameOnId: null,
    idRecordedAt: null,
    wipeChecklist: null,
    wipeConfirmedAt: null,
    agreedAmount: null,
    finalAmount: null,
    ...NO_PAYOUT_OTP,
  });
}

/** Set in the transaction that writes the receipt and completes the order. */
export function recordHandoverCompleted(tx: Transaction, orderId: number, at: Date) {
  return update(tx, orderId, { completedAt: at });
}
