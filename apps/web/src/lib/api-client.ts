import type { ErrorResponse, RequestOf, ResponseOf } from '@phonix/shared/api/contract';
import type { EndpointName, Principal } from '@phonix/shared/api/endpoints';
import type { ErrorCode } from '@phonix/shared/errors';
import { queryOptions } from '@tanstack/react-query';
import { storage } from './storage.ts';

/**
 * The one way the web app calls the API: by an endpoint's name in the contract (packages/shared/src/api),
 * typed from its schemas. The route table comes in at run time (it holds no zod); the schemas only as types.
 */

/** A failed API call: the server's code and message and the HTTP status (0 when the network failed). */
export class ApiError extends Error {
  readonly status: number;
  /** The server's error code (packages/shared/src/errors.ts); undefined when none came back. */
  readonly code: ErrorCode | undefined;
  readonly field: string | undefined;
  /** The message the server sent, when it sent one (the toasts of SPEC 8 fall back to their own text). */
  readonly serverMessage: string | undefined;
  /** Seconds the server asked to wait before trying again (429, 503). */
  readonly retryAfter: number | undefined;

  constructor(message: string, status: number, body?: Partial<ErrorResponse> | null) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = body?.code;
    this.field = body?.field;
    this.serverMessage = typeof body?.message === 'string' && body.message ? body.message : undefined;
    this.retryAfter = typeof body?.retry_after === 'number' ? body.retry_after : undefined;
  }
}

export const NETWORK_ERROR_MESSAGE = 'Network error - please check your connection';

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/** The message to show for a failed call: the server's, else a generic one. */
export function errorMessage(error: unknown, fallback = 'Something went wrong'): string {
  if (error instanceof ApiError)
    return error.serverMessage ?? (error.status === 0 ? error.message : fallback);
  return fallback;
}

function tokenFor(principal: Principal): string | null {
  if (principal === 'customer' || principal === 'optional') return storage.getToken();
  if (principal === 'partner') return storage.getPartnerToken();
  if (principal === 'staff') return storage.getStaffToken();
  return null;
}

let onUnauthorized: ((principal: Principal, token: string) => void) | null = null;

/**
 * Called when a call made with a stored token answers 401: the session has ended on the server (expired,
 * logged out elsewhere, password reset, a partner suspended), so the browser forgets it too.
 */
export function setUnauthorizedHandler(handler: (principal: Principal, token: string) => void): void {
  onUnauthorized = handler;
}

export interface CallOptions {
  signal?: AbortSignal;
  /**
   * Extra headers. A write gets an Idempotency-Key of its own unless one is given here (a booking keeps one
   * key across the attempts of one booking, so a second press books once too).
   */
  headers?: Record<string, string>;
}

/**
 * How long a call shed under load (503 with Retry-After) keeps being tried again before its error reaches
 * the person: each wait is the server's Retry-After (at most LONGEST_WAIT_MS), until SHED_BUDGET_MS have
 * passed since the first try. A write carries the same Idempotency-Key on every try, so it is done once.
 */
export const SHED_BUDGET_MS = 30_000;
const LONGEST_WAIT_MS = 5_000;

/** A random Idempotency-Key; randomUUID needs a secure context, so fall back to getRandomValues. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

const wait = (ms: number, signal: AbortSignal | undefined) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });

// Calls waiting to be tried again right now, for the "Busy, trying again" hint (layout/toasts.tsx).
let waitingCalls = 0;
const busyListeners = new Set<() => void>();
const setWaiting = (change: number) => {
  waitingCalls += change;
  for (const listener of busyListeners) listener();
};

/** Whether some call is waiting to be tried again after the server was busy (useSyncExternalStore). */
export const apiBusy = {
  subscribe(listener: () => void): () => void {
    busyListeners.add(listener);
    return () => busyListeners.delete(listener);
  },
  get: (): boolean => waitingCalls > 0,
};

/** Seconds a refused try asked to wait: the server is busy (503), or the first try of this write still runs. */
async function retryDelay(response: Response): Promise<number | null> {
  if (response.status === 503) return Number(response.headers.get('retry-after'));
  if (response.status !== 409) return null;
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as Partial<ErrorResponse> | null;
  return body?.code === 'IDEMPOTENT_REQUEST_IN_PROGRESS' ? Number(response.headers.get('retry-after')) : null;
}

