import type { StaffOrderEvent } from '@phonix/shared/console-orders-api';
import { IndiaTime } from '@/components/console/india-time.tsx';

function actorText(event: StaffOrderEvent): string {
  switch (event.by) {
    case 'customer':
      return 'by the seller';
    case 'partner':
      return `by partner ${event.actor_name ?? event.partner_name ?? `#${event.actor_id ?? '?'}`}`;
    case 'staff':
      return `by staff: ${event.actor_name ?? `#${event.actor_id ?? '?'}`}`;
    default:
      return 'automatically';
  }
}

/** The order's events, oldest first, each with who sent it, its facts and the reason given. */
export function OrderEvents({ events }: { events: StaffOrderEvent[] }) {
  if (events.length === 0) return <p className="text-sm text-slate-600">No events.</p>;
  return (
    <ol className="flex flex-col" aria-label="Events">
      {events.map((event, index) => (
        <li
          // biome-ignore lint/suspicious/noArrayIndexKey: events are append-only, oldest first
          key={`${event.type}-${index}`}
          data-event={event.type}
          className="relative border-l-2 border-slate-200 pb-5 pl-5 last:pb-0"
        >
          <span
            className={`absolute top-1 -left-[7px] size-3 rounded-full ring-2 ring-white ${
              event.by === 'staff' ? 'bg-brand-700' : 'bg-slate-400'
            }`}
            aria-hidden
          />
          <p className="font-semibold text-slate-900">{event.title}</p>
          <p className="text-xs text-slate-600">
            <IndiaTime value={event.at} /> · {actorText(event)}
          </p>
          {event.detail ? <p className="mt-1 text-sm text-slate-700">{event.detail}</p> : null}
          {event.reason && event.reason !== event.detail ? (
            <p className="mt-1 text-sm text-slate-700">
              <span className="font-semibold">Reason:</span> {event.reason}
            </p>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
