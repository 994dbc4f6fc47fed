import type { Customer } from '@phonix/shared/account-api';
import type { AnswerRecord } from '@phonix/shared/questionnaire';
import { useSyncExternalStore } from 'react';
import { ApiError, call, setUnauthorizedHandler } from './api-client.ts';
import { queryClient } from './query-client.ts';
import { createSessionStore } from './session-store.ts';
import { STORAGE_KEYS, type StoredUser, storage } from './storage.ts';

/**
 * The seller's session as the browser keeps it: the token and userData keys of local storage (SPEC 3),
 * mirrored in a tiny store so the header and the login-only pages follow log-ins and log-outs at once.
 * Kept free of zod and UI code: the header loads it with the first page.
 */
export interface SessionState {
  token: string | null;
  user: StoredUser | null;
  /** False while the start-up profile refresh runs: login-only pages wait so they never call with a stale token. */
  ready: boolean;
}

/** Every customer-owned query key starts with this, so a log-out or a change of customer drops them all. */
export const ACCOUNT_QUERY_KEY = 'account';
export const accountKey = (customerId: number, ...rest: (string | number)[]) => [
  ACCOUNT_QUERY_KEY,
  customerId,
  ...rest,
];

let ready = true;

function read(): SessionState {
  const token = storage.getToken();
  const user = storage.getUser();
  return token && user ? { token, user, ready } : { token: null, user: null, ready };
}

/**
 * What the server renders (it knows no session) and what the browser hydrates with: nobody signed in yet.
 * The header shows the stored session right after hydration, in a slot of fixed size (no layout shift).
 */
const BEFORE_HYDRATION: SessionState = { token: null, user: null, ready: false };

const store = createSessionStore({
  storageKeys: [STORAGE_KEYS.token, STORAGE_KEYS.userData],
  read,
  beforeHydration: BEFORE_HYDRATION,
});
const emit = () => store.changed();

export function useSession(): SessionState {
  return store.useSession();
}

export function getSession(): SessionState {
  return store.get();
}

function toStoredUser(customer: Customer): StoredUser {
  return {
    customer_id: customer.customer_id,
    name: customer.name,
    mobile: customer.mobile,
    email: customer.email,
    alternate_mobile: customer.alternate_mobile,
  };
}

function dropAccountData(): void {
  queryClient.removeQueries({ queryKey: [ACCOUNT_QUERY_KEY] });
}

/** Stores the customer and token answered by a log-in, an OTP check or a password reset. */
export function signIn(customer: Customer, token: string): void {
  const previous = storage.getUser();
  if (previous?.customer_id !== customer.customer_id) dropAccountData();
  storage.setToken(token);
  storage.setUser(toStoredUser(customer));
  emit();
}

/** Forgets the session in this browser (token and userData). */
export function clearSession(): void {
  storage.setToken(null);
  storage.setUser(null);
  dropAccountData();
  emit();
}

/** Keeps userData in step with a profile the customer has just saved. */
export function updateStoredUser(changes: Partial<Omit<StoredUser, 'customer_id'>>): void {
  const user = storage.getUser();
  if (!user) return;
  storage.setUser({ ...user, ...changes });
  emit();
}

// A call answered 401 with the token still stored: the server no longer knows the session.
setUnauthorizedHandler((principal, token) => {
  if (principal === 'partner') {
    if (storage.getPartnerToken() === token) storage.setPartnerToken(null);
  } else if (principal === 'nominee') {
    if (storage.getNomineeToken() === token) storage.setNomineeToken(null);
  } else if (storage.getToken() === token) clearSession();
});

/** The session check by customer_id (SPEC 7): true when the server still accepts the stored session. */
export async function checkSession(): Promise<boolean> {
  const user = storage.getUser();
  if (!user || !storage.getToken()) return false;
  try {
    const answer = await call('checkSession', { params: { id: user.customer_id } });
    return answer.success === true;
  } catch {
    return false;
  }
}

let startupDone = false;

/** The answers that mean the stored session or its account is no longer valid. */
const SESSION_REFUSED = new Set([401, 403, 404]);

/**
 * Start-up (SPEC 4): with stored user data, the profile is fetched and replaces the token and user data;
 * if the server refuses it both are cleared. Without stored user data both are cleared. A fetch that got no
 * answer (the page left while it ran, no network, the server busy) keeps the session: the seller who taps a
 * link right after opening the site stays logged in, and the next call asks again.
 */
export async function refreshSessionAtStartup(): Promise<void> {
  if (startupDone) return;
  startupDone = true;
  const user = storage.getUser();
  if (!user) {
    if (storage.getToken() !== null || storage.getUser() !== null) clearSession();
    return;
  }
  ready = false;
  emit();
  try {
    const answer = await call('getCustomerProfile', { params: { id: user.customer_id } });
    signIn(answer.customer, answer.token);
  } catch (error) {
    // Silent, like a failed session check (SPEC 8). A 401 has cleared it already (the unauthorized handler).
    if (error instanceof ApiError && SESSION_REFUSED.has(error.status)) clearSession();
  } finally {
    ready = true;
    emit();
  }
}

/** Logs out on the server (revoking the token), then forgets the session here. */
export async function logout(): Promise<void> {
  try {
    await call('logout', {});
  } catch (error) {
    console.error('Logout failed:', error);
  } finally {
    clearSession();
  }
}

/**
 * "Log out from all devices": the server ends every session of this customer (other phones and
 * computers included), then this browser forgets its own. Throws when the server could not do it, so the
 * customer is told and stays logged in here.
 */
export async function logoutEverywhere(): Promise<void> {
  await call('logout', { body: { everywhere: true } });
  clearSession();
}

/** Which dialog the site shows to create a session, and the device being sold (shown in the dialog). */
export interface AuthDialogRequest {
  kind: 'login' | 'checkout';
  selectedModel: AnswerRecord | null;
  /** What logging in is for, in the words of 'Log in ... to {purpose}' (e.g. 'see your orders'). */
  purpose: string | null;
  /** Where the focus goes back to when the dialog closes: the button that opened it. */
  returnFocus: () => Element | null;
  /** A new request remounts the dialog, so it starts at step 1. */
  key: number;
}

export interface AuthDialogOptions {
  purpose?: string | null;
  /** Default: the element that had the focus when the dialog was asked for. */
  returnFocus?: () => Element | null;
}

let dialog: AuthDialogRequest | null = null;
let dialogKey = 0;
const dialogListeners = new Set<() => void>();

function setDialog(next: AuthDialogRequest | null): void {
  dialog = next;
  for (const listener of dialogListeners) listener();
}

export function openAuthDialog(
  kind: AuthDialogRequest['kind'] = 'login',
  selectedModel: AnswerRecord | null = null,
  options: AuthDialogOptions = {},
) {
  const opener = document.activeElement;
  dialogKey += 1;
  setDialog({
    kind,
    selectedModel,
    purpose: options.purpose ?? null,
    returnFocus: options.returnFocus ?? (() => opener),
    key: dialogKey,
  });
}

export function closeAuthDialog(): void {
  setDialog(null);
}

export function useAuthDialog(): AuthDialogRequest | null {
  return useSyncExternalStore(
    (listener) => {
      dialogListeners.add(listener);
      return () => dialogListeners.delete(listener);
    },
    () => dialog,
    () => null,
  );
}
