import { formatINR } from '@phonix/shared/money';
import { formatIndiaDateTime } from '@phonix/shared/pickup';
import type { RevisedOffer } from '@phonix/shared/requote';
import { paths } from '@phonix/shared/routes';
import { ArrowRight, BadgeCheck, CircleCheck, CircleX, Info, type LucideIcon } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/button.tsx';
import { withCity } from '@/lib/city-path.ts';
import { differenceInWords } from './revised-offer-summary.tsx';

interface Outcome {
  icon: LucideIcon;
  tone: string;
  title: string;
  text: string;
}

function outcomeOf(offer: RevisedOffer): Outcome {
  const revised = formatINR(offer.revised_value);
  const on = offer.decided_at ? ` on ${formatIndiaDateTime(offer.decided_at)}` : '';
  switch (offer.offer_status) {
    case 'accepted':
      return {
        icon: CircleCheck,
        tone: 'bg-green-50 ring-green-200 text-green-700',
        title: 'You accepted the revised offer',
        text:
          offer.status === 'completed'
            ? `You accepted ${revised}${on}, and the pickup is complete.`
            : `You accepted ${revised}${on}. Our partner completes the pickup and pays you ${revised} when you hand over the phone.`,
      };
    case 'declined':
      return {
        icon: CircleX,
        tone: 'bg-slate-100 ring-slate-200 text-slate-600',
        title: 'You declined the revised offer',
        text: `Your order was cancelled${on}. There is no cost to you and you keep your phone.`,
      };
    case 'not_needed':
      return {
        icon: BadgeCheck,
        tone: 'bg-green-50 ring-green-200 text-green-700',
        title: offer.difference > 0 ? 'Good news: your price went up' : 'Your price stays the same',
        text: `After the check your phone is worth ${revised} (${differenceInWords(offer.difference).toLowerCase()}). There is nothing for you to decide: you are paid ${revised} at pickup.`,
      };
    default:
      // Pending, but no longer open to a decision (the order was cancelled or moved on meanwhile).
      return {
        icon: Info,
        tone: 'bg-slate-100 ring-slate-200 text-slate-600',
        title: 'This offer is closed',
        text: `The order is now ${offer.status_label}, so there is nothing to decide any more.`,
      };
  }
}

/**
 * What became of a revised offer: accepted, declined (the order cancelled at no cost), or none needed (the
 * price did not go down); with the way to the order. Takes the focus when it replaces the decision buttons.
 */
export function OfferOutcome({
  offer,
  cancelReason = null,
  focusOnMount = false,
}: {
  offer: RevisedOffer;
  /** Why the order was cancelled, when it was cancelled by someone else while the offer waited. */
  cancelReason?: string | null;
  focusOnMount?: boolean;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnMount) heading.current?.focus();
  }, [focusOnMount]);
  const outcome = outcomeOf(offer);
  const Icon = outcome.icon;
  const declined = offer.offer_status === 'declined';
  return (
    <section
      aria-labelledby="offer-outcome-title"
      className="flex flex-col gap-4 rounded-2xl bg-white p-5 shadow-xs ring-1 ring-slate-200 md:p-6"
      data-offer-status={offer.offer_status}
    >
      <div className="flex gap-3">
        <span
          className={`flex size-10 shrink-0 items-center justify-center rounded-full ring-1 ${outcome.tone}`}
        >
          <Icon className="size-5" aria-hidden />
        </span>
        <div>
          <h2
            id="offer-outcome-title"
            ref={heading}
            tabIndex={-1}
            className="text-lg font-bold text-slate-900 focus:outline-none"
          >
            {outcome.title}
          </h2>
          <p className="mt-1 text-sm text-slate-700">{outcome.text}</p>
          {declined ? (
            <p className="mt-2 text-sm text-slate-700">
              <span className="font-semibold text-slate-900">Reason:</span> you declined the revised offer.
            </p>
          ) : cancelReason ? (
            <p className="mt-2 text-sm text-slate-700">
              <span className="font-semibold text-slate-900">Reason:</span> {cancelReason}
            </p>
          ) : null}
        </div>
      </div>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Link to={paths.salesOrderDetail(offer.ref_no)} className={buttonClass('primary', 'lg')}>
          View order details
          <ArrowRight className="size-5" aria-hidden />
        </Link>
        {declined ? (
          <Link to={withCity(paths.sellMobile())} className={buttonClass('secondary', 'lg')}>
            Get a new quote
          </Link>
        ) : null}
      </div>
    </section>
  );
}
