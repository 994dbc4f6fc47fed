import { PageHeader } from '@/components/console/page-header.tsx';
import { AuditLog } from '@/features/console-audit/components/audit-log.tsx';

export function Component() {
  return (
    <>
      <PageHeader
        title="Audit log"
        description="Every change made in the console, and every sign-in, with what it was before and after. Newest first, in India time."
      />
      <AuditLog />
    </>
  );
}
