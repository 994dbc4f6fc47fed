import { PageHeader } from '@/components/console/page-header.tsx';
import { DealerRegisterCard } from '@/features/console-orders/components/dealer-register-card.tsx';
import { OrdersList } from '@/features/console-orders/components/orders-list.tsx';

export function Component() {
  return (
    <>
      <PageHeader
        title="Orders"
        description="Every sell-now order, newest first. Search by reference, any 4 digits of the seller's mobile, name, IMEI, receipt number, partner or pincode, and filter by status, partner, pickup day, city and booking days (India time); the address keeps the filters, so a list can be shared, and Download CSV exports it."
      />
      <OrdersList />
      <div className="mt-8">
        <DealerRegisterCard />
      </div>
    </>
  );
}
