import { modelImageUrl } from '@phonix/shared/images';
import { formatINR } from '@phonix/shared/money';
import { isCancellable, isFinal, isInvoiceAvailable, isReschedulable } from '@phonix/shared/order-lifecycle';
import { orderStateOf, type SalesOrder } from '@phonix/shared/orders-api';
import { formatIndiaDate, formatIndiaDateTime } from '@phonix/shared/pickup';
import { paths } from '@phonix/shared/routes';
import { CalendarClock, MapPin, XCircle } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useParams } from 'react-router';
import { Breadcrumb } from '@/components/ui/breadcrumb.tsx';
import { Button } from '@/components/ui/button.tsx';
import { DeviceImage } from '@/components/ui/device-image.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { PageContainer } from '@/components/ui/page-container.tsx';
import { PriceLockNote } from '@/components/ui/price-lock-note.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { RequireSession } from '@/features/auth/components/require-session.tsx';
import { useSalesOrder } from '@/features/orders/api/orders.ts';
import { CancelOrderDialog } from '@/features/orders/components/cancel-order-dialog.tsx';
import { DeviceReportSection } from '@/features/orders/components/device-report-section.tsx';
import { InvoiceLink } from '@/features/orders/components/invoice-link.tsx';
import { OrderStatusBadge } from '@/features/orders/components/order-status.tsx';
import { OrderTimeline } from '@/features/orders/components/order-timeline.tsx';
import type { PayoutSeller } from '@/features/orders/components/payout-form.tsx';
import { ReschedulePickup } from '@/features/orders/components/reschedule-pickup.tsx';
import { RevisedOfferNotice } from '@/features/orders/components/revised-offer-notice.tsx';
import { SellerHandover } from '@/features/orders/components/seller-handover.tsx';
import { isNotFound } from '@/lib/api-client.ts';
import { NotFoundPage } from './not-found.tsx';

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
  const slot = `${formatIndiaDate(order.pickup_date)}, ${order.pickup_time}`;
  if (order.status_code === 'completed' && order.final_status_date)
    return (
      <span>
        Picked up and paid on {formatIndiaDateTime(order.final_status_date)}
        <span className="text-brand-800"> (booked for {slot})</span>
      </span>
    );
  if (order.status_code === 'cancelled') return <span>Pickup was booked for {slot}</span>;
  return <span>Pickup on {slot}</span>;
}

function OrderDetail({
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
            <h1 className="text-xl font-extrabold text-slate-900 md:text-2xl">Order #{order.RefNo}</h1>
            <p className="mt-1 text-sm text-slate-600">{formatIndiaDateTime(order.TransactionDate)}</p>
          </div>
          <div className="flex items-center gap-2">
            <span className="text-sm text-slate-600">Status</span>
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
            <Row label="Model">{order.Model}</Row>
            <Row label="Variant">{order.VariantInfo.toUpperCase()}</Row>
            <Row label="Date">{formatIndiaDateTime(order.TransactionDate)}</Row>
            {sellAmount === order.ExactValue ? null : (
              <Row label="Quoted price">{formatINR(order.ExactValue)}</Row>
            )}
            <Row label="Sell Amount">
              <span className="text-base font-extrabold text-brand-800">{formatINR(sellAmount)}</span>
            </Row>
          </dl>
        </div>
        {showLock ? (
          <PriceLockNote until={order.quote_valid_until}>
            {(ended) =>
              ended
                ? "If our partner's check at pickup finds anything different from your answers, today's prices apply."
                : 'If our partner finds your phone as you described it, you get this price, even if our prices change meanwhile.'
            }
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
                Order Cancel
              </Button>
            ) : null}
          </div>
        ) : null}
      </section>

      {/* The handover: wipe guide and payout before pickup, the payout OTP at the door, the payment after. */}
      <SellerHandover customerId={customerId} order={order} seller={seller} reloadOrder={reload} />

      <section aria-labelledby="pickup-address-title" className={cardClass}>
        <h2 id="pickup-address-title" className="flex items-center gap-2 text-lg font-bold text-slate-900">
          <MapPin className="size-5 text-brand-700" aria-hidden />
          Pickup Address
        </h2>
        <dl className="mt-3 grid gap-x-8 divide-y divide-slate-100 sm:grid-cols-2 sm:divide-y-0">
          <Row label="Address">{order.Address}</Row>
          <Row label="Landmark">{order.landmark || '-'}</Row>
          <Row label="Locality">{order.locality}</Row>
          <Row label="City">{order.City}</Row>
          <Row label="State">{order.state}</Row>
          <Row label="Zip Code">{order.ZipCode}</Row>
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

function SalesOrderDetail({
  customerId,
  refNo,
  seller,
}: {
  customerId: number;
  refNo: string;
  seller: PayoutSeller;
}) {
  const order = useSalesOrder(customerId, refNo);
  if (order.isError && isNotFound(order.error)) return <NotFoundPage />;
  return (
    <div className="bg-slate-50 pb-12">
      <PageContainer className="py-6 md:py-10">
        <div className="mx-auto max-w-4xl">
          <Breadcrumb
            items={[
              { label: 'Home', to: '/' },
              { label: 'Sales', to: paths.salesOrders() },
              { label: 'Sales Order Detail' },
            ]}
          />
          <div className="mt-3">
            {order.isPending ? (
              <div className="flex flex-col gap-5" role="status" aria-label="Loading your order">
                <Skeleton className="h-72 rounded-2xl" />
                <Skeleton className="h-40 rounded-2xl" />
              </div>
            ) : order.isError ? (
              <ErrorState title="We could not load this order" onRetry={() => order.refetch()} />
            ) : (
              <OrderDetail
                order={order.data}
                customerId={customerId}
                seller={seller}
                reload={() => void order.refetch()}
              />
            )}
          </div>
        </div>
      </PageContainer>
    </div>
  );
}

export function Component() {
  const { ref = '' } = useParams();
  return (
    <RequireSession purpose="see your order">
      {(user) => (
        <SalesOrderDetail
          customerId={user.customer_id}
          refNo={ref}
          seller={{ name: user.name, mobile: user.mobile }}
        />
      )}
    </RequireSession>
  );
}
