import { PageHeader } from '@/components/console/page-header.tsx';
import { DashboardView } from '@/features/console-dashboard/components/dashboard-view.tsx';
import { GrievanceSummary } from '@/features/console-dashboard/components/grievance-summary.tsx';
import { RecheckOutliers } from '@/features/console-dashboard/components/recheck-outliers.tsx';

export function Component() {
  return (
    <>
      <PageHeader title="Dashboard" description="Enquiries and orders as they stand now, in India time." />
      <GrievanceSummary />
      <RecheckOutliers />
      <DashboardView />
    </>
  );
}
