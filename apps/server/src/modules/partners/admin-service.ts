import type {
  PartnerRequestStatus,
  PartnerStatus,
  StaffPartner,
  StaffPartnerRequest,
} from '@phonix/shared/partner-api';
import type { HeldOrder, PartnerScorecard, RecheckOutlier } from '@phonix/shared/partner-scorecard';
import { fields } from '@phonix/shared/validation';
import { and, asc, desc, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { Transaction } from '../../db/transaction.ts';
import { AppError } from '../../lib/app-error.ts';
import { type Actor, audited } from '../audit/index.ts';
import { type Executor, enqueue, message, type OutboxListener } from '../outbox/index.ts';
import { servedPincodesAmong } from '../pincodes/index.ts';
import { ordersOfPartners } from './orders-of-partners.ts';
import {
  findPartnerByMobile,
  findPartnerByRequest,
  type PartnerRequestRow,
  type PartnerRow,
  pincodesOf,
  toPartner,
} from './repository.ts';
import { partnerScorecard, recheckOutliers } from './scorecard.ts';
import { partnerPincodes, partnerRequests, partnerSessions, partners } from './tables.ts';

/** A unique index said no (PostgreSQL 23505), naming the constraint. */
function uniqueViolation(error: unknown): string | undefined {
  const found = error as {
    code?: string;
    constraint?: string;
    cause?: { code?: string; constraint?: string };
  };
  const source = found?.code === '23505' ? found : found?.cause?.code === '23505' ? found.cause : undefined;
  return source ? (source.constraint ?? 'unique') : undefined;
}

export const PARTNER_REQUESTS_PAGE_SIZE = 50;

/** Which partner (the console names it by id, the script by mobile number). */
export type PartnerRef = { id: number } | { mobile: string };

const iso = (value: Date | null) => value?.toISOString() ?? null;

function requestStatus(row: PartnerRequestRow, partnerId: number | null): PartnerRequestStatus {
  if (partnerId !== null) return 'approved';
  return row.declinedAt ? 'declined' : 'pending';
}

function toStaffRequest(row: PartnerRequestRow, partnerId: number | null): StaffPartnerRequest {
  return {
    id: row.id,
    created_at: row.createdAt.toISOString(),
    shop_name: row.shopName,
    owner_name: row.name,
    mobile: row.mobile,
    city: row.city,
    pincode: row.pincode,
    gstin: row.gstin ?? '',
    message: row.message ?? '',
    status: requestStatus(row, partnerId),
    partner_id: partnerId,
    declined_at: iso(row.declinedAt),
    declined_by: row.declinedBy,
    decline_reason: row.declineReason,
  };
}

/** What an audit entry records of a request's decision. */
const requestState = (request: StaffPartnerRequest) => ({
  status: request.status,
  partner_id: request.partner_id,
  declined_at: request.declined_at,
  declined_by: request.declined_by,
  decline_reason: request.decline_reason,
});

/** What an audit entry records of a partner (no counts: they are not the partner's state). */
const partnerState = (partner: StaffPartner) => ({
  shop_name: partner.shop_name,
  owner_name: partner.owner_name,
  mobile: partner.mobile,
  gstin: partner.gstin,
  pincodes: partner.pincodes,
  status: partner.status,
  suspended_at: partner.suspended_at,
  suspension_reason: partner.suspension_reason,
});

/**
 * Operations on partners, for the operations console and the command-line script (src/scripts/partners.ts):
 * partner requests (listing, approving one into a partner with the pincodes it serves, declining one with a
 * reason) and partners (listing, changing their pincodes, suspending and reactivating). Every change runs in
 * `audited`: its audit entry (who, before, after) is written in the change's own transaction.
 */
export class PartnerAdminService {
  constructor(
    private readonly db: Database,
    /** Woken after a change that wrote messages (the script has none: the server's worker sends them). */
    private readonly outbox?: OutboxListener,
  ) {}

  /** Distinct, sorted, 6-digit pincodes we serve; anything else is refused naming it. */
  async #servedPincodes(tx: Executor, wanted: readonly string[]): Promise<string[]> {
    const list = [...new Set(wanted.map((code) => code.trim()).filter(Boolean))].sort();
    if (list.length === 0)
      throw new AppError('VALIDATION_FAILED', { message: 'Give at least one pincode.', field: 'pincodes' });
    const malformed = list.filter((code) => !fields.pincode().safeParse(code).success);
    if (malformed.length > 0)
      throw new AppError('PINCODE_NOT_SERVED', {
        message: `Not a pincode: ${malformed.join(', ')}`,
        field: 'pincodes',
      });
    const known = await servedPincodesAmong(tx, list);
    const unknown = list.filter((code) => !known.has(code));
    if (unknown.length > 0)
      throw new AppError('PINCODE_NOT_SERVED', {
        message: `We do not serve these pincodes: ${unknown.join(', ')}`,
        field: 'pincodes',
      });
    return list;
  }

  async #replacePincodes(tx: Executor, partnerId: number, list: string[]): Promise<void> {
    await tx.delete(partnerPincodes).where(eq(partnerPincodes.partnerId, partnerId));
    await tx.insert(partnerPincodes).values(list.map((pincode) => ({ partnerId, pincode })));
  }

  /** Partner requests, newest first, filtered by status, with how many there are in each status. */
  async listRequests(filter: { status: PartnerRequestStatus | 'all'; page: number }): Promise<{
    requests: StaffPartnerRequest[];
    total: number;
    counts: Record<PartnerRequestStatus, number>;
  }> {
    const approved = isNotNull(partners.id);
    const declined = and(isNull(partners.id), isNotNull(partnerRequests.declinedAt)) as SQL;
    const pending = and(isNull(partners.id), isNull(partnerRequests.declinedAt)) as SQL;
    const where = { all: undefined, approved, declined, pending }[filter.status];
    const joined = () =>
      this.db
        .select({ request: partnerRequests, partnerId: partners.id })
        .from(partnerRequests)
        .leftJoin(partners, eq(partners.partnerRequestId, partnerRequests.id));
    const [rows, [counts]] = await Promise.all([
      joined()
        .where(where)
        .orderBy(desc(partnerRequests.createdAt), desc(partnerRequests.id))
        .limit(PARTNER_REQUESTS_PAGE_SIZE)
        .offset((filter.page - 1) * PARTNER_REQUESTS_PAGE_SIZE),
      this.db
        .select({
          pending: sql<number>`count(*) filter (where ${pending})`.mapWith(Number),
          approved: sql<number>`count(*) filter (where ${approved})`.mapWith(Number),
          declined: sql<number>`count(*) filter (where ${declined})`.mapWith(Number),
        })
        .from(partnerRequests)
        .leftJoin(partners, eq(partners.partnerRequestId, partnerRequests.id)),
    ]);
    const byStatus = {
      pending: counts?.pending ?? 0,
      approved: counts?.approved ?? 0,
      declined: counts?.declined ?? 0,
    };
    const total =
      filter.status === 'all'
        ? byStatus.pending + byStatus.approved + byStatus.declined
        : byStatus[filter.status];
    return {
      requests: rows.map((row) => toStaffRequest(row.request, row.partnerId)),
      total,
      counts: byStatus,
    };
  }

  /** One request as it is now, locked for the transaction's decision. */
  async #lockedRequest(tx: Transaction, requestId: number) {
    const [row] = await tx
      .select()
      .from(partnerRequests)
      .where(eq(partnerRequests.id, requestId))
      .for('update');
    if (!row) throw new AppError('PARTNER_REQUEST_NOT_FOUND');
    const partner = await findPartnerByRequest(tx, row.id);
    return { row, request: toStaffRequest(row, partner?.id ?? null) };
  }

  async #request(db: Executor, requestId: number): Promise<StaffPartnerRequest> {
    const [row] = await db.select().from(partnerRequests).where(eq(partnerRequests.id, requestId));
    if (!row) throw new AppError('PARTNER_REQUEST_NOT_FOUND');
    const partner = await findPartnerByRequest(db, row.id);
    return toStaffRequest(row, partner?.id ?? null);
  }

  /**
   * Makes a partner of a pending partner request: its shop, owner, mobile and GSTIN, serving `pincodes`
   * (default: the pincode of the request). Refuses a request approved or declined before and a mobile number
   * that is already a partner's.
   */
  async approveRequest(
    actor: Actor,
    input: { requestId: number; pincodes?: readonly string[]; shopName?: string; ownerName?: string },
  ): Promise<{ partner: StaffPartner; request: StaffPartnerRequest }> {
    try {
      const approved = await audited(this.db, actor, 'partner_request.approved', async (tx) => {
        const { row, request: before } = await this.#lockedRequest(tx, input.requestId);
        if (before.status === 'approved') throw new AppError('PARTNER_REQUEST_APPROVED');
        if (before.status === 'declined') throw new AppError('PARTNER_REQUEST_DECLINED');
        if (await findPartnerByMobile(tx, row.mobile)) throw new AppError('PARTNER_EXISTS');
        const list = await this.#servedPincodes(tx, input.pincodes ?? [row.pincode]);
        const [created] = await tx
          .insert(partners)
          .values({
            shopName: input.shopName?.trim() || row.shopName,
            ownerName: input.ownerName?.trim() || row.name,
            mobile: row.mobile,
            gstin: row.gstin ?? '',
            partnerRequestId: row.id,
          })
          .returning({ id: partners.id });
        if (!created) throw new Error('The partner was not stored');
        await this.#replacePincodes(tx, created.id, list);
        // The new partner hears where the portal is and how to sign in (its mobile and an OTP).
        await enqueue(tx, [
          message(
            'sms',
            row.mobile,
            'partner_approved_partner',
            { shop: input.shopName?.trim() || row.shopName },
            { dedupeKey: `partner-approved:${created.id}` },
          ),
        ]);
        const partner = await this.#partner(tx, { id: created.id });
        const request = await this.#request(tx, row.id);
        return {
          entityType: 'partner_request',
          entityId: row.id,
          before: requestState(before),
          after: { ...requestState(request), partner: partnerState(partner) },
          result: { partner, request },
        };
      });
      this.outbox?.nudge();
      return approved;
    } catch (error) {
      const constraint = uniqueViolation(error);
      if (constraint?.includes('mobile')) throw new AppError('PARTNER_EXISTS');
      if (constraint?.includes('request')) throw new AppError('PARTNER_REQUEST_APPROVED');
      throw error;
    }
  }

  /** Declines a pending request with a reason; an approved one cannot be, a declined one stays as it was. */
  async declineRequest(
    actor: Actor,
    input: { requestId: number; reason: string },
  ): Promise<StaffPartnerRequest> {
    return audited(this.db, actor, 'partner_request.declined', async (tx) => {
      const { request: before } = await this.#lockedRequest(tx, input.requestId);
      if (before.status === 'approved') throw new AppError('PARTNER_REQUEST_APPROVED');
      if (before.status === 'declined') throw new AppError('PARTNER_REQUEST_DECLINED');
      await tx
        .update(partnerRequests)
        .set({ declinedAt: new Date(), declinedBy: actor.name, declineReason: input.reason.trim() })
        .where(eq(partnerRequests.id, input.requestId));
      const after = await this.#request(tx, input.requestId);
      return {
        entityType: 'partner_request',
        entityId: input.requestId,
        before: requestState(before),
        after: requestState(after),
        result: after,
      };
    });
  }

  /** Partners by shop name, with their pincodes and orders counted. */
  async listPartners(status: PartnerStatus | 'all' = 'all'): Promise<StaffPartner[]> {
    const rows = await this.db
      .select()
      .from(partners)
      .where(status === 'all' ? undefined : eq(partners.status, status))
      .orderBy(asc(partners.shopName), asc(partners.id));
    return this.#present(this.db, rows);
  }

  async partner(partner: PartnerRef): Promise<StaffPartner> {
    return this.#partner(this.db, partner);
  }

  /** The console's partner page: the partner, the orders it holds (oldest slot first) and its scorecard. */
  async partnerPage(partnerId: number): Promise<{
    partner: StaffPartner;
    held_orders: HeldOrder[];
    scorecard: PartnerScorecard;
  }> {
    const partner = await this.#partner(this.db, { id: partnerId });
    const held = await ordersOfPartners().heldOrdersOf(this.db, partnerId);
    return {
      partner,
      held_orders: held.map((order) => ({
        ref: order.refNo,
        status: order.status as HeldOrder['status'],
        model: order.modelName,
        pickup_date: order.pickupDate,
        pickup_time: order.pickupTime,
        locality: order.locality,
        pincode: order.pincode,
      })),
      scorecard: await partnerScorecard(this.db, partnerId),
    };
  }

  /** Partners whose re-checks cut the price far more often than the others' (the dashboard's flag). */
  recheckOutliers(): Promise<RecheckOutlier[]> {
    return recheckOutliers(this.db);
  }

  async #partner(db: Executor, partner: PartnerRef): Promise<StaffPartner> {
    const [presented] = await this.#present(db, [await this.#existing(db, partner)]);
    if (!presented) throw new AppError('PARTNER_NOT_FOUND');
    return presented;
  }

  async #present(db: Executor, rows: PartnerRow[]): Promise<StaffPartner[]> {
    const ids = rows.map((row) => row.id);
    // One after the other: inside a transaction there is one connection.
    const pincodes = await pincodesOf(db, ids);
    const counts = await ordersOfPartners().partnerOrderCounts(db, ids);
    return rows.map((row) => ({
      ...toPartner(row, pincodes.get(row.id) ?? []),
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
      partner_request_id: row.partnerRequestId,
      suspended_at: iso(row.suspendedAt),
      suspension_reason: row.suspensionReason,
      orders: counts.get(row.id) ?? { open: 0, held: 0, completed: 0 },
    }));
  }

  async #existing(db: Executor, partner: PartnerRef, lock = false): Promise<PartnerRow> {
    const where = 'id' in partner ? eq(partners.id, partner.id) : eq(partners.mobile, partner.mobile);
    const query = db.select().from(partners).where(where);
    const [row] = lock ? await query.for('update') : await query;
    if (!row) throw new AppError('PARTNER_NOT_FOUND');
    return row;
  }

  /** Replaces the pincodes a partner serves. */
  async setPincodes(actor: Actor, partner: PartnerRef, pincodes: readonly string[]): Promise<StaffPartner> {
    return audited(this.db, actor, 'partner.pincodes_changed', async (tx) => {
      const row = await this.#existing(tx, partner, true);
      const before = await this.#partner(tx, { id: row.id });
      await this.#replacePincodes(tx, row.id, await this.#servedPincodes(tx, pincodes));
      await tx.update(partners).set({ updatedAt: new Date() }).where(eq(partners.id, row.id));
      const after = await this.#partner(tx, { id: row.id });
      return {
        entityType: 'partner',
        entityId: row.id,
        before: partnerState(before),
        after: partnerState(after),
        result: after,
      };
    });
  }

  /**
   * Suspends a partner (its sessions end for good: reactivating it does not bring them back, it signs in
   * again; it can no longer sign in) or reactivates it. Suspending a suspended partner keeps the date and
   * takes the new reason, if one is given. A suspension returns every order the partner holds to the pool
   * in the same transaction (orders/partner-suspension.ts: the seller, the pool and the partner texted),
   * so no order is ever held by a partner who cannot sign in; `returnedToPool` names them.
   */
  async setStatus(
    actor: Actor,
    partner: PartnerRef,
    status: PartnerStatus,
    reason?: string,
  ): Promise<StaffPartner & { returnedToPool: string[] }> {
    const result = await audited(
      this.db,
      actor,
      status === 'suspended' ? 'partner.suspended' : 'partner.activated',
      async (tx) => {
        // Set afresh on each try of the transaction.
        let returnedToPool: string[] = [];
        const row = await this.#existing(tx, partner, true);
        const before = await this.#partner(tx, { id: row.id });
        const now = new Date();
        if (status === 'suspended') {
          await tx
            .update(partners)
            .set({
              status,
              suspendedAt: row.suspendedAt ?? now,
              suspensionReason: reason?.trim() || (row.status === 'suspended' ? row.suspensionReason : null),
              updatedAt: now,
            })
            .where(eq(partners.id, row.id));
          await tx
            .update(partnerSessions)
            .set({ revokedAt: now })
            .where(and(eq(partnerSessions.partnerId, row.id), isNull(partnerSessions.revokedAt)));
          returnedToPool = await ordersOfPartners().returnHeldOrdersToPool(tx, row, actor.staffId);
        } else {
          await tx
            .update(partners)
            .set({ status, suspendedAt: null, suspensionReason: null, updatedAt: now })
            .where(eq(partners.id, row.id));
        }
        const after = await this.#partner(tx, { id: row.id });
        const state = reason?.trim()
          ? { ...partnerState(after), reason: reason.trim() }
          : partnerState(after);
        return {
          entityType: 'partner',
          entityId: row.id,
          before: partnerState(before),
          after: returnedToPool.length > 0 ? { ...state, returned_to_pool: returnedToPool } : state,
          result: { ...after, returnedToPool },
        };
      },
    );
    if (result.returnedToPool.length > 0) this.outbox?.nudge();
    return result;
  }
}
