import { overwriteGetLocale } from '@phonix/shared/messages';
import { CURRENT_PRIVACY_NOTICE } from '@phonix/shared/privacy-notice';
import type { AnswerRecord } from '@phonix/shared/questionnaire';
import { LIMITS } from '@phonix/shared/validation';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PageLocaleContext } from '@/lib/locale.tsx';
import { DeviceSummary, MASKED_PRICE } from './device-summary.tsx';
import { LoginDialog } from './login-dialog.tsx';

/**
 * Issue 32, the sign-up dialog: it links the privacy notice and sends the version it shows; its OTP step's
 * Resend counts down from the start; and the masked price does not tell how many digits the price has.
 */

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

afterEach(() => {
  overwriteGetLocale(() => 'en');
  vi.unstubAllGlobals();
});

/** The server: no account for the number, then a sign-up that sends a code. */
function signupServer() {
  const requests: { url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn().mockImplementation(async (url: string, init?: RequestInit) => {
      requests.push({ url, body: init?.body ? JSON.parse(String(init.body)) : null });
      if (url.includes('/api/checkcustomerexists/'))
        return json(404, { success: false, code: 'ACCOUNT_NOT_FOUND', message: 'No account' });
      if (url.includes('/api/registercustomer'))
        return json(200, { success: true, data: '9876543210', message: 'OTP sent' });
      return json(500, { success: false });
    }),
  );
  return requests;
}

async function toSignup(locale: 'en' | 'hi') {
  overwriteGetLocale(() => locale);
  render(
    <PageLocaleContext.Provider value={{ locale, offer: undefined }}>
      <LoginDialog selectedModel={null} onFinished={() => undefined} />
    </PageLocaleContext.Provider>,
  );
  await userEvent.type(screen.getByRole('textbox'), '9876543210');
  await userEvent.keyboard('{Enter}');
}

describe('the sign-up dialog', () => {
  it('links the privacy notice and signs up accepting the version it shows', async () => {
    const requests = signupServer();
    await toSignup('en');
    const dialog = await screen.findByRole('dialog', { name: 'Signup' });
    const link = within(dialog).getByRole('link', { name: 'privacy notice' });
    expect(link.getAttribute('href')).toBe('/privacy-policy');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.closest('p')?.textContent).toBe('By continuing, you accept our privacy notice.');

    await userEvent.type(within(dialog).getByLabelText('Full Name'), 'Ravi Kumar');
    await userEvent.type(within(dialog).getByLabelText('Password'), 'correct horse battery');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign Up' }));
    await screen.findByRole('dialog', { name: 'Enter OTP' });
    const signup = requests.find((request) => request.url.includes('/api/registercustomer'));
    expect(signup?.body).toMatchObject({
      mobile: '9876543210',
      notice_version: CURRENT_PRIVACY_NOTICE.version,
    });
  });

  it('links the Hindi notice on a Hindi page', async () => {
    signupServer();
    await toSignup('hi');
    const link = await screen.findByRole('link', { name: 'प्राइवेसी सूचना' });
    expect(link.getAttribute('href')).toBe('/hi/privacy-policy');
  });

  it('counts Resend down from the moment the code is sent, not after a first refused try', async () => {
    signupServer();
    await toSignup('en');
    const dialog = await screen.findByRole('dialog', { name: 'Signup' });
    await userEvent.type(within(dialog).getByLabelText('Full Name'), 'Ravi Kumar');
    await userEvent.type(within(dialog).getByLabelText('Password'), 'correct horse battery');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign Up' }));
    const otp = await screen.findByRole('dialog', { name: 'Enter OTP' });
    const resend = within(otp).getByRole('button', { name: /^Resend in \d+s$/ });
    expect(resend.hasAttribute('disabled')).toBe(true);
    const seconds = Number(resend.textContent?.match(/\d+/)?.[0]);
    expect(seconds).toBeGreaterThan(LIMITS.otpResendSeconds - 3);
    expect(seconds).toBeLessThanOrEqual(LIMITS.otpResendSeconds);
    // No note about a code sent "a moment ago": this one was just sent, by this dialog.
    expect(within(otp).queryByText(/a moment ago/)).toBeNull();
  });
});

describe('the masked price', () => {
  const record = (rate: number) =>
    ({
      ic_slug: 'apple-iphone-13',
      model_name: 'iPhone 13',
      variant_name: '128GB',
      rate,
    }) as unknown as AnswerRecord;

  it('is the same for a ₹9,000 and a ₹1,20,000 phone, and asks the server nothing', () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const cheap = render(<DeviceSummary record={record(9000)} />);
    const cheapText = cheap.container.textContent;
    cheap.unmount();
    const dear = render(<DeviceSummary record={record(120000)} />);
    expect(dear.container.textContent).toBe(cheapText);
    expect(dear.container.textContent).toContain(MASKED_PRICE);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
