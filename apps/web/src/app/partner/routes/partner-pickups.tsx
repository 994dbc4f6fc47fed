import { partner_title_pickups } from '@phonix/shared/messages/partner_title_pickups';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { PickupLists } from '@/features/partner-portal/components/pickup-lists.tsx';
import { usePageTitle } from '@/features/partner-portal/hooks/use-page-title.ts';

/** /partner: the open pickups of the partner's pincodes, and its own. */
export function Component() {
  usePageTitle(partner_title_pickups());
  const location = useLocation();
  const navigate = useNavigate();
  // A pickup that was gone when the partner tried to take it on its own page: said once, not after a reload.
  const [gone] = useState(() => (location.state as { gone?: string } | null)?.gone);
  // biome-ignore lint/correctness/useExhaustiveDependencies: clears the one-time note once, on arrival
  useEffect(() => {
    if (gone) navigate('.', { replace: true, state: null });
  }, []);
  return <PickupLists gone={gone} />;
}
