import { PageHeader } from '@/components/console/page-header.tsx';
import { OutboxList } from '@/features/console-outbox/components/outbox-list.tsx';

export function Component() {
  return (
    <>
      <PageHeader
        title="Notifications"
        description="SMS and e-mails in the outbox. The worker sends pending ones and tries failed ones again a few times; Retry puts a failed message back in the queue now, Resend sends a sent one again. Recipients are masked."
      />
      <OutboxList />
    </>
  );
}
