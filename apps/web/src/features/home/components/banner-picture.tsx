import { ArrowRight } from 'lucide-react';
import { Link } from '@/components/ui/link.tsx';
import { BANNER_SIZE, type BannerSlide } from './banner-slides.ts';

/**
 * One slide: the mobile art below 768 px, the desktop art above, each with its size so nothing shifts.
 * The whole slide is the link; its title is the slide's title (SPEC 2). Below 768 px a bar under the art
 * carries a real button (the desktop art draws its own), so the call to action is readable and large.
 */
export function BannerPicture({ slide, first = false }: { slide: BannerSlide; first?: boolean }) {
  return (
    <Link to={slide.to} title={slide.title} className="group block focus-visible:outline-offset-[-4px]">
      <picture>
        <source
          media="(min-width: 768px)"
          srcSet={slide.desktop}
          width={BANNER_SIZE.desktop.width}
          height={BANNER_SIZE.desktop.height}
        />
        <img
          src={slide.mobile}
          width={BANNER_SIZE.mobile.width}
          height={BANNER_SIZE.mobile.height}
          alt={slide.title}
          loading={first ? 'eager' : 'lazy'}
          fetchPriority={first ? 'high' : 'auto'}
          decoding="async"
          draggable={false}
          className="block h-auto w-full select-none"
        />
      </picture>
      <span className="block border-t border-brand-100 bg-white p-3 md:hidden">
        <span
          className="flex h-11 items-center justify-center gap-2 rounded-xl bg-brand-700 px-5 text-base font-semibold text-white shadow-sm group-hover:bg-brand-800"
          data-testid="banner-cta"
        >
          {slide.cta}
          <ArrowRight className="size-5" aria-hidden />
        </span>
      </span>
    </Link>
  );
}
