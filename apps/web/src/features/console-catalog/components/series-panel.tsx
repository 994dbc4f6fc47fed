import { zodResolver } from '@hookform/resolvers/zod';
import { type AdminBrand, type AdminSeries, createSeriesRequestSchema } from '@phonix/shared/console-api';
import { Check, Eye, EyeOff, Pencil, Plus, X } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Badge } from '@/components/console/badge.tsx';
import { Panel } from '@/components/console/panel.tsx';
import { Button } from '@/components/ui/button.tsx';
import { fieldControlClass, TextField } from '@/components/ui/text-field.tsx';
import { useCatalogChange } from '../api/catalog-admin.ts';

function SeriesRow({ series }: { series: AdminSeries }) {
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(series.name);
  const update = useCatalogChange('staffUpdateSeries', (result) =>
    result.series.hidden ? `${result.series.name} is hidden` : `${result.series.name} saved`,
  );
  const inputId = `series-${series.id}-name`;
  return (
    <li className="flex flex-wrap items-center gap-2 border-t border-slate-100 py-2 first:border-t-0">
      {editing ? (
        <form
          className="flex flex-1 flex-wrap items-center gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            update.mutate(
              { params: { seriesId: series.id }, body: { name } },
              { onSuccess: () => setEditing(false) },
            );
          }}
        >
          <label htmlFor={inputId} className="sr-only">
            Name of the series
          </label>
          <input
            id={inputId}
            value={name}
            onChange={(event) => setName(event.target.value)}
            className={`${fieldControlClass(false)} h-11`}
          />
          <Button type="submit" disabled={update.isPending}>
            <Check className="size-4" aria-hidden />
            Save
          </Button>
          <Button variant="ghost" onClick={() => setEditing(false)}>
            <X className="size-4" aria-hidden />
            Cancel
          </Button>
        </form>
      ) : (
        <div className="flex w-full flex-col gap-1">
          <div className="flex items-center gap-2">
            <span className="font-medium text-slate-900">{series.name}</span>
            <span className="text-sm text-slate-500">({series.models} models)</span>
            {series.hidden ? <Badge tone="warn">Hidden</Badge> : null}
          </div>
          <div className="-ml-3 flex gap-1">
            <Button variant="ghost" onClick={() => setEditing(true)}>
              <Pencil className="size-4" aria-hidden />
              Rename<span className="sr-only"> {series.name}</span>
            </Button>
            <Button
              variant="ghost"
              disabled={update.isPending}
              onClick={() =>
                update.mutate({ params: { seriesId: series.id }, body: { hidden: !series.hidden } })
              }
            >
              {series.hidden ? (
                <Eye className="size-4" aria-hidden />
              ) : (
                <EyeOff className="size-4" aria-hidden />
              )}
              {series.hidden ? 'Show' : 'Hide'}
              <span className="sr-only"> {series.name}</span>
            </Button>
          </div>
        </div>
      )}
    </li>
  );
}

/** The brand's series (newest first on the site): rename, hide, add. */
export function SeriesPanel({ brand }: { brand: AdminBrand }) {
  const create = useCatalogChange('staffCreateSeries', (result) => `${result.series.name} added`);
  const form = useForm({
    resolver: zodResolver(createSeriesRequestSchema),
    defaultValues: { brand_id: brand.id, name: '' },
  });
  const submit = form.handleSubmit(async (values) => {
    await create.mutateAsync({ body: values });
    form.reset({ brand_id: brand.id, name: '' });
  });
  return (
    <Panel title="Series">
      {brand.series.length === 0 ? <p className="text-sm text-slate-600">No series yet.</p> : null}
      <ul>
        {brand.series.map((series) => (
          <SeriesRow key={`${series.id}-${series.name}`} series={series} />
        ))}
      </ul>
      <form
        onSubmit={(event) => void submit(event).catch(() => undefined)}
        noValidate
        className="mt-3 flex flex-col gap-2 border-t border-slate-100 pt-3 sm:flex-row sm:items-start"
      >
        <TextField
          label="New series"
          placeholder={`${brand.name} 20 Series`}
          containerClassName="sm:w-72"
          className="h-11"
          error={form.formState.errors.name?.message}
          {...form.register('name')}
        />
        <Button type="submit" variant="secondary" className="sm:mt-7" disabled={form.formState.isSubmitting}>
          <Plus className="size-4" aria-hidden />
          Add series
        </Button>
      </form>
    </Panel>
  );
}
