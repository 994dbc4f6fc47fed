import { PageHeader } from '@/components/console/page-header.tsx';
import { DealerRegisterCard } from '@/features/console-orders/components/dealer-register-card.tsx';
import { OrdersList } from '@/features/console-orders/components/orders-list.tsx';

export function Component() {
  return (
    <>
      <PageHeader
        title="Orders"
        description="Every sell-now order, newest first. Find one by its reference, or filter by status, city and booking days (India time); the address keeps the filters, so a list can be shared."
      />
      <OrdersList />
      <div className="mt-8">
        <DealerRegisterCard />
      </div>
    </>
  );
}
