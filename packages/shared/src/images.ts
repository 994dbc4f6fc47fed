/** Where catalog images are served (SPEC 7: an image base path plus ic_slug with a .webp extension). */

export const BRAND_IMAGE_BASE = '/images/brands/';
export const MODEL_IMAGE_BASE = '/images/models/';

export function modelImageUrl(icSlug: string): string {
  return `${MODEL_IMAGE_BASE}${icSlug}.webp`;
}

export function brandImageUrl(brand: { image: string }): string {
  return `${BRAND_IMAGE_BASE}${brand.image}`;
}
