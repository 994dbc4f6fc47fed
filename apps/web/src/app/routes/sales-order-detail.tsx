import { breadcrumb_home } from '@phonix/shared/messages/breadcrumb_home';
import { seller_check_connection } from '@phonix/shared/messages/seller_check_connection';
import { seller_order_detail_crumb } from '@phonix/shared/messages/seller_order_detail_crumb';
import { seller_order_load_failed } from '@phonix/shared/messages/seller_order_load_failed';
import { seller_order_loading } from '@phonix/shared/messages/seller_order_loading';
import { seller_purpose_order } from '@phonix/shared/messages/seller_purpose_order';
import { seller_sales } from '@phonix/shared/messages/seller_sales';
import { seller_try_again } from '@phonix/shared/messages/seller_try_again';
import { isFinal } from '@phonix/shared/order-lifecycle';
import type { SalesOrder } from '@phonix/shared/orders-api';
import { paths } from '@phonix/shared/routes';
import { useParams } from 'react-router';
import { Breadcrumb } from '@/components/ui/breadcrumb.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { PageContainer } from '@/components/ui/page-container.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { RequireSession } from '@/features/auth/components/require-session.tsx';
import { useSalesOrder } from '@/features/orders/api/orders.ts';
import { OrderDetail } from '@/features/orders/components/order-detail.tsx';
import type { PayoutSeller } from '@/features/orders/components/payout-form.tsx';
import { OrderGrievanceLink } from '@/features/privacy/components/order-grievance-link.tsx';
import { CheckMyPhoneCard } from '@/features/self-check/components/check-my-phone-card.tsx';
import { ShareSelfCheck } from '@/features/self-check/components/share-self-check.tsx';
import { isNotFound } from '@/lib/api-client.ts';
import { NotFoundPage } from '../router.tsx';

/** The order's variant, from the answers it was booked with; null when they cannot be read. */
function orderVariant(order: SalesOrder): number | null {
  try {
    const variant = (JSON.parse(order.DeviceInfo) as { variant?: unknown }).variant;
    return typeof variant === 'number' && Number.isSafeInteger(variant) && variant > 0 ? variant : null;
  } catch {
    return null;
  }
}

/** Until the pickup is over, the seller may check the phone on itself before the executive comes (issue 34). */
function CheckMyPhoneLink({ order }: { order: SalesOrder }) {
  const variant = orderVariant(order);
  if (variant === null || isFinal(order.status_code)) return null;
  return <CheckMyPhoneCard to={paths.checkMyPhone(variant, order.RefNo)} className="mt-5" />;
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
              { label: breadcrumb_home(), to: '/' },
              { label: seller_sales(), to: paths.salesOrders() },
              { label: seller_order_detail_crumb() },
            ]}
          />
          <div className="mt-3">
            {order.isPending ? (
              <div className="flex flex-col gap-5" role="status" aria-label={seller_order_loading()}>
                <Skeleton className="h-72 rounded-2xl" />
                <Skeleton className="h-40 rounded-2xl" />
              </div>
            ) : order.isError ? (
              <ErrorState
                title={seller_order_load_failed()}
                message={seller_check_connection()}
                retryLabel={seller_try_again()}
                onRetry={() => order.refetch()}
              />
            ) : (
              <OrderDetail
                order={order.data}
                customerId={customerId}
                seller={seller}
                reload={() => void order.refetch()}
              />
            )}
          </div>
          {order.isSuccess ? <ShareSelfCheck customerId={customerId} refNo={order.data.RefNo} /> : null}
          {order.isSuccess ? <CheckMyPhoneLink order={order.data} /> : null}
          {order.isSuccess ? <OrderGrievanceLink refNo={order.data.RefNo} /> : null}
        </div>
      </PageContainer>
    </div>
  );
}

export function Component() {
  const { ref = '' } = useParams();
  return (
    <RequireSession purpose={seller_purpose_order()}>
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
