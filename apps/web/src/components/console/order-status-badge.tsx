import { ORDER_STATUS_LABELS, type OrderStatus } from '@phonix/shared/order-lifecycle';

const tones: Record<OrderStatus, string> = {
  enquiry: 'bg-sky-50 text-sky-900 ring-sky-300',
  accepted: 'bg-amber-50 text-amber-900 ring-amber-300',
  out_for_pickup: 'bg-violet-50 text-violet-900 ring-violet-300',
  completed: 'bg-emerald-50 text-emerald-800 ring-emerald-300',
  cancelled: 'bg-slate-100 text-slate-700 ring-slate-300',
};

/** An order's status in the shared words ('Order Initiated', 'Out for Pick up', ...), one colour each. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${tones[status]}`}
    >
      {ORDER_STATUS_LABELS[status]}
    </span>
  );
}
