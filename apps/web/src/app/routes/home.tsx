import { ArrowRight } from 'lucide-react';
import { CityLink } from '@/components/ui/city-link.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { PageContainer } from '@/components/ui/page-container.tsx';
import { useBrands } from '@/features/catalog/api/get-brands.ts';
import { BrandGrid, BrandGridSkeleton } from '@/features/catalog/components/brand-grid.tsx';
import { Hero } from '@/features/home/components/hero.tsx';
import { HowItWorks } from '@/features/home/components/how-it-works.tsx';
import { Services } from '@/features/home/components/services.tsx';
import { useDocumentTitle } from '@/lib/document-title.ts';

function SellingBrands() {
  const brands = useBrands();
  return (
    <section aria-labelledby="brands-title" className="pb-12 md:pb-16">
      <PageContainer>
        <div className="flex items-end justify-between gap-4">
          <h2 id="brands-title" className="text-2xl font-bold tracking-tight text-slate-900 md:text-3xl">
            Sell your phone by brand
          </h2>
          <CityLink
            to="/sell-mobile"
            className="inline-flex min-h-11 shrink-0 items-center gap-1 text-sm font-semibold text-brand-800 hover:underline"
          >
            View all
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

export function Component() {
  useDocumentTitle('Sell Old Mobile Phones for Instant Cash with Free Doorstep Pickup');
  return (
    <>
      <Hero />
      <Services />
      <SellingBrands />
      <HowItWorks />
    </>
  );
}
