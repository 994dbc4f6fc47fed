import { reasonIn } from '@phonix/shared/cancel-reasons';
import type { Locale } from '@phonix/shared/i18n';
import { formatIndiaDateTimeIn } from '@phonix/shared/india-time';
import { seller_book_new_quote } from '@phonix/shared/messages/seller_book_new_quote';
import { seller_offer_reason_declined } from '@phonix/shared/messages/seller_offer_reason_declined';
import { seller_outcome_accepted_done } from '@phonix/shared/messages/seller_outcome_accepted_done';
import { seller_outcome_accepted_text } from '@phonix/shared/messages/seller_outcome_accepted_text';
import { seller_outcome_accepted_title } from '@phonix/shared/messages/seller_outcome_accepted_title';
import { seller_outcome_closed_text } from '@phonix/shared/messages/seller_outcome_closed_text';
import { seller_outcome_closed_title } from '@phonix/shared/messages/seller_outcome_closed_title';
import { seller_outcome_declined_text } from '@phonix/shared/messages/seller_outcome_declined_text';
import { seller_outcome_declined_title } from '@phonix/shared/messages/seller_outcome_declined_title';
import { seller_outcome_not_needed_text } from '@phonix/shared/messages/seller_outcome_not_needed_text';
import { seller_outcome_on } from '@phonix/shared/messages/seller_outcome_on';
import { seller_outcome_price_same } from '@phonix/shared/messages/seller_outcome_price_same';
import { seller_outcome_price_up } from '@phonix/shared/messages/seller_outcome_price_up';
import { seller_outcome_reason } from '@phonix/shared/messages/seller_outcome_reason';
import { seller_view_order_details } from '@phonix/shared/messages/seller_view_order_details';
import { formatINR } from '@phonix/shared/money';
import { orderStatusLabel } from '@phonix/shared/order-texts';
import type { RevisedOffer } from '@phonix/shared/requote';
import { paths } from '@phonix/shared/routes';
import { ArrowRight, BadgeCheck, CircleCheck, CircleX, Info, type LucideIcon } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { buttonClass } from '@/components/ui/button.tsx';
import { Link } from '@/components/ui/link.tsx';
import { withCity } from '@/lib/city-path.ts';
import { usePageLocale } from '@/lib/locale.tsx';
import { differenceInWords } from './revised-offer-summary.tsx';

interface Outcome {
  icon: LucideIcon;
  tone: string;
  title: string;
  text: string;
}

function outcomeOf(offer: RevisedOffer, locale: Locale): Outcome {
  const revised = formatINR(offer.revised_value, locale);
  const on = offer.decided_at
    ? seller_outcome_on({ date: formatIndiaDateTimeIn(offer.decided_at, locale) })
    : '';
  switch (offer.offer_status) {
    case 'accepted':
      return {
        icon: CircleCheck,
        tone: 'bg-green-50 ring-green-200 text-green-700',
        title: seller_outcome_accepted_title(),
        text:
          offer.status === 'completed'
            ? seller_outcome_accepted_done({ revised, on })
            : seller_outcome_accepted_text({ revised, on }),
      };
    case 'declined':
      return {
        icon: CircleX,
        tone: 'bg-slate-100 ring-slate-200 text-slate-600',
        title: seller_outcome_declined_title(),
        text: seller_outcome_declined_text({ on }),
      };
    case 'not_needed':
      return {
        icon: BadgeCheck,
        tone: 'bg-green-50 ring-green-200 text-green-700',
        title: offer.difference > 0 ? seller_outcome_price_up() : seller_outcome_price_same(),
        text: seller_outcome_not_needed_text({
          revised,
          difference: differenceInWords(offer.difference, locale).toLowerCase(),
        }),
      };
    default:
      // Pending, but no longer open to a decision (the order was cancelled or moved on meanwhile).
      return {
        icon: Info,
        tone: 'bg-slate-100 ring-slate-200 text-slate-600',
        title: seller_outcome_closed_title(),
        text: seller_outcome_closed_text({
          status: locale === 'en' ? offer.status_label : orderStatusLabel(offer.status, locale),
        }),
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
  const { locale } = usePageLocale();
  const outcome = outcomeOf(offer, locale);
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
              <span className="font-semibold text-slate-900">{seller_outcome_reason()}</span>{' '}
              {seller_offer_reason_declined()}
            </p>
          ) : cancelReason ? (
            <p className="mt-2 text-sm text-slate-700">
              <span className="font-semibold text-slate-900">{seller_outcome_reason()}</span>{' '}
              {reasonIn(cancelReason, locale)}
            </p>
          ) : null}
        </div>
      </div>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Link to={paths.salesOrderDetail(offer.ref_no)} className={buttonClass('primary', 'lg')}>
          {seller_view_order_details()}
          <ArrowRight className="size-5" aria-hidden />
        </Link>
        {declined ? (
          <Link to={withCity(paths.sellMobile())} className={buttonClass('secondary', 'lg')}>
            {seller_book_new_quote()}
          </Link>
        ) : null}
      </div>
    </section>
  );
}
