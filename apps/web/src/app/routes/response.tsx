import { formatINR } from '@phonix/shared/money';
import { isFinal, type OrderStatus } from '@phonix/shared/order-lifecycle';
import type { SalesOrder } from '@phonix/shared/orders-api';
import { formatIndiaDate, formatIndiaDateTime } from '@phonix/shared/pickup';
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
import { Link, useParams } from 'react-router';
import { buttonClass } from '@/components/ui/button.tsx';
import { PageContainer } from '@/components/ui/page-container.tsx';
import { PriceLockNote } from '@/components/ui/price-lock-note.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { RequireSession } from '@/features/auth/components/require-session.tsx';
import { useOrderEnquiry } from '@/features/checkout/api/get-order-enquiry.ts';
import { isNotFound } from '@/lib/api-client.ts';
import { withCity } from '@/lib/city-path.ts';

/**
 * What the page says for the order's state now. An order is only new right after booking; this page is also
 * reached later (Back, a bookmark, a repeated booking of the same quote), when it must not thank the seller
 * for an order that has been cancelled meanwhile.
 */
const STATES: Record<
  OrderStatus,
  { title: string; text: (order: SalesOrder) => string; icon: LucideIcon; tone: string; tips: boolean }
> = {
  enquiry: {
    title: 'Thank You for Your Order!',
    text: () => 'We have your pickup request for the day and slot you chose.',
    icon: CircleCheckBig,
    tone: 'bg-green-100 text-green-700',
    tips: true,
  },
  accepted: {
    title: 'Your pickup is confirmed',
    text: (order) =>
      `${order.partner_name || 'Our pickup partner'} has accepted this order and will come at the slot you chose.`,
    icon: CircleCheckBig,
    tone: 'bg-sky-100 text-sky-700',
    tips: true,
  },
  out_for_pickup: {
    title: 'Our executive is on the way',
    text: () => 'Keep the phone and its accessories ready. You are paid once the phone has been checked.',
    icon: Truck,
    tone: 'bg-indigo-100 text-indigo-700',
    tips: true,
  },
  completed: {
    title: 'This order is complete',
    text: (order) =>
      `The phone was picked up${order.final_status_date ? ` on ${formatIndiaDateTime(order.final_status_date)}` : ''}. The invoice is in the order details.`,
    icon: BadgeCheck,
    tone: 'bg-green-100 text-green-700',
    tips: false,
  },
  cancelled: {
    title: 'This order has been cancelled',
    text: (order) =>
      `It was cancelled${order.cancel_at ? ` on ${formatIndiaDateTime(order.cancel_at)}` : ''}, so nobody will come to pick up the phone. To sell it, get a new quote.`,
    icon: CircleX,
    tone: 'bg-red-100 text-red-700',
    tips: false,
  },
};

function Confirmation({ customerId, refNo }: { customerId: number; refNo: string }) {
  const enquiry = useOrderEnquiry(customerId, refNo);
  if (enquiry.isPending) return <Spinner className="flex-1 py-24" />;

  if (enquiry.isError) {
    const notFound = isNotFound(enquiry.error);
    return (
      <PageContainer className="flex flex-1 flex-col items-center justify-center gap-4 py-20 text-center">
        <span className="flex size-20 items-center justify-center rounded-full bg-red-50 text-red-600">
          <CircleAlert className="size-10" aria-hidden />
        </span>
        <h1 className="text-2xl font-extrabold text-slate-900 md:text-3xl">Oops! Something Went Wrong</h1>
        <p className="max-w-md text-slate-600">
          We're sorry, but there was an error processing your order please try again later
        </p>
        {notFound ? (
          // SPEC's failure page, plus what happened: no such order in this account (a mistyped link, or
          // another account's order), where trying again cannot help but the seller's own orders can.
          <p className="max-w-md text-slate-700" data-testid="order-not-found">
            We could not find order <span className="font-semibold break-words">{refNo}</span> in your
            account.
          </p>
        ) : null}
        <div className="flex flex-wrap justify-center gap-3">
          <Link to={paths.sellNow()} className={buttonClass(notFound ? 'secondary' : 'primary', 'lg')}>
            <RefreshCw className="size-5" aria-hidden />
            Try again
          </Link>
          {notFound ? (
            <Link to={paths.salesOrders()} className={buttonClass('primary', 'lg')}>
              <ClipboardList className="size-5" aria-hidden />
              My orders
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
        <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 md:text-4xl">{state.title}</h1>
        <p className="text-slate-600">
          Your order number is{' '}
          <span className="font-bold text-slate-900 tabular-nums" data-testid="order-number">
            {order.RefNo}
          </span>
        </p>
        <p className="max-w-md text-slate-700">{state.text(order)}</p>
        <dl className="grid w-full max-w-md gap-3 rounded-2xl bg-white p-5 text-left text-sm shadow-xs ring-1 ring-slate-200">
          <div className="flex justify-between gap-4">
            <dt className="text-slate-600">Device</dt>
            <dd className="text-right font-semibold text-slate-900">
              {order.Model} ({order.VariantInfo.toUpperCase()})
            </dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt className="text-slate-600">Sell Amount</dt>
            <dd className="font-extrabold text-brand-800">{formatINR(order.ExactValue)}</dd>
          </div>
          {order.pickup_date && !cancelled ? (
            <div className="flex justify-between gap-4">
              <dt className="flex items-center gap-1.5 text-slate-600">
                <CalendarClock className="size-4" aria-hidden />
                Pickup
              </dt>
              <dd className="text-right font-semibold text-slate-900">
                {/* The slot never breaks inside: "12:00 PM" stays on one line. */}
                {formatIndiaDate(order.pickup_date)},{' '}
                <span className="whitespace-nowrap">{order.pickup_time}</span>
              </dd>
            </div>
          ) : null}
        </dl>
        {showLock ? (
          <PriceLockNote until={order.quote_valid_until} className="w-full max-w-md text-left">
            If our partner finds your phone as you described it, you get this price, even if our prices change
            meanwhile.
          </PriceLockNote>
        ) : null}
        {state.tips ? (
          <p className="max-w-md text-sm text-slate-600">
            Keep the phone charged and backed up, and remove your SIM and memory cards before the pickup.
          </p>
        ) : null}
        <div className="flex flex-wrap justify-center gap-3">
          <Link to={paths.salesOrderDetail(order.RefNo)} className={buttonClass('primary', 'lg')}>
            <ClipboardList className="size-5" aria-hidden />
            Order Details
          </Link>
          <Link to={withCity(paths.sellMobile())} className={buttonClass('secondary', 'lg')}>
            {cancelled ? 'Get a new quote' : 'Sell another phone'}
          </Link>
        </div>
      </PageContainer>
    </div>
  );
}

export function Component() {
  const { ref = '' } = useParams();
  return (
    <RequireSession purpose="see your order">
      {(user) => <Confirmation customerId={user.customer_id} refNo={ref} />}
    </RequireSession>
  );
}
