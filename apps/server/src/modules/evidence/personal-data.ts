import { inArray } from 'drizzle-orm';
import { heldRows, type PersonalDataHook } from '../../lib/personal-data.ts';
import { doorPhotos } from './tables.ts';

/**
 * The photos of the seller's phone taken at the door (issue 34). They show a phone, not its owner, and
 * prove what the seller was paid for: kept with the purchase receipt as long as the law keeps it
 * (RETENTION.purchaseReceipt); an erasure deletes those of orders that never reached a receipt. The
 * download carries each photo as its file (a data URL of the WebP).
 */
export const evidencePersonalData: PersonalDataHook = {
  async onErase(tx, subject) {
    const kept = new Set(subject.receiptOrderIds);
    const erased = subject.orderIds.filter((id) => !kept.has(id));
    if (erased.length === 0) return;
    await tx.delete(doorPhotos).where(inArray(doorPhotos.orderId, erased));
  },

  async exportFor(db, subject) {
    if (subject.orderIds.length === 0) return { door_photos: [] };
    const rows = await db.select().from(doorPhotos).where(inArray(doorPhotos.orderId, subject.orderIds));
    return {
      door_photos: heldRows(
        doorPhotos,
        rows.map((row) => ({
          ...row,
          webp: `data:image/webp;base64,${Buffer.from(row.webp).toString('base64')}`,
        })),
      ),
    };
  },
};
