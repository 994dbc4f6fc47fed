import type { RequestOf, ResponseOf } from '@phonix/shared/api/contract';
import type { EndpointName } from '@phonix/shared/api/endpoints';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { ApiError, type CallOptions, call, type EndpointQueryOptions } from '@/lib/api-client.ts';
import { pageLanguage } from '@/lib/locale.tsx';
import { queryClient } from '@/lib/query-client.ts';
import { createSessionStore, type EndReason } from '@/lib/session-store.ts';
import { STORAGE_KEYS, storage } from '@/lib/storage.ts';

/**
 * The partner portal's session: the partner's bearer token under its own storage key (the API client sends
 * it on `auth: 'partner'` calls only). A store over that key, so the portal follows a sign-in, a sign-out
 * and a session the server no longer accepts at once; only the portal's chunks and the re-quote page load it.
 */

/** Every portal query key starts with this, so signing in or out drops them all. */
export const PARTNER_QUERY_KEY = 'partner';

const store = createSessionStore({
  storageKeys: [STORAGE_KEYS.partnerToken],
  read: () => storage.getPartnerToken(),
  beforeHydration: null,
});

/** The partner's token, or null when no partner is signed in in this browser. */
export function usePartnerToken(): string | null {
  return store.useSession();
}

/** Stores a new session (a sign-in) or forgets it (sign-out, or `expired` when the server refused it). */
export function setPartnerToken(token: string | null, reason: EndReason = null): void {
  queryClient.removeQueries({ queryKey: [PARTNER_QUERY_KEY] });
  storage.setPartnerToken(token);
  store.changed(token ? null : reason);
}

/** Whether the last session ended because the server no longer accepted it (read once). */
export function takeEndedReason(): EndReason {
  return store.takeEndedReason();
}

/**
 * Calls a partner endpoint. A 401 means the session has ended (expired, signed out elsewhere, partner
 * suspended): the portal forgets it, which sends every portal screen back to the sign-in page.
 */
export async function partnerCall<N extends EndpointName>(
  name: N,
  input: RequestOf<N>,
  options: CallOptions = {},
): Promise<ResponseOf<N>> {
  const sent = storage.getPartnerToken();
  try {
    return await call(name, input, options);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401 && sent) {
      // The API client's own handler may have dropped the token already; a newer sign-in is kept.
      const now = storage.getPartnerToken();
      if (now === null || now === sent) setPartnerToken(null, 'expired');
    }
    throw error;
  }
}

/** TanStack Query options for a partner GET; the key starts with PARTNER_QUERY_KEY. */
export function partnerQuery<N extends EndpointName>(name: N, input: RequestOf<N>): EndpointQueryOptions<N> {
  return queryOptions<ResponseOf<N>, Error, ResponseOf<N>, readonly unknown[]>({
    queryKey: [PARTNER_QUERY_KEY, name, input],
    queryFn: ({ signal }) => partnerCall(name, input, { signal }),
  });
}

/** The key prefix of one endpoint's queries, for refreshing them after a change. */
export function partnerQueryKey(name: EndpointName): unknown[] {
  return [PARTNER_QUERY_KEY, name];
}

/** Ends the session on the server (best effort) and in this browser: every portal query is dropped. */
export function useSignOutPartner() {
  return useMutation({
    mutationFn: () => partnerCall('partnerLogout', {}).catch(() => undefined),
    onSuccess: () => setPartnerToken(null),
  });
}

/** Sends the partner a sign-in code by SMS. */
export function useSendPartnerOtp() {
  return useMutation({
    mutationFn: (mobile: string) =>
      partnerCall('partnerSendOtp', { body: { mobile, language: pageLanguage() } }),
  });
}

/** Checks the partner's sign-in code; answers the new session. The page's language becomes the partner's. */
export function useVerifyPartnerOtp() {
  return useMutation({
    mutationFn: (body: RequestOf<'partnerVerifyOtp'>['body']) =>
      partnerCall('partnerVerifyOtp', { body: { ...body, language: pageLanguage() } }),
  });
}

/** Starts the session a sign-in answered: the portal's cache begins with the partner it names. */
export function startPartnerSession(answer: ResponseOf<'partnerVerifyOtp'>): void {
  setPartnerToken(answer.token);
  queryClient.setQueryData([PARTNER_QUERY_KEY, 'partnerProfile', {}], {
    success: true as const,
    partner: answer.partner,
  });
}
