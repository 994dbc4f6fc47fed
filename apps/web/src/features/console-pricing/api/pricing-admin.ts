import type { PricingChanges, SampleAnswers } from '@phonix/shared/console-api';
import { useMutation, useQuery } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { errorMessage } from '@/lib/api-client.ts';
import { queryClient } from '@/lib/query-client.ts';
import { staffCall, staffQuery, staffQueryKey } from '@/lib/staff-session.ts';

export function usePricingRules() {
  return useQuery(staffQuery('staffPricingRules', {}));
}

/** The device pickers of the preview read the console's catalog lists. */
export function useBrandsForPreview() {
  return useQuery(staffQuery('staffCatalogBrands', {}));
}

export function useModelsForPreview(brandId: number | null) {
  return useQuery({
    ...staffQuery('staffCatalogBrandModels', { params: { brandId: brandId ?? 0 } }),
    enabled: brandId !== null,
  });
}

export function usePricingPreview() {
  return useMutation({
    mutationFn: (input: { changes: PricingChanges; variant_id: number; answers: SampleAnswers }) =>
      staffCall('staffPricingPreview', { body: input }),
    onError: (error) => toast.error(errorMessage(error, 'The preview could not be made. Please try again.')),
  });
}

export function useSavePricingRules() {
  return useMutation({
    mutationFn: (changes: PricingChanges) => staffCall('staffUpdatePricingRules', { body: changes }),
    onSuccess: async () => {
      toast.success('Pricing rules saved: every new quote uses them now');
      await queryClient.invalidateQueries({ queryKey: staffQueryKey('staffPricingRules') });
    },
    onError: (error) =>
      toast.error(errorMessage(error, 'The pricing rules could not be saved. Please try again.')),
  });
}
