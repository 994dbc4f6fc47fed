import type { AnswerRecord } from '@phonix/shared/questionnaire';
import { call } from '@/lib/api-client.ts';
import type { StoredUser } from '@/lib/storage.ts';

export function insertPriceEnquiry(
  selectedModel: AnswerRecord,
  user: StoredUser | null,
  finalValue: number,
  quoteSeconds: number | null,
) {
  return call('insertPriceEnquiry', {
    body: { selectedModel, user, finalValue, ...(quoteSeconds ? { quote_seconds: quoteSeconds } : {}) },
  });
}
