import { type SalesOrder, timelineBlocks } from '@phonix/shared/orders-api';
import { formatIndiaDateTime } from '@phonix/shared/pickup';
import { BadgeCheck, CircleX, ClipboardCheck, Handshake, type LucideIcon, OctagonX } from 'lucide-react';

const BLOCK_STYLE: Record<string, { icon: LucideIcon; className: string }> = {
  initiated: { icon: ClipboardCheck, className: 'bg-brand-700 text-white' },
  cancelled: { icon: CircleX, className: 'bg-red-600 text-white' },
  partner: { icon: Handshake, className: 'bg-sky-600 text-white' },
  rejected: { icon: OctagonX, className: 'bg-orange-600 text-white' },
  completed: { icon: BadgeCheck, className: 'bg-green-600 text-white' },
};

/** 'Sales Order Tracking': the blocks of SPEC 4, from timelineBlocks. */
export function OrderTimeline({ order }: { order: SalesOrder }) {
  const blocks = timelineBlocks(order);
  return (
    <section
      aria-labelledby="tracking-title"
      className="rounded-2xl bg-white p-5 shadow-xs ring-1 ring-slate-200 md:p-6"
    >
      <h2 id="tracking-title" className="text-lg font-bold text-slate-900">
        Sales Order Tracking
      </h2>
      <ol className="mt-5 flex flex-col">
        {blocks.map((block, index) => {
          const { icon: Icon, className } =
            BLOCK_STYLE[block.key] ?? (BLOCK_STYLE.initiated as { icon: LucideIcon; className: string });
          const last = index === blocks.length - 1;
          return (
            <li key={block.key} className="relative flex gap-4 pb-6 last:pb-0" data-block={block.key}>
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
                {block.at ? <p className="text-sm text-slate-600">{formatIndiaDateTime(block.at)}</p> : null}
                {block.detail ? <p className="text-sm font-medium text-slate-700">{block.detail}</p> : null}
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
