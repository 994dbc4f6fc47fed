import type { PartnerHandover } from '@phonix/shared/handover-api';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PageLocaleContext } from '@/lib/locale.tsx';
import { OtpForm } from './handover-payout-otp.tsx';

const otp = {
  sent_at: new Date().toISOString(),
  expires_at: new Date(Date.now() + 10 * 60_000).toISOString(),
  verified: false,
};

function handoverPaidBy(payout: PartnerHandover['payout']): PartnerHandover {
  return {
    ref_no: 'PXAB12CD34',
    order_status: 'out_for_pickup',
    agreed_value: 17_900,
    offer_pending: false,
    price_review: null,
    imei_checker: 'list',
    imeis: ['490154203237518'],
    imei_checks: [],
    imei_restricted: false,
    seller_id: null,
    wipe_confirmed_at: new Date().toISOString(),
    payout,
    final_amount: 17_900,
    otp,
    paid: null,
    ready_for_otp: true,
    completed_at: null,
    receipt_number: null,
  };
}

function renderForm(handover: PartnerHandover) {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <PageLocaleContext value={{ locale: 'en', offer: undefined }}>
        <MemoryRouter>
          <OtpForm refNo="PXAB12CD34" handover={handover} otp={otp} onAmountRefused={() => {}} />
        </MemoryRouter>
      </PageLocaleContext>
    </QueryClientProvider>,
  );
}

afterEach(() => vi.restoreAllMocks());

/**
 * The cheque's number is asked for where the cheque is paid (issue 31): the partner's payout step asks for
 * it before the seller's code, and an empty or short number is marked in the form, nothing sent.
 */
describe("the partner's payout step", () => {
  it('asks for the cheque number first and sends nothing while it is missing', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    renderForm(
      handoverPaidBy({
        method: 'cheque',
        description: 'Cheque in favour of Ravi Kumar',
        details: { method: 'cheque', payee_name: 'Ravi Kumar' },
        chosen_at: new Date().toISOString(),
      }),
    );
    const fields = screen.getAllByRole('textbox');
    expect(fields[0]).toBe(screen.getByLabelText(/Cheque number/));
    await userEvent.type(screen.getByLabelText(/OTP from the seller/), '1234');
    await userEvent.click(screen.getByRole('button', { name: 'Complete purchase' }));
    const cheque = screen.getByLabelText(/Cheque number/);
    expect(cheque.getAttribute('aria-invalid')).toBe('true');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('has no cheque number for a UPI payout', () => {
    renderForm(
      handoverPaidBy({
        method: 'upi',
        description: 'UPI XXXXXX3210@ybl',
        details: { method: 'upi', vpa: 'XXXXXX3210@ybl' },
        chosen_at: new Date().toISOString(),
      }),
    );
    expect(screen.queryByLabelText(/Cheque number/)).toBeNull();
    expect(screen.getByLabelText(/OTP from the seller/)).toBeTruthy();
  });
});
