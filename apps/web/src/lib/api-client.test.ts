import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiBusy } from './api-busy.ts';
import { ApiError, call } from './api-client.ts';
import { SHED_BUDGET_MS } from './api-transport.ts';

/**
 * A call shed under load (503 with Retry-After) never reaches a person as an error while the server gets
 * free within SHED_BUDGET_MS; every write carries one Idempotency-Key on every try (issue 21).
 */

const shed = (seconds = 1) =>
  new Response(
    JSON.stringify({ success: false, code: 'SERVICE_UNAVAILABLE', message: 'Busy', retry_after: seconds }),
    { status: 503, headers: { 'Retry-After': String(seconds), 'Content-Type': 'application/json' } },
  );
const saved = () =>
  new Response(JSON.stringify({ success: true, message: 'Saved', address: { id: 5 } }), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });

const address = {
  address_type: 'Home' as const,
  address_no: 'Flat 7',
  locality: 'Madhapur',
  landmark: '',
  city: 'Hyderabad',
  state: 'Telangana',
  pincode: '500081',
};

/** The Idempotency-Key each try of the mocked fetch was sent with. */
function keysOf(fetchMock: ReturnType<typeof vi.fn>): (string | undefined)[] {
  return fetchMock.mock.calls.map(
    ([, init]) => (init as { headers?: Record<string, string> }).headers?.['Idempotency-Key'],
  );
}

describe('the API client under load', () => {
  beforeAll(async () => {
    // The route table loads with the first call: load it before the clock is faked.
    vi.stubGlobal(
      'fetch',
      vi.fn().mockImplementation(async () => saved()),
    );
    await call('addAddress', { body: address });
    vi.unstubAllGlobals();
  });
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('repeats a shed write with the same Idempotency-Key, saying it is busy meanwhile', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(shed())
      .mockResolvedValueOnce(shed())
      .mockResolvedValueOnce(shed())
      .mockResolvedValueOnce(saved());
    vi.stubGlobal('fetch', fetchMock);
    const answer = call('addAddress', { body: address });
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    await vi.advanceTimersByTimeAsync(10);
    expect(apiBusy.get()).toBe(true);
    await vi.advanceTimersByTimeAsync(3_000);
    await expect(answer).resolves.toMatchObject({ success: true, address: { id: 5 } });
    expect(apiBusy.get()).toBe(false);
    const keys = keysOf(fetchMock);
    expect(keys).toHaveLength(4);
    expect(keys[0]).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(new Set(keys).size).toBe(1);
  });

  it('gives every write its own key, keeps a key the caller passes, and sends none on a GET', async () => {
    const fetchMock = vi.fn().mockImplementation(async () => saved());
    vi.stubGlobal('fetch', fetchMock);
    await call('addAddress', { body: address });
    await call('addAddress', { body: address });
    await call('addAddress', { body: address }, { headers: { 'Idempotency-Key': 'booking-attempt-01' } });
    await call('pincodes', { params: { city: 'Hyderabad' } }).catch(() => undefined);
    const keys = keysOf(fetchMock);
    expect(keys[0]).not.toBe(keys[1]);
    expect(keys[2]).toBe('booking-attempt-01');
    expect(keys[3]).toBeUndefined();
  });

  it('waits for a first try still running (409 IDEMPOTENT_REQUEST_IN_PROGRESS) and takes its answer', async () => {
    const running = new Response(
      JSON.stringify({
        success: false,
        code: 'IDEMPOTENT_REQUEST_IN_PROGRESS',
        message: 'Wait',
        retry_after: 1,
      }),
      { status: 409, headers: { 'Retry-After': '1', 'Content-Type': 'application/json' } },
    );
    const fetchMock = vi.fn().mockResolvedValueOnce(running).mockResolvedValueOnce(saved());
    vi.stubGlobal('fetch', fetchMock);
    const answer = call('addAddress', { body: address });
    await vi.advanceTimersByTimeAsync(1_100);
    await expect(answer).resolves.toMatchObject({ success: true });
    expect(new Set(keysOf(fetchMock)).size).toBe(1);
  });

  it('lets the error through once the server stayed busy for the whole budget', async () => {
    const fetchMock = vi.fn().mockImplementation(async () => shed(5));
    vi.stubGlobal('fetch', fetchMock);
    const answer = call('addAddress', { body: address });
    const settled = answer.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(SHED_BUDGET_MS + 5_000);
    const error = await settled;
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(503);
    // The first try, then one every 5 s (Retry-After) within the 30 s.
    expect(fetchMock).toHaveBeenCalledTimes(1 + SHED_BUDGET_MS / 5_000);
    expect(apiBusy.get()).toBe(false);
  });
});
