import type { RequestOf, ResponseOf } from '@phonix/shared/api/contract';
import type { EndpointName } from '@phonix/shared/api/endpoints';
import { useMutation, useQuery } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { errorMessage } from '@/lib/api-client.ts';
import { queryClient } from '@/lib/query-client.ts';
import { staffCall, staffQuery, staffQueryKey } from '@/lib/staff-session.ts';

export function useAdminBrands() {
  return useQuery(staffQuery('staffCatalogBrands', {}));
}

export function useAdminBrandModels(brandId: number) {
  return useQuery(staffQuery('staffCatalogBrandModels', { params: { brandId } }));
}

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
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: staffQueryKey('staffCatalogBrands') }),
        queryClient.invalidateQueries({ queryKey: staffQueryKey('staffCatalogBrandModels') }),
      ]);
    },
    onError: (error) => {
      toast.error(errorMessage(error, 'The change could not be saved. Please try again.'));
    },
  });
}
