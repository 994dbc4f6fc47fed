import type { AdminModel, AdminSeries } from '@phonix/shared/console-api';
import { paths } from '@phonix/shared/routes';
import { ExternalLink, Eye, EyeOff, Pencil } from 'lucide-react';
import { Badge } from '@/components/console/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { useCatalogChange } from '../api/catalog-admin.ts';
import { AddVariantForm } from './add-variant-form.tsx';
import { ModelPhoto } from './model-photo.tsx';
import { VariantRow } from './variant-row.tsx';

/** One model: its picture, details, variants with their Get Upto prices, and what can be changed. */
export function ModelCard({
  model,
  brandSlug,
  series,
  onEdit,
}: {
  model: AdminModel;
  brandSlug: string;
  series: AdminSeries | undefined;
  onEdit: () => void;
}) {
  const toggle = useCatalogChange('staffUpdateModel', (result) =>
    result.model.hidden
      ? `${result.model.name} is hidden from the site`
      : `${result.model.name} is on the site again`,
  );
  const onSite = !model.hidden && !series?.hidden && model.variants.some((variant) => !variant.hidden);
  const actions = (
    <>
      <Button variant="secondary" onClick={onEdit}>
        <Pencil className="size-4" aria-hidden />
        Edit<span className="sr-only"> {model.name}</span>
      </Button>
      <Button
        variant="ghost"
        disabled={toggle.isPending}
        onClick={() => toggle.mutate({ params: { modelId: model.id }, body: { hidden: !model.hidden } })}
      >
        {model.hidden ? <Eye className="size-4" aria-hidden /> : <EyeOff className="size-4" aria-hidden />}
        {model.hidden ? 'Show' : 'Hide'}
        <span className="sr-only"> {model.name}</span>
      </Button>
      {onSite ? (
        <a
          href={paths.model(brandSlug, model.slug)}
          target="_blank"
          rel="noopener"
          className="inline-flex min-h-11 items-center gap-1.5 rounded-xl px-3 text-sm font-semibold text-brand-800 hover:bg-brand-50"
        >
          <ExternalLink className="size-4" aria-hidden />
          View on site<span className="sr-only"> (opens a new tab)</span>
        </a>
      ) : null}
    </>
  );
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-4 shadow-xs">
      <div className="flex gap-4">
        <ModelPhoto model={model} />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="text-lg font-semibold text-slate-900">{model.name}</h3>
            {model.hidden ? <Badge tone="warn">Hidden</Badge> : null}
            {!model.hidden && !onSite ? <Badge tone="neutral">Not on the site yet</Badge> : null}
            {model.has_photo ? <Badge tone="brand">Photo</Badge> : null}
          </div>
          <p className="mt-0.5 text-sm text-slate-600">
            {model.release_year} · {series?.name ?? 'No series'} · {model.item_code}
          </p>
          <div className="mt-3 hidden flex-wrap gap-2 sm:flex">{actions}</div>
        </div>
      </div>
      <div className="mt-3 flex flex-wrap gap-2 sm:hidden">{actions}</div>
      <ul className="mt-3" aria-label={`Variants of ${model.name}`}>
        {model.variants.map((variant) => (
          <VariantRow key={`${variant.id}-${variant.rate}`} variant={variant} modelName={model.name} />
        ))}
      </ul>
      {model.variants.length === 0 ? (
        <p className="mt-2 text-sm text-amber-800">No variants yet: add one so the model can be sold.</p>
      ) : null}
      <AddVariantForm modelId={model.id} modelName={model.name} />
    </li>
  );
}
