import type { ErrorResponse, RequestOf, ResponseOf } from '@phonix/shared/api/contract';
import { CONTRACT } from '@phonix/shared/api/contract';
import { ERRORS } from '@phonix/shared/errors';
import type { PageReader, PageReadName, PageReadResult } from '@phonix/shared/page-render';
import { AppError } from '../../lib/app-error.ts';
import type { CatalogService } from '../catalog/index.ts';
import type { OrderService } from '../orders/index.ts';

type Reads = { [N in PageReadName]: (input: RequestOf<N>) => Promise<ResponseOf<N>> | ResponseOf<N> };

/**
 * The public GET endpoints a server-rendered page reads (packages/shared/src/page-render.ts), answered by
 * the services the API routes call, in-process: the same values, the same refusals (a missing model is
 * MODEL_NOT_FOUND), and the request checked against the same contract schema first.
 */
export function createPageReader(services: { catalog: CatalogService; orders: OrderService }): PageReader {
  const { catalog, orders } = services;
  const reads: Reads = {
    getCities: () => catalog.citiesResponse(),
    brands: () => catalog.brandsResponse(),
    brandModels: ({ params }) => {
      const response = catalog.brandModelsResponse(params.brandSlug);
      if (!response) throw new AppError('BRAND_NOT_FOUND');
      return response;
    },
    modelVariants: ({ params }) => {
      const response = catalog.modelVariantsResponse(params.modelSlug);
      if (!response) throw new AppError('MODEL_NOT_FOUND');
      return response;
    },
    variantDetails: ({ params }) => {
      const entry = catalog.findVariantBySlug(params.modelSlug, params.variantSlug);
      if (!entry) throw new AppError('VARIANT_NOT_FOUND');
      return { success: true, brand: entry.brand, model: entry.model, variant: entry.variant };
    },
    searchResult: ({ params }) => ({ success: true, models: catalog.search(params.search) }),
    deviceReport: async ({ params }) => ({
      success: true,
      enquiry: await orders.deviceReport(params.ref),
    }),
  };

  return async <N extends PageReadName>(name: N, input: RequestOf<N>): Promise<PageReadResult<N>> => {
    const schema = CONTRACT[name] as {
      params?: { safeParse(value: unknown): { success: boolean; data?: unknown } };
    };
    const params = schema.params?.safeParse((input as { params?: unknown }).params);
    if (params && !params.success) return refusal(new AppError('VALIDATION_FAILED'));
    try {
      const read = reads[name] as (input: unknown) => ResponseOf<N> | Promise<ResponseOf<N>>;
      return { ok: true, data: await read(params ? { params: params.data } : input) };
    } catch (error) {
      if (error instanceof AppError) return refusal(error);
      throw error;
    }
  };
}

function refusal(error: AppError): { ok: false; status: number; error: ErrorResponse } {
  return {
    ok: false,
    status: ERRORS[error.code].status,
    error: { success: false, code: error.code, message: error.message },
  };
}
