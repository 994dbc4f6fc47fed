import type { BrandModelsResponse } from '@phonix/shared/catalog';
import { useQuery } from '@tanstack/react-query';
import { api, segment } from '@/lib/api-client.ts';

export function useBrandModels(brandSlug: string) {
  return useQuery({
    queryKey: ['brand-models', brandSlug],
    queryFn: ({ signal }) => api.get<BrandModelsResponse>(`/api/model/${segment(brandSlug)}`, signal),
  });
}
