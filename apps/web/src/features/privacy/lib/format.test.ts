// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatMoment } from './format.ts';
import { formatDay } from './format-day.ts';

describe('days and moments on the privacy pages', () => {
  it('writes an India day day-first, whatever the time zone of the browser', () => {
    expect(formatDay('2027-02-25', 'en')).toBe('25 February 2027');
    expect(formatDay('2027-02-25', 'hi')).toBe('25 फ़रवरी 2027');
  });

  it("takes a moment's day in India time (after 18:30 UTC it is already the next day)", () => {
    expect(formatDay('2026-11-27T19:00:00.000Z', 'en')).toBe('28 November 2026');
    expect(formatMoment('2026-11-27T19:00:00.000Z', 'en')).toBe('28 November 2026, 12:30 am');
    // The part of the day first, in words (issue 32): never "6:22 సాయంత్రం".
    expect(formatMoment('2026-11-27T12:52:00.000Z', 'te')).toBe('27 నవంబర్, 2026, సాయంత్రం 6:22');
    expect(formatMoment('2026-11-27T14:40:00.000Z', 'hi')).toBe('27 नवंबर 2026, रात 8:10');
  });
});
