import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  financialYearStart,
  formatIndiaDateIn,
  formatIndiaDateTimeIn,
  formatIndiaMoment,
  formatIndiaTime,
  formatPickupSlot,
  indiaDay,
  indiaDayEnd,
  indiaDayStart,
  isIsoDay,
} from '../src/india-time.ts';
import { PICKUP_SLOTS } from '../src/pickup.ts';
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

describe('dates and times as a Hindi or Telugu reader reads them (issue 32)', () => {
  it('says the part of the day first, in words: morning from 4, afternoon from noon, evening from 4, night from 8', () => {
    const at = (hhmm: string) => `2026-11-28T${hhmm}:00+05:30`;
    expect(formatIndiaTime(at('15:35'), 'hi')).toBe('दोपहर 3:35');
    expect(formatIndiaTime(at('15:35'), 'te')).toBe('మధ్యాహ్నం 3:35');
    expect(formatIndiaTime(at('16:00'), 'te')).toBe('సాయంత్రం 4:00');
    expect(formatIndiaTime(at('20:00'), 'te')).toBe('రాత్రి 8:00');
    expect(formatIndiaTime(at('20:00'), 'hi')).toBe('रात 8:00');
    expect(formatIndiaTime(at('08:05'), 'hi')).toBe('सुबह 8:05');
    expect(formatIndiaTime(at('12:00'), 'te')).toBe('మధ్యాహ్నం 12:00');
    expect(formatIndiaTime(at('00:30'), 'te')).toBe('రాత్రి 12:30');
    expect(formatIndiaTime(at('03:59'), 'hi')).toBe('रात 3:59');
    expect(formatIndiaTime(at('04:00'), 'hi')).toBe('सुबह 4:00');
  });

  it('writes every pickup slot with the part of the day first, once when both ends share it, no ":00"', () => {
    expect(PICKUP_SLOTS.map((slot) => formatPickupSlot(slot, 'te'))).toEqual([
      'ఉదయం 8 - 10',
      'ఉదయం 10 - మధ్యాహ్నం 12',
      'మధ్యాహ్నం 12 - 2',
      'మధ్యాహ్నం 2 - సాయంత్రం 4',
      'సాయంత్రం 4 - 6',
      'సాయంత్రం 6 - రాత్రి 8',
    ]);
    expect(PICKUP_SLOTS.map((slot) => formatPickupSlot(slot, 'hi'))).toEqual([
      'सुबह 8 - 10',
      'सुबह 10 - दोपहर 12',
      'दोपहर 12 - 2',
      'दोपहर 2 - शाम 4',
      'शाम 4 - 6',
      'शाम 6 - रात 8',
    ]);
    // English keeps SPEC's slot text; a half hour keeps its minutes; an unknown form stays as it is.
    expect(PICKUP_SLOTS.map((slot) => formatPickupSlot(slot, 'en'))).toEqual([...PICKUP_SLOTS]);
    expect(formatPickupSlot('09:30 AM - 11:30 AM', 'hi')).toBe('सुबह 9:30 - 11:30');
    expect(formatPickupSlot('soon', 'te')).toBe('soon');
  });

  it('writes months in full in every language, never "नव॰" or "28, నవం"', () => {
    const day = '2026-11-28';
    expect(formatIndiaDateIn(day, 'hi')).toBe('28 नवंबर 2026');
    expect(formatIndiaDateIn(day, 'te')).toBe('28 నవంబర్, 2026');
    expect(formatIndiaDateIn(day, 'en')).toBe('November 28th, 2026');
    expect(formatIndiaMoment('2026-11-28T10:05:00Z', 'date', 'en')).toBe('28 November 2026');
    for (const month of ['01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12']) {
      for (const locale of ['hi', 'te'] as const) {
        const text = formatIndiaDateIn(`2026-${month}-15`, locale);
        expect(text, text).not.toMatch(/॰|\.|^15, /);
        expect(text).toMatch(/^15 [\u0900-\u097F\u0C00-\u0C7F]{2,}/);
      }
    }
  });

  it('writes a moment as its day, then the clock in words', () => {
    const at = '2026-11-28T10:05:00Z';
    expect(formatIndiaDateTimeIn(at, 'hi')).toBe('28 नवंबर 2026, दोपहर 3:35');
    expect(formatIndiaDateTimeIn(at, 'te')).toBe('28 నవంబర్, 2026, మధ్యాహ్నం 3:35');
    expect(formatIndiaDateTimeIn(at, 'en')).toBe('November 28th, 2026, 3:35 PM');
    expect(formatIndiaMoment(at, 'time', 'te')).toBe('మధ్యాహ్నం 3:35');
  });
});
