import { ORDER_STATUS_LABELS, ORDER_STATUSES, type OrderStatus } from '@phonix/shared/order-lifecycle';
import { Search, X } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { SelectField, TextField } from '@/components/ui/text-field.tsx';
import type { OrderFilters } from '../api/orders-admin.ts';

/**
 * The list's filters: a reference (or part of one), the status, the pickup city and the booking days. Find
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
  const [ref, setRef] = useState(filters.ref ?? '');
  const [status, setStatus] = useState<OrderStatus | ''>(filters.status ?? '');
  const [city, setCity] = useState(filters.city ?? '');
  const [from, setFrom] = useState(filters.from ?? '');
  const [to, setTo] = useState(filters.to ?? '');
  const badRange = Boolean(from && to && from > to);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (badRange) return;
    const next: OrderFilters = {};
    if (ref.trim()) next.ref = ref.trim();
    if (status) next.status = status;
    if (city.trim()) next.city = city.trim();
    if (from) next.from = from;
    if (to) next.to = to;
    onFind(next);
  };
  const filtered = Boolean(filters.ref || filters.status || filters.city || filters.from || filters.to);

  return (
    <form
      aria-label="Find orders"
      onSubmit={submit}
      noValidate
      className="mb-4 grid grid-cols-1 gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-xs sm:grid-cols-2 lg:grid-cols-3 lg:items-start 2xl:grid-cols-[minmax(0,1.4fr)_repeat(4,minmax(0,1fr))_auto]"
    >
      <TextField
        label="Reference"
        type="search"
        value={ref}
        onChange={(event) => setRef(event.target.value)}
        placeholder="PX7K3M9Q2X4T"
        autoComplete="off"
        spellCheck={false}
        maxLength={40}
        hint="All or part of it"
        className="font-mono uppercase placeholder:normal-case"
      />
      <SelectField
        label="Status"
        value={status}
        onChange={(event) => setStatus(event.target.value as OrderStatus | '')}
      >
        <option value="">Any status</option>
        {ORDER_STATUSES.map((code) => (
          <option key={code} value={code}>
            {ORDER_STATUS_LABELS[code]}
          </option>
        ))}
      </SelectField>
      <TextField
        label="City"
        value={city}
        onChange={(event) => setCity(event.target.value)}
        autoComplete="off"
        maxLength={100}
      />
      <TextField
        label="Booked from"
        type="date"
        value={from}
        max={to || undefined}
        onChange={(event) => setFrom(event.target.value)}
      />
      <TextField
        label="Booked to"
        type="date"
        value={to}
        min={from || undefined}
        onChange={(event) => setTo(event.target.value)}
        error={badRange ? 'Must be on or after the first day' : undefined}
      />
      <div className="flex gap-2 sm:col-span-2 lg:col-span-1 lg:mt-7">
        <Button type="submit" disabled={busy || badRange} className="flex-1 lg:flex-none">
          <Search className="size-4" aria-hidden />
          Find
        </Button>
        {filtered ? (
          <Button variant="ghost" onClick={onClear}>
            <X className="size-4" aria-hidden />
            Clear
          </Button>
        ) : null}
      </div>
    </form>
  );
}
