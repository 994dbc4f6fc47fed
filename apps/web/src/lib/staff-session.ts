import type { RequestOf, ResponseOf } from '@phonix/shared/api/contract';
import type { EndpointName } from '@phonix/shared/api/endpoints';
import type { StaffMember } from '@phonix/shared/staff-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, type CallOptions, call, type EndpointQueryOptions } from './api-client.ts';
import { queryClient } from './query-client.ts';
import { createSessionStore, type EndReason } from './session-store.ts';
import { STORAGE_KEYS, storage } from './storage.ts';

/**
 * The operations console's session: a staff member's bearer token, kept apart from the seller's (its own
 * storage key, sent only on the console's calls). Only the console's lazy chunks import this module.
 */
export interface StaffSession {
  token: string;
  staff: StaffMember;
}

/** Every console query key starts with this, so signing out drops them all. */
export const STAFF_QUERY_KEY = 'staff';

function parse(value: string | null): StaffSession | null {
  if (!value) return null;
  try {
    const session = JSON.parse(value) as StaffSession;
    return typeof session?.token === 'string' && typeof session.staff?.id === 'number' ? session : null;
  } catch {
    return null;
  }
}

const store = createSessionStore({
  storageKeys: [STORAGE_KEYS.staffSession],
  read: () => parse(storage.getStaffSession()),
  beforeHydration: null,
});

export function useStaffSession(): StaffSession | null {
  return store.useSession();
}

export function getStaffSession(): StaffSession | null {
  return store.get();
}

/** Stores a new session (a sign-in) or forgets it (sign-out, or `expired` when the server refused it). */
export function setStaffSession(session: StaffSession | null, reason: EndReason = null): void {
  if (!session) queryClient.removeQueries({ queryKey: [STAFF_QUERY_KEY] });
  storage.setStaffSession(session ? JSON.stringify(session) : null);
  store.changed(session ? null : reason);
}

/** Whether the last session ended because the server no longer accepted it (read once). */
export function takeEndedReason(): EndReason {
  return store.takeEndedReason();
}

/**
 * Calls a staff endpoint (the API client sends the staff token); a refused session signs the console out,
 * and a password still to be changed turns the console to the change.
 */
export async function staffCall<N extends EndpointName>(
  name: N,
  input: RequestOf<N>,
  options: CallOptions = {},
): Promise<ResponseOf<N>> {
  try {
    return await call(name, input, options);
  } catch (error) {
    const session = getStaffSession();
    if (error instanceof ApiError && error.code === 'STAFF_LOGIN_REQUIRED' && session)
      setStaffSession(null, 'expired');
    // An admin issued this password and it is not changed yet: the console asks for a new one first.
    if (error instanceof ApiError && error.code === 'STAFF_PASSWORD_CHANGE_REQUIRED' && session)
      setStaffSession({ ...session, staff: { ...session.staff, must_change_password: true } });
    throw error;
  }
}

/** TanStack Query options for a staff GET; the key starts with STAFF_QUERY_KEY and the staff member's id. */
export function staffQuery<N extends EndpointName>(name: N, input: RequestOf<N>): EndpointQueryOptions<N> {
  const staffId = getStaffSession()?.staff.id ?? 0;
  return queryOptions<ResponseOf<N>, Error, ResponseOf<N>, readonly unknown[]>({
    queryKey: [STAFF_QUERY_KEY, staffId, name, input],
    queryFn: ({ signal }) => staffCall(name, input, { signal }),
  });
}

/** The key prefix of one endpoint's queries, for invalidating them after a change. */
export function staffQueryKey(name: EndpointName): unknown[] {
  return [STAFF_QUERY_KEY, getStaffSession()?.staff.id ?? 0, name];
}

/** The signed-in staff member as the server knows them (name, role). */
export function useStaffMe() {
  return useQuery(staffQuery('staffMe', {}));
}

/** Ends the session on the server (best effort) and in this browser. */
export async function signOutStaff(): Promise<void> {
  await staffCall('staffLogout', {}).catch(() => undefined);
  setStaffSession(null);
}
