import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  HANDOVER_STAGES,
  type HandoverFacts,
  handoverStage,
  handoverStageOfView,
  isAtDoor,
  isPayoutConfirmed,
  isPayoutReleased,
  type StepMoment,
} from '../src/handover-stage.ts';
import { ORDER_STATUS, ORDER_STATUSES } from '../src/order-lifecycle.ts';

const at = new Date('2026-11-27T05:00:00Z');
const out = ORDER_STATUS.out_for_pickup;

describe('handoverStage', () => {
  it('follows the doorstep steps of an order out for pickup', () => {
    expect(handoverStage({ status: out })).toBe('at_door');
    expect(handoverStage({ status: out, otpSentAt: at })).toBe('otp_sent');
    expect(handoverStage({ status: out, otpSentAt: at, otpVerifiedAt: at })).toBe('otp_confirmed');
    expect(handoverStage({ status: out, otpSentAt: at, otpVerifiedAt: at, paidAt: at })).toBe('paid');
    expect(
      handoverStage({ status: out, otpSentAt: at, otpVerifiedAt: at, paidAt: at, completedAt: at }),
    ).toBe('completed');
  });

  it('reads null, undefined and false as "not yet", and a Date, a string or true as done', () => {
    expect(handoverStage({ status: out, otpSentAt: null, otpVerifiedAt: false, paidAt: undefined })).toBe(
      'at_door',
    );
    expect(handoverStage({ status: out, otpSentAt: '2026-11-27T05:00:00.000Z' })).toBe('otp_sent');
    expect(handoverStage({ status: out, otpVerifiedAt: true })).toBe('otp_confirmed');
  });

  it('puts the order status first: before pickup, cancelled and completed whatever the steps say', () => {
    expect(handoverStage({ status: ORDER_STATUS.enquiry })).toBe('before_pickup');
    // A payout code dropped by a hand-back leaves no trace, but a stale one never opens the door.
    expect(handoverStage({ status: ORDER_STATUS.accepted, otpSentAt: at })).toBe('before_pickup');
    expect(handoverStage({ status: ORDER_STATUS.cancelled, otpSentAt: at })).toBe('cancelled');
    expect(handoverStage({ status: ORDER_STATUS.completed })).toBe('completed');
  });

  it('is completed once the handover completed, and only then, for every combination of facts', () => {
    const moment = fc.constantFrom<StepMoment>(null, undefined, false, true, at, '2026-11-27T05:00:00.000Z');
    fc.assert(
      fc.property(
        fc.record({
          status: fc.constantFrom(...ORDER_STATUSES),
          otpSentAt: moment,
          otpVerifiedAt: moment,
          paidAt: moment,
          completedAt: moment,
        }),
        (facts: HandoverFacts) => {
          const stage = handoverStage(facts);
          expect(HANDOVER_STAGES).toContain(stage);
          const completed =
            facts.status === 'completed' || ![null, undefined, false].includes(facts.completedAt as never);
          expect(stage === 'completed').toBe(completed);
          // The doorstep is open exactly while the order is out for pickup and not completed.
          expect(isAtDoor(stage)).toBe(facts.status === out && !completed);
          // Released implies confirmed: the stages are ordered.
          if (isPayoutReleased(stage)) expect(isPayoutConfirmed(stage)).toBe(true);
        },
      ),
    );
  });
});

describe('handoverStageOfView', () => {
  const view = {
    order_status: out,
    otp: null,
    paid: null,
    completed_at: null,
  } as const;

  it('reads the API view: the OTP sent and verified, the payout, the completion', () => {
    expect(handoverStageOfView(view)).toBe('at_door');
    const otp = { sent_at: at.toISOString(), verified: false };
    expect(handoverStageOfView({ ...view, otp })).toBe('otp_sent');
    expect(handoverStageOfView({ ...view, otp: { ...otp, verified: true } })).toBe('otp_confirmed');
    const paid = { released_at: at.toISOString() };
    expect(handoverStageOfView({ ...view, otp: { ...otp, verified: true }, paid })).toBe('paid');
    expect(handoverStageOfView({ ...view, paid, completed_at: at.toISOString() })).toBe('completed');
  });

  it('reads the seller view, which carries no OTP', () => {
    expect(handoverStageOfView({ order_status: ORDER_STATUS.accepted, paid: null, completed_at: null })).toBe(
      'before_pickup',
    );
    expect(
      handoverStageOfView({ order_status: out, paid: { released_at: at.toISOString() }, completed_at: null }),
    ).toBe('paid');
  });
});

describe('ORDER_STATUS', () => {
  it('names every stored status code by itself', () => {
    expect(Object.keys(ORDER_STATUS)).toEqual([...ORDER_STATUSES]);
    for (const [name, code] of Object.entries(ORDER_STATUS)) expect(code).toBe(name);
  });
});
