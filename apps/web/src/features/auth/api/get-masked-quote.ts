import { formatINR } from '@phonix/shared/money';
import type { AnswerRecord } from '@phonix/shared/questionnaire';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client.ts';

const FALLBACK_MASK = '₹XX,XXX';

/** The quote of the device shown in the dialogs, with its digits hidden until the seller logs in: '₹XX,XXX'. */
export function useMaskedQuote(record: AnswerRecord | null): string {
  const query = useQuery({
    queryKey: ['masked-quote', record],
    queryFn: ({ signal }) => call('getExactValue', { body: record as AnswerRecord }, { signal }),
    enabled: record !== null,
    retry: false,
  });
  return query.data ? formatINR(query.data.finalValue).replace(/\d/g, 'X') : FALLBACK_MASK;
}
