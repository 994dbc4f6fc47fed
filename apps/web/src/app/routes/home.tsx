import { home_brands_title } from '@phonix/shared/messages/home_brands_title';
import { home_faq_contact } from '@phonix/shared/messages/home_faq_contact';
import { home_faq_more } from '@phonix/shared/messages/home_faq_more';
import { home_faq_title } from '@phonix/shared/messages/home_faq_title';
import { home_heading } from '@phonix/shared/messages/home_heading';
import { home_view_all } from '@phonix/shared/messages/home_view_all';
import { paths } from '@phonix/shared/routes';
import { ArrowRight } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { CityLink } from '@/components/ui/city-link.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { PageContainer } from '@/components/ui/page-container.tsx';
import { useBrands } from '@/features/catalog/api/get-brands.ts';
import { BrandGrid, BrandGridSkeleton } from '@/features/catalog/components/brand-grid.tsx';
import { DeferredSection } from '@/features/home/components/deferred-section.tsx';
import { HomeBanner } from '@/features/home/components/home-banner.tsx';
import { lazyBelowFold, lazyUntilInteraction } from '@/lib/lazy-below-fold.ts';

// Two cards that are links, under the banner: the server's HTML until the first tap or key press.
const Services = lazyUntilInteraction('services', () =>
  import('@/features/home/components/services.tsx').then((module) => module.Services),
);
const SERVICES = (
  <Suspense fallback={null}>
    <Services />
  </Suspense>
);
// Below the fold, rendered by the server: their code loads when they scroll near.
const HowItWorks = lazyBelowFold('how-it-works', () =>
  import('@/features/home/components/how-it-works.tsx').then((module) => module.HowItWorks),
);
const WhyChoose = lazyBelowFold('why-choose', () =>
  import('@/features/home/components/why-choose.tsx').then((module) => module.WhyChoose),
);
const PartnerCta = lazyBelowFold('partner-cta', () =>
  import('@/features/home/components/partner-cta.tsx').then((module) => module.PartnerCta),
);
// Elements made once, so a re-render of the page never reaches a part still waiting for its code.
const HOW_IT_WORKS = (
  <Suspense fallback={null}>
    <HowItWorks />
  </Suspense>
);
const WHY_CHOOSE = (
  <Suspense fallback={null}>
    <WhyChoose />
  </Suspense>
);
const PARTNER_CTA = (
  <Suspense fallback={null}>
    <PartnerCta />
  </Suspense>
);

// Below the fold: their code (embla, the FAQ accordion and its text) loads when the visitor scrolls near them.
const Testimonials = lazy(() =>
  import('@/features/home/components/testimonials.tsx').then((module) => ({ default: module.Testimonials })),
);
const TrustFigures = lazy(() =>
  import('@/features/home/components/trust-figures.tsx').then((module) => ({
    default: module.TrustFigures,
  })),
);
const FaqAccordion = lazy(() =>
  import('@/features/content/components/faq-accordion.tsx').then((module) => ({
    default: module.FaqAccordion,
  })),
);

function SellingBrands() {
  const brands = useBrands();
  return (
    <section aria-labelledby="brands-title" className="pb-12 md:pb-16">
      <PageContainer>
        <div className="flex items-end justify-between gap-4">
          <h2 id="brands-title" className="text-2xl font-bold tracking-tight text-slate-900 md:text-3xl">
            {home_brands_title()}
          </h2>
          <CityLink
            to={paths.sellMobile()}
            className="inline-flex min-h-11 shrink-0 items-center gap-1 text-sm font-semibold text-brand-800 hover:underline"
          >
            {home_view_all()}
            <ArrowRight className="size-4" aria-hidden />
          </CityLink>
        </div>
        <div className="mt-6">
          {brands.isPending ? (
            <BrandGridSkeleton />
          ) : brands.isError ? (
            <ErrorState onRetry={() => brands.refetch()} />
          ) : (
            <BrandGrid brands={brands.data} />
          )}
        </div>
      </PageContainer>
    </section>
  );
}

function HomeFaq() {
  return (
    <section aria-labelledby="faq-title" className="bg-slate-50 py-12 md:py-16">
      <PageContainer className="max-w-3xl">
        <h2
          id="faq-title"
          className="text-center text-2xl font-bold tracking-tight text-slate-900 md:text-3xl"
        >
          {home_faq_title()}
        </h2>
        <div className="mt-8">
          <DeferredSection minHeight="36rem">
            <FaqAccordion />
          </DeferredSection>
        </div>
        <p className="mt-6 text-center text-sm text-slate-600">
          {home_faq_more()}{' '}
          <CityLink
            to={paths.contact()}
            className="font-semibold text-brand-800 underline-offset-2 hover:underline"
          >
            {home_faq_contact()}
          </CityLink>
        </p>
      </PageContainer>
    </section>
  );
}

export function Component() {
  return (
    <>
      <h1 className="sr-only">{home_heading()}</h1>
      <HomeBanner />
      {SERVICES}
      <SellingBrands />
      {HOW_IT_WORKS}
      {WHY_CHOOSE}
      <DeferredSection minHeight="16rem">
        <TrustFigures />
      </DeferredSection>
      {PARTNER_CTA}
      <DeferredSection minHeight="22rem">
        <Testimonials />
      </DeferredSection>
      <HomeFaq />
    </>
  );
}
