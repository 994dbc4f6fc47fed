import { overwriteGetLocale } from '@phonix/shared/messages';
import type { SalesOrder } from '@phonix/shared/orders-api';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PageLocaleContext } from '@/lib/locale.tsx';
import { OrderStatusBadge } from './order-status.tsx';
import { OrderTimeline } from './order-timeline.tsx';

/** The order page's status and tracking in Hindi: the status stays a code, its label and the steps read in Hindi. */

const events = [
  { type: 'created', at: '2026-11-20T05:00:00.000Z' },
  {
    type: 'accepted',
    at: '2026-11-20T06:00:00.000Z',
    partner_name: 'Sri Mobiles',
    partner_mobile: '9876500001',
  },
  { type: 'out_for_pickup', at: '2026-11-22T04:00:00.000Z', partner_name: 'Sri Mobiles' },
  { type: 'completed', at: '2026-11-22T06:30:00.000Z', amount: 41000 },
];

afterEach(() => overwriteGetLocale(() => 'en'));

describe('the order status and timeline in Hindi', () => {
  it('labels the status code and writes each step, date and amount in Hindi', () => {
    overwriteGetLocale(() => 'hi');
    render(
      <PageLocaleContext.Provider value={{ locale: 'hi', offer: undefined }}>
        <OrderStatusBadge status="out_for_pickup" />
        <OrderTimeline order={{ events } as unknown as SalesOrder} />
      </PageLocaleContext.Provider>,
    );
    const badge = screen.getByText('पिकअप के लिए निकले', { selector: '[data-status] *, [data-status]' });
    expect(badge.closest('[data-status]')?.getAttribute('data-status')).toBe('out_for_pickup');
    expect(screen.getByRole('heading', { name: 'बिक्री ऑर्डर ट्रैकिंग' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'पार्टनर ने कन्फ़र्म किया' })).toBeTruthy();
    expect(screen.getByText('Sri Mobiles रास्ते में हैं।')).toBeTruthy();
    expect(screen.getByText('₹41,000 में बिका')).toBeTruthy();
    // The month in full, the time of day first, in words (issue 32).
    expect(screen.getAllByText(/^22 नवंबर 2026, (सुबह|दोपहर|शाम|रात) \d/, { selector: 'p' })).toHaveLength(2);
    expect(document.body.textContent).not.toMatch(/Order|Partner|Completed|Sold|AM|PM/);
  });
});
