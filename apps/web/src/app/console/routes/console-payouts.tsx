import { PageHeader } from '@/components/console/page-header.tsx';
import { Panel } from '@/components/console/panel.tsx';
import { PayoutList } from '@/features/console-payouts/components/payout-list.tsx';
import { PayoutQueue } from '@/features/console-payouts/components/payout-queue.tsx';
import { ReconciliationCard } from '@/features/console-payouts/components/reconciliation-card.tsx';

export function Component() {
  return (
    <>
      <PageHeader
        title="Payouts"
        description="Every payout released to a seller with its state, and first those that failed or came back from the bank, and those stuck with no answer from the provider for two hours. An admin retries one (a new key, the same account the seller approved) or marks it failed to pay another way; the seller gets an SMS either way."
      />
      <div className="flex flex-col gap-6">
        <Panel title="Needs attention">
          <PayoutQueue />
        </Panel>
        <ReconciliationCard />
        <Panel title="Every payout">
          <PayoutList />
        </Panel>
      </div>
    </>
  );
}
