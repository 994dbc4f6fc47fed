import type { BreachSellers } from '@phonix/shared/privacy-api';
import { fields } from '@phonix/shared/validation';
import { useFormContext } from 'react-hook-form';
import { z } from 'zod';
import { TextField } from '@/components/ui/text-field.tsx';

/** '12, 40 ,12' -> [12, 40]; null when something is not a whole positive number (an id, fields.id). */
export function parseIds(text: string): number[] | null {
  const parts = text.split(/[\s,]+/).filter((part) => part !== '');
  if (!parts.every((part) => /^\d+$/.test(part) && fields.id().safeParse(part).success)) return null;
  return [...new Set(parts.map(Number))];
}

/** '500081, 500032' -> ['500081', '500032']; null when one is not a pincode (fields.pincode: six digits). */
export function parsePincodes(text: string): string[] | null {
  const parts = text.split(/[\s,]+/).filter((part) => part !== '');
  return parts.every((part) => fields.pincode().safeParse(part).success) ? [...new Set(parts)] : null;
}

/**
 * Which sellers, as typed: customer ids, or every seller, or those with orders on some days or in some
 * pincodes. A field the browser has disabled (every seller chosen) may read as undefined.
 */
export const sellersFormSchema = z
  .object({
    ids: z.string().optional(),
    all: z.boolean(),
    from: z.string().optional(),
    to: z.string().optional(),
    pincodes: z.string().optional(),
  })
  .superRefine((state, context) => {
    if (parseIds(state.ids ?? '') === null)
      context.addIssue({ code: 'custom', path: ['ids'], message: 'Customer ids are whole numbers.' });
    if (!state.all && parsePincodes(state.pincodes ?? '') === null)
      context.addIssue({ code: 'custom', path: ['pincodes'], message: 'Pincodes are six digits.' });
    if (!state.all && state.from && state.to && state.from > state.to)
      context.addIssue({
        code: 'custom',
        path: ['to'],
        message: 'The last day must not be before the first day.',
      });
  });
export type SellersState = z.infer<typeof sellersFormSchema>;
export const NO_SELLERS: SellersState = { ids: '', all: false, from: '', to: '', pincodes: '' };

/** The form's sellers (checked by sellersFormSchema) as the API takes them; undefined when none are named. */
export function sellersOf(state: SellersState): BreachSellers | undefined {
  const ids = parseIds(state.ids ?? '') ?? [];
  const pincodes = state.all ? [] : (parsePincodes(state.pincodes ?? '') ?? []);
  const filter = state.all
    ? { all: true as const }
    : state.from || state.to || pincodes.length > 0
      ? {
          ...(state.from ? { ordered_from: state.from } : {}),
          ...(state.to ? { ordered_to: state.to } : {}),
          ...(pincodes.length > 0 ? { pincodes } : {}),
        }
      : undefined;
  if (ids.length === 0 && !filter) return undefined;
  return { ...(ids.length > 0 ? { customer_ids: ids } : {}), ...(filter ? { filter } : {}) };
}

/** The sellers' fields of a breach form (its `sellers` value), inside that form's FormProvider. */
export function SellersFields({ prefix }: { prefix: string }) {
  const form = useFormContext<{ sellers: SellersState }>();
  const errors = form.formState.errors.sellers;
  const all = form.watch('sellers.all');
  return (
    <fieldset className="flex min-w-0 flex-col gap-3 rounded-xl border border-slate-200 p-3">
      <legend className="px-1 text-sm font-semibold text-slate-800">Sellers affected</legend>
      <TextField
        label="Customer ids"
        hint="Separated by commas or spaces."
        inputMode="numeric"
        error={errors?.ids?.message}
        id={`${prefix}-ids`}
        {...form.register('sellers.ids')}
      />
      <label className="flex min-h-11 items-center gap-2 text-sm text-slate-800">
        <input type="checkbox" className="size-5" {...form.register('sellers.all')} />
        Every seller with an account (a breach of the whole customer table)
      </label>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          type="date"
          label="Orders booked from (India day)"
          disabled={all}
          id={`${prefix}-from`}
          {...form.register('sellers.from')}
        />
        <TextField
          type="date"
          label="Orders booked to (India day)"
          disabled={all}
          error={errors?.to?.message}
          id={`${prefix}-to`}
          {...form.register('sellers.to')}
        />
      </div>
      <TextField
        label="Pickup pincodes"
        hint="Sellers with an order in these pincodes (with the days above, both must match)."
        inputMode="numeric"
        disabled={all}
        error={errors?.pincodes?.message}
        id={`${prefix}-pincodes`}
        {...form.register('sellers.pincodes')}
      />
    </fieldset>
  );
}
