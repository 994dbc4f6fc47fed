import { randomInt, webcrypto } from 'node:crypto';
import { ORDER_STATUS, type OrderStatus } from '@phonix/shared/order-lifecycle';
import type { SelfCheckReport } from '@phonix/shared/self-check';
import {
  canonicalJson,
  type DevicePublicKey,
  DOOR_CODE_ALPHABET,
  DOOR_CODE_LENGTH,
  DOOR_CODE_MAX_ATTEMPTS,
  DOOR_CODE_TTL_MS,
  type DoorCodeView,
  doorProofText,
  type PartnerSelfCheck,
  type ProveDoorCodeRequest,
  type SellerSelfCheck,
  type ShareSelfCheckRequest,
} from '@phonix/shared/self-check-proof';
import { and, desc, eq, gt, gte, isNotNull, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { Transaction } from '../../db/transaction.ts';
import { AppError } from '../../lib/app-error.ts';
import { findOrderByRef, findPartnerOrderByRef } from '../orders/index.ts';
import { doorProofs, selfCheckReports } from './tables.ts';

type Executor = Database | Transaction;
type ReportRow = typeof selfCheckReports.$inferSelect;
type ProofRow = typeof doorProofs.$inferSelect;

/** A check can be shared while the pickup is open: booked, taken by a partner, or on the way. */
const OPEN_STATUSES: readonly OrderStatus[] = [
  ORDER_STATUS.enquiry,
  ORDER_STATUS.accepted,
  ORDER_STATUS.out_for_pickup,
];
/** A report's own time may run ahead of ours by a phone clock's usual error, not more. */
const CLOCK_SKEW_MS = 10 * 60 * 1000;

const ECDSA_P256 = { name: 'ECDSA', namedCurve: 'P-256' } as const;

/**
 * Whether `signature` (base64url, IEEE P1363) is the key's ECDSA-SHA-256 signature of `text` (UTF-8). A key
 * that is not a point of the curve, or a signature of the wrong size, is simply not valid.
 */
export async function verifyDeviceSignature(
  publicKey: DevicePublicKey,
  signature: string,
  text: string,
): Promise<boolean> {
  try {
    const key = await webcrypto.subtle.importKey(
      'jwk',
      { kty: publicKey.kty, crv: publicKey.crv, x: publicKey.x, y: publicKey.y },
      ECDSA_P256,
      false,
      ['verify'],
    );
    return await webcrypto.subtle.verify(
      { name: 'ECDSA', hash: 'SHA-256' },
      key,
      Buffer.from(signature, 'base64url'),
      new TextEncoder().encode(text),
    );
  } catch {
    return false;
  }
}

/** A fresh door code: six characters of the read-aloud alphabet, from the system's random source. */
export function newDoorCode(): string {
  let code = '';
  for (let i = 0; i < DOOR_CODE_LENGTH; i += 1)
    code += DOOR_CODE_ALPHABET[randomInt(DOOR_CODE_ALPHABET.length)];
  return code;
}

async function reportOf(db: Executor, orderId: number): Promise<ReportRow | undefined> {
  const [row] = await db.select().from(selfCheckReports).where(eq(selfCheckReports.orderId, orderId));
  return row;
}

/** When the phone of the shared report was proven at the door (a proof made after that report was shared). */
async function provenAtOf(db: Executor, report: ReportRow): Promise<Date | null> {
  const [row] = await db
    .select({ provenAt: doorProofs.provenAt })
    .from(doorProofs)
    .where(
      and(
        eq(doorProofs.orderId, report.orderId),
        isNotNull(doorProofs.provenAt),
        gte(doorProofs.provenAt, report.sharedAt),
      ),
    )
    .orderBy(desc(doorProofs.provenAt))
    .limit(1);
  return row?.provenAt ?? null;
}

/** The order's code the seller's phone may still prove with, if any. */
async function liveCodeOf(db: Executor, orderId: number, now: Date): Promise<ProofRow | undefined> {
  const [row] = await db
    .select()
    .from(doorProofs)
    .where(
      and(
        eq(doorProofs.orderId, orderId),
        isNull(doorProofs.spentAt),
        isNull(doorProofs.provenAt),
        gt(doorProofs.expiresAt, now),
      ),
    )
    .orderBy(desc(doorProofs.id))
    .limit(1);
  return row;
}

/**
 * The self-check a checked, proven phone carries to the door (issue 34): the report the seller shared with
 * the order and when the phone was proven there, or null when none was shared or the phone is not proven.
 * For the re-check at the door, which keeps the quote of the items the proven check covered.
 */
export async function provenSelfCheckOf(
  db: Executor,
  orderId: number,
): Promise<{ report: SelfCheckReport; checkedAt: Date; provenAt: Date } | null> {
  const report = await reportOf(db, orderId);
  if (!report) return null;
  const provenAt = await provenAtOf(db, report);
  return provenAt ? { report: report.report, checkedAt: report.checkedAt, provenAt } : null;
}

/** What a refused proof attempt answers, once its count is written. */
type ProofOutcome =
  | { ok: true }
  | { ok: false; code: 'DOOR_CODE_WRONG' | 'DOOR_CODE_EXPIRED' | 'DOOR_PROOF_OTHER_PHONE' };

/**
 * The self-check bound to the phone: the seller shares the phone's signed report with an order; the partner
 * holding the order asks for a door code; the seller's phone signs it with the same key.
 */
export class SelfCheckService {
  private readonly now: () => Date;

  constructor(
    private readonly db: Database,
    { now = () => new Date() }: { now?: () => Date } = {},
  ) {
    this.now = now;
  }

  private async sellerOrder(customerId: number, refNo: string) {
    const order = await findOrderByRef(this.db, refNo, customerId);
    if (!order) throw new AppError('ORDER_NOT_FOUND');
    return order;
  }

  private async sellerView(order: { id: number; refNo: string; variantId: number; status: OrderStatus }) {
    const report = await reportOf(this.db, order.id);
    const provenAt = report ? await provenAtOf(this.db, report) : null;
    const view: SellerSelfCheck = {
      ref_no: order.refNo,
      variant_id: order.variantId,
      can_share: OPEN_STATUSES.includes(order.status),
      can_prove: order.status === ORDER_STATUS.out_for_pickup && report !== undefined && provenAt === null,
      shared: report
        ? {
            checked_at: report.checkedAt.toISOString(),
            shared_at: report.sharedAt.toISOString(),
            proven_at: provenAt?.toISOString() ?? null,
          }
        : null,
    };
    return view;
  }

  async sellerState(customerId: number, refNo: string): Promise<SellerSelfCheck> {
    return this.sellerView(await this.sellerOrder(customerId, refNo));
  }

  /** Keeps the phone's signed report with the order (replacing one shared before), once its signature holds. */
  async share(customerId: number, refNo: string, body: ShareSelfCheckRequest): Promise<SellerSelfCheck> {
    const order = await this.sellerOrder(customerId, refNo);
    if (!OPEN_STATUSES.includes(order.status)) throw new AppError('SELF_CHECK_ORDER_CLOSED');
    if (body.report.variant_id !== order.variantId)
      throw new AppError('SELF_CHECK_OTHER_VARIANT', { field: 'report.variant_id' });
    const now = this.now();
    const checkedAt = new Date(body.report.checked_at);
    if (checkedAt.getTime() > now.getTime() + CLOCK_SKEW_MS)
      throw new AppError('VALIDATION_FAILED', {
        field: 'report.checked_at',
        message: 'The check cannot have run in the future. Please check the phone’s date and time.',
      });
    if (!(await verifyDeviceSignature(body.public_key, body.signature, canonicalJson(body.report))))
      throw new AppError('SELF_CHECK_SIGNATURE_INVALID', { field: 'signature' });
    const row = {
      customerId,
      report: body.report,
      checkedAt,
      publicKey: body.public_key,
      signature: body.signature,
      sharedAt: now,
    };
    await this.db
      .insert(selfCheckReports)
      .values({ orderId: order.id, ...row })
      .onConflictDoUpdate({ target: selfCheckReports.orderId, set: row });
    return this.sellerView(order);
  }

  /**
   * The seller's phone signs the code the partner shows. A wrong code, or a signature of another key, counts
   * against the code (written even though the call is refused); the fifth spends it.
   */
  async prove(customerId: number, refNo: string, body: ProveDoorCodeRequest): Promise<SellerSelfCheck> {
    const order = await this.sellerOrder(customerId, refNo);
    if (order.status !== ORDER_STATUS.out_for_pickup)
      throw new AppError(
        OPEN_STATUSES.includes(order.status) ? 'DOOR_CODE_NOT_YET' : 'SELF_CHECK_ORDER_CLOSED',
      );
    const report = await reportOf(this.db, order.id);
    if (!report) throw new AppError('SELF_CHECK_NOT_SHARED');
    const signed = () =>
      verifyDeviceSignature(report.publicKey, body.signature, doorProofText(order.refNo, body.code));
    const outcome = await this.db.transaction(async (tx): Promise<ProofOutcome> => {
      const now = this.now();
      const [live] = await tx
        .select()
        .from(doorProofs)
        .where(
          and(
            eq(doorProofs.orderId, order.id),
            isNull(doorProofs.spentAt),
            isNull(doorProofs.provenAt),
            gt(doorProofs.expiresAt, now),
          ),
        )
        .orderBy(desc(doorProofs.id))
        .limit(1)
        .for('update');
      const miss = async (code: 'DOOR_CODE_WRONG' | 'DOOR_PROOF_OTHER_PHONE'): Promise<ProofOutcome> => {
        if (!live) return { ok: false, code };
        const attempts = live.attempts + 1;
        const spent = attempts >= DOOR_CODE_MAX_ATTEMPTS;
        await tx
          .update(doorProofs)
          .set({ attempts, ...(spent ? { spentAt: now } : {}) })
          .where(eq(doorProofs.id, live.id));
        return { ok: false, code: spent ? 'DOOR_CODE_EXPIRED' : code };
      };
      if (live && live.code === body.code) {
        if (!(await signed())) return miss('DOOR_PROOF_OTHER_PHONE');
        await tx.update(doorProofs).set({ provenAt: now }).where(eq(doorProofs.id, live.id));
        return { ok: true };
      }
      // Not the live code: one proven already (sent twice) stands for the same phone; an older one has gone.
      const [earlier] = await tx
        .select()
        .from(doorProofs)
        .where(and(eq(doorProofs.orderId, order.id), eq(doorProofs.code, body.code)))
        .orderBy(desc(doorProofs.id))
        .limit(1);
      if (earlier?.provenAt && earlier.provenAt >= report.sharedAt) {
        return (await signed()) ? { ok: true } : { ok: false, code: 'DOOR_PROOF_OTHER_PHONE' };
      }
      if (earlier || !live) return { ok: false, code: 'DOOR_CODE_EXPIRED' };
      return miss('DOOR_CODE_WRONG');
    });
    if (!outcome.ok)
      throw new AppError(outcome.code, {
        field: outcome.code === 'DOOR_PROOF_OTHER_PHONE' ? 'signature' : 'code',
      });
    return this.sellerView(order);
  }

  private async partnerOrder(partnerId: number, refNo: string) {
    const order = await findPartnerOrderByRef(this.db, partnerId, refNo);
    if (!order) throw new AppError('ORDER_NOT_FOUND');
    return order;
  }

  /** What the partner holding the order sees: the check, the code waiting, whether the phone is proven. */
  async partnerState(partnerId: number, refNo: string): Promise<PartnerSelfCheck> {
    const order = await this.partnerOrder(partnerId, refNo);
    const report = await reportOf(this.db, order.id);
    const provenAt = report ? await provenAtOf(this.db, report) : null;
    const live = report && provenAt === null ? await liveCodeOf(this.db, order.id, this.now()) : undefined;
    return {
      ref_no: order.refNo,
      report: report
        ? {
            checked_at: report.checkedAt.toISOString(),
            shared_at: report.sharedAt.toISOString(),
            results: report.report.results,
            display_finding: report.report.display_finding,
            dead_touch_cells: report.report.dead_touch_cells.length,
            device: report.report.device,
          }
        : null,
      proven_at: provenAt?.toISOString() ?? null,
      door_code: live ? { code: live.code, expires_at: live.expiresAt.toISOString() } : null,
      can_ask_code: order.status === ORDER_STATUS.out_for_pickup && report !== undefined,
    };
  }

  /** A new code for the seller's phone to sign; the codes asked for before are spent. */
  async issueDoorCode(partnerId: number, refNo: string): Promise<DoorCodeView> {
    const order = await this.partnerOrder(partnerId, refNo);
    if (order.status !== ORDER_STATUS.out_for_pickup) {
      throw OPEN_STATUSES.includes(order.status)
        ? new AppError('DOOR_CODE_NOT_YET', {
            message: 'A door code can be shown once you are out for pickup.',
          })
        : new AppError('SELF_CHECK_ORDER_CLOSED');
    }
    if (!(await reportOf(this.db, order.id)))
      throw new AppError('SELF_CHECK_NOT_SHARED', {
        message: 'The seller has not shared a phone check for this order.',
      });
    const now = this.now();
    const row = await this.db.transaction(async (tx) => {
      await tx
        .update(doorProofs)
        .set({ spentAt: now })
        .where(
          and(eq(doorProofs.orderId, order.id), isNull(doorProofs.spentAt), isNull(doorProofs.provenAt)),
        );
      const [inserted] = await tx
        .insert(doorProofs)
        .values({
          orderId: order.id,
          partnerId,
          code: newDoorCode(),
          issuedAt: now,
          expiresAt: new Date(now.getTime() + DOOR_CODE_TTL_MS),
        })
        .returning();
      return inserted as ProofRow;
    });
    return { code: row.code, expires_at: row.expiresAt.toISOString() };
  }
}
