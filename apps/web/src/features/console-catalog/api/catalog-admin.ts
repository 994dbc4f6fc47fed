import type { RequestOf, ResponseOf } from '@phonix/shared/api/contract';
import type { EndpointName } from '@phonix/shared/api/endpoints';
import type { PriceChangePreview } from '@phonix/shared/price-guard';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { ApiError, errorMessage } from '@/lib/api-client.ts';
import { queryClient } from '@/lib/query-client.ts';
import { staffCall, staffQuery, staffQueryKey } from '@/lib/staff-session.ts';

export function useAdminBrands() {
  return useQuery(staffQuery('staffCatalogBrands', {}));
}

export function useAdminBrandModels(brandId: number) {
  return useQuery(staffQuery('staffCatalogBrandModels', { params: { brandId } }));
}

const refreshCatalogLists = () =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: staffQueryKey('staffCatalogBrands') }),
    queryClient.invalidateQueries({ queryKey: staffQueryKey('staffCatalogBrandModels') }),
    queryClient.invalidateQueries({ queryKey: staffQueryKey('staffAuditLog') }),
  ]);

type CatalogWrite =
  | 'staffCreateBrand'
  | 'staffUpdateBrand'
  | 'staffCreateSeries'
  | 'staffUpdateSeries'
  | 'staffCreateModel'
  | 'staffUpdateModel'
  | 'staffUploadModelPhoto'
  | 'staffRemoveModelPhoto'
  | 'staffCreateVariant'
  | 'staffUpdateVariant';

/**
 * A catalog change: saved through the API (which audits it and updates the storefront at once), then the
 * console's catalog lists are read again. `success` is the toast shown once it is saved.
 */
export function useCatalogChange<N extends CatalogWrite & EndpointName>(
  name: N,
  success: string | ((result: ResponseOf<N>) => string),
) {
  return useMutation({
    mutationFn: (input: RequestOf<N>) => staffCall(name, input),
    onSuccess: async (result) => {
      toast.success(typeof success === 'function' ? success(result) : success);
      await refreshCatalogLists();
    },
    onError: (error) => {
      toast.error(errorMessage(error, 'The change could not be saved. Please try again.'));
    },
  });
}

/**
 * Saving a variant's Get Upto price through the price guard (decision record 070): the first press sends the
 * price; when the server answers PRICE_CHANGE_NEEDS_CONFIRMATION the preview is read (the check call) and
 * kept in `preview` for the dialog, and `confirm()` sends the same price again with `confirm: true`.
 */
export function useVariantPriceSave(
  variantId: number,
  saved: (result: ResponseOf<'staffUpdateVariant'>) => void,
) {
  const [pending, setPending] = useState<{ rate: number; preview: PriceChangePreview } | null>(null);
  const mutation = useMutation({
    mutationFn: async ({ rate, confirm }: { rate: number; confirm: boolean }) => {
      try {
        const result = await staffCall('staffUpdateVariant', {
          params: { variantId },
          body: confirm ? { rate, confirm: true } : { rate },
        });
        return { kind: 'saved', result } as const;
      } catch (error) {
        if (!(error instanceof ApiError) || error.code !== 'PRICE_CHANGE_NEEDS_CONFIRMATION' || confirm)
          throw error;
        const check = await staffCall('staffVariantPriceCheck', { params: { variantId }, body: { rate } });
        return { kind: 'preview', preview: check.preview, rate } as const;
      }
    },
    onSuccess: async (outcome) => {
      if (outcome.kind === 'preview') {
        setPending({ rate: outcome.rate, preview: outcome.preview });
        return;
      }
      setPending(null);
      saved(outcome.result);
      await refreshCatalogLists();
    },
    onError: (error) => {
      setPending(null);
      toast.error(errorMessage(error, 'The change could not be saved. Please try again.'));
    },
  });
  return {
    /** The first press: saves at once, or opens the preview. */
    save: (rate: number) =>
      mutation.mutateAsync({ rate, confirm: false }).then(
        () => undefined,
        () => undefined,
      ),
    /** The second press, in the dialog. */
    confirm: () =>
      pending
        ? mutation.mutateAsync({ rate: pending.rate, confirm: true }).then(
            () => undefined,
            () => undefined,
          )
        : Promise.resolve(),
    cancel: () => setPending(null),
    preview: pending?.preview ?? null,
    isPending: mutation.isPending,
  };
}

/** What a price file would change (nothing is saved): every line with the price now and the new one. */
export function usePriceUploadPreview() {
  return useMutation({
    mutationFn: (body: RequestOf<'staffPriceUploadPreview'>['body']) =>
      staffCall('staffPriceUploadPreview', { body }),
    onError: (error) => {
      toast.error(errorMessage(error, 'The file could not be read. Please try again.'));
    },
  });
}

/**
 * Applies a price file (one change in the price history): the server's message is the toast, `applied` clears
 * the panel, then the catalog lists and the price history are read again.
 */
export function usePriceUpload(applied: () => void) {
  return useMutation({
    mutationFn: (body: RequestOf<'staffPriceUpload'>['body']) => staffCall('staffPriceUpload', { body }),
    onSuccess: async (answer) => {
      toast.success(answer.message);
      applied();
      await Promise.all(
        (['staffCatalogBrands', 'staffCatalogBrandModels', 'staffPriceHistory'] as const).map((name) =>
          queryClient.invalidateQueries({ queryKey: staffQueryKey(name) }),
        ),
      );
    },
    onError: (error) => {
      toast.error(errorMessage(error, 'The prices could not be applied. Please try again.'));
    },
  });
}
