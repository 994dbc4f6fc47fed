import { PageHeader } from '@/components/console/page-header.tsx';
import { DashboardView } from '@/features/console-dashboard/components/dashboard-view.tsx';

export function Component() {
  return (
    <>
      <PageHeader title="Dashboard" description="Enquiries and orders as they stand now, in India time." />
      <DashboardView />
    </>
  );
}
