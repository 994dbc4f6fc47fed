import type { PartnerOrder } from '@phonix/shared/partner-api';

const tones: Record<PartnerOrder['status'], string> = {
  enquiry: 'bg-sky-100 text-sky-950 ring-sky-700',
  accepted: 'bg-amber-100 text-amber-950 ring-amber-700',
  out_for_pickup: 'bg-violet-100 text-violet-950 ring-violet-700',
  completed: 'bg-emerald-100 text-emerald-950 ring-emerald-700',
  cancelled: 'bg-slate-200 text-slate-900 ring-slate-600',
};

/** The order's status in the shared words ('Accepted', 'Out for Pick up', ...), dark on light for sunlight. */
export function StatusBadge({ order }: { order: PartnerOrder }) {
  const label = order.status === 'enquiry' ? 'Open' : order.status_label;
  return (
    <span
      className={`inline-flex items-center rounded-full px-3 py-1 text-sm font-bold whitespace-nowrap ring-2 ring-inset ${tones[order.status]}`}
    >
      {label}
    </span>
  );
}
