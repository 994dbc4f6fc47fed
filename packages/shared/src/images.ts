import { BASE_LOCALE, type Locale } from './i18n.ts';

/** Where catalog images are served (SPEC 7: an image base path plus ic_slug with a .webp extension). */

export const BRAND_IMAGE_BASE = '/images/brands/';
export const MODEL_IMAGE_BASE = '/images/models/';
/** A model's illustration or photo as served: drawn and resized by the server, sized so by the pages. */
export const MODEL_IMAGE = { width: 300, height: 400 } as const;

export function modelImageUrl(icSlug: string): string {
  return `${MODEL_IMAGE_BASE}${icSlug}.webp`;
}

export function brandImageUrl(brand: { image: string }): string {
  return `${BRAND_IMAGE_BASE}${brand.image}`;
}

/**
 * The home page's banner art (apps/web/public/banners): the English art at the root, the Hindi and Telugu art
 * under its language, drawn from the English by apps/server/src/scripts/draw-banners.ts (DR 155).
 */
export function bannerArtUrl(slide: 1 | 2 | 3 | 4, form: 'desktop' | 'mobile', locale: Locale): string {
  const folder = locale === BASE_LOCALE ? '' : `${locale}/`;
  return `/banners/${folder}banner-${slide}-${form}.svg`;
}
