import type { PricingChanges, SampleAnswers } from '@phonix/shared/console-api';
import { useMutation, useQuery } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { ApiError, errorMessage } from '@/lib/api-client.ts';
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

/**
 * Saves pricing changes through the price guard (decision record 070): when the server answers
 * PRICE_CHANGE_NEEDS_CONFIRMATION the outcome is the preview (read by the check call), and saving again with
 * `confirm` applies the changes.
 */
export function useSavePricingRules() {
  return useMutation({
    mutationFn: async ({ changes, confirm }: { changes: PricingChanges; confirm: boolean }) => {
      try {
        const rules = await staffCall('staffUpdatePricingRules', {
          body: confirm ? { ...changes, confirm: true } : changes,
        });
        return { kind: 'saved', rules } as const;
      } catch (error) {
        if (!(error instanceof ApiError) || error.code !== 'PRICE_CHANGE_NEEDS_CONFIRMATION' || confirm)
          throw error;
        const check = await staffCall('staffPricingCheck', { body: changes });
        return { kind: 'preview', preview: check.preview } as const;
      }
    },
    onSuccess: async (outcome) => {
      if (outcome.kind === 'preview') return;
      toast.success('Pricing rules saved: every new quote uses them now');
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: staffQueryKey('staffPricingRules') }),
        queryClient.invalidateQueries({ queryKey: staffQueryKey('staffAuditLog') }),
      ]);
    },
    onError: (error) =>
      toast.error(errorMessage(error, 'The pricing rules could not be saved. Please try again.')),
  });
}
