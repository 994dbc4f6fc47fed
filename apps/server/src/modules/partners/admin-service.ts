import type { Partner, PartnerStatus } from '@phonix/shared/partner-api';
import { fields } from '@phonix/shared/validation';
import { desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { partnerPincodes, partnerRequests, partners, pincodes as servedPincodes } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Executor } from '../outbox/outbox.ts';
import {
  findPartnerById,
  findPartnerByMobile,
  findPartnerByRequest,
  findPartnerRequest,
  loadPartner,
  type PartnerRequestRow,
} from './repository.ts';

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

/**
 * Operations on partners: approving a partner request into a partner with the pincodes it serves, changing
 * those pincodes, suspending and reactivating. The command-line script (src/scripts/partners.ts) calls it today;
 * the operations console will call the same methods.
 */
export class PartnerAdminService {
  constructor(private readonly db: Database) {}

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
    const rows = await tx
      .selectDistinct({ pincode: servedPincodes.pincode })
      .from(servedPincodes)
      .where(inArray(servedPincodes.pincode, list));
    const known = new Set(rows.map((row) => row.pincode));
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

  /** Partner requests, newest first, with the partner each became (if approved). */
  async listRequests(): Promise<{ request: PartnerRequestRow; partnerId: number | null }[]> {
    const rows = await this.db
      .select({ request: partnerRequests, partnerId: partners.id })
      .from(partnerRequests)
      .leftJoin(partners, eq(partners.partnerRequestId, partnerRequests.id))
      .orderBy(desc(partnerRequests.createdAt), desc(partnerRequests.id));
    return rows;
  }

  /**
   * Makes a partner of a partner request: its shop, owner, mobile and GSTIN, serving `pincodes` (default:
   * the pincode of the request). Refuses a request approved before and a mobile number that is already a
   * partner's.
   */
  async approveRequest(input: {
    requestId: number;
    pincodes?: readonly string[];
    shopName?: string;
    ownerName?: string;
  }): Promise<Partner> {
    try {
      const id = await this.db.transaction(async (tx) => {
        const request = await findPartnerRequest(tx, input.requestId);
        if (!request) throw new AppError('PARTNER_REQUEST_NOT_FOUND');
        if (await findPartnerByRequest(tx, request.id)) throw new AppError('PARTNER_REQUEST_APPROVED');
        if (await findPartnerByMobile(tx, request.mobile)) throw new AppError('PARTNER_EXISTS');
        const list = await this.#servedPincodes(tx, input.pincodes ?? [request.pincode]);
        const [row] = await tx
          .insert(partners)
          .values({
            shopName: input.shopName?.trim() || request.shopName,
            ownerName: input.ownerName?.trim() || request.name,
            mobile: request.mobile,
            gstin: request.gstin ?? '',
            partnerRequestId: request.id,
          })
          .returning({ id: partners.id });
        if (!row) throw new Error('The partner was not stored');
        await this.#replacePincodes(tx, row.id, list);
        return row.id;
      });
      return (await loadPartner(this.db, id)) as Partner;
    } catch (error) {
      const constraint = uniqueViolation(error);
      if (constraint?.includes('mobile')) throw new AppError('PARTNER_EXISTS');
      if (constraint?.includes('request')) throw new AppError('PARTNER_REQUEST_APPROVED');
      throw error;
    }
  }

  async #existing(tx: Executor, partner: { id: number } | { mobile: string }) {
    const row =
      'id' in partner ? await findPartnerById(tx, partner.id) : await findPartnerByMobile(tx, partner.mobile);
    if (!row) throw new AppError('PARTNER_NOT_FOUND');
    return row;
  }

  /** Replaces the pincodes a partner serves. */
  async setPincodes(
    partner: { id: number } | { mobile: string },
    pincodes: readonly string[],
  ): Promise<Partner> {
    const id = await this.db.transaction(async (tx) => {
      const row = await this.#existing(tx, partner);
      await this.#replacePincodes(tx, row.id, await this.#servedPincodes(tx, pincodes));
      await tx.update(partners).set({ updatedAt: new Date() }).where(eq(partners.id, row.id));
      return row.id;
    });
    return (await loadPartner(this.db, id)) as Partner;
  }

  /** Suspends (its sessions stop working, it can no longer sign in) or reactivates a partner. */
  async setStatus(partner: { id: number } | { mobile: string }, status: PartnerStatus): Promise<Partner> {
    const row = await this.#existing(this.db, partner);
    await this.db.update(partners).set({ status, updatedAt: new Date() }).where(eq(partners.id, row.id));
    return (await loadPartner(this.db, row.id)) as Partner;
  }
}
