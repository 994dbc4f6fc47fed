import type { VariantDetailsResponse } from '@phonix/shared/catalog';
import { useQuery } from '@tanstack/react-query';
import { api, segment } from '@/lib/api-client.ts';

export function useVariantDetails(modelSlug: string, variantSlug: string) {
  return useQuery({
    queryKey: ['variant-details', modelSlug, variantSlug],
    queryFn: ({ signal }) =>
      api.get<VariantDetailsResponse>(
        `/api/variantdetails/${segment(modelSlug)}/${segment(variantSlug)}`,
        signal,
      ),
  });
}
