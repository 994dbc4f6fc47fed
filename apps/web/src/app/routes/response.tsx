import type { Locale } from '@phonix/shared/i18n';
import { formatIndiaDateIn, formatIndiaDateTimeIn, formatPickupSlot } from '@phonix/shared/india-time';
import { seller_book_new_quote } from '@phonix/shared/messages/seller_book_new_quote';
import { seller_loading } from '@phonix/shared/messages/seller_loading';
import { seller_lock_holds } from '@phonix/shared/messages/seller_lock_holds';
import { seller_my_orders } from '@phonix/shared/messages/seller_my_orders';
import { seller_order_details } from '@phonix/shared/messages/seller_order_details';
import { seller_purpose_order } from '@phonix/shared/messages/seller_purpose_order';
import { seller_response_accepted_text } from '@phonix/shared/messages/seller_response_accepted_text';
import { seller_response_accepted_title } from '@phonix/shared/messages/seller_response_accepted_title';
import { seller_response_cancelled_text } from '@phonix/shared/messages/seller_response_cancelled_text';
import { seller_response_cancelled_text_on } from '@phonix/shared/messages/seller_response_cancelled_text_on';
import { seller_response_cancelled_title } from '@phonix/shared/messages/seller_response_cancelled_title';
import { seller_response_completed_text } from '@phonix/shared/messages/seller_response_completed_text';
import { seller_response_completed_text_on } from '@phonix/shared/messages/seller_response_completed_text_on';
import { seller_response_completed_title } from '@phonix/shared/messages/seller_response_completed_title';
import { seller_response_device } from '@phonix/shared/messages/seller_response_device';
import { seller_response_enquiry_text } from '@phonix/shared/messages/seller_response_enquiry_text';
import { seller_response_enquiry_title } from '@phonix/shared/messages/seller_response_enquiry_title';
import { seller_response_error_text } from '@phonix/shared/messages/seller_response_error_text';
import { seller_response_error_title } from '@phonix/shared/messages/seller_response_error_title';
import { seller_response_not_found } from '@phonix/shared/messages/seller_response_not_found';
import { seller_response_order_number } from '@phonix/shared/messages/seller_response_order_number';
import { seller_response_our_partner } from '@phonix/shared/messages/seller_response_our_partner';
import { seller_response_out_text } from '@phonix/shared/messages/seller_response_out_text';
import { seller_response_out_title } from '@phonix/shared/messages/seller_response_out_title';
import { seller_response_pickup } from '@phonix/shared/messages/seller_response_pickup';
import { seller_response_tips } from '@phonix/shared/messages/seller_response_tips';
import { seller_sell_amount } from '@phonix/shared/messages/seller_sell_amount';
import { seller_sell_another } from '@phonix/shared/messages/seller_sell_another';
import { seller_try_again } from '@phonix/shared/messages/seller_try_again';
import { formatINR } from '@phonix/shared/money';
import { isFinal, type OrderStatus } from '@phonix/shared/order-lifecycle';
import type { SalesOrder } from '@phonix/shared/orders-api';
import { paths } from '@phonix/shared/routes';
import {
  BadgeCheck,
  CalendarClock,
  CircleAlert,
  CircleCheckBig,
  CircleX,
  ClipboardList,
  type LucideIcon,
  RefreshCw,
  Truck,
} from 'lucide-react';
import { useParams } from 'react-router';
import { buttonClass } from '@/components/ui/button.tsx';
import { Link } from '@/components/ui/link.tsx';
import { PageContainer } from '@/components/ui/page-container.tsx';
import { PriceLockNote } from '@/components/ui/price-lock-note.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { RequireSession } from '@/features/auth/components/require-session.tsx';
import { useOrderEnquiry } from '@/features/checkout/api/get-order-enquiry.ts';
import { isNotFound } from '@/lib/api-client.ts';
import { withCity } from '@/lib/city-path.ts';
import { usePageLocale } from '@/lib/locale.tsx';

/**
 * What the page says for the order's state now. An order is only new right after booking; this page is also
 * reached later (Back, a bookmark, a repeated booking of the same quote), when it must not thank the seller
 * for an order that has been cancelled meanwhile.
 */
const STATES: Record<
  OrderStatus,
  {
    title: () => string;
    text: (order: SalesOrder, locale: Locale) => string;
    icon: LucideIcon;
    tone: string;
    tips: boolean;
  }
> = {
  enquiry: {
    title: seller_response_enquiry_title,
    text: () => seller_response_enquiry_text(),
    icon: CircleCheckBig,
    tone: 'bg-green-100 text-green-700',
    tips: true,
  },
  accepted: {
    title: seller_response_accepted_title,
    text: (order) =>
      seller_response_accepted_text({ partner: order.partner_name || seller_response_our_partner() }),
    icon: CircleCheckBig,
    tone: 'bg-sky-100 text-sky-700',
    tips: true,
  },
  out_for_pickup: {
    title: seller_response_out_title,
    text: () => seller_response_out_text(),
    icon: Truck,
    tone: 'bg-indigo-100 text-indigo-700',
    tips: true,
  },
  completed: {
    title: seller_response_completed_title,
    text: (order, locale) =>
      order.final_status_date
        ? seller_response_completed_text_on({ date: formatIndiaDateTimeIn(order.final_status_date, locale) })
        : seller_response_completed_text(),
    icon: BadgeCheck,
    tone: 'bg-green-100 text-green-700',
    tips: false,
  },
  cancelled: {
    title: seller_response_cancelled_title,
    text: (order, locale) =>
      order.cancel_at
        ? seller_response_cancelled_text_on({ date: formatIndiaDateTimeIn(order.cancel_at, locale) })
        : seller_response_cancelled_text(),
    icon: CircleX,
    tone: 'bg-red-100 text-red-700',
    tips: false,
  },
};

