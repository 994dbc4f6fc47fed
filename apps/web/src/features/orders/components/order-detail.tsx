import { placeNameIn } from '@phonix/shared/glossary';
import { modelImageUrl } from '@phonix/shared/images';
import { formatIndiaDateIn, formatIndiaDateTimeIn, formatPickupSlot } from '@phonix/shared/india-time';
import { seller_book_pickup_address } from '@phonix/shared/messages/seller_book_pickup_address';
import { seller_booked_for } from '@phonix/shared/messages/seller_booked_for';
import { seller_field_city } from '@phonix/shared/messages/seller_field_city';
import { seller_field_locality } from '@phonix/shared/messages/seller_field_locality';
import { seller_field_state } from '@phonix/shared/messages/seller_field_state';
import { seller_lock_ended } from '@phonix/shared/messages/seller_lock_ended';
import { seller_lock_holds } from '@phonix/shared/messages/seller_lock_holds';
import { seller_order_cancel_button } from '@phonix/shared/messages/seller_order_cancel_button';
import { seller_order_number_title } from '@phonix/shared/messages/seller_order_number_title';
import { seller_picked_up_paid } from '@phonix/shared/messages/seller_picked_up_paid';
import { seller_pickup_on } from '@phonix/shared/messages/seller_pickup_on';
import { seller_pickup_was_booked } from '@phonix/shared/messages/seller_pickup_was_booked';
import { seller_row_address } from '@phonix/shared/messages/seller_row_address';
import { seller_row_date } from '@phonix/shared/messages/seller_row_date';
import { seller_row_landmark } from '@phonix/shared/messages/seller_row_landmark';
import { seller_row_model } from '@phonix/shared/messages/seller_row_model';
import { seller_row_quoted_price } from '@phonix/shared/messages/seller_row_quoted_price';
import { seller_row_variant } from '@phonix/shared/messages/seller_row_variant';
import { seller_row_zip } from '@phonix/shared/messages/seller_row_zip';
import { seller_sell_amount } from '@phonix/shared/messages/seller_sell_amount';
import { seller_status } from '@phonix/shared/messages/seller_status';
import { formatINR } from '@phonix/shared/money';
import { isCancellable, isFinal, isInvoiceAvailable, isReschedulable } from '@phonix/shared/order-lifecycle';
import { orderStateOf, type SalesOrder } from '@phonix/shared/orders-api';
import { CalendarClock, MapPin, XCircle } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { DeviceImage } from '@/components/ui/device-image.tsx';
import { PriceLockNote } from '@/components/ui/price-lock-note.tsx';
import { usePageLocale } from '@/lib/locale.tsx';
import { CancelByPhone } from './cancel-by-phone.tsx';
import { CancelOrderDialog } from './cancel-order-dialog.tsx';
import { DeviceReportSection } from './device-report-section.tsx';
import { InvoiceLink } from './invoice-link.tsx';
import { OrderStatusBadge } from './order-status.tsx';
import { OrderTimeline } from './order-timeline.tsx';
import type { PayoutSeller } from './payout-form.tsx';
import { ReschedulePickup } from './reschedule-pickup.tsx';
import { RevisedOfferNotice } from './revised-offer-notice.tsx';
import { SellerHandover } from './seller-handover.tsx';

const cardClass = 'rounded-2xl bg-white p-5 shadow-xs ring-1 ring-slate-200 md:p-6';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-4 py-2 text-sm">
      <dt className="text-slate-600">{label}</dt>
      <dd className="text-right font-semibold text-slate-900">{children}</dd>
    </div>
  );
}

/** When the pickup is: booked, done (picked up and paid, the booked slot beside it), or no longer to come. */
function PickupWhen({ order }: { order: SalesOrder }) {
  const { locale } = usePageLocale();
  const slot = `${formatIndiaDateIn(order.pickup_date, locale)}, ${formatPickupSlot(order.pickup_time, locale)}`;
  if (order.status_code === 'completed' && order.final_status_date)
    return (
      <span>
        {seller_picked_up_paid({ date: formatIndiaDateTimeIn(order.final_status_date, locale) })}
        <span className="text-brand-800"> {seller_booked_for({ slot })}</span>
      </span>
    );
  if (order.status_code === 'cancelled') return <span>{seller_pickup_was_booked({ slot })}</span>;
  return <span>{seller_pickup_on({ slot })}</span>;
}

