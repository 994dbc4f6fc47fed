import type { Partner, PartnerStatus } from '@phonix/shared/partner-api';
import type { PartnerRequest } from '@phonix/shared/validation';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { Executor } from '../outbox/index.ts';
import { partnerPincodes, partnerRequests, partners } from './tables.ts';

export type PartnerRow = typeof partners.$inferSelect;
export type PartnerRequestRow = typeof partnerRequests.$inferSelect;

export async function insertPartnerRequest(
  db: Executor,
  request: PartnerRequest & { clientIp: string | null },
): Promise<number> {
  const [row] = await db
    .insert(partnerRequests)
    .values({
      name: request.name,
      mobile: request.mobile,
      city: request.city,
      pincode: request.pincode,
      shopName: request.shop_name,
      gstin: request.gstin || null,
      message: request.message || null,
      clientIp: request.clientIp,
    })
    .returning({ id: partnerRequests.id });
  if (!row) throw new Error('The partner request was not stored');
  return row.id;
}

export async function markPartnerRequestNotified(db: Executor, id: number): Promise<void> {
  await db.update(partnerRequests).set({ notifiedAt: new Date() }).where(eq(partnerRequests.id, id));
}

export async function findPartnerById(db: Executor, id: number): Promise<PartnerRow | undefined> {
  const [row] = await db.select().from(partners).where(eq(partners.id, id));
  return row;
}

export async function findPartnerByMobile(db: Executor, mobile: string): Promise<PartnerRow | undefined> {
  const [row] = await db.select().from(partners).where(eq(partners.mobile, mobile));
  return row;
}

export async function findPartnerByRequest(db: Executor, requestId: number): Promise<PartnerRow | undefined> {
  const [row] = await db.select().from(partners).where(eq(partners.partnerRequestId, requestId));
  return row;
}

/** Each partner's pincodes, sorted. */
export async function pincodesOf(db: Executor, partnerIds: number[]): Promise<Map<number, string[]>> {
  const byPartner = new Map<number, string[]>(partnerIds.map((id) => [id, []]));
  if (partnerIds.length === 0) return byPartner;
  const rows = await db
    .select()
    .from(partnerPincodes)
    .where(inArray(partnerPincodes.partnerId, partnerIds))
    .orderBy(asc(partnerPincodes.pincode));
  for (const row of rows) byPartner.get(row.partnerId)?.push(row.pincode);
  return byPartner;
}

export function toPartner(row: PartnerRow, pincodes: string[]): Partner {
  return {
    partner_id: row.id,
    shop_name: row.shopName,
    owner_name: row.ownerName,
    mobile: row.mobile,
    gstin: row.gstin,
    pincodes,
    status: row.status as PartnerStatus,
  };
}

/** A partner with its pincodes, for the API. */
export async function loadPartner(db: Database, id: number): Promise<Partner | undefined> {
  const row = await findPartnerById(db, id);
  if (!row) return undefined;
  return toPartner(row, (await pincodesOf(db, [id])).get(id) ?? []);
}
