import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PageLocaleContext } from '@/lib/locale.tsx';
import { SESSION_KEYS, STORAGE_KEYS } from '@/lib/storage.ts';
import { NomineeAccess } from './nominee-access.tsx';

/**
 * The nominee's page (/nominee) against a fake of the nominee endpoints: sign-in by number and code, then the
 * nominee's calls carry the nominee's token only (never the seller's stored one), and an ended session
 * brings the sign-in back.
 */

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const NOMINATION = {
  nomination_id: 7,
  seller_name: 'Named Seller',
  seller_mobile: 'XXXXXX3210',
  since: '2026-11-20T06:35:00.000Z',
};

function fakeServer({ sessionEnds = false } = {}) {
  const calls: { path: string; authorization: string | null }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const path = new URL(url, 'http://localhost').pathname;
      const authorization = new Headers(init?.headers).get('Authorization');
      calls.push({ path, authorization });
      if (path === '/api/nominee/otp')
        return json(200, {
          success: true,
          message: 'If this number is a nominee on Phonix, we have sent it a code.',
        });
      if (path === '/api/nominee/session')
        return json(200, {
          success: true,
          token: 'nominee-token',
          expires_at: '2026-11-27T07:00:00.000Z',
          nominations: [NOMINATION],
        });
      if (path === '/api/nominee/logout') return json(200, { success: true, message: 'You are signed out.' });
      if (path === '/api/nominee/nominations')
        return authorization === 'Bearer nominee-token' && !sessionEnds
          ? json(200, { success: true, nominations: [NOMINATION] })
          : json(401, {
              success: false,
              code: 'NOMINEE_LOGIN_REQUIRED',
              message: 'Please sign in as a nominee to continue.',
            });
      return json(404, { success: false, code: 'NOT_FOUND', message: 'Not found' });
    }),
  );
  return calls;
}

function show() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <PageLocaleContext.Provider value={{ locale: 'en', offer: undefined }}>
        <NomineeAccess />
      </PageLocaleContext.Provider>
    </QueryClientProvider>,
  );
}

/**
 * The page's first call loads the API transport, and a failed one the error texts (three languages), each on
 * first use; under the test's on-demand transform and a busy machine, either load can outlast findBy's one-
 * second wait (a 401 as the page's first answer, or the code field after the first code). Loaded before the
 * tests, the page's answers are all that is waited for.
 */
beforeAll(() => Promise.all([import('@/lib/api-transport.ts'), import('@phonix/shared/error-messages')]));

afterEach(() => {
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
  window.localStorage.clear();
});

describe("the nominee's page", () => {
  it('signs in with a number and a code, then sends only the nominee token', async () => {
    const user = userEvent.setup();
    window.localStorage.setItem(STORAGE_KEYS.token, 'seller-token');
    const calls = fakeServer();
    show();
    await user.click(screen.getByRole('button', { name: 'Send a code to my number' }));
    expect(screen.getByText(/Enter a 10-digit mobile number/)).toBeTruthy();
    expect(calls).toEqual([]);
    await user.type(screen.getByLabelText('Your mobile number'), '9123456789');
    await user.click(screen.getByRole('button', { name: 'Send a code to my number' }));
    const code = await screen.findByLabelText('One-time code (OTP)');
    expect(document.activeElement).toBe(code);
    await user.type(code, '1234');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const list = await screen.findByRole('list', { name: 'Sellers who named you' });
    expect(within(list).getByRole('heading', { name: 'Named Seller' })).toBeTruthy();
    expect(within(list).getByText('Mobile XXXXXX3210')).toBeTruthy();
    expect(within(list).getByText('Your nominee since 20 November 2026')).toBeTruthy();
    expect(within(list).getByRole('button', { name: 'Download their data (JSON)' })).toBeTruthy();
    expect(window.sessionStorage.getItem(SESSION_KEYS.nomineeToken)).toBe('nominee-token');
    expect(calls.map((entry) => [entry.path, entry.authorization])).toEqual([
      ['/api/nominee/otp', null],
      ['/api/nominee/session', null],
      ['/api/nominee/nominations', 'Bearer nominee-token'],
    ]);

    // Signing out: the page forgets the token at once; the server is told with the token it had.
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(screen.getByText('You are signed out.')).toBeTruthy();
    expect(window.sessionStorage.getItem(SESSION_KEYS.nomineeToken)).toBeNull();
    await vi.waitFor(() =>
      expect(calls.at(-1)).toEqual({ path: '/api/nominee/logout', authorization: 'Bearer nominee-token' }),
    );
  });

  it('goes back to the sign-in when the session has ended', async () => {
    window.sessionStorage.setItem(SESSION_KEYS.nomineeToken, 'nominee-token');
    fakeServer({ sessionEnds: true });
    show();
    expect(await screen.findByText('You are signed out.')).toBeTruthy();
    expect(screen.getByLabelText('Your mobile number')).toBeTruthy();
    expect(window.sessionStorage.getItem(SESSION_KEYS.nomineeToken)).toBeNull();
  });
});
