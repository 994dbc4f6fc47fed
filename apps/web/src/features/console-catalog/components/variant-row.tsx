import { zodResolver } from '@hookform/resolvers/zod';
import { type AdminVariant, variantPriceCheckRequestSchema } from '@phonix/shared/console-api';
import { formatINR } from '@phonix/shared/money';
import { Eye, EyeOff, Save } from 'lucide-react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { z } from 'zod';
import { Badge } from '@/components/console/badge.tsx';
import { PriceChangeDialog } from '@/components/console/price-change-dialog.tsx';
import { Button } from '@/components/ui/button.tsx';
import { fieldControlClass } from '@/components/ui/text-field.tsx';
import { useSingleFlight } from '@/lib/use-single-flight.ts';
import { useCatalogChange, useVariantPriceSave } from '../api/catalog-admin.ts';

/** The price field as typed (digits), checked by the shared rule for a Get Upto price. */
const priceFormSchema = z.object({
  rate: z.string().transform(Number).pipe(variantPriceCheckRequestSchema.shape.rate),
});

/**
 * One variant: its Get Upto price edited in place (Enter or Save), shown or hidden. A large change or one
 * below the minimum offer opens the server's preview, and only its "Confirm and save" saves it.
 */
export function VariantRow({ variant, modelName }: { variant: AdminVariant; modelName: string }) {
  const form = useForm<z.input<typeof priceFormSchema>, unknown, z.output<typeof priceFormSchema>>({
    resolver: zodResolver(priceFormSchema),
    mode: 'onChange',
    defaultValues: { rate: String(variant.rate) },
  });
  const price = useVariantPriceSave(variant.id, (result) =>
    toast.success(`${modelName} ${result.variant.name}: Get Upto price ${formatINR(result.variant.rate)}`),
  );
  const { busy, guard } = useSingleFlight();
  const toggle = useCatalogChange('staffUpdateVariant', (result) =>
    result.variant.hidden
      ? `${modelName} ${result.variant.name} is hidden`
      : `${modelName} ${result.variant.name} is shown`,
  );
  // A price saved here or elsewhere becomes the field's new starting value.
  useEffect(() => {
    form.reset({ rate: String(variant.rate) });
  }, [variant.rate, form]);
  const typed = form.watch('rate');
  const parsed = priceFormSchema.safeParse({ rate: typed });
  const valid = parsed.success;
  const changed = valid && parsed.data.rate !== variant.rate;
  const error = form.formState.errors.rate?.message;
  const inputId = `variant-${variant.id}-price`;
  const errorId = `${inputId}-error`;
  return (
    <li className="grid grid-cols-[1fr_auto] items-center gap-x-3 gap-y-1 border-t border-slate-100 py-2.5 sm:grid-cols-[7rem_1fr_auto]">
      <div className="flex items-center gap-2">
        <span className="font-semibold text-slate-900">{variant.name}</span>
        {variant.hidden ? <Badge tone="warn">Hidden</Badge> : null}
      </div>
      <form
        noValidate
        className="col-span-2 row-start-2 flex items-center gap-2 sm:col-span-1 sm:col-start-2 sm:row-start-1"
        onSubmit={form.handleSubmit(
          guard(async ({ rate }: { rate: number }) => {
            if (rate !== variant.rate) await price.save(rate);
          }),
        )}
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
            {...form.register('rate', {
              onChange: (event) => {
                const digits = event.target.value.replace(/\D/g, '');
                if (digits !== event.target.value) form.setValue('rate', digits, { shouldValidate: true });
              },
            })}
            aria-invalid={!valid || undefined}
            aria-describedby={error ? errorId : undefined}
            className={`${fieldControlClass(!valid)} h-11 pl-7 tabular-nums`}
          />
        </div>
        <span
          id={errorId}
          className="w-20 shrink-0 text-xs text-slate-500 tabular-nums sm:w-24 sm:text-sm"
          aria-live="polite"
        >
          {valid ? formatINR(parsed.data.rate) : (error ?? 'Whole rupees')}
        </span>
        <Button
          type="submit"
          variant={changed ? 'primary' : 'secondary'}
          className="px-3"
          disabled={!changed || busy || price.isPending}
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
      <PriceChangeDialog
        preview={price.preview}
        busy={price.isPending}
        onCancel={price.cancel}
        onConfirm={() => void price.confirm()}
      />
    </li>
  );
}
