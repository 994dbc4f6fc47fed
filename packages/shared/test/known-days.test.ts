import { describe, expect, it } from 'vitest';
import { day, isKnownDay, isKnownMoment, moment } from '../src/validation.ts';

/** The days and times a request may name (issue 32): real ones, from 2000 to 2999, none PostgreSQL refuses. */
describe('known days and moments', () => {
  it('takes real days from 2000-01-01 to 2999-12-31 only', () => {
    for (const value of ['2000-01-01', '2026-02-28', '2028-02-29', '2999-12-31'])
      expect(isKnownDay(value), value).toBe(true);
    for (const value of [
      '0000-01-01',
      '0001-01-01',
      '1999-12-31',
      '3000-01-01',
      '2026-13-01',
      '2026-02-29',
      '2026-04-31',
      '99999',
      '2026-1-01',
      '',
    ])
      expect(isKnownDay(value), value).toBe(false);
  });

  it('takes moments on those days only (an Invalid Date is none)', () => {
    expect(isKnownMoment(new Date('2026-11-29T10:00:00+05:30'))).toBe(true);
    for (const value of [
      '0000-01-01T00:00:00Z',
      '1999-12-31T23:59:59Z',
      '3000-01-01T00:00:00Z',
      '99999',
      'soon',
    ])
      expect(isKnownMoment(new Date(value)), value).toBe(false);
  });

  it('refuses such days and times in request schemas with a message', () => {
    expect(day().safeParse('2026-11-29').success).toBe(true);
    expect(day().safeParse('2026-13-01').error?.issues[0]?.message).toBe(
      'must be a real day from 2000-01-01 to 2999-12-31',
    );
    expect(day().safeParse('2026/11/29').error?.issues[0]?.message).toBe('must be a day (YYYY-MM-DD)');
    expect(moment().safeParse('2026-11-29T10:00:00+05:30').success).toBe(true);
    expect(moment().safeParse('0000-01-01T00:00:00Z').success).toBe(false);
  });
});
