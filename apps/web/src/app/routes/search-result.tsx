import { page_search_browse } from '@phonix/shared/messages/page_search_browse';
import { page_search_empty } from '@phonix/shared/messages/page_search_empty';
import { page_search_heading } from '@phonix/shared/messages/page_search_heading';
import { page_search_heading_none } from '@phonix/shared/messages/page_search_heading_none';
import { page_search_searching } from '@phonix/shared/messages/page_search_searching';
import { paths } from '@phonix/shared/routes';
import { useParams } from 'react-router';
import { buttonClass } from '@/components/ui/button.tsx';
import { CityLink } from '@/components/ui/city-link.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { PageContainer } from '@/components/ui/page-container.tsx';
import { useSearchModels } from '@/features/catalog/api/search-models.ts';
import { ModelGrid, ModelGridSkeleton } from '@/features/catalog/components/model-grid.tsx';

export function Component() {
  const { search = '' } = useParams();
  const results = useSearchModels(search);
  // An empty search says so in its heading, not that it "returned the following" (issue 32).
  const none = results.isSuccess && results.data.length === 0;

  return (
    <PageContainer className="py-8 md:py-12">
      <h1 className="text-2xl font-extrabold tracking-tight text-slate-900 md:text-3xl">
        {none ? page_search_heading_none({ search }) : page_search_heading({ search })}
      </h1>
      <div className="mt-6" aria-live="polite">
        {results.isPending ? (
          <ModelGridSkeleton label={page_search_searching()} />
        ) : results.isError ? (
          <ErrorState onRetry={() => results.refetch()} />
        ) : results.data.length === 0 ? (
          <EmptyState message={page_search_empty()}>
            <CityLink to={paths.sellMobile()} className={buttonClass('secondary')}>
              {page_search_browse()}
            </CityLink>
          </EmptyState>
        ) : (
          <ModelGrid
            models={results.data.map((model) => ({
              ic_slug: model.ic_slug,
              name: model.ItemName,
              to: paths.model(model.cgc_slug, model.ic_slug),
            }))}
          />
        )}
      </div>
    </PageContainer>
  );
}
