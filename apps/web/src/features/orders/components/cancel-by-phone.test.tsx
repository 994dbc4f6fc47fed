import { COMPANY } from '@phonix/shared/company';
import { overwriteGetLocale } from '@phonix/shared/messages';
import { ORDER_STATUSES } from '@phonix/shared/order-lifecycle';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CancelByPhone } from './cancel-by-phone.tsx';

/** Issue 32: after a partner accepts, the order page says how to cancel now: call support, with the number. */

afterEach(() => overwriteGetLocale(() => 'en'));

describe('cancelling once a partner has accepted', () => {
  it('names the support number, as a link to call, while the pickup is accepted or on its way', () => {
    for (const status_code of ['accepted', 'out_for_pickup'] as const) {
      const { unmount } = render(<CancelByPhone order={{ status_code, offer_status: null }} />);
      const call = screen.getByRole('link', { name: COMPANY.phone });
      expect(call.getAttribute('href')).toBe(`tel:${COMPANY.phoneHref}`);
      expect(call.closest('span')?.textContent).toBe(
        `A partner has accepted this pickup. To cancel it now, call our support team on ${COMPANY.phone}.`,
      );
      unmount();
    }
  });

  it('says nothing while Order Cancel is there, or once the order has ended', () => {
    for (const status_code of ORDER_STATUSES.filter(
      (status) => !['accepted', 'out_for_pickup'].includes(status),
    )) {
      const { container, unmount } = render(<CancelByPhone order={{ status_code, offer_status: null }} />);
      expect(container.textContent, status_code).toBe('');
      unmount();
    }
  });

  it('says it in Telugu on a Telugu page', () => {
    overwriteGetLocale(() => 'te');
    render(<CancelByPhone order={{ status_code: 'accepted', offer_status: null }} />);
    expect(screen.getByText(/సపోర్ట్ టీమ్‌కు కాల్ చేయండి/)).toBeTruthy();
    expect(screen.getByRole('link', { name: COMPANY.phone })).toBeTruthy();
  });
});
