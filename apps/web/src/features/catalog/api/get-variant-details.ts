import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '@/lib/api-client.ts';

export function useVariantDetails(modelSlug: string, variantSlug: string) {
  return useQuery(endpointQuery('variantDetails', { params: { modelSlug, variantSlug } }));
}
