import { partner_card_area } from '@phonix/shared/messages/partner_card_area';
import { partner_card_details } from '@phonix/shared/messages/partner_card_details';
import { partner_card_details_label } from '@phonix/shared/messages/partner_card_details_label';
import { partner_card_order } from '@phonix/shared/messages/partner_card_order';
import { partner_card_pickup } from '@phonix/shared/messages/partner_card_pickup';
import { partner_card_quote } from '@phonix/shared/messages/partner_card_quote';
import { partner_card_waiting } from '@phonix/shared/messages/partner_card_waiting';
import { formatINR } from '@phonix/shared/money';
import { isFinal, isOfferDecisionPending } from '@phonix/shared/order-lifecycle';
import type { PartnerOrder } from '@phonix/shared/partner-api';
import { CalendarClock, ChevronRight, MapPin } from 'lucide-react';
import { useId } from 'react';
import { buttonClass } from '@/components/ui/button.tsx';
import { Link } from '@/components/ui/link.tsx';
import { usePageLocale } from '@/lib/locale.tsx';
import { orderPath, pickupWhen, priceToPay, stateOf } from '../utils/order-view.ts';
import { AcceptButton } from './accept-button.tsx';
import { StatusBadge } from './status-badge.tsx';

/** Pickup day and slot, and the area: the two facts a partner plans by. */
function WhenAndWhere({ order }: { order: PartnerOrder }) {
  const { locale } = usePageLocale();
  return (
    <dl className="flex flex-col gap-2 text-base text-slate-900">
      <div className="flex items-start gap-2">
        <dt>
          <CalendarClock className="mt-0.5 size-5 shrink-0 text-slate-700" aria-hidden />
          <span className="sr-only">{partner_card_pickup()}</span>
        </dt>
        <dd className="font-semibold">{pickupWhen(order, locale)}</dd>
      </div>
      <div className="flex items-start gap-2">
        <dt>
          <MapPin className="mt-0.5 size-5 shrink-0 text-slate-700" aria-hidden />
          <span className="sr-only">{partner_card_area()}</span>
        </dt>
        <dd className="font-semibold">{order.locality}</dd>
      </div>
    </dl>
  );
}

/**
 * An open pickup of the pool: the phone, the seller's quote, when and the locality only (no address or
 * phone before accepting), with Accept.
 */
export function OpenPickupCard({
  order,
  onAccepted,
  onGone,
}: {
  order: PartnerOrder;
  onAccepted: (order: PartnerOrder) => void;
  onGone: (refNo: string) => void;
}) {
  const titleId = useId();
  const { locale } = usePageLocale();
  return (
    <article
      aria-labelledby={titleId}
      data-testid="open-pickup"
      data-ref={order.ref_no}
      className="flex flex-col gap-4 rounded-2xl border-2 border-slate-300 bg-white p-4"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={titleId} className="text-lg leading-snug font-bold text-slate-950">
            {order.model}
          </h3>
          <p className="text-base font-semibold text-slate-700">{order.variant}</p>
        </div>
        <p className="shrink-0 text-right">
          <span className="block text-sm font-semibold text-slate-700">{partner_card_quote()}</span>
          <span className="text-2xl font-extrabold text-slate-950 tabular-nums">
            {formatINR(order.quoted_value, locale)}
          </span>
        </p>
      </div>
      <WhenAndWhere order={order} />
      <p className="text-sm text-slate-700">
        {partner_card_order()} <span className="font-mono font-semibold text-slate-900">{order.ref_no}</span>
      </p>
      <div className="grid grid-cols-[auto_1fr] gap-3">
        <Link
          to={orderPath(order.ref_no)}
          className={buttonClass('secondary', 'lg', 'min-h-14 border-2 text-lg')}
          aria-label={partner_card_details_label({ ref: order.ref_no })}
        >
          {partner_card_details()}
        </Link>
        <AcceptButton refNo={order.ref_no} onAccepted={onAccepted} onGone={onGone} />
      </div>
    </article>
  );
}

/** An order the partner holds (or held until it ended): the whole card opens it. */
export function MyPickupCard({ order }: { order: PartnerOrder }) {
  const finished = isFinal(order.status);
  const { locale } = usePageLocale();
  const waiting = isOfferDecisionPending(stateOf(order));
  // A figure only once it is the one paid or agreed: never the old quote while a new price is decided.
  const price = priceToPay(order, locale);
  const amount = price.kind === 'agreed' || price.kind === 'paid' ? formatINR(price.amount, locale) : null;
  return (
    <Link
      to={orderPath(order.ref_no)}
      data-testid="my-pickup"
      data-ref={order.ref_no}
      className={`flex items-center gap-3 rounded-2xl border-2 bg-white p-4 hover:border-brand-700 ${
        finished ? 'border-slate-200' : 'border-slate-300'
      }`}
    >
      <div className="flex min-w-0 flex-1 flex-col gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <StatusBadge order={order} />
          {waiting ? (
            <span className="rounded-full bg-amber-100 px-3 py-1 text-sm font-bold text-amber-950 ring-2 ring-amber-700 ring-inset">
              {partner_card_waiting()}
            </span>
          ) : null}
        </div>
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <p className="text-lg leading-snug font-bold text-slate-950">{order.model}</p>
            <p className="text-base font-semibold text-slate-700">{order.variant}</p>
          </div>
          {amount === null ? null : (
            <p className="shrink-0 text-2xl font-extrabold text-slate-950 tabular-nums">{amount}</p>
          )}
        </div>
        {finished ? (
          <p className="text-sm text-slate-700">
            {partner_card_order()}{' '}
            <span className="font-mono font-semibold text-slate-900">{order.ref_no}</span>
          </p>
        ) : (
          <WhenAndWhere order={order} />
        )}
      </div>
      <ChevronRight className="size-6 shrink-0 text-slate-700" aria-hidden />
    </Link>
  );
}
