import { formatIndiaDateTime } from '@phonix/shared/pickup';
import { Lock, LockOpen } from 'lucide-react';
import type { ReactNode } from 'react';

/**
 * How long a quote holds (quote_valid_until, QUOTE_VALID_DAYS in order-lifecycle.ts): until then a doorstep
 * re-quote prices the phone on the table the seller was quoted from. Shown on the price page, the booking
 * confirmation and the order detail; once the time has passed it says so instead of promising a lock.
 */
export function PriceLockNote({
  until,
  children,
  className = '',
}: {
  /** ISO timestamp. */
  until: string;
  /** What the lock means here, in a sentence or two (given whether it has ended). */
  children?: ReactNode | ((ended: boolean) => ReactNode);
  className?: string;
}) {
  const ended = Date.parse(until) < Date.now();
  const Icon = ended ? LockOpen : Lock;
  const note = typeof children === 'function' ? children(ended) : children;
  return (
    <div
      className={`flex gap-3 rounded-xl p-3 text-sm ${ended ? 'bg-slate-100 text-slate-700' : 'bg-brand-50 text-brand-900'} ${className}`}
      data-testid="price-lock"
    >
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden />
      <div>
        <p className="font-semibold">
          {ended ? 'Price lock ended on' : 'Price locked until'}{' '}
          <time dateTime={until}>{formatIndiaDateTime(until)}</time>
        </p>
        {note ? <div className="mt-0.5">{note}</div> : null}
      </div>
    </div>
  );
}
