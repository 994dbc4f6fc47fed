import { COMPANY } from '@phonix/shared/company';
import { useEffect } from 'react';

/** Sets the tab title as '<title> | Phonix'; pass null while the page does not know its title yet. */
export function useDocumentTitle(title: string | null): void {
  useEffect(() => {
    if (title !== null) document.title = `${title} | ${COMPANY.name}`;
  }, [title]);
}
