import type { ErrorResponse } from '@phonix/shared/api/contract';
import { ENDPOINTS, type EndpointName, endpointUrl, type Principal } from '@phonix/shared/api/endpoints';
import { error_network } from '@phonix/shared/messages/error_network';
import { setWaiting } from './api-busy.ts';
import { ApiError, type CallOptions } from './api-client.ts';
import { storage } from './storage.ts';

/**
 * How a call reaches the server: its route from the contract's table, its session token, its
 * Idempotency-Key, and the tries again while the server sheds load. Loaded with the first call
 * (api-client.ts): a server-rendered page arrives with its data, so most first pages make no call at all
 * and need none of it.
 */

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

function tokenFor(principal: Principal): string | null {
  if (principal === 'customer' || principal === 'optional') return storage.getToken();
  if (principal === 'partner') return storage.getPartnerToken();
  if (principal === 'staff') return storage.getStaffToken();
  if (principal === 'nominee') return storage.getNomineeToken();
  return null;
}

/** The answer of a call, after any tries again, and the session token it was sent with (for a 401). */
export interface Sent {
  response: Response;
  principal: Principal;
  token: string | null;
}

export async function send(name: EndpointName, input: object, options: CallOptions): Promise<Sent> {
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
      // Its words come with the transport: with no network, the error texts may not load.
      throw new ApiError(error_network(), 0);
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
    void loadErrorTexts().catch(() => undefined);
    return { response, principal: auth, token };
  }
}

/**
 * The error texts by code (error-messages.ts, about 110 messages in three languages): fetched in the
 * background once a first answer has come, so neither a first page nor its first call waits for them.
 */
let errorTexts: Promise<typeof import('@phonix/shared/error-messages')> | undefined;
const loadErrorTexts = () => {
  errorTexts ??= import('@phonix/shared/error-messages');
  return errorTexts;
};

/**
 * The error of a failed answer (api-client.ts), its message in the page's language: in Hindi and Telugu
 * the message of its code (a translated generic one for a code we do not know), in English the server's
 * text (`fallback` when it sent none). Should the texts not load, the server's text is shown.
 */
export async function apiError(
  status: number,
  body: Partial<ErrorResponse> | null,
  fallback: string,
): Promise<ApiError> {
  const serverMessage = typeof body?.message === 'string' && body.message ? body.message : undefined;
  const texts = await loadErrorTexts().catch(() => {
    errorTexts = undefined;
    return null;
  });
  const message = texts ? texts.apiErrorText(body?.code, serverMessage) : serverMessage;
  return new ApiError(message ?? fallback, status, body);
}
