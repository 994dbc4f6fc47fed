import type { PartnerRequest } from '@phonix/shared/validation';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { partnerRequests } from '../../db/schema.ts';

export async function insertPartnerRequest(
  db: Database,
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

export async function markPartnerRequestNotified(db: Database, id: number): Promise<void> {
  await db.update(partnerRequests).set({ notifiedAt: new Date() }).where(eq(partnerRequests.id, id));
}
