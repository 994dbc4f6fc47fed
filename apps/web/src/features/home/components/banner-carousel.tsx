import { COMPANY } from '@phonix/shared/company';
import type { Locale } from '@phonix/shared/i18n';
import { content_banner_cta_partner } from '@phonix/shared/messages/content_banner_cta_partner';
import { content_banner_cta_pickup } from '@phonix/shared/messages/content_banner_cta_pickup';
import { content_banner_cta_price } from '@phonix/shared/messages/content_banner_cta_price';
import { content_banner_go_to } from '@phonix/shared/messages/content_banner_go_to';
import { content_banner_label } from '@phonix/shared/messages/content_banner_label';
import { content_banner_next } from '@phonix/shared/messages/content_banner_next';
import { content_banner_partner_title } from '@phonix/shared/messages/content_banner_partner_title';
import { content_banner_previous } from '@phonix/shared/messages/content_banner_previous';
import { content_carousel_position } from '@phonix/shared/messages/content_carousel_position';
import { home_heading } from '@phonix/shared/messages/home_heading';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { usePageLocale } from '@/lib/locale.tsx';
import { BannerPicture } from './banner-picture.tsx';
import { type BannerSlide, bannerArt } from './banner-slides.ts';
import { firstSlide } from './first-slide.ts';

/** The four slides in the page's language (the first as the first page drew it). */
function bannerSlides(locale: Locale): BannerSlide[] {
  const [, pickup, price, partner] = bannerArt(locale);
  const sellTitle = home_heading();
  return [
    firstSlide(locale),
    { ...pickup, title: sellTitle, cta: content_banner_cta_pickup() },
    { ...price, title: sellTitle, cta: content_banner_cta_price() },
    {
      ...partner,
      title: content_banner_partner_title({ company: COMPANY.name }),
      cta: content_banner_cta_partner(),
    },
  ];
}

/**
 * The arrows sit at both ends of the indicator row, under the slide, so they never cover the art's text or
 * the mobile button. From 1280 px the art's left margin (6% of its width) is wider than an arrow, and they
 * float at the sides of the slide.
 */
const arrowClass =
  'absolute bottom-0 z-10 inline-flex size-11 items-center justify-center rounded-full bg-white text-slate-800 shadow-md ring-1 ring-slate-200 transition hover:text-brand-800 xl:top-[calc(50%-1.375rem)] xl:bottom-auto xl:-translate-y-1/2 xl:bg-white/90 xl:hover:bg-white';

/**
 * Four slides with previous / next controls and one indicator button per slide (SPEC 2, Home), wrapping at
 * both ends. Built on CSS scroll snapping rather than embla: swiping is the browser's own, and the first
 * page does not carry a carousel library (the testimonials, further down, still use embla).
 */
export function BannerCarousel({ frameClass }: { frameClass: string }) {
  const viewport = useRef<HTMLDivElement>(null);
  const [selected, setSelected] = useState(0);
  /** The slide a button is scrolling to, until the scroll gets there (or a finger takes over). */
  const heading = useRef<number | null>(null);
  const { locale } = usePageLocale();
  const slides = bannerSlides(locale);
  const count = slides.length;

  // The slide in view follows the scroll position, whether moved by a button or a finger; the slides a
  // button's smooth scroll passes on its way are not selected, so a second tap counts from its target.
  useEffect(() => {
    const element = viewport.current;
    if (!element) return;
    const update = () => {
      const inView = Math.round(element.scrollLeft / Math.max(element.clientWidth, 1));
      if (heading.current !== null && inView !== heading.current) return;
      heading.current = null;
      setSelected(inView);
    };
    const letGo = () => {
      heading.current = null;
    };
    element.addEventListener('scroll', update, { passive: true });
    element.addEventListener('pointerdown', letGo, { passive: true });
    element.addEventListener('wheel', letGo, { passive: true });
    return () => {
      element.removeEventListener('scroll', update);
      element.removeEventListener('pointerdown', letGo);
      element.removeEventListener('wheel', letGo);
    };
  }, []);

  const show = (index: number) => {
    const element = viewport.current;
    if (!element) return;
    const target = (index + count) % count;
    heading.current = target;
    element.scrollTo({ left: target * element.clientWidth, behavior: 'smooth' });
    setSelected(target);
  };
  /** The slide the previous and next buttons count from: where a running scroll is going, else the one shown. */
  const from = () => heading.current ?? selected;

  return (
    <section
      aria-roledescription="carousel"
      aria-label={content_banner_label()}
      data-testid="banner-carousel"
      className="relative"
    >
      <div
        ref={viewport}
        className={`${frameClass} flex snap-x snap-mandatory overflow-x-auto overscroll-x-contain [scrollbar-width:none] [&::-webkit-scrollbar]:hidden`}
      >
        {slides.map((slide, index) => (
          // biome-ignore lint/a11y/useSemanticElements: the APG carousel pattern: a slide is a group, not a form fieldset
          <div
            key={slide.desktop}
            role="group"
            aria-roledescription="slide"
            aria-label={content_carousel_position({ number: index + 1, count })}
            inert={index !== selected}
            className="min-w-0 shrink-0 grow-0 basis-full snap-start snap-always"
          >
            <BannerPicture slide={slide} first={index === 0} />
          </div>
        ))}
      </div>
      <button
        type="button"
        className={`${arrowClass} left-0 xl:left-4`}
        aria-label={content_banner_previous()}
        onClick={() => show(from() - 1)}
      >
        <ChevronLeft className="size-6" aria-hidden />
      </button>
      <button
        type="button"
        className={`${arrowClass} right-0 xl:right-4`}
        aria-label={content_banner_next()}
        onClick={() => show(from() + 1)}
      >
        <ChevronRight className="size-6" aria-hidden />
      </button>
      <div className="flex h-11 items-center justify-center">
        {slides.map((slide, index) => (
          <button
            key={slide.desktop}
            type="button"
            aria-label={content_banner_go_to({ number: index + 1 })}
            aria-current={index === selected ? 'true' : undefined}
            onClick={() => show(index)}
            className="group inline-flex size-11 items-center justify-center rounded-full"
          >
            <span
              className={`block h-3 rounded-full transition-all ${
                index === selected
                  ? 'w-8 bg-brand-700'
                  : 'w-3 bg-slate-400 ring-2 ring-white group-hover:bg-slate-500'
              }`}
            />
          </button>
        ))}
      </div>
    </section>
  );
}
