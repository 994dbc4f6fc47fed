import { breadcrumb_home } from '@phonix/shared/messages/breadcrumb_home';
import { seller_check_connection } from '@phonix/shared/messages/seller_check_connection';
import { seller_orders_load_failed } from '@phonix/shared/messages/seller_orders_load_failed';
import { seller_orders_loading } from '@phonix/shared/messages/seller_orders_loading';
import { seller_orders_none } from '@phonix/shared/messages/seller_orders_none';
import { seller_orders_search_label } from '@phonix/shared/messages/seller_orders_search_label';
import { seller_orders_search_placeholder } from '@phonix/shared/messages/seller_orders_search_placeholder';
import { seller_purpose_orders } from '@phonix/shared/messages/seller_purpose_orders';
import { seller_sales } from '@phonix/shared/messages/seller_sales';
import { seller_sales_title } from '@phonix/shared/messages/seller_sales_title';
import { seller_try_again } from '@phonix/shared/messages/seller_try_again';
import { orderStatusLabel } from '@phonix/shared/order-texts';
import { matchesSearch } from '@phonix/shared/search';
import { useState } from 'react';
import { Breadcrumb } from '@/components/ui/breadcrumb.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { PageContainer } from '@/components/ui/page-container.tsx';
import { SearchField } from '@/components/ui/search-field.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { ProfilePanel } from '@/features/account/components/profile-panel.tsx';
import { RequireSession } from '@/features/auth/components/require-session.tsx';
import { useSalesOrders } from '@/features/orders/api/orders.ts';
import { OrderCard } from '@/features/orders/components/order-card.tsx';
import { usePageLocale } from '@/lib/locale.tsx';
import type { StoredUser } from '@/lib/storage.ts';

function SalesOrders({ user }: { user: StoredUser }) {
  const { locale } = usePageLocale();
  const orders = useSalesOrders(user.customer_id);
  const [search, setSearch] = useState('');
  // Reference number, model or status (SPEC's value or the label the card shows), case-insensitive (SPEC 5).
  const shown = (orders.data ?? []).filter(
    (order) =>
      matchesSearch(order.RefNo, search) ||
      matchesSearch(order.Model, search) ||
      matchesSearch(order.Status, search) ||
      matchesSearch(order.status_label, search) ||
      matchesSearch(orderStatusLabel(order.status_code, locale), search),
  );

  return (
    <div className="bg-slate-50 pb-12">
      <PageContainer className="py-6 md:py-10">
        <Breadcrumb items={[{ label: breadcrumb_home(), to: '/' }, { label: seller_sales() }]} />
        <div className="mt-2 grid gap-6 lg:grid-cols-[1fr_320px] lg:gap-8">
          <section aria-labelledby="sales-title" className="flex flex-col gap-4">
            <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
              <h1
                id="sales-title"
                className="text-2xl font-extrabold tracking-tight text-slate-900 md:text-3xl"
              >
                {seller_sales_title()}
              </h1>
              <SearchField
                label={seller_orders_search_label()}
                placeholder={seller_orders_search_placeholder()}
                value={search}
                onChange={(event) => setSearch(event.target.value)}
                className="w-full sm:max-w-xs"
              />
            </div>
            {orders.isPending ? (
              <div className="flex flex-col gap-4" role="status" aria-label={seller_orders_loading()}>
                <Skeleton className="h-44 rounded-2xl" />
                <Skeleton className="h-44 rounded-2xl" />
              </div>
            ) : orders.isError ? (
              <ErrorState
                title={seller_orders_load_failed()}
                message={seller_check_connection()}
                retryLabel={seller_try_again()}
                onRetry={() => orders.refetch()}
              />
            ) : shown.length === 0 ? (
              <EmptyState message={seller_orders_none()} />
            ) : (
              <div className="flex flex-col gap-4">
                {shown.map((order) => (
                  <OrderCard key={order.RefNo} order={order} />
                ))}
              </div>
            )}
          </section>
          <aside className="lg:sticky lg:top-24 lg:self-start">
            <ProfilePanel user={user} />
          </aside>
        </div>
      </PageContainer>
    </div>
  );
}

export function Component() {
  return (
    <RequireSession purpose={seller_purpose_orders()}>{(user) => <SalesOrders user={user} />}</RequireSession>
  );
}
