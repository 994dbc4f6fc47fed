import { useSyncExternalStore } from 'react';

/** Whether a CSS media query matches, kept up to date on resize. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** Below Tailwind's md breakpoint: the mobile layout. */
export const MOBILE_QUERY = '(max-width: 767px)';
