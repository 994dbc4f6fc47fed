import { zodResolver } from '@hookform/resolvers/zod';
import { ORDER_STATUS_LABELS, ORDER_STATUSES } from '@phonix/shared/order-lifecycle';
import { Search, X } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/components/ui/button.tsx';
import { SelectField, TextField } from '@/components/ui/text-field.tsx';
import { type OrderFilters, usePartnerChoices } from '../api/orders-admin.ts';
import { isFiltered } from '../utils/order-filters.ts';

/** The fields as typed ('' for none); the booking days must not end before they start. */
const filtersFormSchema = z
  .object({
    q: z.string(),
    status: z.enum(ORDER_STATUSES).or(z.literal('')),
    partner: z.string(),
    pickup: z.string(),
    city: z.string(),
    from: z.string(),
    to: z.string(),
  })
  .refine((values) => !(values.from && values.to && values.from > values.to), {
    path: ['to'],
    message: 'Must be on or after the first day',
  });

/**
 * The list's filters: one search box (reference, the seller's mobile or name, an IMEI, a receipt number, a
 * partner or a pincode), the status, the partner, the pickup day, the city and the booking days. Find
 * applies them all at once (an exact reference opens its order); Clear shows every order again.
 */
export function OrderFiltersForm({
  filters,
  busy,
  onFind,
  onClear,
}: {
  filters: OrderFilters;
  busy: boolean;
  onFind: (filters: OrderFilters) => void;
  onClear: () => void;
}) {
  const partners = usePartnerChoices();
  const form = useForm<z.infer<typeof filtersFormSchema>>({
    resolver: zodResolver(filtersFormSchema),
    // The range is checked as the days are typed, so Find is never pressed on a range it refuses.
    mode: 'onChange',
    defaultValues: {
      q: filters.q ?? filters.ref ?? '',
      status: filters.status ?? '',
      partner: filters.partner_id ? String(filters.partner_id) : '',
      pickup: filters.pickup_date ?? '',
      city: filters.city ?? '',
      from: filters.from ?? '',
      to: filters.to ?? '',
    },
  });
  const rangeError = form.formState.errors.to?.message;
  const [from, to] = form.watch(['from', 'to']);

  const submit = form.handleSubmit((values) => {
    const next: OrderFilters = {};
    if (values.q.trim()) next.q = values.q.trim();
    if (values.status) next.status = values.status;
    if (values.partner) next.partner_id = Number(values.partner);
    if (values.pickup) next.pickup_date = values.pickup;
    if (values.city.trim()) next.city = values.city.trim();
    if (values.from) next.from = values.from;
    if (values.to) next.to = values.to;
    onFind(next);
  });

  return (
    <form
      aria-label="Find orders"
      onSubmit={(event) => void submit(event)}
      noValidate
      className="mb-4 grid grid-cols-1 gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-xs sm:grid-cols-2 lg:grid-cols-4 lg:items-start"
    >
      <TextField
        label="Search"
        type="search"
        placeholder="Reference, mobile, name, IMEI..."
        autoComplete="off"
        spellCheck={false}
        maxLength={100}
        hint="Reference, 4+ digits of the mobile, name, IMEI, receipt, partner or pincode"
        containerClassName="sm:col-span-2"
        {...form.register('q')}
      />
      <SelectField label="Status" {...form.register('status')}>
        <option value="">Any status</option>
        {ORDER_STATUSES.map((code) => (
          <option key={code} value={code}>
            {ORDER_STATUS_LABELS[code]}
          </option>
        ))}
      </SelectField>
      <SelectField label="Partner" {...form.register('partner')}>
        <option value="">Any partner</option>
        {(partners.data?.partners ?? []).map((choice) => (
          <option key={choice.partner_id} value={choice.partner_id}>
            {choice.shop_name}
          </option>
        ))}
      </SelectField>
      <TextField label="Pickup day" type="date" {...form.register('pickup')} />
      <TextField label="City" autoComplete="off" maxLength={100} {...form.register('city')} />
      <TextField
        label="Booked from"
        type="date"
        max={to || undefined}
        {...form.register('from', { deps: 'to' })}
      />
      <TextField
        label="Booked to"
        type="date"
        min={from || undefined}
        error={rangeError}
        {...form.register('to')}
      />
      <div className="flex gap-2 sm:col-span-2 lg:col-span-4">
        <Button type="submit" disabled={busy || Boolean(rangeError)} className="flex-1 lg:flex-none">
          <Search className="size-4" aria-hidden />
          Find
        </Button>
        {isFiltered(filters) ? (
          <Button variant="ghost" onClick={onClear}>
            <X className="size-4" aria-hidden />
            Clear
          </Button>
        ) : null}
      </div>
    </form>
  );
}
