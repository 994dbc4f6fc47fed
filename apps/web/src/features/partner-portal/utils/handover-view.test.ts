import type { PartnerHandover } from '@phonix/shared/handover-api';
import { describe, expect, it } from 'vitest';
import { handoverNextStep, isHandoverLocked, isPurchaseComplete } from './handover-view.ts';

const at = '2026-11-27T05:00:00.000Z';

/** Every step before the OTP done, on an order out for pickup. */
const ready: PartnerHandover = {
  ref_no: 'PXAB12CD34',
  order_status: 'out_for_pickup',
  agreed_value: 17_900,
  offer_pending: false,
  price_review: null,
  imei_checker: 'list',
  imeis: ['490154203237518'],
  imei_checks: [],
  imei_restricted: false,
  seller_id: {
    id_type: 'aadhaar',
    id_label: 'Aadhaar',
    id_masked: 'XXXX XXXX 1234',
    name_on_id: 'Ravi Kumar',
  },
  wipe_confirmed_at: at,
  payout: null,
  final_amount: 17_900,
  otp: null,
  paid: null,
  ready_for_otp: true,
  completed_at: null,
  receipt_number: null,
};
const otp = { sent_at: at, expires_at: at, verified: false };
const paid = { reference: 'UTR123', test: true, released_at: at, status: 'processed', utr: 'UTR123' };

describe('the handover page reads the stage', () => {
  it('says the next step from the OTP sent, confirmed, the payout and the completion', () => {
    expect(handoverNextStep({ ...ready, otp })).toMatch(/read out the OTP/);
    expect(handoverNextStep({ ...ready, otp: { ...otp, verified: true } })).toMatch(/code was accepted/);
    expect(handoverNextStep({ ...ready, otp: { ...otp, verified: true }, paid })).toMatch(
      /payment is released/,
    );
    expect(
      handoverNextStep({
        ...ready,
        order_status: 'completed',
        paid,
        completed_at: at,
        receipt_number: 'PX/2026-27/000001',
      }),
    ).toBe('Purchase complete. Receipt PX/2026-27/000001.');
  });

  it('waits for the door before anything else, even with a stale code', () => {
    expect(handoverNextStep({ ...ready, order_status: 'accepted', otp })).toBe(
      'The handover takes place at the door, once you are out for pickup.',
    );
  });

  it('locks the steps once the money went out, and calls the purchase complete only when completed', () => {
    expect(isHandoverLocked({ ...ready, otp: { ...otp, verified: true } })).toBe(false);
    expect(isHandoverLocked({ ...ready, paid })).toBe(true);
    expect(isPurchaseComplete({ ...ready, paid })).toBe(false);
    expect(isPurchaseComplete({ ...ready, order_status: 'completed' })).toBe(true);
    expect(isHandoverLocked({ ...ready, order_status: 'completed' })).toBe(true);
  });
});
