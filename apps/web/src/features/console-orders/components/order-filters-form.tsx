import { ORDER_STATUS_LABELS, ORDER_STATUSES, type OrderStatus } from '@phonix/shared/order-lifecycle';
import { Search, X } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { SelectField, TextField } from '@/components/ui/text-field.tsx';
import { type OrderFilters, usePartnerChoices } from '../api/orders-admin.ts';
import { isFiltered } from '../utils/order-filters.ts';

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
  const [q, setQ] = useState(filters.q ?? filters.ref ?? '');
  const [status, setStatus] = useState<OrderStatus | ''>(filters.status ?? '');
  const [partner, setPartner] = useState(filters.partner_id ? String(filters.partner_id) : '');
  const [pickup, setPickup] = useState(filters.pickup_date ?? '');
  const [city, setCity] = useState(filters.city ?? '');
  const [from, setFrom] = useState(filters.from ?? '');
  const [to, setTo] = useState(filters.to ?? '');
  const badRange = Boolean(from && to && from > to);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (badRange) return;
    const next: OrderFilters = {};
    if (q.trim()) next.q = q.trim();
    if (status) next.status = status;
    if (partner) next.partner_id = Number(partner);
    if (pickup) next.pickup_date = pickup;
    if (city.trim()) next.city = city.trim();
    if (from) next.from = from;
    if (to) next.to = to;
    onFind(next);
  };

  return (
    <form
      aria-label="Find orders"
      onSubmit={submit}
      noValidate
      className="mb-4 grid grid-cols-1 gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-xs sm:grid-cols-2 lg:grid-cols-4 lg:items-start"
    >
      <TextField
        label="Search"
        type="search"
        value={q}
        onChange={(event) => setQ(event.target.value)}
        placeholder="Reference, mobile, name, IMEI..."
        autoComplete="off"
        spellCheck={false}
        maxLength={100}
        hint="Reference, 4+ digits of the mobile, name, IMEI, receipt, partner or pincode"
        containerClassName="sm:col-span-2"
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
      <SelectField label="Partner" value={partner} onChange={(event) => setPartner(event.target.value)}>
        <option value="">Any partner</option>
        {(partners.data?.partners ?? []).map((choice) => (
          <option key={choice.partner_id} value={choice.partner_id}>
            {choice.shop_name}
          </option>
        ))}
      </SelectField>
      <TextField
        label="Pickup day"
        type="date"
        value={pickup}
        onChange={(event) => setPickup(event.target.value)}
      />
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
      <div className="flex gap-2 sm:col-span-2 lg:col-span-4">
        <Button type="submit" disabled={busy || badRange} className="flex-1 lg:flex-none">
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
