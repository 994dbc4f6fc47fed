import { useEffect } from 'react';

/** The browser tab's title on a portal screen (the portal is outside the storefront's route metadata). */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} · Phonix partner`;
  }, [title]);
}
