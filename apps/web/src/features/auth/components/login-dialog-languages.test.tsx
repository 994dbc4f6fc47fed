import { ERRORS } from '@phonix/shared/errors';
import type { Locale } from '@phonix/shared/i18n';
import { overwriteGetLocale } from '@phonix/shared/messages';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, call, errorMessage } from '@/lib/api-client.ts';
import { PageLocaleContext } from '@/lib/locale.tsx';
import { LoginDialog } from './login-dialog.tsx';

/**
 * The sign-in dialog in Hindi and Telugu (issue 22): its words, the shared form rules' messages and an API
 * failure are all in the page's language; the API's English text never shows.
 */

function inLanguage(locale: Locale) {
  overwriteGetLocale(() => locale);
  render(
    <PageLocaleContext.Provider value={{ locale, offer: undefined }}>
      <LoginDialog selectedModel={null} onFinished={() => undefined} />
    </PageLocaleContext.Provider>,
  );
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

afterEach(() => {
  overwriteGetLocale(() => 'en');
  vi.unstubAllGlobals();
});

describe('the login dialog in Hindi and Telugu', () => {
  it('speaks Hindi, the shared schema’s messages included', async () => {
    inLanguage('hi');
    expect(screen.getByRole('dialog', { name: 'शुरू करें' })).toBeTruthy();
    expect(screen.getByText(/अपने ऑर्डर, पते और प्रोफ़ाइल देखने के लिए अपने मोबाइल नंबर से लॉगिन/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'आगे बढ़ें' }));
    expect(await screen.findByText('मोबाइल नंबर ज़रूरी है')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('मोबाइल नंबर'), '98765');
    await userEvent.click(screen.getByRole('button', { name: 'आगे बढ़ें' }));
    expect(await screen.findByText('मोबाइल नंबर 10 अंकों का होना चाहिए')).toBeTruthy();
    expect(screen.queryByText(/Mobile number/)).toBeNull();
  });

  it("shows a wrong password's error by its code in Telugu, not the server's English", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn().mockImplementation(async (url: string) =>
        url.includes('/api/checkcustomerexists/')
          ? json(200, {
              success: true,
              status: 'verified',
              message: 'Welcome back! Please enter your password.',
            })
          : json(401, { success: false, code: 'WRONG_PASSWORD', message: ERRORS.WRONG_PASSWORD.message }),
      ),
    );
    inLanguage('te');
    await userEvent.type(screen.getByLabelText('మొబైల్ నంబర్'), '9876543210');
    await userEvent.click(screen.getByRole('button', { name: 'కొనసాగండి' }));
    await userEvent.type(await screen.findByLabelText('పాస్‌వర్డ్'), 'not-the-password');
    await userEvent.click(screen.getByRole('button', { name: 'సైన్ ఇన్ అవ్వండి' }));
    expect(await screen.findByText('మొబైల్ నంబర్ లేదా పాస్‌వర్డ్ తప్పు.')).toBeTruthy();
    expect(screen.queryByText(ERRORS.WRONG_PASSWORD.message)).toBeNull();
  });
});

describe('an API failure in the page’s language', () => {
  it('carries its code’s message in Telugu, a generic one for an unknown code, the network’s too', async () => {
    overwriteGetLocale(() => 'te');
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(
        json(404, { success: false, code: 'ORDER_NOT_FOUND', message: 'Order not found' }),
      )
      .mockResolvedValueOnce(json(409, { success: false, code: 'SOMETHING_NEW', message: 'A new rule' }))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'));
    vi.stubGlobal('fetch', fetchMock);
    const failed = (promise: Promise<unknown>) =>
      promise.then(
        () => null,
        (error: unknown) => error as ApiError,
      );
    const missing = await failed(
      call('checkCustomerExists', { params: { mobile: '9876543210' }, query: {} }),
    );
    expect(missing).toBeInstanceOf(ApiError);
    expect(missing?.message).toBe('ఆర్డర్ కనబడలేదు');
    expect(errorMessage(missing, 'fallback')).toBe('ఆర్డర్ కనబడలేదు');
    expect(missing?.serverMessage).toBe('Order not found');
    const unknown = await failed(
      call('checkCustomerExists', { params: { mobile: '9876543210' }, query: {} }),
    );
    expect(unknown?.message).toBe('ఏదో పొరపాటు జరిగింది');
    const offline = await failed(
      call('checkCustomerExists', { params: { mobile: '9876543210' }, query: {} }),
    );
    expect(offline?.status).toBe(0);
    expect(offline?.message).toBe('నెట్‌వర్క్ సమస్య - దయచేసి మీ ఇంటర్నెట్ కనెక్షన్ సరిచూడండి');
  });

  it('keeps the server’s own English text on an English page', async () => {
    overwriteGetLocale(() => 'en');
    vi.stubGlobal(
      'fetch',
      vi
        .fn()
        .mockResolvedValue(json(400, { success: false, code: 'OTP_INVALID', message: 'A specific text' })),
    );
    const error = await call('checkCustomerExists', { params: { mobile: '9876543210' }, query: {} }).catch(
      (e) => e,
    );
    expect((error as ApiError).message).toBe('A specific text');
  });
});
