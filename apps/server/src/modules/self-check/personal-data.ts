import { eq, inArray } from 'drizzle-orm';
import { heldRows, type PersonalDataHook } from '../../lib/personal-data.ts';
import { doorProofs, selfCheckReports } from './tables.ts';

/**
 * The seller's self-checks shared with their orders (what their phone reported of itself, its public key)
 * and the door proofs made with them: the seller's data, erased with the account and in their download.
 * The door codes themselves are left out of the download (they proved nothing by themselves).
 */
export const selfCheckPersonalData: PersonalDataHook = {
  async onErase(tx, subject) {
    if (subject.orderIds.length > 0)
      await tx.delete(doorProofs).where(inArray(doorProofs.orderId, subject.orderIds));
    await tx.delete(selfCheckReports).where(eq(selfCheckReports.customerId, subject.customerId));
  },

  async exportFor(db, subject) {
    const reports = await db
      .select()
      .from(selfCheckReports)
      .where(eq(selfCheckReports.customerId, subject.customerId));
    const proofs =
      subject.orderIds.length > 0
        ? await db.select().from(doorProofs).where(inArray(doorProofs.orderId, subject.orderIds))
        : [];
    return {
      self_check_reports: heldRows(selfCheckReports, reports),
      door_proofs: heldRows(doorProofs, proofs).map(({ code: _code, ...row }) => row),
    };
  },
};
