import type { AnswerRecord } from '@phonix/shared/questionnaire';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client.ts';

export function useExactValue(record: AnswerRecord | null) {
  return useQuery({
    queryKey: ['exact-value', record],
    queryFn: ({ signal }) => call('getExactValue', { body: record as AnswerRecord }, { signal }),
    enabled: record !== null,
    staleTime: 0,
  });
}
