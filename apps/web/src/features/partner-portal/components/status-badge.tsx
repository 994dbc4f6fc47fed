import { partner_status_accepted } from '@phonix/shared/messages/partner_status_accepted';
import { partner_status_cancelled } from '@phonix/shared/messages/partner_status_cancelled';
import { partner_status_completed } from '@phonix/shared/messages/partner_status_completed';
import { partner_status_open } from '@phonix/shared/messages/partner_status_open';
import { partner_status_out_for_pickup } from '@phonix/shared/messages/partner_status_out_for_pickup';
import type { PartnerOrder } from '@phonix/shared/partner-api';

const tones: Record<PartnerOrder['status'], string> = {
  enquiry: 'bg-sky-100 text-sky-950 ring-sky-700',
  accepted: 'bg-amber-100 text-amber-950 ring-amber-700',
  out_for_pickup: 'bg-violet-100 text-violet-950 ring-violet-700',
  completed: 'bg-emerald-100 text-emerald-950 ring-emerald-700',
  cancelled: 'bg-slate-200 text-slate-900 ring-slate-600',
};

/** How each status reads (the code stays the code): English as the shared words ('Out for Pick up'). */
const labels: Record<PartnerOrder['status'], () => string> = {
  enquiry: () => partner_status_open(),
  accepted: () => partner_status_accepted(),
  out_for_pickup: () => partner_status_out_for_pickup(),
  completed: () => partner_status_completed(),
  cancelled: () => partner_status_cancelled(),
};

/** The order's status in the page's language ('Open', 'Accepted', ...), dark on light for sunlight. */
export function StatusBadge({ order }: { order: PartnerOrder }) {
  const label = labels[order.status]();
  return (
    <span
      className={`inline-flex items-center rounded-full px-3 py-1 text-sm font-bold whitespace-nowrap ring-2 ring-inset ${tones[order.status]}`}
    >
      {label}
    </span>
  );
}
