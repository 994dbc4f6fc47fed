import type { PartnerOrder } from '@phonix/shared/partner-api';
import { describe, expect, it } from 'vitest';
import { priceToPay, priceToPayWords } from './order-view.ts';

/** An order the partner holds, out for pickup at the quote of ₹17,900. */
function order(changes: Partial<PartnerOrder> = {}): PartnerOrder {
  return {
    ref_no: 'PX1234567890',
    status: 'out_for_pickup',
    status_label: 'Out for Pick up',
    model: 'iPhone 13',
    variant: '128GB',
    variant_id: 1,
    ic_slug: 'apple-iphone-13',
    booked_at: '2026-11-26T04:30:00.000Z',
    quoted_value: 17_900,
    quote_valid_until: '2026-12-03T04:30:00.000Z',
    revised_value: null,
    offer_status: null,
    agreed_value: 17_900,
    final_value: null,
    pickup_date: '2026-11-27',
    pickup_time: '10:00 AM - 12:00 PM',
    locality: 'Madhapur',
    city: 'Hyderabad',
    pincode: '500081',
    device_info: '{}',
    partner_device_info: null,
    held_by_you: true,
    seller: null,
    address: null,
    paid: null,
    events: [],
    ...changes,
  };
}

const words = (changes: Partial<PartnerOrder>) => priceToPayWords(priceToPay(order(changes)));

describe('Price to pay', () => {
  it('is the agreed figure when nothing is being decided', () => {
    expect(words({})).toBe('₹17,900');
    expect(words({ revised_value: 16_500, offer_status: 'accepted', agreed_value: 16_500 })).toBe('₹16,500');
  });

  it('never shows the old quote while a revised offer waits', () => {
    expect(words({ revised_value: 16_500, offer_status: 'pending' })).toBe(
      'Waiting for the seller to accept ₹16,500',
    );
    expect(words({ revised_value: 19_000, offer_status: 'staff_review' })).toBe(
      'Waiting for Phonix to approve ₹19,000',
    );
  });

  it('says the order is cancelled after a decline, with nothing to pay', () => {
    expect(words({ status: 'cancelled', revised_value: 16_500, offer_status: 'declined' })).toBe(
      'Order cancelled: the seller declined ₹16,500. Nothing to pay.',
    );
    expect(words({ status: 'cancelled' })).toBe('Order cancelled. Nothing to pay.');
  });

  it('says what Phonix paid the seller and how once completed', () => {
    const paid = {
      amount: 16_500,
      method: 'bank' as const,
      receipt_number: 'PX/2026-27/000042',
      completed_at: '2026-11-27T06:00:00.000Z',
    };
    expect(words({ status: 'completed', final_value: 16_500, paid })).toBe(
      'Phonix paid the seller ₹16,500 by Bank transfer',
    );
    expect(words({ status: 'completed', final_value: 16_500, paid: { ...paid, method: 'upi' } })).toBe(
      'Phonix paid the seller ₹16,500 by UPI',
    );
  });
});