/** The seller's order: its summary and actions, the handover, the pickup, the timeline and the device report. */
export function OrderDetail({
  order,
  reload,
  customerId,
  seller,
}: {
  order: SalesOrder;
  customerId: number;
  /** Prefills the payout form (account holder, payee, wallet mobile). */
  seller: PayoutSeller;
  /** Reads the order again (after the cancel dialog, or a change refused because the order moved on). */
  reload: () => void;
}) {
  const { locale } = usePageLocale();
  const [cancelOpen, setCancelOpen] = useState(false);
  const state = orderStateOf(order);
  const cancellable = isCancellable(state);
  const invoice = isInvoiceAvailable(state);
  const reschedulable = isReschedulable(state);
  const cancelled = order.status_code === 'cancelled';
  // What the seller is paid: the amount paid once completed, else the quote or the revised value agreed to.
  const sellAmount = order.final_value ?? order.agreed_value;
  // The lock matters until the phone is priced at the door (or the order ends).
  const showLock = !isFinal(order.status_code) && order.revised_value === null;
  return (
    <div className="flex flex-col gap-5">
      <section className={`${cardClass} flex flex-col gap-5`}>
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <h1 className="text-xl font-extrabold text-slate-900 md:text-2xl">
              {seller_order_number_title({ ref: order.RefNo })}
            </h1>
            <p className="mt-1 text-sm text-slate-600">
              {formatIndiaDateTimeIn(order.TransactionDate, locale)}
            </p>
          </div>
          <div className="flex items-center gap-2">
            <span className="text-sm text-slate-600">{seller_status()}</span>
            <OrderStatusBadge status={order.status_code} />
          </div>
        </div>
        {/* Right under the order's heading: a revised offer waiting for the seller is the first thing to see. */}
        <RevisedOfferNotice order={order} />
        <div className="flex gap-4">
          <DeviceImage
            src={modelImageUrl(order.ic_slug)}
            alt={order.Model}
            width={300}
            height={400}
            eager
            className="w-20 shrink-0 md:w-24"
          />
          <dl className="min-w-0 flex-1 divide-y divide-slate-100">
            <Row label={seller_row_model()}>{order.Model}</Row>
            <Row label={seller_row_variant()}>{order.VariantInfo.toUpperCase()}</Row>
            <Row label={seller_row_date()}>{formatIndiaDateTimeIn(order.TransactionDate, locale)}</Row>
            {sellAmount === order.ExactValue ? null : (
              <Row label={seller_row_quoted_price()}>{formatINR(order.ExactValue, locale)}</Row>
            )}
            <Row label={seller_sell_amount()}>
              <span className="text-base font-extrabold text-brand-800">{formatINR(sellAmount, locale)}</span>
            </Row>
          </dl>
        </div>
        {showLock ? (
          <PriceLockNote until={order.quote_valid_until}>
            {(ended) => (ended ? seller_lock_ended() : seller_lock_holds())}
          </PriceLockNote>
        ) : null}
        {invoice || cancellable || cancelled ? (
          <div className="flex flex-wrap gap-3 border-t border-slate-100 pt-4">
            {invoice ? <InvoiceLink refNo={order.RefNo} /> : null}
            {cancellable || cancelled ? (
              <Button
                variant="ghost"
                onClick={() => setCancelOpen(true)}
                disabled={cancelled}
                className="text-red-700 ring-1 ring-red-200 hover:bg-red-50"
              >
                <XCircle className="size-4" aria-hidden />
                {seller_order_cancel_button()}
              </Button>
            ) : null}
          </div>
        ) : null}
        <CancelByPhone order={order} />
      </section>

      {/* The handover: wipe guide and payout before pickup, the payout OTP at the door, the payment after. */}
      <SellerHandover customerId={customerId} order={order} seller={seller} reloadOrder={reload} />

      <section aria-labelledby="pickup-address-title" className={cardClass}>
        <h2 id="pickup-address-title" className="flex items-center gap-2 text-lg font-bold text-slate-900">
          <MapPin className="size-5 text-brand-700" aria-hidden />
          {seller_book_pickup_address()}
        </h2>
        <dl className="mt-3 grid gap-x-8 divide-y divide-slate-100 sm:grid-cols-2 sm:divide-y-0">
          <Row label={seller_row_address()}>{order.Address}</Row>
          <Row label={seller_row_landmark()}>{order.landmark || '-'}</Row>
          <Row label={seller_field_locality()}>{order.locality}</Row>
          <Row label={seller_field_city()}>{placeNameIn(order.City, locale)}</Row>
          <Row label={seller_field_state()}>{placeNameIn(order.state, locale)}</Row>
          <Row label={seller_row_zip()}>{order.ZipCode}</Row>
        </dl>
        {order.pickup_date || reschedulable ? (
          <div className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-center">
            {order.pickup_date ? (
              <p
                className="flex flex-1 items-center gap-2 rounded-xl bg-brand-50 px-4 py-3 text-sm text-brand-900"
                data-testid="pickup-slot"
              >
                <CalendarClock className="size-4 shrink-0" aria-hidden />
                <PickupWhen order={order} />
              </p>
            ) : null}
            {reschedulable ? (
              <ReschedulePickup customerId={customerId} order={order} onRefused={reload} />
            ) : null}
          </div>
        ) : null}
      </section>

      <OrderTimeline order={order} />
      <DeviceReportSection deviceInfo={order.DeviceInfo} partnerDeviceInfo={order.PartnerDeviceInfo} />

      {cancellable ? (
        <CancelOrderDialog
          customerId={customerId}
          refNo={order.RefNo}
          open={cancelOpen}
          onOpenChange={(open) => {
            setCancelOpen(open);
            // After the dialog closes the order is reloaded (SPEC 4).
            if (!open) reload();
          }}
        />
      ) : null}
    </div>
  );
}
