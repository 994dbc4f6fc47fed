import type { PincodeEntry } from '@phonix/shared/account-api';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import toast from 'react-hot-toast';
import { api, segment } from './api-client.ts';

export const PINCODE_LOAD_FAILED = 'Failed to fetch pin codes for the selected city.';

/** The pincodes of a served city, by its name; a failed load toasts (SPEC 8). */
export function usePincodes(cityName: string) {
  const query = useQuery({
    queryKey: ['pincodes', cityName],
    queryFn: ({ signal }) =>
      api
        .get<{ success: true; pincodes: PincodeEntry[] }>(`/api/pincodes/${segment(cityName)}`, signal)
        .then((response) => response.pincodes),
    enabled: cityName !== '',
    staleTime: 60 * 60 * 1000,
    retry: false,
  });
  useEffect(() => {
    if (query.isError) toast.error(PINCODE_LOAD_FAILED, { id: 'pincodes-failed' });
  }, [query.isError]);
  return query;
}
