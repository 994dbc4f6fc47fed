import { eq } from 'drizzle-orm';
import { heldRows, type PersonalDataHook } from '../../lib/personal-data.ts';
import { addresses } from './tables.ts';

/** The seller's saved addresses (an order keeps its own copy of the one it went to). */
export const addressesPersonalData: PersonalDataHook = {
  async onErase(tx, subject) {
    await tx.delete(addresses).where(eq(addresses.customerId, subject.customerId));
  },

  async exportFor(db, subject) {
    return {
      addresses: heldRows(
        addresses,
        await db.select().from(addresses).where(eq(addresses.customerId, subject.customerId)),
      ),
    };
  },
};
