import fs from 'node:fs';
import path from 'node:path';
import type { CloseDoorHoldRequest, DoorHoldKind } from '@phonix/shared/console-queues';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { Transaction } from '../../db/transaction.ts';
import { AppError } from '../../lib/app-error.ts';
import { type Actor, audited } from '../audit/index.ts';
import { brandOfModel } from '../catalog/index.ts';
import { completedOrderRefAmong, type OrderRow, orderFacts, orderPurchaseFacts } from '../orders/index.ts';
import { enqueue, message, type OutboxListener } from '../outbox/index.ts';
import { shopNameOf } from '../partners/index.ts';
import { doorHolds, handovers, imeiChecks } from './tables.ts';

/**
 * What the door stops or flags for staff (issue 31), one row each in door_holds, the team e-mailed once:
 * - a restricted IMEI (the handover's IMEI_RESTRICTED): staff cancel the order (the seller and the partner
 *   told the reason) or release it after a second check of their own, which becomes the handover's check;
 * - an IMEI recorded on an earlier completed order (IMEI_ALREADY_BOUGHT, refused here): staff cancel, or
 *   release a real resale, after which the partner enters the IMEI again;
 * - an IMEI whose type allocation code names another brand than the order's model (tac-brands.csv): a flag
 *   only, the handover goes on; staff mark it checked (or cancel).
 * Each close is audited. The queues read the open rows (modules/dashboard/console-queues.ts).
 */

/** The TAC file shipped with the server (its source and licence at its top). */
export const TAC_BRANDS_FILE = path.join(import.meta.dirname, 'tac-brands.csv');

let tacBrands: Map<string, string> | undefined;

/** The brand a type allocation code (an IMEI's first 8 digits) was allocated to, if the file knows it. */
export function tacBrand(imei: string): string | undefined {
  if (!tacBrands) {
    tacBrands = new Map();
    for (const line of fs.readFileSync(TAC_BRANDS_FILE, 'utf8').split('\n')) {
      const match = /^(\d{8}),(.+)$/.exec(line.trim());
      if (match?.[1] && match[2]) tacBrands.set(match[1], match[2].trim());
    }
  }
  return tacBrands.get(imei.slice(0, 8));
}

/** Brands sold under one maker's allocations (a Poco carries Xiaomi's TACs, an iQOO vivo's). */
const BRAND_FAMILIES: readonly (readonly string[])[] = [
  ['xiaomi', 'poco', 'redmi', 'mi'],
  ['vivo', 'iqoo'],
  ['oppo', 'realme', 'oneplus'],
  ['huawei', 'honor'],
  ['motorola', 'lenovo'],
  ['sony', 'sony ericsson'],
];

/** Whether a TAC's brand contradicts the brand of the model sold (same brand or family: no). */
export function brandsContradict(tacBrandName: string, modelBrand: string): boolean {
  const a = tacBrandName.trim().toLowerCase();
  const b = modelBrand.trim().toLowerCase();
  if (a === b) return false;
  return !BRAND_FAMILIES.some((family) => family.includes(a) && family.includes(b));
}

export class DoorHolds {
  constructor(
    private readonly db: Database,
    private readonly outbox: OutboxListener | undefined,
    /** Who is e-mailed (TEAM_ALERT_EMAIL, else TEAM_EMAIL). */
    private readonly teamEmail: string,
  ) {}

