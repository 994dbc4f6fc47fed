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
import type { StoredUser } from '@/lib/storage.ts';

function SalesOrders({ user }: { user: StoredUser }) {
  const orders = useSalesOrders(user.customer_id);
  const [search, setSearch] = useState('');
  // Reference number, model or status (SPEC's value or the label the card shows), case-insensitive (SPEC 5).
  const shown = (orders.data ?? []).filter(
    (order) =>
      matchesSearch(order.RefNo, search) ||
      matchesSearch(order.Model, search) ||
      matchesSearch(order.Status, search) ||
      matchesSearch(order.status_label, search),
  );

  return (
    <div className="bg-slate-50 pb-12">
      <PageContainer className="py-6 md:py-10">
        <Breadcrumb items={[{ label: 'Home', to: '/' }, { label: 'Sales' }]} />
        <div className="mt-2 grid gap-6 lg:grid-cols-[1fr_320px] lg:gap-8">
          <section aria-labelledby="sales-title" className="flex flex-col gap-4">
            <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
              <h1
                id="sales-title"
                className="text-2xl font-extrabold tracking-tight text-slate-900 md:text-3xl"
              >
                Sales Order
              </h1>
              <SearchField
                label="Search orders"
                placeholder="Order no., model or status"
                value={search}
                onChange={(event) => setSearch(event.target.value)}
                className="w-full sm:max-w-xs"
              />
            </div>
            {orders.isPending ? (
              <div className="flex flex-col gap-4" role="status" aria-label="Loading your orders">
                <Skeleton className="h-44 rounded-2xl" />
                <Skeleton className="h-44 rounded-2xl" />
              </div>
            ) : orders.isError ? (
              <ErrorState title="We could not load your orders" onRetry={() => orders.refetch()} />
            ) : shown.length === 0 ? (
              <EmptyState message="No Records Found." />
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
  return <RequireSession purpose="see your orders">{(user) => <SalesOrders user={user} />}</RequireSession>;
}
