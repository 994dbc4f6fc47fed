import type { BrandsResponse } from '@phonix/shared/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

export const brandsQueryOptions = queryOptions({
  queryKey: ['brands'],
  queryFn: ({ signal }) => api.get<BrandsResponse>('/api/brands', signal).then((response) => response.brands),
});

export function useBrands() {
  return useQuery(brandsQueryOptions);
}
