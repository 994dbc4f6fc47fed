import type { RequestOf, ResponseOf } from '@phonix/shared/api/contract';
import type { EndpointName } from '@phonix/shared/api/endpoints';
import type { StaffMember } from '@phonix/shared/staff-api';
import { queryOptions } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { ApiError, type CallOptions, call } from './api-client.ts';
import { queryClient } from './query-client.ts';
import { storage } from './storage.ts';

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

type Listener = () => void;
const listeners = new Set<Listener>();
let raw = storage.getStaffSession();
let snapshot = parse(raw);
/** Why the last session ended, for the sign-in page ('expired' when the server refused it). */
let endedBecause: 'expired' | null = null;

function parse(value: string | null): StaffSession | null {
  if (!value) return null;
  try {
    const session = JSON.parse(value) as StaffSession;
    return typeof session?.token === 'string' && typeof session.staff?.id === 'number' ? session : null;
  } catch {
    return null;
  }
}

function read(): StaffSession | null {
  const next = storage.getStaffSession();
  if (next !== raw) {
    raw = next;
    snapshot = parse(next);
  }
  return snapshot;
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  // Signing in or out in another tab counts here too.
  const onStorage = () => listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useStaffSession(): StaffSession | null {
  return useSyncExternalStore(subscribe, read, read);
}

export function getStaffSession(): StaffSession | null {
  return read();
}

export function setStaffSession(session: StaffSession | null, reason: 'expired' | null = null): void {
  if (!session) queryClient.removeQueries({ queryKey: [STAFF_QUERY_KEY] });
  endedBecause = session ? null : reason;
  storage.setStaffSession(session ? JSON.stringify(session) : null);
  for (const listener of listeners) listener();
}

/** Whether the last session ended because the server no longer accepted it (read once). */
export function takeEndedReason(): 'expired' | null {
  const reason = endedBecause;
  endedBecause = null;
  return reason;
}

/** Calls a staff endpoint (the API client sends the staff token); a refused session signs the console out. */
export async function staffCall<N extends EndpointName>(
  name: N,
  input: RequestOf<N>,
  options: CallOptions = {},
): Promise<ResponseOf<N>> {
  try {
    return await call(name, input, options);
  } catch (error) {
    if (error instanceof ApiError && error.code === 'STAFF_LOGIN_REQUIRED' && getStaffSession())
      setStaffSession(null, 'expired');
    throw error;
  }
}

/** TanStack Query options for a staff GET; the key starts with STAFF_QUERY_KEY and the staff member's id. */
export function staffQuery<N extends EndpointName>(name: N, input: RequestOf<N>) {
  const staffId = getStaffSession()?.staff.id ?? 0;
  return queryOptions({
    queryKey: [STAFF_QUERY_KEY, staffId, name, input],
    queryFn: ({ signal }) => staffCall(name, input, { signal }),
  });
}

/** The key prefix of one endpoint's queries, for invalidating them after a change. */
export function staffQueryKey(name: EndpointName): unknown[] {
  return [STAFF_QUERY_KEY, getStaffSession()?.staff.id ?? 0, name];
}
