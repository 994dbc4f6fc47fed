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

export const BANNER_ART: [BannerArt, BannerArt, BannerArt, BannerArt] = [
  {
    to: paths.sellMobile(),
    desktop: '/banners/banner-1-desktop.svg',
    mobile: '/banners/banner-1-mobile.svg',
  },
  {
    to: paths.sellMobile(),
    desktop: '/banners/banner-2-desktop.svg',
    mobile: '/banners/banner-2-mobile.svg',
  },
  {
    to: paths.sellMobile(),
    desktop: '/banners/banner-3-desktop.svg',
    mobile: '/banners/banner-3-mobile.svg',
  },
  {
    to: paths.partnerForm(),
    desktop: '/banners/banner-4-desktop.svg',
    mobile: '/banners/banner-4-mobile.svg',
  },
];

export const BANNER_SIZE = {
  desktop: { width: 1200, height: 600 },
  mobile: { width: 720, height: 640 },
} as const;
