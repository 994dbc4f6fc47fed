import type { Locale } from '@phonix/shared/i18n';
import { content_banner_cta_sell } from '@phonix/shared/messages/content_banner_cta_sell';
import { home_heading } from '@phonix/shared/messages/home_heading';
import { type BannerSlide, bannerArt } from './banner-slides.ts';

/**
 * The first slide in the page's language. Its title is the page's heading (one message for both, already
 * on the first page); the carousel's chunk has the other slides' words.
 */
export function firstSlide(locale: Locale): BannerSlide {
  return { ...bannerArt(locale)[0], title: home_heading(), cta: content_banner_cta_sell() };
}
