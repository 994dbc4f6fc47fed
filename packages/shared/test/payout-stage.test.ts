import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { StepMoment } from '../src/handover-stage.ts';
import { isPayoutOut, PAYOUT_STAGES, type PayoutFacts, payoutStage } from '../src/payout-stage.ts';

const at = new Date('2026-11-27T05:00:00Z');

describe('payoutStage', () => {
  it('follows a payout from the code to the provider', () => {
    expect(payoutStage({})).toBe('awaiting_code');
    expect(payoutStage({ otpVerifiedAt: at })).toBe('confirmed');
    expect(payoutStage({ otpVerifiedAt: at, releaseStartedAt: at })).toBe('releasing');
    expect(payoutStage({ otpVerifiedAt: at, releaseStartedAt: at, releasedAt: at })).toBe('released');
    expect(payoutStage({ otpVerifiedAt: at, releasedAt: at, problemAt: at })).toBe('problem');
  });

  it('reads null, undefined and false as "not yet", and a Date, a string or true as done', () => {
    expect(payoutStage({ otpVerifiedAt: null, releaseStartedAt: false, releasedAt: undefined })).toBe(
      'awaiting_code',
    );
    expect(payoutStage({ otpVerifiedAt: at.toISOString() })).toBe('confirmed');
    expect(payoutStage({ otpVerifiedAt: true, releasedAt: true })).toBe('released');
  });

  it('counts a problem only for a released payout (a retry clears it back to released)', () => {
    expect(payoutStage({ otpVerifiedAt: at, problemAt: at })).toBe('confirmed');
    expect(payoutStage({ releasedAt: at, problemAt: null })).toBe('released');
  });

  it('answers one of its stages for any facts, and the money is out exactly when it was released', () => {
    const moment: fc.Arbitrary<StepMoment> = fc.constantFrom(
      null,
      undefined,
      false,
      true,
      at,
      at.toISOString(),
    );
    fc.assert(
      fc.property(
        fc.record({ otpVerifiedAt: moment, releaseStartedAt: moment, releasedAt: moment, problemAt: moment }),
        (facts: PayoutFacts) => {
          const stage = payoutStage(facts);
          expect(PAYOUT_STAGES).toContain(stage);
          const released =
            facts.releasedAt !== null && facts.releasedAt !== undefined && facts.releasedAt !== false;
          expect(isPayoutOut(stage)).toBe(released);
        },
      ),
    );
  });
});
