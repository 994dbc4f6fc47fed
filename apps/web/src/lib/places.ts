import type { CitiesResponse } from '@phonix/shared/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client.ts';

/**
 * The cities served. The city modal, the checkout form and the address form all read this one query, so
 * a city offered anywhere is a city served. (Pincodes are in pincodes.ts, out of the first page's JS.)
 */
export const citiesQueryOptions = queryOptions({
  queryKey: ['cities'],
  queryFn: ({ signal }) =>
    api.get<CitiesResponse>('/api/getcities', signal).then((response) => response.data),
  staleTime: Number.POSITIVE_INFINITY,
});

export function useServedCities() {
  return useQuery(citiesQueryOptions);
}
