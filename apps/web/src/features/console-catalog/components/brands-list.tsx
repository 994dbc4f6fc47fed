import type { AdminBrand } from '@phonix/shared/console-api';
import { Eye, EyeOff, Pencil, Plus } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/console/badge.tsx';
import { QueryState } from '@/components/console/query-state.tsx';
import { Button, buttonClass } from '@/components/ui/button.tsx';
import { Link } from '@/components/ui/link.tsx';
import { useAdminBrands, useCatalogChange } from '../api/catalog-admin.ts';
import { BrandDialog } from './brand-dialog.tsx';

function BrandCard({ brand, onEdit }: { brand: AdminBrand; onEdit: () => void }) {
  const toggle = useCatalogChange('staffUpdateBrand', (result) =>
    result.brand.hidden
      ? `${result.brand.name} is hidden from the site`
      : `${result.brand.name} is on the site again`,
  );
  return (
    <li className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-xs">
      <div className="flex items-start justify-between gap-3">
        <div className="flex items-center gap-3">
          <span aria-hidden className="size-9 shrink-0 rounded-lg" style={{ background: brand.color }} />
          <div>
            <h2 className="text-base font-semibold text-slate-900">{brand.name}</h2>
            <p className="text-xs text-slate-500">/{brand.slug}</p>
          </div>
        </div>
        {brand.hidden ? <Badge tone="warn">Hidden</Badge> : <Badge tone="good">On the site</Badge>}
      </div>
      <p className="text-sm text-slate-600">
        {brand.models} models in {brand.series.length} series
      </p>
      <div className="mt-auto flex flex-wrap gap-2">
        <Link to={`/admin/catalog/${brand.id}`} className={buttonClass('primary')}>
          Models and prices
          <span className="sr-only"> of {brand.name}</span>
        </Link>
        <Button variant="secondary" onClick={onEdit} aria-label={`Edit ${brand.name}`}>
          <Pencil className="size-4" aria-hidden />
          Edit
        </Button>
        <Button
          variant="ghost"
          disabled={toggle.isPending}
          onClick={() => toggle.mutate({ params: { brandId: brand.id }, body: { hidden: !brand.hidden } })}
          aria-label={`${brand.hidden ? 'Show' : 'Hide'} ${brand.name}`}
        >
          {brand.hidden ? <Eye className="size-4" aria-hidden /> : <EyeOff className="size-4" aria-hidden />}
          {brand.hidden ? 'Show' : 'Hide'}
        </Button>
      </div>
    </li>
  );
}

/** Every brand, hidden ones included, with the way into its models and prices. */
export function BrandsList() {
  const query = useAdminBrands();
  const [editing, setEditing] = useState<AdminBrand | 'new' | null>(null);
  return (
    <>
      <div className="mb-4 flex justify-end">
        <Button onClick={() => setEditing('new')}>
          <Plus className="size-4" aria-hidden />
          Add a brand
        </Button>
      </div>
      <QueryState query={query} isEmpty={(data) => data.brands.length === 0} empty="No brands yet.">
        {(data) => (
          <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
            {data.brands.map((brand) => (
              <BrandCard key={brand.id} brand={brand} onEdit={() => setEditing(brand)} />
            ))}
          </ul>
        )}
      </QueryState>
      <BrandDialog
        open={editing !== null}
        onOpenChange={(open) => (open ? undefined : setEditing(null))}
        {...(editing && editing !== 'new' ? { brand: editing } : {})}
      />
    </>
  );
}
