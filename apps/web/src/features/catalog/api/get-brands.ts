import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpointQuery } from '@/lib/api-client.ts';

export const brandsQueryOptions = queryOptions({
  ...endpointQuery('brands', {}),
  select: (response) => response.brands,
});

export function useBrands() {
  return useQuery(brandsQueryOptions);
}
