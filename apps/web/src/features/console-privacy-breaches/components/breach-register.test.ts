import { describe, expect, it } from 'vitest';
import { parseIds, parsePincodes } from './breach-sellers-fields.tsx';
import { fromIndiaLocalValue, indiaLocalValue } from './record-breach-form.tsx';

describe("the breach register's fields", () => {
  it('reads customer ids separated by commas or spaces, and refuses anything else', () => {
    expect(parseIds('12, 40 ,12\n7')).toEqual([12, 40, 7]);
    expect(parseIds('')).toEqual([]);
    expect(parseIds('12, abc')).toBeNull();
    expect(parseIds('0')).toBeNull();
    expect(parseIds('-3')).toBeNull();
  });

  it('reads six-digit pincodes only', () => {
    expect(parsePincodes('500081, 500032 500081')).toEqual(['500081', '500032']);
    expect(parsePincodes('50008')).toBeNull();
  });

  it('shows a moment in India time and reads the field back as India time', () => {
    const moment = new Date('2026-11-27T12:35:00Z');
    expect(indiaLocalValue(moment)).toBe('2026-11-27T18:05');
    expect(new Date(fromIndiaLocalValue('2026-11-27T18:05')).toISOString()).toBe('2026-11-27T12:35:00.000Z');
    // Past midnight in India while still the day before in UTC.
    expect(indiaLocalValue(new Date('2026-11-27T20:00:00Z'))).toBe('2026-11-28T01:30');
  });
});
