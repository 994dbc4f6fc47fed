import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '@/lib/api-client.ts';

export function useSearchModels(search: string) {
  return useQuery({
    ...endpointQuery('searchResult', { params: { search } }),
    select: (response) => response.models,
    enabled: search.trim().length > 0,
  });
}
