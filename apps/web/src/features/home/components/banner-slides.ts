import type { Locale } from '@phonix/shared/i18n';
import { bannerArtUrl } from '@phonix/shared/images';
import { paths } from '@phonix/shared/routes';

/**
 * The home page's four banner slides (SPEC 2, Home): separate desktop (1200 x 600) and mobile art. Their
 * words are messages: the first slide's in home-banner.tsx (the first page), the others' with the carousel
 * (banner-carousel.tsx, loaded after the first paint), so the first page carries only the words it shows.
 */
export interface BannerArt {
  to: string;
  desktop: string;
  mobile: string;
}

export interface BannerSlide extends BannerArt {
  /** The slide's title and its image's text. */
  title: string;
  /** The button under the mobile art, which has no room for one (the desktop art draws its own). */
  cta: string;
}

/** The four slides' links and art in a language (the art's words drawn in it: DR 155). */
export function bannerArt(locale: Locale): [BannerArt, BannerArt, BannerArt, BannerArt] {
  const art = (slide: 1 | 2 | 3 | 4, to: string): BannerArt => ({
    to,
    desktop: bannerArtUrl(slide, 'desktop', locale),
    mobile: bannerArtUrl(slide, 'mobile', locale),
  });
  return [
    art(1, paths.sellMobile()),
    art(2, paths.sellMobile()),
    art(3, paths.sellMobile()),
    art(4, paths.partnerForm()),
  ];
}

export const BANNER_SIZE = {
  desktop: { width: 1200, height: 600 },
  mobile: { width: 720, height: 640 },
} as const;
