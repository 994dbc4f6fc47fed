import type { City } from '@phonix/shared/catalog';
import { useQuery } from '@tanstack/react-query';
import { citiesQueryOptions as servedCitiesQueryOptions } from '@/lib/places.ts';

/** The cities served; the same query feeds the checkout and address forms (lib/places.ts). */
export const citiesQueryOptions = servedCitiesQueryOptions;

export function useCities() {
  return useQuery(citiesQueryOptions);
}

export function findCity(cities: readonly City[] | undefined, slug: string): City | undefined {
  return cities?.find((city) => city.city_slug === slug);
}
