import { localizedPath } from '@phonix/shared/i18n';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { usePageLocale } from '@/lib/locale.tsx';

/**
 * Keeps the <head> metadata current on client-side navigation. The first page needs nothing (the server
 * wrote its head), so the code that writes it (route-metadata-apply.ts) loads on the first navigation.
 */
export function RouteMetadata() {
  // The router's path is under the language's prefix (its basename): the metadata is of the whole address.
  const { locale } = usePageLocale();
  const pathname = localizedPath(useLocation().pathname, locale);
  const firstPath = useRef(pathname);
  useEffect(() => {
    if (pathname === firstPath.current) return;
    firstPath.current = '';
    let current = true;
    import('./route-metadata-apply.ts')
      .then((module) => module.applyRouteMetadata(pathname, () => current))
      .catch((error: unknown) => console.error('Error updating page metadata:', error));
    return () => {
      current = false;
    };
  }, [pathname]);
  return null;
}
