import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * Keeps the <head> metadata current on client-side navigation. The first page needs nothing (the server
 * wrote its head), so the code that writes it (route-metadata-apply.ts) loads on the first navigation.
 */
export function RouteMetadata() {
  const { pathname } = useLocation();
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
