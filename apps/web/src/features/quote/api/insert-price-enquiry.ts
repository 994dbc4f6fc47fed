import type { AnswerRecord } from '@phonix/shared/questionnaire';
import type { InsertPriceEnquiryResponse } from '@phonix/shared/quote-api';
import { api } from '@/lib/api-client.ts';
import type { StoredUser } from '@/lib/storage.ts';

export function insertPriceEnquiry(selectedModel: AnswerRecord, user: StoredUser | null, finalValue: number) {
  return api.post<InsertPriceEnquiryResponse>('/api/insertPriceEnquiry', { selectedModel, user, finalValue });
}