/**
 * The contract's route table (every endpoint's method, path and principal) loads with the first call: a
 * server-rendered page arrives with its data, so most first pages make no call at all and need none of it.
 */
let endpoints: Promise<typeof import('@phonix/shared/api/endpoints')> | undefined;
const loadEndpoints = () => {
  endpoints ??= import('@phonix/shared/api/endpoints');
  return endpoints;
};

async function send(name: EndpointName, input: object, options: CallOptions): Promise<Response> {
  const { ENDPOINTS, endpointUrl } = await loadEndpoints();
  const { method, auth } = ENDPOINTS[name];
  const { params, query, body } = input as {
    params?: Record<string, string | number>;
    query?: Record<string, string | number | boolean | undefined>;
    body?: unknown;
  };
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  // Every write carries an Idempotency-Key, made once for this call (one person's action) and sent on every
  // try: the server does the write once and answers a repeat with the first answer.
  if (method !== 'GET' && !Object.keys(headers).some((name) => name.toLowerCase() === 'idempotency-key'))
    headers['Idempotency-Key'] = newIdempotencyKey();
  // The token of the endpoint's principal only (a partner's calls carry the partner's session, a seller's
  // the seller's, staff calls the console's); public calls carry none. Same origin only: a token never
  // leaves for another host.
  const token = tokenFor(auth);
  if (token) headers.Authorization = `Bearer ${token}`;
  // A GET, or a write the server recognises when repeated (its Idempotency-Key), is tried again while the
  // server sheds load, within SHED_BUDGET_MS; the key stays the same, so the write is still done once.
  const started = Date.now();
  for (;;) {
    let response: Response;
    try {
      response = await fetch(endpointUrl(name, params, query), {
        method,
        headers,
        body: body === undefined ? null : JSON.stringify(body),
        credentials: 'same-origin',
        signal: options.signal ?? null,
      });
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      throw new ApiError(NETWORK_ERROR_MESSAGE, 0);
    }
    const seconds = await retryDelay(response);
    if (seconds !== null) {
      const ms = Math.min(LONGEST_WAIT_MS, Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : 1000);
      if (Date.now() - started + ms <= SHED_BUDGET_MS) {
        setWaiting(1);
        try {
          await wait(ms, options.signal);
        } finally {
          setWaiting(-1);
        }
        continue;
      }
    }
    if (response.status === 401 && token) onUnauthorized?.(auth, token);
    return response;
  }
}

async function failure(response: Response): Promise<ApiError> {
  const body = (await response.json().catch(() => null)) as Partial<ErrorResponse> | null;
  const serverMessage = typeof body?.message === 'string' && body.message ? body.message : undefined;
  return new ApiError(serverMessage ?? `Request failed (${response.status})`, response.status, body);
}

/** Calls an endpoint of the contract; a failed call (4xx, 5xx, `success: false`) throws ApiError. */
export async function call<N extends EndpointName>(
  name: N,
  input: RequestOf<N>,
  options: CallOptions = {},
): Promise<ResponseOf<N>> {
  const response = await send(name, input as object, options);
  if (!response.ok) throw await failure(response);
  const data = (await response.json().catch(() => null)) as (ResponseOf<N> & { success?: boolean }) | null;
  if (data === null) throw new ApiError(`Request failed (${response.status})`, response.status);
  if (data.success === false) {
    const body = data as unknown as Partial<ErrorResponse>;
    throw new ApiError(body.message ?? 'Something went wrong', response.status, body);
  }
  return data;
}

/** Calls an endpoint that answers a file (the invoice PDF), with the session's token. */
export async function callFile<N extends EndpointName>(name: N, input: RequestOf<N>): Promise<Blob> {
  const response = await send(name, input as object, {});
  if (!response.ok) throw await failure(response);
  return response.blob();
}

/**
 * TanStack Query options for a GET endpoint: the query key is the endpoint's name and input unless a key
 * is given (customer-owned data keys start with accountKey(), so logging out drops them).
 */
export function endpointQuery<N extends EndpointName>(
  name: N,
  input: RequestOf<N>,
  key: readonly unknown[] = [name, input],
) {
  return queryOptions({
    queryKey: key,
    queryFn: ({ signal }) => call(name, input, { signal }),
  });
}
