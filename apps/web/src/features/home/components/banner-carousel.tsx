import useEmblaCarousel from 'embla-carousel-react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useCarouselPosition } from '../hooks/use-carousel-position.ts';
import { BannerPicture } from './banner-picture.tsx';
import { BANNER_SLIDES } from './banner-slides.ts';

const arrowClass =
  'absolute top-1/2 z-10 inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-slate-800 shadow-md ring-1 ring-slate-200 transition hover:bg-white hover:text-brand-800';

/** Four slides with previous / next controls and one indicator button per slide (SPEC 2, Home). */
export function BannerCarousel({ frameClass }: { frameClass: string }) {
  const [viewportRef, embla] = useEmblaCarousel({ loop: true });
  const { selected } = useCarouselPosition(embla);
  const count = BANNER_SLIDES.length;

  return (
    <section aria-roledescription="carousel" aria-label="Offers" data-testid="banner-carousel">
      <div className="relative">
        <div className={frameClass} ref={viewportRef}>
          <div className="flex touch-pan-y">
            {BANNER_SLIDES.map((slide, index) => (
              // biome-ignore lint/a11y/useSemanticElements: the APG carousel pattern: a slide is a group, not a form fieldset
              <div
                key={slide.desktop}
                role="group"
                aria-roledescription="slide"
                aria-label={`${index + 1} of ${count}`}
                inert={index !== selected}
                className="min-w-0 shrink-0 grow-0 basis-full"
              >
                <BannerPicture slide={slide} first={index === 0} />
              </div>
            ))}
          </div>
        </div>
        <button
          type="button"
          className={`${arrowClass} left-2 md:left-4`}
          aria-label="Previous slide"
          onClick={() => embla?.scrollPrev()}
        >
          <ChevronLeft className="size-6" aria-hidden />
        </button>
        <button
          type="button"
          className={`${arrowClass} right-2 md:right-4`}
          aria-label="Next slide"
          onClick={() => embla?.scrollNext()}
        >
          <ChevronRight className="size-6" aria-hidden />
        </button>
      </div>
      <div className="flex h-11 items-center justify-center">
        {BANNER_SLIDES.map((slide, index) => (
          <button
            key={slide.desktop}
            type="button"
            aria-label={`Go to slide ${index + 1}`}
            aria-current={index === selected ? 'true' : undefined}
            onClick={() => embla?.scrollTo(index)}
            className="group inline-flex size-11 items-center justify-center rounded-full"
          >
            <span
              className={`block h-2.5 rounded-full transition-all ${
                index === selected ? 'w-7 bg-brand-700' : 'w-2.5 bg-slate-300 group-hover:bg-slate-400'
              }`}
            />
          </button>
        ))}
      </div>
    </section>
  );
}
