import { partner_title_suffix } from '@phonix/shared/messages/partner_title_suffix';
import { useEffect } from 'react';

/** The browser tab's title on a portal screen (the portal is outside the storefront's route metadata). */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = partner_title_suffix({ title });
  }, [title]);
}
