import { partner_title_handover } from '@phonix/shared/messages/partner_title_handover';
import { useParams } from 'react-router';
import { HandoverChecklist } from '@/features/partner-portal/components/handover-checklist.tsx';
import { usePageTitle } from '@/features/partner-portal/hooks/use-page-title.ts';

/** /partner/orders/:ref/handover: the purchase at the door (IMEI, seller's ID, data wipe, payout, receipt). */
export function Component() {
  const { ref = '' } = useParams();
  usePageTitle(partner_title_handover({ ref: ref.toUpperCase() }));
  return <HandoverChecklist key={ref} refNo={ref} />;
}
