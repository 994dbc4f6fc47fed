import type { AdminModel } from '@phonix/shared/console-api';
import { Plus, Search } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Badge } from '@/components/console/badge.tsx';
import { PageHeader } from '@/components/console/page-header.tsx';
import { QueryState } from '@/components/console/query-state.tsx';
import { Button } from '@/components/ui/button.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { Link } from '@/components/ui/link.tsx';
import { fieldControlClass } from '@/components/ui/text-field.tsx';
import { useAdminBrandModels } from '../api/catalog-admin.ts';
import { ModelCard } from './model-card.tsx';
import { ModelDialog } from './model-dialog.tsx';
import { SeriesPanel } from './series-panel.tsx';

/**
 * Models drawn at a time. A brand such as Samsung has over seventy, each with its price forms: drawing them
 * all at once kept the page on "Loading the models..." for 3-4 s on a desk's computer, so the rest come on
 * "Show more" (search and the series filter reach every model).
 */
const MODELS_PER_PAGE = 20;

/** A brand's page in the console: its series, and every model with its variants, prices and photo. */
export function BrandModels({ brandId }: { brandId: number }) {
  const query = useAdminBrandModels(brandId);
  const [search, setSearch] = useState('');
  const [seriesId, setSeriesId] = useState(0);
  const [editing, setEditing] = useState<AdminModel | 'new' | null>(null);
  const [limit, setLimit] = useState(MODELS_PER_PAGE);
  const models = query.data?.models;
  const shown = useMemo(() => {
    const text = search.trim().toLowerCase();
    return (models ?? []).filter(
      (model) =>
        (!text || model.name.toLowerCase().includes(text)) &&
        (seriesId === 0 || model.series_id === seriesId),
    );
  }, [models, search, seriesId]);

  return (
    <QueryState query={query} loadingLabel="Loading the models...">
      {(data) => {
        const seriesById = new Map(data.brand.series.map((series) => [series.id, series]));
        return (
          <>
            <p className="mb-2 text-sm">
              <Link to="/admin/catalog" className="font-semibold text-brand-800 underline">
                Catalog
              </Link>{' '}
              / {data.brand.name}
            </p>
            <PageHeader
              title={data.brand.name}
              description="Change a Get Upto price and press Save (or Enter): the site shows it at once, and Price history lists it for anyone to revert. Hidden models, variants and series leave the site; orders already booked keep working."
              actions={
                <Button onClick={() => setEditing('new')} disabled={data.brand.series.length === 0}>
                  <Plus className="size-4" aria-hidden />
                  Add a model
                </Button>
              }
            />
            {data.brand.hidden ? (
              <p className="mb-4">
                <Badge tone="warn">This brand is hidden from the site</Badge>
              </p>
            ) : null}
            <div className="grid gap-6 xl:grid-cols-[1fr_20rem]">
              <section aria-label="Models">
                <div className="mb-4 flex flex-col gap-3 sm:flex-row">
                  <div className="relative flex-1 sm:max-w-md">
                    <label htmlFor="model-search" className="sr-only">
                      Find a model
                    </label>
                    <Search
                      aria-hidden
                      className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-400"
                    />
                    <input
                      id="model-search"
                      type="search"
                      placeholder="Find a model"
                      value={search}
                      onChange={(event) => {
                        setSearch(event.target.value);
                        setLimit(MODELS_PER_PAGE);
                      }}
                      className={`${fieldControlClass(false)} pl-10`}
                    />
                  </div>
                  <label htmlFor="model-series" className="sr-only">
                    Series
                  </label>
                  <div className="sm:w-60">
                    <select
                      id="model-series"
                      value={seriesId}
                      onChange={(event) => {
                        setSeriesId(Number(event.target.value));
                        setLimit(MODELS_PER_PAGE);
                      }}
                      className={fieldControlClass(false)}
                    >
                      <option value={0}>All series</option>
                      {data.brand.series.map((series) => (
                        <option key={series.id} value={series.id}>
                          {series.name}
                        </option>
                      ))}
                    </select>
                  </div>
                </div>
                <p className="mb-3 text-sm text-slate-600" aria-live="polite">
                  {shown.length} of {data.models.length} models
                  {shown.length > limit ? ` (the first ${limit} shown)` : ''}
                </p>
                {shown.length === 0 ? (
                  <EmptyState message={data.models.length > 0 ? 'No model matches.' : 'No models yet.'} />
                ) : (
                  <ul className="flex flex-col gap-3">
                    {shown.slice(0, limit).map((model) => (
                      <ModelCard
                        key={model.id}
                        model={model}
                        brandSlug={data.brand.slug}
                        series={seriesById.get(model.series_id)}
                        onEdit={() => setEditing(model)}
                      />
                    ))}
                  </ul>
                )}
                {shown.length > limit ? (
                  <Button
                    variant="secondary"
                    className="mt-4 w-full sm:w-auto"
                    onClick={() => setLimit(limit + MODELS_PER_PAGE)}
                  >
                    Show {Math.min(MODELS_PER_PAGE, shown.length - limit)} more models
                  </Button>
                ) : null}
              </section>
              <div>
                <div className="xl:sticky xl:top-20">
                  <SeriesPanel brand={data.brand} />
                </div>
              </div>
            </div>
            <ModelDialog
              series={data.brand.series}
              open={editing !== null}
              onOpenChange={(open) => (open ? undefined : setEditing(null))}
              {...(editing && editing !== 'new' ? { model: editing } : {})}
            />
          </>
        );
      }}
    </QueryState>
  );
}
