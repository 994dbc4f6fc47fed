import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '@/lib/api-client.ts';

export function useBrandModels(brandSlug: string) {
  return useQuery(endpointQuery('brandModels', { params: { brandSlug } }));
}
