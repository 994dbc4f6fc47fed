import type { Locale } from '@phonix/shared/i18n';
import { overwriteGetLocale } from '@phonix/shared/messages';
import { partner_error_mobile_digits } from '@phonix/shared/messages/partner_error_mobile_digits';
import { partner_error_mobile_required } from '@phonix/shared/messages/partner_error_mobile_required';
import { partner_signin_mobile_label } from '@phonix/shared/messages/partner_signin_mobile_label';
import { partner_signin_send_otp } from '@phonix/shared/messages/partner_signin_send_otp';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Component as PartnerLogin } from '@/app/partner/routes/partner-login.tsx';
import { PageLocaleContext } from '@/lib/locale.tsx';

/**
 * The sign-in's first step is a plain form (DR 211): the number is checked by the shared schema, loaded at
 * the first keystroke, with the portal's words in the page's language; nothing is sent until it is good.
 */
function signIn(locale: Locale) {
  overwriteGetLocale(() => locale);
  const prefix = locale === 'en' ? '' : `/${locale}`;
  render(
    <QueryClientProvider client={new QueryClient()}>
      <PageLocaleContext value={{ locale, offer: undefined }}>
        <MemoryRouter basename={prefix || '/'} initialEntries={[`${prefix}/partner/login`]}>
          <PartnerLogin />
        </MemoryRouter>
      </PageLocaleContext>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  overwriteGetLocale(() => 'en');
  vi.unstubAllGlobals();
});

describe("the partner sign-in's mobile number", () => {
  for (const locale of ['en', 'hi'] as const) {
    it(`says what is wrong in ${locale}, sends nothing, and clears the message once the number is good`, async () => {
      const fetchSpy = vi.fn(() => Promise.reject(new Error('no network in this test')));
      vi.stubGlobal('fetch', fetchSpy);
      signIn(locale);
      const user = userEvent.setup();
      const field = await screen.findByLabelText(partner_signin_mobile_label({}, { locale }));
      const send = screen.getByRole('button', { name: partner_signin_send_otp({}, { locale }) });

      await user.click(send);
      expect(await screen.findByText(partner_error_mobile_required({}, { locale }))).toBeTruthy();
      expect(field.getAttribute('aria-invalid')).toBe('true');

      await user.type(field, '98a765');
      expect((field as HTMLInputElement).value).toBe('98765');
      await user.click(send);
      expect(await screen.findByText(partner_error_mobile_digits({}, { locale }))).toBeTruthy();
      expect(fetchSpy).not.toHaveBeenCalled();

      // Checked again as it is typed once a check has failed: ten digits clear the message.
      await user.type(field, '43210');
      await vi.waitFor(() =>
        expect(screen.queryByText(partner_error_mobile_digits({}, { locale }))).toBeNull(),
      );
      expect(field.getAttribute('aria-invalid')).not.toBe('true');
    });
  }
});
