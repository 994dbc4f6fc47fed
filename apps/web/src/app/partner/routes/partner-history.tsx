import { partner_title_history } from '@phonix/shared/messages/partner_title_history';
import { HistoryView } from '@/features/partner-portal/components/history-view.tsx';
import { usePageTitle } from '@/features/partner-portal/hooks/use-page-title.ts';

/** /partner/history: completed pickups, their receipts and the statement of some days. */
export function Component() {
  usePageTitle(partner_title_history());
  return <HistoryView />;
}
