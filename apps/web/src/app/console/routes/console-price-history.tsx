import { PageHeader } from '@/components/console/page-header.tsx';
import { AuditLog } from '@/features/console-audit/components/audit-log.tsx';

export function Component() {
  return (
    <>
      <PageHeader
        title="Price history"
        description="Every change of a Get Upto price or a variant, and every price upload, by whom and when (India time), newest first. Anyone who can change a price can see it here and put it back in one click; the revert is recorded too."
      />
      <AuditLog prices />
    </>
  );
}