  /**
   * Records a hold and its team e-mail in one transaction; a second hold of the same order, kind and IMEI
   * while one is open writes nothing (the partial unique index), so the team hears once.
   */
  async #hold(order: OrderRow, partnerId: number, kind: DoorHoldKind, imei: string, reference: string) {
    const written = await this.db.transaction(async (tx) => {
      const [hold] = await tx
        .insert(doorHolds)
        .values({ orderId: order.id, kind, imei, partnerId, reference })
        .onConflictDoNothing()
        .returning({ id: doorHolds.id });
      if (!hold) return false;
      const shopName = await shopNameOf(tx, partnerId);
      await enqueue(tx, [
        message(
          'email',
          this.teamEmail,
          'door_hold_team',
          { ...orderFacts(order), kind, imei, reference, partner_name: shopName ?? 'unknown' },
          { dedupeKey: `door-hold:${hold.id}`, orderId: order.id },
        ),
      ]);
      return true;
    });
    if (written) this.outbox?.nudge();
  }

  /**
   * Refuses an IMEI recorded on another order that was completed (the same phone bought twice), holding the
   * order for staff; an IMEI staff released for this order (a real resale) passes.
   */
  async refuseRepeat(order: OrderRow, partnerId: number, imeis: readonly string[]): Promise<void> {
    for (const [index, imei] of imeis.entries()) {
      // The other orders whose handover recorded this IMEI, then whether one of them was completed.
      const others = await this.db
        .select({ orderId: handovers.orderId })
        .from(handovers)
        .where(
          and(ne(handovers.orderId, order.id), sql`${handovers.imeis} @> ${JSON.stringify([imei])}::jsonb`),
        );
      const earlierRef = await completedOrderRefAmong(
        this.db,
        others.map((other) => other.orderId),
      );
      if (earlierRef === undefined) continue;
      const [released] = await this.db
        .select({ id: doorHolds.id })
        .from(doorHolds)
        .where(
          and(
            eq(doorHolds.orderId, order.id),
            eq(doorHolds.kind, 'same_phone_twice'),
            eq(doorHolds.imei, imei),
            eq(doorHolds.outcome, 'released'),
          ),
        )
        .limit(1);
      if (released) continue;
      await this.#hold(order, partnerId, 'same_phone_twice', imei, earlierRef);
      throw new AppError('IMEI_ALREADY_BOUGHT', { field: `imei_${index + 1}` });
    }
  }

  /** After IMEI_RESTRICTED: the restricted IMEI of the handover's latest check goes to staff. */
  async restricted(order: OrderRow, partnerId: number): Promise<void> {
    const [row] = await this.db
      .select({ check: handovers.imeiCheck })
      .from(handovers)
      .where(eq(handovers.orderId, order.id));
    for (const check of row?.check ?? []) {
      if (check.status === 'restricted')
        await this.#hold(order, partnerId, 'restricted_imei', check.imei, check.reference);
    }
  }

  /** Flags each IMEI whose TAC names another brand than the order's model (the handover goes on). */
  async flagBrand(order: OrderRow, partnerId: number, imeis: readonly string[]): Promise<void> {
    const brand = await brandOfModel(this.db, order.modelId);
    if (!brand) return;
    for (const imei of imeis) {
      const named = tacBrand(imei);
      if (named && brandsContradict(named, brand.name))
        await this.#hold(order, partnerId, 'imei_brand', imei, named);
    }
  }

  /**
   * Closes an open hold, audited: 'cancelled' cancels the order first (`cancelOrder`: the seller and the
   * partner told the reason), 'released' lets the handover go on (a restricted IMEI needs the second check's
   * reference, which becomes the handover's check), 'checked' closes a brand flag.
   */
  async close(
    actor: Actor,
    holdId: number,
    request: CloseDoorHoldRequest,
    cancelOrder: (refNo: string, reason: string) => Promise<unknown>,
  ): Promise<string> {
    const [hold] = await this.db.select().from(doorHolds).where(eq(doorHolds.id, holdId));
    const order = hold && (await orderPurchaseFacts(this.db, [hold.orderId])).get(hold.orderId);
    if (!hold || !order) throw new AppError('DOOR_HOLD_NOT_FOUND');
    const found = { hold, refNo: order.refNo, status: order.status };
    if (hold.closedAt) throw new AppError('DOOR_HOLD_CLOSED');
    const { outcome, reason } = request;
    const second = request.second_check_reference?.trim() ?? '';
    if (outcome === 'checked' && hold.kind !== 'imei_brand')
      throw new AppError('VALIDATION_FAILED', {
        message: 'A phone stopped at the door is cancelled or released, not only checked.',
        field: 'outcome',
      });
    if (outcome === 'released' && hold.kind === 'restricted_imei' && second === '')
      throw new AppError('VALIDATION_FAILED', {
        message: "Enter the second check's reference to release a restricted IMEI.",
        field: 'second_check_reference',
      });
    if (outcome === 'cancelled' && found.status !== 'cancelled') await cancelOrder(found.refNo, reason);

    await audited(this.db, actor, `door_hold.${outcome}`, async (tx) => {
      const [closed] = await tx
        .update(doorHolds)
        .set({
          closedAt: new Date(),
          closedBy: actor.staffId,
          outcome,
          reason,
          secondCheckReference: second === '' ? null : second,
        })
        .where(and(eq(doorHolds.id, hold.id), isNull(doorHolds.closedAt)))
        .returning();
      if (!closed) throw new AppError('DOOR_HOLD_CLOSED');
      if (outcome === 'released' && hold.kind === 'restricted_imei')
        await releaseRestricted(tx, hold, second);
      return {
        entityType: 'order',
        entityId: found.refNo,
        before: { hold_id: hold.id, kind: hold.kind, imei: hold.imei, reference: hold.reference },
        after: { outcome, reason, second_check_reference: closed.secondCheckReference },
        result: undefined,
      };
    });
    return {
      cancelled: 'The order is cancelled; the seller and the partner are told the reason.',
      released:
        hold.kind === 'restricted_imei'
          ? 'Released after the second check: the partner can go on with the handover.'
          : 'Released: the partner can enter the IMEI again and go on.',
      checked: 'Marked checked.',
    }[outcome];
  }
}

/**
 * A restricted IMEI released after staff's second check: the check is logged (imei_checks) and becomes the
 * handover's, every IMEI clear, so the handover goes on from its IMEI step done.
 */
async function releaseRestricted(tx: Transaction, hold: typeof doorHolds.$inferSelect, reference: string) {
  const [row] = await tx
    .select({ check: handovers.imeiCheck })
    .from(handovers)
    .where(eq(handovers.orderId, hold.orderId));
  const checkedAt = new Date();
  const checks = (row?.check ?? []).map((check) =>
    check.status === 'restricted'
      ? {
          ...check,
          status: 'clear' as const,
          driver: 'manual',
          reference,
          checkedAt: checkedAt.toISOString(),
        }
      : check,
  );
  const released = checks.filter((check) => check.reference === reference);
  if (released.length > 0)
    await tx.insert(imeiChecks).values(
      released.map((check) => ({
        orderId: hold.orderId,
        imei: check.imei,
        status: 'clear',
        driver: 'manual',
        reference,
        checkedAt,
      })),
    );
  await tx
    .update(handovers)
    .set({ imeiCheck: checks, imeiRestricted: false, imeiCheckedAt: checkedAt, updatedAt: checkedAt })
    .where(eq(handovers.orderId, hold.orderId));
}
