import type { ErrorResponse } from '@phonix/shared/catalog';
import { storage } from './storage.ts';

/** A failed API call: the server's message and the HTTP status (0 when the network failed). */
export class ApiError extends Error {
  readonly status: number;
  readonly field: string | undefined;
  /** The message the server sent, when it sent one (the toasts of SPEC 8 fall back to their own text). */
  readonly serverMessage: string | undefined;

  constructor(message: string, status: number, field?: string, serverMessage?: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.field = field;
    this.serverMessage = serverMessage;
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

let onUnauthorized: ((token: string) => void) | null = null;

/**
 * Called when a call made with the stored token answers 401: the session has ended on the server
 * (expired, logged out elsewhere, password reset), so the browser forgets it too.
 */
export function setUnauthorizedHandler(handler: (token: string) => void): void {
  onUnauthorized = handler;
}

function headersFor(hasBody: boolean, extra?: Record<string, string>): Record<string, string> {
  const headers: Record<string, string> = { Accept: 'application/json', ...extra };
  if (hasBody) headers['Content-Type'] = 'application/json';
  const token = storage.getToken();
  // Same origin only: the token never leaves for another host.
  if (token) headers.Authorization = `Bearer ${token}`;
  return headers;
}

async function send(
  method: 'GET' | 'POST',
  path: string,
  body: unknown,
  signal: AbortSignal | undefined,
  extraHeaders?: Record<string, string>,
): Promise<Response> {
  const headers = headersFor(body !== undefined, extraHeaders);
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      body: body === undefined ? null : JSON.stringify(body),
      credentials: 'same-origin',
      signal: signal ?? null,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(NETWORK_ERROR_MESSAGE, 0);
  }
  const sentToken = headers.Authorization?.slice('Bearer '.length);
  if (response.status === 401 && sentToken) onUnauthorized?.(sentToken);
  return response;
}

async function request<T>(
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
  signal?: AbortSignal,
  extraHeaders?: Record<string, string>,
): Promise<T> {
  const response = await send(method, path, body, signal, extraHeaders);
  const data = (await response.json().catch(() => null)) as
    | (T & { success?: boolean })
    | ErrorResponse
    | null;
  if (!response.ok || data === null || data.success === false) {
    const failure = data as Partial<ErrorResponse> | null;
    const serverMessage =
      typeof failure?.message === 'string' && failure.message ? failure.message : undefined;
    throw new ApiError(
      serverMessage ?? `Request failed (${response.status})`,
      response.status,
      failure?.field,
      serverMessage,
    );
  }
  return data as T;
}

/** A file the server makes (the invoice PDF), fetched with the session's token. */
async function blob(path: string): Promise<Blob> {
  const response = await send('GET', path, undefined, undefined);
  if (!response.ok) {
    const failure = (await response.json().catch(() => null)) as Partial<ErrorResponse> | null;
    const serverMessage = failure?.message || undefined;
    throw new ApiError(
      serverMessage ?? `Request failed (${response.status})`,
      response.status,
      undefined,
      serverMessage,
    );
  }
  return response.blob();
}

export const api = {
  get: <T>(path: string, signal?: AbortSignal) => request<T>('GET', path, undefined, signal),
  post: <T>(path: string, body: unknown, signal?: AbortSignal, headers?: Record<string, string>) =>
    request<T>('POST', path, body, signal, headers),
  blob,
};

/** Encodes one path segment of an API URL. */
export const segment = (value: string | number) => encodeURIComponent(String(value));
