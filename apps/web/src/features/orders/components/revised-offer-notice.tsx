import { seller_revised_line } from '@phonix/shared/messages/seller_revised_line';
import { seller_revised_needs_text } from '@phonix/shared/messages/seller_revised_needs_text';
import { seller_revised_needs_text_less } from '@phonix/shared/messages/seller_revised_needs_text_less';
import { seller_revised_needs_title } from '@phonix/shared/messages/seller_revised_needs_title';
import { seller_revised_review } from '@phonix/shared/messages/seller_revised_review';
import { seller_revised_see } from '@phonix/shared/messages/seller_revised_see';
import { seller_revised_settled_accepted } from '@phonix/shared/messages/seller_revised_settled_accepted';
import { seller_revised_settled_declined } from '@phonix/shared/messages/seller_revised_settled_declined';
import { seller_revised_settled_not_needed } from '@phonix/shared/messages/seller_revised_settled_not_needed';
import { formatINR } from '@phonix/shared/money';
import { isOfferDecisionPending, type OfferStatus } from '@phonix/shared/order-lifecycle';
import { orderStateOf, type SalesOrder } from '@phonix/shared/orders-api';
import { paths } from '@phonix/shared/routes';
import { ArrowRight, BellRing, SearchCheck } from 'lucide-react';
import { buttonClass } from '@/components/ui/button.tsx';
import { Link } from '@/components/ui/link.tsx';
import { withCity } from '@/lib/city-path.ts';
import { usePageLocale } from '@/lib/locale.tsx';

const SETTLED: Record<Exclude<OfferStatus, 'pending'>, () => string> = {
  accepted: seller_revised_settled_accepted,
  declined: seller_revised_settled_declined,
  not_needed: seller_revised_settled_not_needed,
  // Never sent to the seller (the server shows a raised price only once staff approved it).
  staff_review: () => '',
};

/**
 * The order's revised offer, when the partner re-checked the phone at the door: while it waits for the
 * seller, a prominent call to decide on /reexact-value; once settled, a quiet line with the way to its details.
 */
export function RevisedOfferNotice({ order }: { order: SalesOrder }) {
  const { locale } = usePageLocale();
  if (order.revised_value === null || order.offer_status === null) return null;
  const link = withCity(paths.reexactValue(order.RefNo));
  const revised = formatINR(order.revised_value, locale);

  if (isOfferDecisionPending(orderStateOf(order))) {
    const less = order.ExactValue - order.revised_value;
    return (
      <section
        aria-labelledby="revised-offer-title"
        className="flex flex-col gap-4 rounded-2xl bg-amber-50 p-5 ring-2 ring-amber-300 md:flex-row md:items-center md:p-6"
        data-testid="revised-offer-notice"
      >
        <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-amber-100 text-amber-800">
          <BellRing className="size-6" aria-hidden />
        </span>
        <div className="flex-1">
          <h2 id="revised-offer-title" className="text-lg font-bold text-slate-900">
            {seller_revised_needs_title()}
          </h2>
          <p className="mt-1 text-sm text-slate-800">
            {less > 0
              ? seller_revised_needs_text_less({
                  revised,
                  less: formatINR(less, locale),
                  quoted: formatINR(order.ExactValue, locale),
                })
              : seller_revised_needs_text({ revised })}
          </p>
        </div>
        <Link to={link} className={buttonClass('primary', 'lg', 'shrink-0')}>
          {seller_revised_review()}
          <ArrowRight className="size-5" aria-hidden />
        </Link>
      </section>
    );
  }

  const settled = order.offer_status === 'pending' ? null : SETTLED[order.offer_status]();
  return (
    <p className="flex flex-wrap items-center gap-x-3 rounded-xl bg-slate-50 px-4 py-2 text-sm text-slate-700 ring-1 ring-slate-200">
      <SearchCheck className="size-4 shrink-0 text-brand-700" aria-hidden />
      <span className="min-w-0 flex-1">
        {seller_revised_line({ revised })}
        {settled ? ` ${settled}` : ''}
      </span>
      <Link
        to={link}
        className="inline-flex min-h-11 items-center rounded-lg font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900"
      >
        {seller_revised_see()}
      </Link>
    </p>
  );
}
