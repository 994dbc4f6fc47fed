import { page_sell_choose } from '@phonix/shared/messages/page_sell_choose';
import { page_sell_empty } from '@phonix/shared/messages/page_sell_empty';
import { page_sell_heading } from '@phonix/shared/messages/page_sell_heading';
import { page_sell_lead } from '@phonix/shared/messages/page_sell_lead';
import { page_sell_search_label } from '@phonix/shared/messages/page_sell_search_label';
import { page_sell_search_placeholder } from '@phonix/shared/messages/page_sell_search_placeholder';
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
            {page_sell_heading()}
          </h1>
          <p className="max-w-xl text-slate-600">{page_sell_lead()}</p>
          <SearchField
            label={page_sell_search_label()}
            placeholder={page_sell_search_placeholder()}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            className="w-full max-w-lg"
          />
        </PageContainer>
      </section>
      <PageContainer className="pb-14">
        <h2 className="mb-5 text-xl font-bold text-slate-900 md:text-2xl">{page_sell_choose()}</h2>
        {brands.isPending ? (
          <BrandGridSkeleton />
        ) : brands.isError ? null : visible.length === 0 ? (
          <EmptyState message={page_sell_empty()} />
        ) : (
          <BrandGrid brands={visible} eagerImages={12} />
        )}
      </PageContainer>
    </>
  );
}
