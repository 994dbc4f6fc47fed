import { paths } from '@phonix/shared/routes';
/** The home page's four banner slides (SPEC 2, Home): separate desktop (1200 x 600) and mobile art. */
export interface BannerSlide {
  to: string;
  title: string;
  /** The button under the mobile art, which has no room for one (the desktop art draws its own). */
  cta: string;
  desktop: string;
  mobile: string;
}

const SELL_TITLE = 'Sell your old or used mobile phone for instant cash';

export const BANNER_SLIDES: BannerSlide[] = [
  {
    to: paths.sellMobile(),
    title: SELL_TITLE,
    cta: 'Sell Now',
    desktop: '/banners/banner-1-desktop.svg',
    mobile: '/banners/banner-1-mobile.svg',
  },
  {
    to: paths.sellMobile(),
    title: SELL_TITLE,
    cta: 'Book a Pickup',
    desktop: '/banners/banner-2-desktop.svg',
    mobile: '/banners/banner-2-mobile.svg',
  },
  {
    to: paths.sellMobile(),
    title: SELL_TITLE,
    cta: 'Check Your Price',
    desktop: '/banners/banner-3-desktop.svg',
    mobile: '/banners/banner-3-mobile.svg',
  },
  {
    to: paths.partnerForm(),
    title: 'Join Phonix as a partner and grow your business',
    cta: 'Join as a Partner',
    desktop: '/banners/banner-4-desktop.svg',
    mobile: '/banners/banner-4-mobile.svg',
  },
];

export const BANNER_SIZE = {
  desktop: { width: 1200, height: 600 },
  mobile: { width: 720, height: 640 },
} as const;
