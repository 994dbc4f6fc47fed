import { modelImageUrl } from '@phonix/shared/images';
import { formatIndiaDateTimeIn } from '@phonix/shared/india-time';
import { seller_offer_needs_decision } from '@phonix/shared/messages/seller_offer_needs_decision';
import { seller_order_label } from '@phonix/shared/messages/seller_order_label';
import { seller_order_sell_tag } from '@phonix/shared/messages/seller_order_sell_tag';
import { seller_sell_amount } from '@phonix/shared/messages/seller_sell_amount';
import { seller_view_order_details } from '@phonix/shared/messages/seller_view_order_details';
import { formatINR } from '@phonix/shared/money';
import { isOfferDecisionPending } from '@phonix/shared/order-lifecycle';
import { orderStateOf, type SalesOrder } from '@phonix/shared/orders-api';
import { ArrowRight, BellRing } from 'lucide-react';
import { buttonClass } from '@/components/ui/button.tsx';
import { DeviceImage } from '@/components/ui/device-image.tsx';
import { Link } from '@/components/ui/link.tsx';
import { usePageLocale } from '@/lib/locale.tsx';
import { OrderStatusBadge } from './order-status.tsx';

/** One sales order in the list (SPEC 2, sales orders). */
export function OrderCard({ order }: { order: SalesOrder }) {
  const { locale } = usePageLocale();
  return (
    <article
      aria-label={seller_order_label({ ref: order.RefNo })}
      className="flex flex-col gap-4 rounded-2xl bg-white p-4 shadow-xs ring-1 ring-slate-200 md:p-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex items-center gap-2">
          <OrderStatusBadge status={order.status_code} />
          <span className="rounded-full bg-brand-700 px-2.5 py-1 text-xs font-bold text-white">
            {seller_order_sell_tag()}
          </span>
        </div>
        <p className="text-xs font-semibold text-slate-500 tabular-nums">#{order.RefNo}</p>
      </div>
      <div className="flex gap-4">
        <DeviceImage
          src={modelImageUrl(order.ic_slug)}
          alt={order.Model}
          width={300}
          height={400}
          className="w-16 shrink-0 md:w-20"
        />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <p className="text-xs text-slate-500">{formatIndiaDateTimeIn(order.TransactionDate, locale)}</p>
          <h3 className="truncate text-base font-bold text-slate-900">{order.Model}</h3>
          <p className="text-sm font-semibold text-slate-600">{order.VariantInfo.toUpperCase()}</p>
          <p className="mt-1 text-sm text-slate-600">
            {seller_sell_amount()}{' '}
            <span className="text-base font-extrabold text-brand-800">
              {formatINR(order.final_value ?? order.agreed_value, locale)}
            </span>
          </p>
        </div>
      </div>
      {isOfferDecisionPending(orderStateOf(order)) ? (
        <p className="flex items-center gap-2 rounded-xl bg-amber-50 px-3 py-2 text-sm font-semibold text-amber-900 ring-1 ring-amber-300">
          <BellRing className="size-4 shrink-0" aria-hidden />
          {seller_offer_needs_decision()}
        </p>
      ) : null}
      <Link
        to={`/sales-order-detail/${encodeURIComponent(order.RefNo)}`}
        className={buttonClass('secondary', 'md', 'w-full sm:w-auto sm:self-end')}
      >
        {seller_view_order_details()}
        <ArrowRight className="size-4" aria-hidden />
      </Link>
    </article>
  );
}
