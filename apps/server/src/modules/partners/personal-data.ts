import { eq, inArray, or } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { Transaction } from '../../db/transaction.ts';
import { endedBefore, type HeldTables, heldRows, type PersonalDataHook } from '../../lib/personal-data.ts';
import { partnerPincodes, partnerRequests, partnerSessions, partners } from './tables.ts';

type Executor = Database | Transaction;

/**
 * A seller's number on a partner's application or shop, and a partner's own records: the shop and its owner
 * (the shop has no staff accounts of its own), the application it came from, the pincodes it serves, its
 * sign-ins.
 */
export const partnersPersonalData: PersonalDataHook = {
  async exportFor(db, subject) {
    return {
      partner_requests: heldRows(
        partnerRequests,
        await db.select().from(partnerRequests).where(eq(partnerRequests.mobile, subject.mobile)),
      ),
      partners: heldRows(
        partners,
        await db.select().from(partners).where(eq(partners.mobile, subject.mobile)),
      ),
    };
  },

  async exportForPartner(db, partner): Promise<HeldTables> {
    const [shop] = await db.select().from(partners).where(eq(partners.id, partner.partnerId)).limit(1);
    if (!shop) return {};
    return {
      partners: heldRows(partners, [shop]),
      partner_requests: heldRows(
        partnerRequests,
        await db
          .select()
          .from(partnerRequests)
          .where(
            or(
              eq(partnerRequests.mobile, shop.mobile),
              shop.partnerRequestId !== null ? eq(partnerRequests.id, shop.partnerRequestId) : undefined,
            ),
          ),
      ),
      partner_pincodes: heldRows(
        partnerPincodes,
        await db.select().from(partnerPincodes).where(eq(partnerPincodes.partnerId, partner.partnerId)),
      ),
      partner_sessions: heldRows(
        partnerSessions,
        await db.select().from(partnerSessions).where(eq(partnerSessions.partnerId, partner.partnerId)),
      ),
    };
  },

  async sweepAccessLogs(tx, cutoff) {
    const ended = await tx
      .delete(partnerSessions)
      .where(endedBefore(partnerSessions, cutoff))
      .returning({ id: partnerSessions.id });
    return { partner_sessions: ended.length };
  },
};

// Reads for the privacy module ---------------------------------------------------------------------------

/** The partners' shop, owner and number, by id. */
export async function partnerContacts(db: Executor, partnerIds: number[]) {
  if (partnerIds.length === 0) return [];
  return db
    .select({
      id: partners.id,
      shopName: partners.shopName,
      ownerName: partners.ownerName,
      mobile: partners.mobile,
    })
    .from(partners)
    .where(inArray(partners.id, partnerIds));
}

/** The partners whose number this is (a seller may run a shop too). */
export async function partnerIdsByMobile(db: Executor, mobile: string): Promise<number[]> {
  const rows = await db.select({ id: partners.id }).from(partners).where(eq(partners.mobile, mobile));
  return rows.map((row) => row.id);
}
