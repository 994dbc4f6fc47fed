import { useSyncExternalStore } from 'react';

/** Above this window width three testimonial cards show at once, at or below it one (SPEC 9). */
export const TESTIMONIAL_BREAKPOINT = 854;

const subscribe = (onChange: () => void) => {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
};

/** Cards per view from the window width, recomputed on every resize. */
export function useCardsPerView(): 1 | 3 {
  return useSyncExternalStore(
    subscribe,
    () => (window.innerWidth > TESTIMONIAL_BREAKPOINT ? 3 : 1),
    () => 1,
  );
}
