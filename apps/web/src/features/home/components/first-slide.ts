import { content_banner_cta_sell } from '@phonix/shared/messages/content_banner_cta_sell';
import { home_heading } from '@phonix/shared/messages/home_heading';
import { BANNER_ART, type BannerSlide } from './banner-slides.ts';

/**
 * The first slide in the page's language. Its title is the page's heading (one message for both, already
 * on the first page); the carousel's chunk has the other slides' words.
 */
export function firstSlide(): BannerSlide {
  return { ...BANNER_ART[0], title: home_heading(), cta: content_banner_cta_sell() };
}
