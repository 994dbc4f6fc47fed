import type { Brand } from '@phonix/shared/catalog';
import { brand_heading } from '@phonix/shared/messages/brand_heading';
import { brand_heading_any } from '@phonix/shared/messages/brand_heading_any';
import { brand_heading_iphone } from '@phonix/shared/messages/brand_heading_iphone';
import { brand_no_models } from '@phonix/shared/messages/brand_no_models';
import { brand_pick_model } from '@phonix/shared/messages/brand_pick_model';
import { brand_search_label } from '@phonix/shared/messages/brand_search_label';
import { brand_search_placeholder } from '@phonix/shared/messages/brand_search_placeholder';
import { breadcrumb_home } from '@phonix/shared/messages/breadcrumb_home';
import { breadcrumb_sell_old_mobile } from '@phonix/shared/messages/breadcrumb_sell_old_mobile';
import { paths } from '@phonix/shared/routes';
import { matchesSearch } from '@phonix/shared/search';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { Breadcrumb } from '@/components/ui/breadcrumb.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { PageContainer } from '@/components/ui/page-container.tsx';
import { SearchField } from '@/components/ui/search-field.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { useBrandModels } from '@/features/catalog/api/get-brand-models.ts';
import { ModelGrid, ModelGridSkeleton } from '@/features/catalog/components/model-grid.tsx';
import { SeriesFilter } from '@/features/catalog/components/series-filter.tsx';
import { isNotFound } from '@/lib/api-client.ts';
import { useCityPath } from '@/lib/city-path.ts';
import { NotFoundPage } from '../router.tsx';

/** SPEC's heading names the iPhone; any other brand's page names its own phones. */
function brandHeading(brand: Brand | undefined): string {
  if (!brand) return brand_heading_any();
  return brand.slug === 'apple' ? brand_heading_iphone() : brand_heading({ brand: brand.CategoryGroupName });
}

export function Component() {
  const { brand: brandSlug = '' } = useParams();
  const query = useBrandModels(brandSlug);
  const withCity = useCityPath();
  const [search, setSearch] = useState('');
  const [series, setSeries] = useState<string[]>([]);
  const brandName = query.data?.brand.CategoryGroupName ?? null;

  // Other failures are only logged; the page then shows no models (SPEC 8, silent failures).
  useEffect(() => {
    if (query.isError && !isNotFound(query.error)) console.error('Error fetching models:', query.error);
  }, [query.isError, query.error]);

  if (query.isError && isNotFound(query.error)) return <NotFoundPage />;

  const models = (query.data?.models ?? []).filter(
    (model) =>
      matchesSearch(model.ItemName, search) && (series.length === 0 || series.includes(model.CategoryCode)),
  );

  return (
    <PageContainer className="py-6 md:py-10">
      <Breadcrumb
        items={[
          { label: breadcrumb_home(), to: '/' },
          { label: breadcrumb_sell_old_mobile(), to: withCity(paths.sellMobile()) },
          { label: brandName ?? '...' },
        ]}
      />
      {query.isPending ? (
        // Two lines on a phone, one on a desktop: the heading's own height, so nothing moves when it loads.
        <Skeleton className="mt-2 h-16 w-4/5 max-w-xl md:h-10" />
      ) : (
        <h1 className="mt-2 text-2xl font-extrabold tracking-tight text-slate-900 md:text-4xl">
          {brandHeading(query.data?.brand)}
        </h1>
      )}
      <SearchField
        label={brand_search_label()}
        placeholder={brand_search_placeholder()}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        // It filters in the browser: without JavaScript it could not, so it is not shown.
        className="js-only mt-5 max-w-xl"
      />

      <div className="mt-6 grid gap-6 md:grid-cols-[240px_1fr] lg:grid-cols-[260px_1fr]">
        <aside className="md:sticky md:top-24 md:self-start">
          {query.data && query.data.series.length > 0 ? (
            <SeriesFilter series={query.data.series} selected={series} onChange={setSeries} />
          ) : query.isPending ? (
            <div className="hidden h-64 animate-shimmer rounded-2xl bg-slate-100 md:block" aria-hidden />
          ) : null}
        </aside>
        <section aria-labelledby="pick-model">
          <h2 id="pick-model" className="mb-4 text-xl font-bold text-slate-900">
            {brand_pick_model()}
          </h2>
          {query.isPending ? (
            <ModelGridSkeleton />
          ) : models.length === 0 ? (
            <EmptyState message={brand_no_models()} />
          ) : (
            <ModelGrid
              models={models.map((model) => ({
                ic_slug: model.ic_slug,
                name: model.model,
                to: withCity(paths.model(brandSlug, model.ic_slug)),
              }))}
            />
          )}
        </section>
      </div>
    </PageContainer>
  );
}
