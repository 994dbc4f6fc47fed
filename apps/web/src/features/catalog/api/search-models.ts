import type { SearchResponse } from '@phonix/shared/catalog';
import { useQuery } from '@tanstack/react-query';
import { api, segment } from '@/lib/api-client.ts';

export function useSearchModels(search: string) {
  return useQuery({
    queryKey: ['search', search],
    queryFn: ({ signal }) =>
      api
        .get<SearchResponse>(`/api/searchresult/${segment(search)}`, signal)
        .then((response) => response.models),
    enabled: search.trim().length > 0,
  });
}
