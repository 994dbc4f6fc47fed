import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpointQuery } from './api-client.ts';

/**
 * The cities served. The city modal, the checkout form and the address form all read this one query, so
 * a city offered anywhere is a city served. (Pincodes are in pincodes.ts, out of the first page's JS.)
 */
export const citiesQueryOptions = queryOptions({
  ...endpointQuery('getCities', {}),
  select: (response) => response.data,
  staleTime: Number.POSITIVE_INFINITY,
});

export function useServedCities() {
  return useQuery(citiesQueryOptions);
}
