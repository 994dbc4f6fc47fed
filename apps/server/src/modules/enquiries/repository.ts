import type { Quote } from '@phonix/shared/pricing';
import type { AnswerRecord } from '@phonix/shared/questionnaire';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { priceEnquiries } from './tables.ts';

export type PriceEnquiryRow = typeof priceEnquiries.$inferSelect;

export async function insertPriceEnquiry(
  db: Database,
  enquiry: {
    modelId: number;
    variantId: number;
    customerId: number | null;
    answers: AnswerRecord;
    quote: Quote;
    quoteSeconds: number | null;
  },
): Promise<number> {
  const [row] = await db
    .insert(priceEnquiries)
    .values({ ...enquiry, finalValue: enquiry.quote.finalValue })
    .returning({ id: priceEnquiries.id });
  if (!row) throw new Error('The price enquiry was not stored');
  return row.id;
}

export async function findPriceEnquiry(db: Database, id: number): Promise<PriceEnquiryRow | undefined> {
  const [row] = await db.select().from(priceEnquiries).where(eq(priceEnquiries.id, id)).limit(1);
  return row;
}
