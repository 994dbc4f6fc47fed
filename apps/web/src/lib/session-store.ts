import { useSyncExternalStore } from 'react';

/** Why a session ended, for the sign-in page: 'expired' when the server no longer accepted it. */
export type EndReason = 'expired' | null;

export interface SessionStore<T> {
  /** The session as stored now; the same object for as long as it has not changed (a stable snapshot). */
  get(): T;
  /** Follows the session in a component. The server render and hydration see the store's `beforeHydration`. */
  useSession(): T;
  /**
   * Tells the components that the session was written (a sign-in, a sign-out, a refreshed profile);
   * `ended` says why a session ended, read once by the sign-in page through `takeEndedReason`.
   */
  changed(ended?: EndReason): void;
  /** Why the last session ended (once; null after). */
  takeEndedReason(): EndReason;
  subscribe(listener: () => void): () => void;
}

/**
 * One store for the three kinds of sign-in (the seller's, a partner's, a staff member's), each kept in local
 * storage under its own keys: components follow it through `useSyncExternalStore`, in this tab (after
 * `changed`) and in the others (the `storage` event on one of its keys).
 */
export function createSessionStore<T>(options: {
  /** The local-storage keys that hold the session. */
  storageKeys: readonly string[];
  /** Reads the session from storage. */
  read: () => T;
  /** What the server render (which knows no session) and the hydration that follows it see. */
  beforeHydration: T;
}): SessionStore<T> {
  const listeners = new Set<() => void>();
  let snapshot = options.read();
  let snapshotJson = JSON.stringify(snapshot);
  let endedBecause: EndReason = null;

  const get = (): T => {
    const next = options.read();
    const json = JSON.stringify(next);
    if (json !== snapshotJson) {
      snapshot = next;
      snapshotJson = json;
    }
    return snapshot;
  };
  const notify = () => {
    for (const listener of listeners) listener();
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };
  const serverSnapshot = () => options.beforeHydration;

  if (typeof window !== 'undefined') {
    // Signed in or out in another tab (a null key: that tab cleared the storage).
    window.addEventListener('storage', (event) => {
      if (event.key === null || options.storageKeys.includes(event.key)) notify();
    });
  }

  return {
    get,
    useSession: () => useSyncExternalStore(subscribe, get, serverSnapshot),
    changed(ended = null) {
      endedBecause = ended;
      notify();
    },
    takeEndedReason() {
      const reason = endedBecause;
      endedBecause = null;
      return reason;
    },
    subscribe,
  };
}
