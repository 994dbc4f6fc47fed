import { Link } from 'react-router';
import { BANNER_SIZE, type BannerSlide } from './banner-slides.ts';

/**
 * One slide: the mobile art below 768 px, the desktop art above, each with its size so nothing shifts.
 * The whole picture is the link; its title is the slide's title (SPEC 2).
 */
export function BannerPicture({ slide, first = false }: { slide: BannerSlide; first?: boolean }) {
  return (
    <Link to={slide.to} title={slide.title} className="block focus-visible:outline-offset-[-4px]">
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
    </Link>
  );
}
