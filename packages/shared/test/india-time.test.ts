import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  financialYearStart,
  formatIndiaTime,
  indiaDay,
  indiaDayEnd,
  indiaDayStart,
  isIsoDay,
} from '../src/india-time.ts';
import { financialYearOf } from '../src/receipt.ts';

describe('India calendar days', () => {
  it('reads the day of a moment in India time, not the server clock', () => {
    // 22 Nov 2026, 01:30 in India, though still 21 Nov in UTC.
    expect(indiaDay(new Date('2026-11-21T20:00:00Z'))).toBe('2026-11-22');
    expect(indiaDay(new Date('2026-11-21T18:29:59.999Z'))).toBe('2026-11-21');
    expect(indiaDay(new Date('2026-11-21T18:30:00Z'))).toBe('2026-11-22');
    expect(indiaDay(new Date('2027-01-05T00:00:00+05:30'))).toBe('2027-01-05');
    expect(indiaDay()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('starts a day at midnight IST and ends it at the next midnight', () => {
    expect(indiaDayStart('2026-11-22').toISOString()).toBe('2026-11-21T18:30:00.000Z');
    expect(indiaDayEnd('2026-11-22').toISOString()).toBe('2026-11-22T18:30:00.000Z');
    expect(indiaDayEnd('2026-12-31').toISOString()).toBe('2026-12-31T18:30:00.000Z');
    expect(indiaDayEnd('2028-02-28')).toEqual(indiaDayStart('2028-02-29'));
    expect(Number.isNaN(indiaDayStart('2026-13-01').getTime())).toBe(true);
  });

  it('holds every moment of a day between its start and end', () => {
    const from = Date.parse('2000-01-01T00:00:00Z');
    const to = Date.parse('2090-01-01T00:00:00Z');
    fc.assert(
      fc.property(fc.integer({ min: from, max: to }), (ms) => {
        const day = indiaDay(new Date(ms));
        expect(ms).toBeGreaterThanOrEqual(indiaDayStart(day).getTime());
        expect(ms).toBeLessThan(indiaDayEnd(day).getTime());
        expect(indiaDayEnd(day)).toEqual(indiaDayStart(addDays(day, 1)));
      }),
    );
  });

  it('counts days forwards and backwards across months, years and leap days', () => {
    expect(addDays('2026-11-22', 1)).toBe('2026-11-23');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2027-02-28', 1)).toBe('2027-03-01');
    expect(addDays('2026-01-05', -13)).toBe('2025-12-23');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-03-01', 0)).toBe('2026-03-01');
  });

  it('knows the YYYY-MM-DD form', () => {
    expect(isIsoDay('2026-11-22')).toBe(true);
    for (const value of ['2026-1-22', '22-11-2026', '2026-11-22T00:00', '', null, undefined])
      expect(isIsoDay(value)).toBe(false);
  });
});

describe('first day of the financial year', () => {
  it('is 1 April of the year the day falls in, or of the year before until 31 March', () => {
    expect(financialYearStart('2027-03-31')).toBe('2026-04-01');
    expect(financialYearStart('2027-04-01')).toBe('2027-04-01');
    expect(financialYearStart('2026-11-22')).toBe('2026-04-01');
    expect(financialYearStart('2027-01-01')).toBe('2026-04-01');
  });

  it('agrees with financialYearOf for every moment', () => {
    const from = Date.parse('2000-01-01T00:00:00Z');
    const to = Date.parse('2090-01-01T00:00:00Z');
    fc.assert(
      fc.property(fc.integer({ min: from, max: to }), (ms) => {
        const at = new Date(ms);
        expect(financialYearStart(indiaDay(at))).toBe(`${financialYearOf(at).slice(0, 4)}-04-01`);
      }),
    );
  });
});

describe('time of day in India time', () => {
  it("reads '3:04 PM' like the clock of formatIndiaDateTime", () => {
    expect(formatIndiaTime('2025-03-05T09:34:00Z')).toBe('3:04 PM');
    expect(formatIndiaTime(new Date('2025-03-05T18:45:00Z'))).toBe('12:15 AM');
    expect(formatIndiaTime('2025-03-05T06:30:00Z')).toBe('12:00 PM');
  });
});
