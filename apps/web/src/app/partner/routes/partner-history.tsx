import { HistoryView } from '@/features/partner-portal/components/history-view.tsx';
import { usePageTitle } from '@/features/partner-portal/hooks/use-page-title.ts';

/** /partner/history: completed pickups, their receipts and the statement of some days. */
export function Component() {
  usePageTitle('History');
  return <HistoryView />;
}
