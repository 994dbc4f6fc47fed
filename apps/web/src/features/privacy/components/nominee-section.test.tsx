import { ERRORS } from '@phonix/shared/errors';
import { overwriteGetLocale } from '@phonix/shared/messages';
import type { Nominee } from '@phonix/shared/privacy-api';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PageLocaleContext } from '@/lib/locale.tsx';
import { maskMobile, NomineeSection } from './nominee-section.tsx';

/**
 * The nominee section against a small fake of the server's nominee endpoints (DR 185), which keeps the
 * order of the calls: the seller's own code first, then the details with it (the seller's own number
 * refused by its code), then the nominee's code; removal with a fresh own code.
 */

const OWN = '9876543210';
const NOMINEE = '9123456789';
const OWN_CODE = '1111';
const NOMINEE_CODE = '2222';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function fakeServer(start: Nominee | null = null) {
  let nominee = start;
  let ownCodeSent = false;
  const calls: string[] = [];
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const path = new URL(url, 'http://localhost').pathname;
    const method = init?.method ?? 'GET';
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, string>) : {};
    calls.push(`${method} ${path}`);
    const refuse = (status: number, code: keyof typeof ERRORS, field?: string) =>
      json(status, { success: false, code, message: ERRORS[code].message, ...(field ? { field } : {}) });
    if (path === '/api/customer/privacy/nominee' && method === 'GET')
      return json(200, { success: true, nominee });
    if (path === '/api/customer/privacy/nominee/otp') {
      ownCodeSent = true;
      return json(200, { success: true, message: 'We sent a one-time code to your mobile number.' });
    }
    if (path === '/api/customer/privacy/nominee') {
      if (body.mobile === OWN) return refuse(400, 'NOMINEE_OWN_MOBILE', 'mobile');
      if (!ownCodeSent || body.otp !== OWN_CODE) return refuse(400, 'OTP_INVALID');
      ownCodeSent = false;
      nominee = {
        name: body.name ?? '',
        mobile: body.mobile ?? '',
        state: 'pending',
        created_at: '2026-11-27T06:30:00.000Z',
        verified_at: null,
      };
      return json(200, { success: true, nominee });
    }
    if (path === '/api/customer/privacy/nominee/verify') {
      if (nominee?.state !== 'pending') return refuse(409, 'NOMINEE_NOT_PENDING');
      if (body.otp !== NOMINEE_CODE) return refuse(400, 'OTP_INVALID');
      nominee = { ...nominee, state: 'active', verified_at: '2026-11-27T06:35:00.000Z' };
      return json(200, { success: true, nominee });
    }
    if (path === '/api/customer/privacy/nominee/remove') {
      if (!ownCodeSent || body.otp !== OWN_CODE) return refuse(400, 'OTP_INVALID');
      nominee = null;
      return json(200, { success: true, nominee: null });
    }
    return json(404, { success: false, code: 'NOT_FOUND', message: 'Not found' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls };
}

function Wrap({ children, locale = 'en' }: { children: ReactNode; locale?: 'en' | 'hi' | 'te' }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return (
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <PageLocaleContext.Provider value={{ locale, offer: undefined }}>
          {children}
        </PageLocaleContext.Provider>
      </MemoryRouter>
    </QueryClientProvider>
  );
}

afterEach(() => {
  overwriteGetLocale(() => 'en');
  vi.unstubAllGlobals();
});

