import type { CitiesResponse, City } from '@phonix/shared/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

export const citiesQueryOptions = queryOptions({
  queryKey: ['cities'],
  queryFn: ({ signal }) =>
    api.get<CitiesResponse>('/api/getcities', signal).then((response) => response.data),
  staleTime: Number.POSITIVE_INFINITY,
});

export function useCities() {
  return useQuery(citiesQueryOptions);
}

export function findCity(cities: readonly City[] | undefined, slug: string): City | undefined {
  return cities?.find((city) => city.city_slug === slug);
}
