/**
 * Whether some API call is waiting to be tried again after the server was busy, for the "Busy, trying
 * again" hint (layout/toasts.tsx). Its own small module: the first page loads it, the retrying transport
 * (api-transport.ts) loads with the first call.
 */
let waitingCalls = 0;
const busyListeners = new Set<() => void>();

/** A call starts (+1) or stops (-1) waiting to be tried again. */
export function setWaiting(change: number): void {
  waitingCalls += change;
  for (const listener of busyListeners) listener();
}

/** For useSyncExternalStore. */
export const apiBusy = {
  subscribe(listener: () => void): () => void {
    busyListeners.add(listener);
    return () => busyListeners.delete(listener);
  },
  get: (): boolean => waitingCalls > 0,
};
