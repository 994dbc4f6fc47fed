import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False while the server renders a page and while the browser hydrates it, true from then on: what depends
 * on the browser (storage, the session, the screen) is shown after hydration, so the first client render
 * matches the server's HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
