import { createSessionStore } from '@/lib/session-store.ts';
import { SESSION_KEYS, storage } from '@/lib/storage.ts';

/**
 * The nominee's short session (/nominee): the token under its own key in this tab's session storage (the API
 * client sends it on `auth: 'nominee'` calls only), in a store like the seller's, a partner's and staff's, so
 * the page follows a sign-in, a sign-out and a session the server no longer accepts at once.
 */
const store = createSessionStore({
  storageKeys: [SESSION_KEYS.nomineeToken],
  read: () => storage.getNomineeToken(),
  beforeHydration: null,
});

/** The nominee's token, or null when no nominee is signed in in this tab. */
export function useNomineeToken(): string | null {
  return store.useSession();
}

/** The token as stored now (outside a component). */
export const nomineeToken = (): string | null => store.get();

/** Stores a new session (a sign-in) or forgets it (a sign-out, or the server no longer accepting it). */
export function setNomineeToken(token: string | null): void {
  storage.setNomineeToken(token);
  store.changed();
}
