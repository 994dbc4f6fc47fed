import type { RequestOf } from '@phonix/shared/api/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { errorMessage } from '@/lib/api-client.ts';
import { queryClient } from '@/lib/query-client.ts';
import { staffCall, staffQuery, staffQueryKey } from '@/lib/staff-session.ts';
import { entrySentence } from '../utils/describe-entry.ts';

/** One page of the audit log (admins), newest first, optionally of one kind of entity. */
export function useAuditLog(query: RequestOf<'staffAuditLog'>['query'], enabled = true) {
  return useQuery({ ...staffQuery('staffAuditLog', { query }), enabled });
}

/** One page of the price history (every staff member: decision record 203). */
export function usePriceHistory(page: number, enabled = true) {
  return useQuery({ ...staffQuery('staffPriceHistory', { query: { page } }), enabled });
}

/**
 * Reverts a catalog or pricing change (admins): the server applies the entry's before values and writes an
 * entry of its own; the log, the catalog lists and the pricing rules are read again.
 */
export function useRevertEntry(prices = false) {
  return useMutation({
    mutationFn: (entryId: number) =>
      staffCall(prices ? 'staffRevertPriceChange' : 'staffRevertAuditEntry', { params: { entryId } }),
    onSuccess: async (result) => {
      toast.success(entrySentence(result.entry));
      await Promise.all(
        (
          [
            'staffAuditLog',
            'staffPriceHistory',
            'staffCatalogBrands',
            'staffCatalogBrandModels',
            'staffPricingRules',
          ] as const
        ).map((name) => queryClient.invalidateQueries({ queryKey: staffQueryKey(name) })),
      );
    },
    onError: (error) =>
      toast.error(errorMessage(error, 'The change could not be reverted. Please try again.')),
  });
}
