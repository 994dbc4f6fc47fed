import type { OrderStatus } from '@phonix/shared/order-lifecycle';
import { orderStatusLabel } from '@phonix/shared/order-texts';
import { BadgeCheck, CircleCheck, CircleX, Hourglass, type LucideIcon, Truck } from 'lucide-react';
import { usePageLocale } from '@/lib/locale.tsx';

const STYLES: Record<OrderStatus, { icon: LucideIcon; className: string }> = {
  enquiry: { icon: Hourglass, className: 'bg-amber-50 text-amber-800 ring-amber-200' },
  accepted: { icon: CircleCheck, className: 'bg-sky-50 text-sky-800 ring-sky-200' },
  out_for_pickup: { icon: Truck, className: 'bg-indigo-50 text-indigo-800 ring-indigo-200' },
  completed: { icon: BadgeCheck, className: 'bg-green-50 text-green-800 ring-green-200' },
  cancelled: { icon: CircleX, className: 'bg-red-50 text-red-800 ring-red-200' },
};

/** A status with its own icon (SPEC 4: each status has its own icon) and its label. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { icon: Icon, className } = STYLES[status] ?? STYLES.enquiry;
  const { locale } = usePageLocale();
  const label = orderStatusLabel(status, locale);
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
