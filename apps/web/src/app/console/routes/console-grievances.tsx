import { PageHeader } from '@/components/console/page-header.tsx';
import { GrievanceQueue } from '@/features/console-grievances/components/grievance-queue.tsx';

export function Component() {
  return (
    <>
      <PageHeader
        title="Grievances"
        description="Grievances from sellers, their nominees and partners, least time left first: the law gives 90 days to answer. Each reply is audited and texted to whoever raised it; a closed grievance leaves the queue. Times are India time."
      />
      <GrievanceQueue />
    </>
  );
}
