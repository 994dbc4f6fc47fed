import { PageHeader } from '@/components/console/page-header.tsx';
import { Panel } from '@/components/console/panel.tsx';
import { JobList, JobRuns } from '@/features/console-jobs/components/job-runs.tsx';

export function Component() {
  return (
    <>
      <PageHeader
        title="Scheduled jobs"
        description="Work the server does on a schedule, once across all its processes. A run that fails is tried again by itself; one that keeps failing is listed here for an admin to retry after fixing the cause."
      />
      <div className="flex flex-col gap-6">
        <Panel title="Runs">
          <JobRuns />
        </Panel>
        <Panel title="Jobs">
          <JobList />
        </Panel>
      </div>
    </>
  );
}
