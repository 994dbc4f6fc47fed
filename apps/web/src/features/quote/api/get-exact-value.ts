import type { AnswerRecord } from '@phonix/shared/questionnaire';
import type { ExactValueResponse } from '@phonix/shared/quote-api';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

export function useExactValue(record: AnswerRecord | null) {
  return useQuery({
    queryKey: ['exact-value', record],
    queryFn: ({ signal }) => api.post<ExactValueResponse>('/api/getExactValue', record, signal),
    enabled: record !== null,
    staleTime: 0,
  });
}
