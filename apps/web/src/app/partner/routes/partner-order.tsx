import { partner_title_order } from '@phonix/shared/messages/partner_title_order';
import { useParams } from 'react-router';
import { OrderDetail } from '@/features/partner-portal/components/order-detail.tsx';
import { usePageTitle } from '@/features/partner-portal/hooks/use-page-title.ts';

/** /partner/orders/:ref: one pickup and its steps. */
export function Component() {
  const { ref = '' } = useParams();
  usePageTitle(partner_title_order({ ref: ref.toUpperCase() }));
  return <OrderDetail key={ref} refNo={ref} />;
}
