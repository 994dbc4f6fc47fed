import { formatIndiaDateTimeIn } from '@phonix/shared/india-time';
import { quote_lock_ended } from '@phonix/shared/messages/quote_lock_ended';
import { quote_lock_until } from '@phonix/shared/messages/quote_lock_until';
import { Lock, LockOpen } from 'lucide-react';
import type { ReactNode } from 'react';
import { usePageLocale } from '@/lib/locale.tsx';

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
  const { locale } = usePageLocale();
  const ended = Date.parse(until) < Date.now();
  const date = formatIndiaDateTimeIn(until, locale);
  // The sentence in the page's language, with the date in its <time> wherever the language puts it.
  const [before = '', after = ''] = (ended ? quote_lock_ended : quote_lock_until)({ date }).split(date);
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
          {before}
          <time dateTime={until}>{date}</time>
          {after}
        </p>
        {note ? <div className="mt-0.5">{note}</div> : null}
      </div>
    </div>
  );
}
