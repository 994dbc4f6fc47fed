import type { ErrorResponse } from '@phonix/shared/catalog';

/** A failed API call: the server's message and the HTTP status (0 when the network failed). */
export class ApiError extends Error {
  readonly status: number;
  readonly field: string | undefined;

  constructor(message: string, status: number, field?: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.field = field;
  }
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

async function request<T>(
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
  signal?: AbortSignal,
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers:
        body === undefined
          ? { Accept: 'application/json' }
          : { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: body === undefined ? null : JSON.stringify(body),
      credentials: 'same-origin',
      signal: signal ?? null,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError('Network error - please check your connection', 0);
  }
  const data = (await response.json().catch(() => null)) as
    | (T & { success?: boolean })
    | ErrorResponse
    | null;
  if (!response.ok || data === null || data.success === false) {
    const failure = data as Partial<ErrorResponse> | null;
    throw new ApiError(
      failure?.message ?? `Request failed (${response.status})`,
      response.status,
      failure?.field,
    );
  }
  return data as T;
}

export const api = {
  get: <T>(path: string, signal?: AbortSignal) => request<T>('GET', path, undefined, signal),
  post: <T>(path: string, body: unknown, signal?: AbortSignal) => request<T>('POST', path, body, signal),
};

/** Encodes one path segment of an API URL. */
export const segment = (value: string | number) => encodeURIComponent(String(value));
