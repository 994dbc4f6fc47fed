import { eq } from 'drizzle-orm';
import { heldRows, type PersonalDataHook } from '../../lib/personal-data.ts';
import { priceEnquiries } from './tables.ts';

/** The seller's quotes: on erasure they stay as anonymous figures (the home page's statistics). */
export const enquiriesPersonalData: PersonalDataHook = {
  async onErase(tx, subject) {
    await tx
      .update(priceEnquiries)
      .set({ customerId: null })
      .where(eq(priceEnquiries.customerId, subject.customerId));
  },

  async exportFor(db, subject) {
    return {
      price_enquiries: heldRows(
        priceEnquiries,
        await db.select().from(priceEnquiries).where(eq(priceEnquiries.customerId, subject.customerId)),
      ),
    };
  },
};