function Confirmation({ customerId, refNo }: { customerId: number; refNo: string }) {
  const { locale } = usePageLocale();
  const enquiry = useOrderEnquiry(customerId, refNo);
  if (enquiry.isPending) return <Spinner label={seller_loading()} className="flex-1 py-24" />;

  if (enquiry.isError) {
    const notFound = isNotFound(enquiry.error);
    return (
      <PageContainer className="flex flex-1 flex-col items-center justify-center gap-4 py-20 text-center">
        <span className="flex size-20 items-center justify-center rounded-full bg-red-50 text-red-600">
          <CircleAlert className="size-10" aria-hidden />
        </span>
        <h1 className="text-2xl font-extrabold text-slate-900 md:text-3xl">
          {seller_response_error_title()}
        </h1>
        <p className="max-w-md text-slate-600">{seller_response_error_text()}</p>
        {notFound ? (
          // SPEC's failure page, plus what happened: no such order in this account (a mistyped link, or
          // another account's order), where trying again cannot help but the seller's own orders can.
          <p className="max-w-md text-slate-700" data-testid="order-not-found">
            {seller_response_not_found({ ref: refNo })}
          </p>
        ) : null}
        <div className="flex flex-wrap justify-center gap-3">
          <Link to={paths.sellNow()} className={buttonClass(notFound ? 'secondary' : 'primary', 'lg')}>
            <RefreshCw className="size-5" aria-hidden />
            {seller_try_again()}
          </Link>
          {notFound ? (
            <Link to={paths.salesOrders()} className={buttonClass('primary', 'lg')}>
              <ClipboardList className="size-5" aria-hidden />
              {seller_my_orders()}
            </Link>
          ) : null}
        </div>
      </PageContainer>
    );
  }

  const order = enquiry.data;
  const state = STATES[order.status_code] ?? STATES.enquiry;
  const Icon = state.icon;
  const cancelled = order.status_code === 'cancelled';
  // The lock matters until the phone is priced at the door (or the order ends).
  const showLock = !isFinal(order.status_code) && order.revised_value === null;
  return (
    <div
      className={`flex flex-1 bg-gradient-to-b ${cancelled ? 'from-slate-100' : 'from-brand-50'} to-white`}
    >
      <PageContainer className="flex flex-col items-center gap-5 py-14 text-center md:py-20">
        <span className={`flex size-20 items-center justify-center rounded-full ${state.tone}`}>
          <Icon className="size-10" aria-hidden />
        </span>
        <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 md:text-4xl">{state.title()}</h1>
        <p className="text-slate-600">
          {seller_response_order_number()}{' '}
          <span className="font-bold text-slate-900 tabular-nums" data-testid="order-number">
            {order.RefNo}
          </span>
        </p>
        <p className="max-w-md text-slate-700">{state.text(order, locale)}</p>
        <dl className="grid w-full max-w-md gap-3 rounded-2xl bg-white p-5 text-left text-sm shadow-xs ring-1 ring-slate-200">
          <div className="flex justify-between gap-4">
            <dt className="text-slate-600">{seller_response_device()}</dt>
            <dd className="text-right font-semibold text-slate-900">
              {order.Model} ({order.VariantInfo.toUpperCase()})
            </dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt className="text-slate-600">{seller_sell_amount()}</dt>
            <dd className="font-extrabold text-brand-800">{formatINR(order.ExactValue, locale)}</dd>
          </div>
          {order.pickup_date && !cancelled ? (
            <div className="flex justify-between gap-4">
              <dt className="flex items-center gap-1.5 text-slate-600">
                <CalendarClock className="size-4" aria-hidden />
                {seller_response_pickup()}
              </dt>
              <dd className="text-right font-semibold text-slate-900">
                {/* The slot never breaks inside: "12:00 PM" stays on one line. */}
                {formatIndiaDateIn(order.pickup_date, locale)},{' '}
                <span className="whitespace-nowrap">{formatPickupSlot(order.pickup_time, locale)}</span>
              </dd>
            </div>
          ) : null}
        </dl>
        {showLock ? (
          <PriceLockNote until={order.quote_valid_until} className="w-full max-w-md text-left">
            {seller_lock_holds()}
          </PriceLockNote>
        ) : null}
        {state.tips ? <p className="max-w-md text-sm text-slate-600">{seller_response_tips()}</p> : null}
        <div className="flex flex-wrap justify-center gap-3">
          <Link to={paths.salesOrderDetail(order.RefNo)} className={buttonClass('primary', 'lg')}>
            <ClipboardList className="size-5" aria-hidden />
            {seller_order_details()}
          </Link>
          <Link to={withCity(paths.sellMobile())} className={buttonClass('secondary', 'lg')}>
            {cancelled ? seller_book_new_quote() : seller_sell_another()}
          </Link>
        </div>
      </PageContainer>
    </div>
  );
}

export function Component() {
  const { ref = '' } = useParams();
  return (
    <RequireSession purpose={seller_purpose_order()}>
      {(user) => <Confirmation customerId={user.customer_id} refNo={ref} />}
    </RequireSession>
  );
}
