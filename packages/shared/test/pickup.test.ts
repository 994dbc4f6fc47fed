import { describe, expect, it } from 'vitest';
import { formatIndiaDate, formatIndiaDateTime, PICKUP_SLOTS, pickupDates } from '../src/pickup.ts';

describe('pickup dates and slots', () => {
  it('offers the next four days from tomorrow in India time, not the server clock', () => {
    // 21 Nov 2026, 15:30 in India.
    expect(pickupDates(new Date('2026-11-21T10:00:00Z')).map((date) => date.value)).toEqual([
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
    ]);
    // Already 22 Nov, 01:30 in India, though still 21 Nov in UTC.
    const late = pickupDates(new Date('2026-11-21T20:00:00Z'));
    expect(late.map((date) => date.value)).toEqual(['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26']);
    expect(late[0]).toEqual({ value: '2026-11-23', day: '23', month: 'November', weekday: 'Monday' });
  });

  it('has the six two-hour slots of SPEC 9', () => {
    expect(PICKUP_SLOTS).toHaveLength(6);
    expect(PICKUP_SLOTS[0]).toBe('08:00 AM - 10:00 AM');
    expect(PICKUP_SLOTS[5]).toBe('06:00 PM - 08:00 PM');
  });

  it("formats dates like 'March 5th, 2025, 3:04 PM' in India time", () => {
    expect(formatIndiaDateTime('2025-03-05T09:34:00Z')).toBe('March 5th, 2025, 3:04 PM');
  });

  it('formats a pickup day as the date part of the same display, the India day as given', () => {
    expect(formatIndiaDate('2026-11-22')).toBe('November 22nd, 2026');
    expect(formatIndiaDate('2026-12-01')).toBe('December 1st, 2026');
    // A moment late on 1 March UTC is already 2 March in India.
    expect(formatIndiaDate(new Date('2026-03-01T20:00:00Z'))).toBe('March 2nd, 2026');
  });
});
