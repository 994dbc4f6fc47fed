import { content_carousel_position } from '@phonix/shared/messages/content_carousel_position';
import { content_testimonial_1_city } from '@phonix/shared/messages/content_testimonial_1_city';
import { content_testimonial_1_name } from '@phonix/shared/messages/content_testimonial_1_name';
import { content_testimonial_1_text } from '@phonix/shared/messages/content_testimonial_1_text';
import { content_testimonial_2_city } from '@phonix/shared/messages/content_testimonial_2_city';
import { content_testimonial_2_name } from '@phonix/shared/messages/content_testimonial_2_name';
import { content_testimonial_2_text } from '@phonix/shared/messages/content_testimonial_2_text';
import { content_testimonial_3_city } from '@phonix/shared/messages/content_testimonial_3_city';
import { content_testimonial_3_name } from '@phonix/shared/messages/content_testimonial_3_name';
import { content_testimonial_3_text } from '@phonix/shared/messages/content_testimonial_3_text';
import { content_testimonial_4_city } from '@phonix/shared/messages/content_testimonial_4_city';
import { content_testimonial_4_name } from '@phonix/shared/messages/content_testimonial_4_name';
import { content_testimonial_4_text } from '@phonix/shared/messages/content_testimonial_4_text';
import { content_testimonial_5_city } from '@phonix/shared/messages/content_testimonial_5_city';
import { content_testimonial_5_name } from '@phonix/shared/messages/content_testimonial_5_name';
import { content_testimonial_5_text } from '@phonix/shared/messages/content_testimonial_5_text';
import { content_testimonial_6_city } from '@phonix/shared/messages/content_testimonial_6_city';
import { content_testimonial_6_name } from '@phonix/shared/messages/content_testimonial_6_name';
import { content_testimonial_6_text } from '@phonix/shared/messages/content_testimonial_6_text';
import { content_testimonials_kicker } from '@phonix/shared/messages/content_testimonials_kicker';
import { content_testimonials_label } from '@phonix/shared/messages/content_testimonials_label';
import { content_testimonials_next } from '@phonix/shared/messages/content_testimonials_next';
import { content_testimonials_previous } from '@phonix/shared/messages/content_testimonials_previous';
import { content_testimonials_title } from '@phonix/shared/messages/content_testimonials_title';
import useEmblaCarousel from 'embla-carousel-react';
import { ChevronLeft, ChevronRight, Quote } from 'lucide-react';
import { useEffect, useState } from 'react';
import { PageContainer } from '@/components/ui/page-container.tsx';
import { useCardsPerView } from '../hooks/use-cards-per-view.ts';
import { useCarouselPosition } from '../hooks/use-carousel-position.ts';

interface Testimonial {
  name: string;
  city: string;
  feedback: string;
}

/** One avatar for everyone (SPEC 3): we do not publish customers' photos. */
const AVATAR = '/avatars/default-avatar.svg';
const AUTO_ADVANCE_MS = 3000;
/** Cards grouped per slide (SPEC 9). */
const GROUP_SIZE = 3;

/** The six testimonials in the page's language (names and cities written in its script). */
const testimonials = (): Testimonial[] => [
  {
    name: content_testimonial_1_name(),
    city: content_testimonial_1_city(),
    feedback: content_testimonial_1_text(),
  },
  {
    name: content_testimonial_2_name(),
    city: content_testimonial_2_city(),
    feedback: content_testimonial_2_text(),
  },
  {
    name: content_testimonial_3_name(),
    city: content_testimonial_3_city(),
    feedback: content_testimonial_3_text(),
  },
  {
    name: content_testimonial_4_name(),
    city: content_testimonial_4_city(),
    feedback: content_testimonial_4_text(),
  },
  {
    name: content_testimonial_5_name(),
    city: content_testimonial_5_city(),
    feedback: content_testimonial_5_text(),
  },
  {
    name: content_testimonial_6_name(),
    city: content_testimonial_6_city(),
    feedback: content_testimonial_6_text(),
  },
];

const arrowClass =
  'inline-flex size-11 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-800 shadow-xs transition hover:border-brand-600 hover:text-brand-800';

