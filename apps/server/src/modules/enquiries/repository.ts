import type { Quote } from '@phonix/shared/pricing';
import type { AnswerRecord } from '@phonix/shared/questionnaire';
import type { Database } from '../../db/client.ts';
import { priceEnquiries } from '../../db/schema.ts';

export async function insertPriceEnquiry(
  db: Database,
  enquiry: {
    modelId: number;
    variantId: number;
    customerId: number | null;
    answers: AnswerRecord;
    quote: Quote;
  },
): Promise<number> {
  const [row] = await db
    .insert(priceEnquiries)
    .values({ ...enquiry, finalValue: enquiry.quote.finalValue })
    .returning({ id: priceEnquiries.id });
  if (!row) throw new Error('The price enquiry was not stored');
  return row.id;
}
