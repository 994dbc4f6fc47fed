import { type AdminVariant, CATALOG_LIMITS } from '@phonix/shared/console-api';
import { formatINR } from '@phonix/shared/money';
import { Eye, EyeOff, Save } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/console/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { fieldControlClass } from '@/components/ui/text-field.tsx';
import { useCatalogChange } from '../api/catalog-admin.ts';

/** One variant: its Get Upto price edited in place (Enter or Save), shown or hidden. */
export function VariantRow({ variant, modelName }: { variant: AdminVariant; modelName: string }) {
  const [price, setPrice] = useState(String(variant.rate));
  const save = useCatalogChange(
    'staffUpdateVariant',
    (result) => `${modelName} ${result.variant.name}: Get Upto price ${formatINR(result.variant.rate)}`,
  );
  const toggle = useCatalogChange('staffUpdateVariant', (result) =>
    result.variant.hidden
      ? `${modelName} ${result.variant.name} is hidden`
      : `${modelName} ${result.variant.name} is shown`,
  );
  const value = Number(price);
  const valid = Number.isInteger(value) && value >= 1 && value <= CATALOG_LIMITS.maxRate;
  const changed = valid && value !== variant.rate;
  const inputId = `variant-${variant.id}-price`;
  return (
    <li className="grid grid-cols-[1fr_auto] items-center gap-x-3 gap-y-1 border-t border-slate-100 py-2.5 sm:grid-cols-[7rem_1fr_auto]">
      <div className="flex items-center gap-2">
        <span className="font-semibold text-slate-900">{variant.name}</span>
        {variant.hidden ? <Badge tone="warn">Hidden</Badge> : null}
      </div>
      <form
        className="col-span-2 row-start-2 flex items-center gap-2 sm:col-span-1 sm:col-start-2 sm:row-start-1"
        onSubmit={(event) => {
          event.preventDefault();
          if (changed) save.mutate({ params: { variantId: variant.id }, body: { rate: value } });
        }}
      >
        <label htmlFor={inputId} className="sr-only">
          Get Upto price of {modelName} {variant.name}, in rupees
        </label>
        <div className="relative w-28 shrink-0">
          <span
            aria-hidden
            className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-slate-500"
          >
            ₹
          </span>
          <input
            id={inputId}
            inputMode="numeric"
            value={price}
            onChange={(event) => setPrice(event.target.value.replace(/\D/g, ''))}
            aria-invalid={!valid || undefined}
            className={`${fieldControlClass(!valid)} h-11 pl-7 tabular-nums`}
          />
        </div>
        <span
          className="w-20 shrink-0 text-xs text-slate-500 tabular-nums sm:w-24 sm:text-sm"
          aria-live="polite"
        >
          {valid ? formatINR(value) : 'Whole rupees'}
        </span>
        <Button
          type="submit"
          variant={changed ? 'primary' : 'secondary'}
          className="px-3"
          disabled={!changed || save.isPending}
        >
          <Save className="size-4" aria-hidden />
          Save<span className="sr-only"> price of {variant.name}</span>
        </Button>
      </form>
      <Button
        variant="ghost"
        className="col-start-2 row-start-1 px-3 sm:col-start-3"
        disabled={toggle.isPending}
        onClick={() =>
          toggle.mutate({ params: { variantId: variant.id }, body: { hidden: !variant.hidden } })
        }
      >
        {variant.hidden ? <Eye className="size-4" aria-hidden /> : <EyeOff className="size-4" aria-hidden />}
        {variant.hidden ? 'Show' : 'Hide'}
        <span className="sr-only"> {variant.name}</span>
      </Button>
    </li>
  );
}
