import type { ErrorResponse, RequestOf, ResponseOf } from '@phonix/shared/api/contract';
import type { EndpointName, Principal } from '@phonix/shared/api/endpoints';
import type { ErrorCode } from '@phonix/shared/errors';
import {
  type DataTag,
  type QueryKey,
  queryOptions,
  type UnusedSkipTokenOptions,
} from '@tanstack/react-query';

/**
 * The one way the web app calls the API: by an endpoint's name in the contract (packages/shared/src/api),
 * typed from its schemas. The route table comes in at run time (it holds no zod); the schemas only as types.
 */

/**
 * A failed API call: the server's code and message and the HTTP status (0 when the network failed). Its
 * `message` is what to show, in the page's language: the transport (api-transport.ts) makes it from the
 * code (packages/shared/src/error-messages.ts, loaded in the background after a first answer), so every
 * component showing `error.message` shows the translated one; in English it is the server's own text.
 */
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
    // Kept with the error when a server-rendered page's failed query is sent to the browser (JSON).
    Object.defineProperty(this, 'message', {
      value: message,
      enumerable: true,
      writable: true,
      configurable: true,
    });
    this.name = 'ApiError';
    this.status = status;
    this.code = body?.code;
    this.field = body?.field;
    this.serverMessage = typeof body?.message === 'string' && body.message ? body.message : undefined;
    this.retryAfter = typeof body?.retry_after === 'number' ? body.retry_after : undefined;
  }
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/**
 * The message to show for a failed call: its code's (the server's text in English), the network's, else the
 * caller's fallback (in the page's language: the default one is English, for the console).
 */
export function errorMessage(error: unknown, fallback = 'Something went wrong'): string {
  if (error instanceof ApiError)
    return error.code || error.serverMessage || error.status === 0 ? error.message : fallback;
  return fallback;
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

/** The transport (api-transport.ts), with the contract's route table, loads with the first call. */
let transport: Promise<typeof import('./api-transport.ts')> | undefined;
const loadTransport = () => {
  transport ??= import('./api-transport.ts');
  return transport;
};

async function send(name: EndpointName, input: object, options: CallOptions): Promise<Response> {
  const { response, principal, token } = await (await loadTransport()).send(name, input, options);
  if (response.status === 401 && token) onUnauthorized?.(principal, token);
  return response;
}

/** The error of a failed answer, its message in the page's language (made by the transport, loaded by now). */
async function failure(response: Response): Promise<ApiError> {
  const body = (await response.json().catch(() => null)) as Partial<ErrorResponse> | null;
  return await (await loadTransport()).apiError(response.status, body, `Request failed (${response.status})`);
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
  if (data === null)
    throw await (await loadTransport()).apiError(
      response.status,
      null,
      `Request failed (${response.status})`,
    );
  if (data.success === false) {
    const body = data as unknown as Partial<ErrorResponse>;
    throw await (await loadTransport()).apiError(response.status, body, 'Something went wrong');
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
 * What the query helpers answer, written out: inferred, the type grew past what TypeScript will write into a
 * declaration once the contract had this many endpoints (TS7056).
 */
export type EndpointQueryOptions<
  N extends EndpointName,
  K extends QueryKey = readonly unknown[],
> = UnusedSkipTokenOptions<ResponseOf<N>, Error, ResponseOf<N>, K> & {
  queryKey: DataTag<K, ResponseOf<N>, Error>;
};

/**
 * TanStack Query options for a GET endpoint: the query key is the endpoint's name and input unless a key
 * is given (customer-owned data keys start with accountKey(), so logging out drops them).
 */
export function endpointQuery<N extends EndpointName>(
  name: N,
  input: RequestOf<N>,
  key: readonly unknown[] = [name, input],
): EndpointQueryOptions<N> {
  return queryOptions({
    queryKey: key,
    queryFn: ({ signal }) => call(name, input, { signal }),
  });
}