/**
 * Customer testimonials: 3 cards per view above 854 px and 1 at or below (recomputed on resize), moving a
 * group at a time, advancing every 3 seconds and wrapping; the arrows show only when there is more than one
 * page (SPEC 2 and 9). It pauses while the pointer or keyboard focus is on it, so nobody reads a moving card.
 */
export function Testimonials() {
  const perView = useCardsPerView();
  const slidesToScroll = Math.min(perView, GROUP_SIZE);
  const [viewportRef, embla] = useEmblaCarousel({ loop: true, align: 'start', slidesToScroll });
  const { selected, pages } = useCarouselPosition(embla);
  const [paused, setPaused] = useState(false);
  const items = testimonials();
  const pageCount = pages || Math.ceil(items.length / slidesToScroll);

  useEffect(() => {
    if (!embla || paused || pageCount <= 1) return;
    const timer = window.setInterval(() => {
      if (embla.canScrollNext()) embla.scrollNext();
      else embla.scrollTo(0);
    }, AUTO_ADVANCE_MS);
    return () => window.clearInterval(timer);
  }, [embla, paused, pageCount]);

  const firstVisible = selected * slidesToScroll;
  return (
    <section aria-labelledby="testimonials-title" className="py-12 md:py-16">
      <PageContainer>
        <div className="flex items-end justify-between gap-4">
          <div>
            <p className="text-sm font-bold tracking-wider text-brand-700 uppercase">
              {content_testimonials_kicker()}
            </p>
            <h2
              id="testimonials-title"
              className="text-2xl font-bold tracking-tight text-slate-900 md:text-3xl"
            >
              {content_testimonials_title()}
            </h2>
          </div>
          {pageCount > 1 ? (
            <div className="flex shrink-0 gap-2">
              <button
                type="button"
                className={arrowClass}
                aria-label={content_testimonials_previous()}
                onClick={() => embla?.scrollPrev()}
              >
                <ChevronLeft className="size-5" aria-hidden />
              </button>
              <button
                type="button"
                className={arrowClass}
                aria-label={content_testimonials_next()}
                onClick={() => embla?.scrollNext()}
              >
                <ChevronRight className="size-5" aria-hidden />
              </button>
            </div>
          ) : null}
        </div>
        <section
          aria-roledescription="carousel"
          aria-label={content_testimonials_label()}
          data-testid="testimonials"
          data-cards-per-view={perView}
          data-page={selected}
          className="mt-6"
          onPointerEnter={() => setPaused(true)}
          onPointerLeave={() => setPaused(false)}
          onFocus={() => setPaused(true)}
          onBlur={(event) => {
            if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setPaused(false);
          }}
        >
          <div ref={viewportRef} className="-mx-2 overflow-hidden py-2" aria-live="off">
            <div className="flex touch-pan-y">
              {items.map((item, index) => {
                const visible = index >= firstVisible && index < firstVisible + perView;
                return (
                  // biome-ignore lint/a11y/useSemanticElements: the APG carousel pattern: a slide is a group, not a form fieldset
                  <div
                    key={item.name}
                    role="group"
                    aria-roledescription="slide"
                    aria-label={content_carousel_position({ number: index + 1, count: items.length })}
                    inert={!visible}
                    data-visible={visible}
                    className="min-w-0 shrink-0 grow-0 px-2"
                    style={{ flexBasis: `${100 / perView}%` }}
                  >
                    <figure className="flex h-full flex-col gap-4 rounded-2xl bg-white p-6 shadow-xs ring-1 ring-slate-200">
                      <Quote className="size-8 text-brand-300" aria-hidden />
                      <blockquote className="flex-1 text-slate-700">
                        <p>{item.feedback}</p>
                      </blockquote>
                      <figcaption className="flex items-center gap-3">
                        <img src={AVATAR} alt="" width={48} height={48} className="size-12 rounded-full" />
                        <span>
                          <span className="block font-semibold text-slate-900">{item.name}</span>
                          <span className="block text-sm text-slate-600">{item.city}</span>
                        </span>
                      </figcaption>
                    </figure>
                  </div>
                );
              })}
            </div>
          </div>
        </section>
      </PageContainer>
    </section>
  );
}
