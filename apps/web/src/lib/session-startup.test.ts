import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from './storage.ts';

/**
 * The start-up profile refresh (SPEC 4) ends the stored session only when the server refuses it: a fetch that
 * never got an answer (the page navigating away, no network) keeps it. Each case loads the session module
 * afresh, as a page load does.
 */
async function startWith(answer: () => Promise<Response>) {
  vi.resetModules();
  window.localStorage.setItem(STORAGE_KEYS.token, 'token-7');
  window.localStorage.setItem(
    STORAGE_KEYS.userData,
    JSON.stringify({ customer_id: 7, name: 'Asha', mobile: '9876543210', email: '', alternate_mobile: '' }),
  );
  vi.stubGlobal('fetch', vi.fn(answer));
  const session = await import('./session.ts');
  await session.refreshSessionAtStartup();
  return window.localStorage.getItem(STORAGE_KEYS.token);
}

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('the session at start-up', () => {
  it('keeps the stored session when the profile call gets no answer', async () => {
    expect(await startWith(() => Promise.reject(new TypeError('Failed to fetch')))).toBe('token-7');
  });

  it('ends it when the server does not know the session or the account', async () => {
    const refused = (status: number) => () =>
      Promise.resolve(
        new Response(JSON.stringify({ success: false, code: 'UNAUTHORIZED', message: 'Please log in.' }), {
          status,
          headers: { 'content-type': 'application/json' },
        }),
      );
    expect(await startWith(refused(401))).toBeNull();
    expect(await startWith(refused(404))).toBeNull();
  });
});