describe("the seller's nominee", () => {
  it('masks a number but its last four digits', () => {
    expect(maskMobile('9123456789')).toBe('XXXXXX6789');
    // The one masking style (handover.ts maskTail): never more than half of a short value shown.
    expect(maskMobile('12')).toBe('X2');
  });

  it("names a nominee with the seller's code, refusing the seller's own number, then verifies them with the nominee's code", async () => {
    const user = userEvent.setup();
    const server = fakeServer();
    render(
      <Wrap>
        <NomineeSection customerId={1} mobile={OWN} />
      </Wrap>,
    );
    const section = screen.getByRole('region', { name: 'Nominee' });
    expect(section.textContent).toMatch(
      /download your data, ask for your account to be erased and raise grievances/,
    );
    expect(within(section).getByRole('link', { name: 'Nominee sign-in' }).getAttribute('href')).toBe(
      '/nominee',
    );
    expect(await within(section).findByText('You have not named a nominee.')).toBeTruthy();
    expect(within(section).queryByRole('button', { name: 'Remove nominee' })).toBeNull();

    await user.click(within(section).getByRole('button', { name: 'Name a nominee' }));
    expect(document.activeElement).toBe(within(section).getByLabelText("Nominee's name"));
    // The form's own checks first: nothing is sent while a field is wrong.
    await user.click(within(section).getByRole('button', { name: 'Send a code to my number' }));
    expect(within(section).getByText('Please fill this in.')).toBeTruthy();
    await user.type(within(section).getByLabelText("Nominee's name"), 'Lakshmi Devi');
    await user.type(within(section).getByLabelText("Nominee's mobile number"), '51234');
    await user.click(within(section).getByRole('button', { name: 'Send a code to my number' }));
    expect(within(section).getByText(/Enter a 10-digit mobile number/)).toBeTruthy();
    expect(server.calls).toEqual(['GET /api/customer/privacy/nominee']);

    // The seller's own number: the server refuses it by its code, shown on the number's field.
    await user.clear(within(section).getByLabelText("Nominee's mobile number"));
    await user.type(within(section).getByLabelText("Nominee's mobile number"), OWN);
    await user.click(within(section).getByRole('button', { name: 'Send a code to my number' }));
    const ownCode = await within(section).findByLabelText('Code sent to your number');
    expect(document.activeElement).toBe(ownCode);
    expect(within(section).getByRole('status').textContent).toBe(
      `To confirm it is you, we sent a one-time code to +91 ${OWN}.`,
    );
    await user.type(ownCode, OWN_CODE);
    await user.click(within(section).getByRole('button', { name: 'Confirm and send a code to the nominee' }));
    expect(await within(section).findByText(ERRORS.NOMINEE_OWN_MOBILE.message)).toBeTruthy();
    expect(document.activeElement).toBe(within(section).getByLabelText("Nominee's mobile number"));

    // The right number with the same code: named, pending until the nominee's code.
    await user.clear(within(section).getByLabelText("Nominee's mobile number"));
    await user.type(within(section).getByLabelText("Nominee's mobile number"), NOMINEE);
    await user.click(within(section).getByRole('button', { name: 'Confirm and send a code to the nominee' }));
    const nomineeCode = await within(section).findByLabelText('Code sent to your nominee');
    expect(document.activeElement).toBe(nomineeCode);
    expect(within(section).getByRole('heading', { name: 'Lakshmi Devi' })).toBeTruthy();
    expect(within(section).getByText('Waiting for their code')).toBeTruthy();
    expect(within(section).getByText('Mobile XXXXXX6789')).toBeTruthy();
    expect(section.textContent).not.toContain(NOMINEE);
    expect(within(section).getByRole('status').textContent).toBe(
      "We sent a code to Lakshmi Devi's number XXXXXX6789. Ask them to read it out to you, and enter it here.",
    );

    // A wrong code is refused; the right one verifies the nominee.
    await user.type(nomineeCode, '9999');
    await user.click(within(section).getByRole('button', { name: 'Verify nominee' }));
    expect(await within(section).findByRole('alert')).toBeTruthy();
    await user.clear(nomineeCode);
    await user.type(nomineeCode, NOMINEE_CODE);
    await user.click(within(section).getByRole('button', { name: 'Verify nominee' }));
    expect((await within(section).findByRole('status')).textContent).toBe(
      'Lakshmi Devi is now your verified nominee.',
    );
    expect(within(section).getByText('Verified')).toBeTruthy();
    expect(within(section).getByText(/^Verified on 27 November 2026, 12:05 pm$/)).toBeTruthy();
    expect(within(section).queryByLabelText('Code sent to your nominee')).toBeNull();
    expect(server.calls).toEqual([
      'GET /api/customer/privacy/nominee',
      'POST /api/customer/privacy/nominee/otp',
      'POST /api/customer/privacy/nominee',
      'POST /api/customer/privacy/nominee',
      'POST /api/customer/privacy/nominee/verify',
      'POST /api/customer/privacy/nominee/verify',
    ]);
  });

  it("removes the nominee with a fresh code to the seller's own number", async () => {
    const user = userEvent.setup();
    const server = fakeServer({
      name: 'Ravi Kumar',
      mobile: NOMINEE,
      state: 'active',
      created_at: '2026-11-20T06:30:00.000Z',
      verified_at: '2026-11-20T06:35:00.000Z',
    });
    render(
      <Wrap>
        <NomineeSection customerId={1} mobile={OWN} />
      </Wrap>,
    );
    const section = screen.getByRole('region', { name: 'Nominee' });
    await user.click(await within(section).findByRole('button', { name: 'Remove nominee' }));
    const code = await within(section).findByLabelText('Code sent to your number');
    expect(document.activeElement).toBe(code);
    await user.click(within(section).getByRole('button', { name: 'Remove nominee now' }));
    expect(within(section).getByText('Enter the 4-digit code.')).toBeTruthy();
    await user.type(code, OWN_CODE);
    await user.click(within(section).getByRole('button', { name: 'Remove nominee now' }));
    expect((await within(section).findByRole('status')).textContent).toBe(
      'Your nominee is removed. They can no longer act for you.',
    );
    expect(within(section).getByText('You have not named a nominee.')).toBeTruthy();
    expect(server.calls.slice(1)).toEqual([
      'POST /api/customer/privacy/nominee/otp',
      'POST /api/customer/privacy/nominee/remove',
    ]);
  });

  it('reads in Telugu and says when the nominee cannot be loaded', async () => {
    overwriteGetLocale(() => 'te');
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    render(
      <Wrap locale="te">
        <NomineeSection customerId={1} mobile={OWN} />
      </Wrap>,
    );
    expect(screen.getByRole('heading', { name: 'నామినీ' })).toBeTruthy();
    expect(await screen.findByText('మీ నామినీ వివరాలను లోడ్ చేయలేకపోయాం.')).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/nominee/i);
  });
});
