import type { SellerHandover } from '@phonix/shared/handover-api';
import { overwriteGetLocale } from '@phonix/shared/messages';
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PageLocaleContext } from '@/lib/locale.tsx';
import { PAYOUT_DELAYED_POLL_MS, PAYOUT_MOVING_POLL_MS, payoutPollInterval } from '../utils/payout-state.ts';
import { PaymentSummary } from './payment-summary.tsx';

/** The seller's payment card as the payout's status arrives (docs/decisions/112). */
const paid = (status: string | null, utr: string | null, reference = utr ?? 'pout_Ab12Cd34') => ({
  reference,
  test: false,
  released_at: '2026-11-27T06:30:00.000Z',
  status,
  utr,
});

function handover(paidView: SellerHandover['paid']): SellerHandover {
  return {
    ref_no: 'PX4K7Q2M9A1B',
    order_status: 'completed',
    agreed_value: 41000,
    can_choose_payout: false,
    payout: {
      method: 'bank',
      description: 'Bank XXXXXX6789',
      details: {
        method: 'bank',
        account_holder: 'Ravi Kumar',
        account_number: 'XXXXXX6789',
        ifsc: 'HDFC0001234',
        bank_name: 'HDFC Bank',
      },
      chosen_at: '2026-11-27T06:00:00.000Z',
    },
    final_amount: 41000,
    awaiting_confirmation: false,
    otp_expires_at: null,
    paid: paidView,
    receipt_number: 'PX/2026-27/000123',
    completed_at: '2026-11-27T06:31:00.000Z',
    wipe_guide: 'android',
  } as SellerHandover;
}

const show = (view: SellerHandover, locale: 'en' | 'hi' = 'en') =>
  render(
    <PageLocaleContext.Provider value={{ locale, offer: undefined }}>
      <PaymentSummary handover={view} />
    </PageLocaleContext.Provider>,
  );

afterEach(() => overwriteGetLocale(() => 'en'));

describe("the seller's payment card", () => {
  it('says a processing payout is on its way, with no UTR yet and no "paid" words', () => {
    show(handover(paid('processing', null)));
    expect(screen.getByTestId('payout-state').getAttribute('data-state')).toBe('processing');
    expect(screen.getByTestId('payout-state').textContent).toBe('Being sent');
    expect(screen.getByTestId('payout-moving').textContent).toMatch(/This page updates by itself/);
    expect(screen.queryByText('Amount paid')).toBeNull();
    expect(screen.getByText('Sent on')).toBeTruthy();
    const reference = screen.getByTestId('payout-reference');
    expect(reference.textContent).toBe('pout_Ab12Cd34');
    expect(reference.closest('div')?.querySelector('dt')?.textContent).toBe('Payout reference');
  });

  it('shows Paid and the UTR once processed', () => {
    show(handover(paid('processed', 'HDFCN52026112712345')));
    expect(screen.getByTestId('payout-state').textContent).toBe('Paid');
    expect(screen.queryByTestId('payout-moving')).toBeNull();
    expect(screen.getByText('Amount paid')).toBeTruthy();
    const row = screen.getByTestId('payout-reference').closest('div') as HTMLElement;
    expect(within(row).getByText('Payout reference (UTR)')).toBeTruthy();
    expect(within(row).getByText('HDFCN52026112712345')).toBeTruthy();
  });

  it('says calmly that a reversed or failed payout is being paid again, and when', () => {
    for (const status of ['reversed', 'failed']) {
      const { unmount } = show(handover(paid(status, 'HDFCN52026112712345')));
      expect(screen.getByTestId('payout-state').textContent).toBe('Delayed');
      const note = screen.getByTestId('payout-delayed');
      expect(note.textContent).toMatch(/Your money is safe/);
      expect(note.textContent).toMatch(/within 2 working days/);
      expect(note.textContent).not.toMatch(/error|failed/i);
      unmount();
    }
  });

  it('writes the delayed payout in Hindi', () => {
    overwriteGetLocale(() => 'hi');
    show(handover(paid('reversed', null)), 'hi');
    expect(screen.getByTestId('payout-state').textContent).toBe('देरी हुई है');
    expect(screen.getByTestId('payout-delayed').textContent).toMatch(/आपका पैसा सुरक्षित है/);
    expect(document.body.textContent).not.toMatch(/Delayed|Amount|Status/);
  });

  it('keeps the earlier look for a payout released before states were followed', () => {
    show(handover(paid(null, null, 'UTR123')));
    expect(screen.queryByTestId('payout-state')).toBeNull();
    expect(screen.getByText('Amount paid')).toBeTruthy();
    expect(screen.getByText('Payout reference (UTR)')).toBeTruthy();
  });
});

describe('reading the payout again', () => {
  it('polls while the payout moves, slowly while delayed, and stops once final', () => {
    expect(payoutPollInterval(null)).toBe(false);
    expect(payoutPollInterval(paid('processing', null))).toBe(PAYOUT_MOVING_POLL_MS);
    expect(payoutPollInterval(paid('queued', null))).toBe(PAYOUT_MOVING_POLL_MS);
    expect(payoutPollInterval(paid('retrying', null))).toBe(PAYOUT_MOVING_POLL_MS);
    expect(payoutPollInterval(paid('reversed', 'U1'))).toBe(PAYOUT_DELAYED_POLL_MS);
    expect(payoutPollInterval(paid('processed', 'U1'))).toBe(false);
    expect(payoutPollInterval(paid('handed_over', null))).toBe(false);
  });
});
