import type { OrderStatus } from '@phonix/shared/orders-api';
import { BadgeCheck, CircleCheck, CircleX, Hourglass, type LucideIcon, Truck } from 'lucide-react';

const STYLES: Record<OrderStatus, { icon: LucideIcon; className: string }> = {
  Enquiry: { icon: Hourglass, className: 'bg-amber-50 text-amber-800 ring-amber-200' },
  Accepted: { icon: CircleCheck, className: 'bg-sky-50 text-sky-800 ring-sky-200' },
  'Out for Pick up': { icon: Truck, className: 'bg-indigo-50 text-indigo-800 ring-indigo-200' },
  Completed: { icon: BadgeCheck, className: 'bg-green-50 text-green-800 ring-green-200' },
  Cancelled: { icon: CircleX, className: 'bg-red-50 text-red-800 ring-red-200' },
};

/** A status with its own icon (SPEC 4: each status has its own icon). */
export function OrderStatusBadge({ status, label = status }: { status: OrderStatus; label?: string }) {
  const { icon: Icon, className } = STYLES[status] ?? STYLES.Enquiry;
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-bold ring-1 ${className}`}
      data-status={status}
    >
      <Icon className="size-4" aria-hidden />
      {label}
    </span>
  );
}
