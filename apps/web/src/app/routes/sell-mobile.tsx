import { matchesSearch } from '@phonix/shared/search';
import { useEffect, useState } from 'react';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { PageContainer } from '@/components/ui/page-container.tsx';
import { SearchField } from '@/components/ui/search-field.tsx';
import { useBrands } from '@/features/catalog/api/get-brands.ts';
import { BrandGrid, BrandGridSkeleton } from '@/features/catalog/components/brand-grid.tsx';

export function Component() {
  const brands = useBrands();
  const [search, setSearch] = useState('');

  // A failed load stops the skeleton and says nothing to the visitor (SPEC 4 and 8).
  useEffect(() => {
    if (brands.isError) console.error('Error fetching sell mobile data:', brands.error);
  }, [brands.isError, brands.error]);

  const visible = (brands.data ?? []).filter((brand) => matchesSearch(brand.CategoryGroupName, search));

  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <PageContainer className="flex flex-col items-center gap-5 py-10 text-center md:py-14">
          <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 md:text-4xl">
            Get Instant Cash for Your Mobile!
          </h1>
          <p className="max-w-xl text-slate-600">
            Pick your brand, tell us about your phone and get the best price with free doorstep pickup.
          </p>
          <SearchField
            label="Search brand"
            placeholder="Search brand, e.g. Apple"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            className="w-full max-w-lg"
          />
        </PageContainer>
      </section>
      <PageContainer className="pb-14">
        <h2 className="mb-5 text-xl font-bold text-slate-900 md:text-2xl">Choose your brand</h2>
        {brands.isPending ? (
          <BrandGridSkeleton />
        ) : brands.isError ? null : visible.length === 0 ? (
          <EmptyState message="No matching brands found" />
        ) : (
          <BrandGrid brands={visible} eagerImages={12} />
        )}
      </PageContainer>
    </>
  );
}
