import { lazy, Suspense, useEffect, useState } from 'react';
import { PageContainer } from '@/components/ui/page-container.tsx';
import { usePageLocale } from '@/lib/locale.tsx';
import { BannerPicture } from './banner-picture.tsx';
import { firstSlide } from './first-slide.ts';

// The carousel's code is fetched after the first paint.
const BannerCarousel = lazy(() =>
  import('./banner-carousel.tsx').then((module) => ({ default: module.BannerCarousel })),
);

const frameClass = 'overflow-hidden rounded-2xl bg-brand-50 shadow-sm ring-1 ring-brand-100';

/** Until the carousel is ready: the first slide alone, in exactly the carousel's box (no layout shift). */
function FirstSlide() {
  const { locale } = usePageLocale();
  return (
    <div>
      <div className={frameClass}>
        <BannerPicture slide={firstSlide(locale)} first />
      </div>
      <div className="h-11" aria-hidden />
    </div>
  );
}

/** The banner carousel renders after mount (SPEC 2, Home). */
export function HomeBanner() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return (
    <PageContainer className="pt-4 md:pt-6">
      {mounted ? (
        <Suspense fallback={<FirstSlide />}>
          <BannerCarousel frameClass={frameClass} />
        </Suspense>
      ) : (
        <FirstSlide />
      )}
    </PageContainer>
  );
}
