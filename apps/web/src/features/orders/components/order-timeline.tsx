import { formatIndiaDateTimeIn } from '@phonix/shared/india-time';
import { seller_tracking_title } from '@phonix/shared/messages/seller_tracking_title';
import type { OrderEventType } from '@phonix/shared/order-lifecycle';
import { timelineBlocksIn } from '@phonix/shared/order-texts';
import type { SalesOrder } from '@phonix/shared/orders-api';
import {
  BadgeCheck,
  CalendarClock,
  CircleX,
  ClipboardCheck,
  Handshake,
  IndianRupee,
  type LucideIcon,
  OctagonX,
  Truck,
} from 'lucide-react';
import { usePageLocale } from '@/lib/locale.tsx';

const BLOCK_STYLE: Record<OrderEventType, { icon: LucideIcon; className: string }> = {
  created: { icon: ClipboardCheck, className: 'bg-brand-700 text-white' },
  accepted: { icon: Handshake, className: 'bg-sky-600 text-white' },
  rejected: { icon: OctagonX, className: 'bg-orange-600 text-white' },
  out_for_pickup: { icon: Truck, className: 'bg-indigo-600 text-white' },
  rescheduled: { icon: CalendarClock, className: 'bg-slate-600 text-white' },
  requoted: { icon: IndianRupee, className: 'bg-amber-600 text-white' },
  offer_accepted: { icon: IndianRupee, className: 'bg-green-700 text-white' },
  offer_declined: { icon: CircleX, className: 'bg-red-600 text-white' },
  // Staff's review of a raised price: never in the seller's events (sellerVisibleEvents).
  rise_approved: { icon: IndianRupee, className: 'bg-green-700 text-white' },
  rise_declined: { icon: CircleX, className: 'bg-slate-600 text-white' },
  // A change at the door a photo did not prove, undone in the seller's favour (issue 34).
  change_undone: { icon: IndianRupee, className: 'bg-green-700 text-white' },
  completed: { icon: BadgeCheck, className: 'bg-green-600 text-white' },
  cancelled: { icon: CircleX, className: 'bg-red-600 text-white' },
};

/** 'Sales Order Tracking': the blocks of SPEC 4 and the steps between, drawn from the order's events. */
export function OrderTimeline({ order }: { order: SalesOrder }) {
  const { locale } = usePageLocale();
  const blocks = timelineBlocksIn(order.events, locale);
  return (
    <section
      aria-labelledby="tracking-title"
      className="rounded-2xl bg-white p-5 shadow-xs ring-1 ring-slate-200 md:p-6"
    >
      <h2 id="tracking-title" className="text-lg font-bold text-slate-900">
        {seller_tracking_title()}
      </h2>
      <ol className="mt-5 flex flex-col">
        {blocks.map((block, index) => {
          const { icon: Icon, className } = BLOCK_STYLE[block.kind] ?? BLOCK_STYLE.created;
          const last = index === blocks.length - 1;
          return (
            <li key={block.key} className="relative flex gap-4 pb-6 last:pb-0" data-block={block.kind}>
              {last ? null : (
                <span className="absolute top-10 bottom-0 left-[19px] w-0.5 bg-slate-200" aria-hidden />
              )}
              <span
                className={`relative flex size-10 shrink-0 items-center justify-center rounded-full ${className}`}
              >
                <Icon className="size-5" aria-hidden />
              </span>
              <div className="pt-1">
                <h3 className="font-bold text-slate-900">{block.title}</h3>
                {block.at ? (
                  <p className="text-sm text-slate-600">{formatIndiaDateTimeIn(block.at, locale)}</p>
                ) : null}
                {block.detail ? <p className="text-sm font-medium text-slate-700">{block.detail}</p> : null}
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
