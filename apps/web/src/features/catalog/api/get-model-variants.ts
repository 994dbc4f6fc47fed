import type { ModelVariantsResponse } from '@phonix/shared/catalog';
import { useQuery } from '@tanstack/react-query';
import { api, segment } from '@/lib/api-client.ts';

export function useModelVariants(modelSlug: string) {
  return useQuery({
    queryKey: ['model-variants', modelSlug],
    queryFn: ({ signal }) => api.get<ModelVariantsResponse>(`/api/variant/${segment(modelSlug)}`, signal),
  });
}
