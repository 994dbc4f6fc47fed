import type { APIRequestContext } from '@playwright/test';
import { expect } from '@playwright/test';

/** Shapes of the public API (SPEC 3 and 7) as far as the browser tests read them. */
export interface Variant {
  id: number;
  VariantName: string;
  Rate: number;
}

export interface Brand {
  id: number;
  slug: string;
  CategoryGroupName: string;
}

export interface Model {
  ItemName: string;
  CategoryCode: string;
  cgc_slug: string;
  ic_slug: string;
  model: string;
}

export interface Series {
  CategoryCode: string;
  CategoryName: string;
  cc_slug: string;
}

export interface City {
  city_id: number;
  city_name: string;
  city_slug: string;
}

export interface QuoteLine {
  code: string;
  label: string;
  percent: number;
  amount: number;
}

export interface ExactValue {
  finalValue: number;
  basePrice: number;
  deductions: QuoteLine[];
  totalDeduction: number;
}

async function getJson<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  expect(response.ok(), `GET ${path} answered ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

export const api = {
  brands: async (request: APIRequestContext) =>
    (await getJson<{ brands: Brand[] }>(request, '/api/brands')).brands,

  brandModels: (request: APIRequestContext, brandSlug: string) =>
    getJson<{ series: Series[]; models: Model[] }>(request, `/api/model/${encodeURIComponent(brandSlug)}`),

  variants: async (request: APIRequestContext, modelSlug: string) =>
    (await getJson<{ variants: Variant[] }>(request, `/api/variant/${encodeURIComponent(modelSlug)}`))
      .variants,

  cities: async (request: APIRequestContext) =>
    (await getJson<{ data: City[] }>(request, '/api/getcities')).data,

  search: async (request: APIRequestContext, text: string) =>
    (await getJson<{ models: Model[] }>(request, `/api/searchresult/${encodeURIComponent(text)}`)).models,

  exactValue: async (request: APIRequestContext, record: unknown): Promise<ExactValue> => {
    const response = await request.post('/api/getExactValue', { data: record });
    expect(response.ok(), `POST /api/getExactValue answered ${response.status()}`).toBe(true);
    return (await response.json()) as ExactValue;
  },
};

/** The variant of a model with the given name, failing the test when the catalog no longer has it. */
export async function variantNamed(request: APIRequestContext, modelSlug: string, name: string) {
  const variant = (await api.variants(request, modelSlug)).find((item) => item.VariantName === name);
  if (!variant) throw new Error(`The catalog has no variant ${name} of ${modelSlug}`);
  return variant;
}

/** The first model, over all brands, that has exactly one variant; null when the catalog has none. */
export async function findSingleVariantModel(
  request: APIRequestContext,
): Promise<{ brandSlug: string; model: Model; variant: Variant } | null> {
  for (const brand of await api.brands(request)) {
    const { models } = await api.brandModels(request, brand.slug);
    for (const model of models) {
      const variants = await api.variants(request, model.ic_slug);
      const [only] = variants;
      if (variants.length === 1 && only) return { brandSlug: brand.slug, model, variant: only };
    }
  }
  return null;
}

const rupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
});

/** Whole rupees the Indian way, as the site must show them: 123456 -> "₹1,23,456". */
export function inr(amount: number): string {
  const text = rupees.format(amount);
  // Guard against a Node without full ICU silently giving western grouping.
  if (amount >= 100_000) expect(text).toMatch(/^₹\d{1,2}(,\d{2})+,\d{3}$/);
  return text;
}
