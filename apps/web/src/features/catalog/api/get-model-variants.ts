import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '@/lib/api-client.ts';

export function useModelVariants(modelSlug: string) {
  return useQuery(endpointQuery('modelVariants', { params: { modelSlug } }));
}
