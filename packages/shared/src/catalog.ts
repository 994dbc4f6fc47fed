import { z } from 'zod';

/** Catalog entities and the catalog calls' responses (SPEC sections 3 and 7), field names as the spec has them. */

export const brandSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  CategoryGroupName: z.string(),
  /** File name under BRAND_IMAGE_BASE. */
  image: z.string(),
});
export type Brand = z.infer<typeof brandSchema>;

export const seriesSchema = z.object({
  CategoryCode: z.string(),
  CategoryName: z.string(),
  cc_slug: z.string(),
});
export type Series = z.infer<typeof seriesSchema>;

/**
 * A model's full name, with its brand ("Apple iPhone 15 Pro Max"), without saying the brand twice when the
 * model's own name starts with it ("OnePlus 13", "Nothing Phone (3)", "iQOO 13").
 */
export function fullModelName(brandName: string, modelName: string): string {
  const brand = brandName.trim();
  const startsWithBrand = modelName.toLowerCase().startsWith(`${brand.toLowerCase()} `);
  return startsWithBrand ? modelName : `${brand} ${modelName}`;
}

export const modelSchema = z.object({
  ItemCode: z.string(),
  /** Full name with the brand, e.g. "Apple iPhone 15 Pro Max" (`fullModelName`). */
  ItemName: z.string(),
  CategoryCode: z.string(),
  /** The brand's slug. */
  cgc_slug: z.string(),
  ic_slug: z.string(),
  /** The model's own name, e.g. "iPhone 15 Pro Max". */
  model: z.string(),
  /** File name under MODEL_IMAGE_BASE: ic_slug + ".webp". */
  image: z.string(),
  year: z.number().int(),
});
export type Model = z.infer<typeof modelSchema>;

export const variantSchema = z.object({
  id: z.number().int(),
  VariantName: z.string(),
  /** The "Get Upto" price in whole rupees. */
  Rate: z.number().int(),
});
export type Variant = z.infer<typeof variantSchema>;

export const citySchema = z.object({
  city_id: z.number().int(),
  city_name: z.string(),
  state: z.string(),
  /** The city's lower-case path segment. */
  city_slug: z.string(),
});
export type City = z.infer<typeof citySchema>;

export const brandsResponseSchema = z.object({ success: z.literal(true), brands: z.array(brandSchema) });
export type BrandsResponse = z.infer<typeof brandsResponseSchema>;

export const brandModelsResponseSchema = z.object({
  success: z.literal(true),
  brand: brandSchema,
  series: z.array(seriesSchema),
  models: z.array(modelSchema),
});
export type BrandModelsResponse = z.infer<typeof brandModelsResponseSchema>;

export const modelVariantsResponseSchema = z.object({
  success: z.literal(true),
  brand: brandSchema,
  model: modelSchema,
  variants: z.array(variantSchema),
});
export type ModelVariantsResponse = z.infer<typeof modelVariantsResponseSchema>;

export const variantDetailsResponseSchema = z.object({
  success: z.literal(true),
  brand: brandSchema,
  model: modelSchema,
  variant: variantSchema,
});
export type VariantDetailsResponse = z.infer<typeof variantDetailsResponseSchema>;

/** The device the seller chose, as stored in selectedModel (SPEC 3, "Selected device"), plus its Rate. */
export const selectedDeviceSchema = z.object({
  ic_slug: z.string(),
  model_name: z.string(),
  /** The variant's id. */
  variant: z.number().int(),
  variant_name: z.string(),
  item_image: z.string(),
  /** Model name with the variant in brackets. */
  item_name: z.string(),
  brand_slug: z.string(),
  brand_name: z.string(),
  Rate: z.number().int(),
});
export type SelectedDevice = z.infer<typeof selectedDeviceSchema>;

export const selectedVariantResponseSchema = z.object({
  success: z.literal(true),
  data: selectedDeviceSchema,
});
export type SelectedVariantResponse = z.infer<typeof selectedVariantResponseSchema>;

export const searchModelSchema = modelSchema.pick({
  ItemCode: true,
  ItemName: true,
  model: true,
  image: true,
  ic_slug: true,
  cgc_slug: true,
});
export type SearchModel = z.infer<typeof searchModelSchema>;

export const searchResponseSchema = z.object({
  success: z.literal(true),
  models: z.array(searchModelSchema),
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;

export const citiesResponseSchema = z.object({ success: z.literal(true), data: z.array(citySchema) });
export type CitiesResponse = z.infer<typeof citiesResponseSchema>;
