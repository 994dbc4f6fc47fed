import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { financialYearOf, formatReceiptNumber, parseReceiptNumber } from '../src/receipt.ts';

describe('financial year in India time', () => {
  it('turns at midnight between 31 March and 1 April IST', () => {
    expect(financialYearOf(new Date('2027-03-31T23:59:59.999+05:30'))).toBe('2026-27');
    expect(financialYearOf(new Date('2027-04-01T00:00:00+05:30'))).toBe('2027-28');
    // 1 April 00:00 IST is still 31 March in UTC.
    expect(financialYearOf(new Date('2027-03-31T18:30:00Z'))).toBe('2027-28');
    expect(financialYearOf(new Date('2027-03-31T18:29:59Z'))).toBe('2026-27');
    expect(financialYearOf(new Date('2099-12-31T12:00:00Z'))).toBe('2099-00');
  });

  it('holds every moment from 1 April to 31 March of its year', () => {
    const from = Date.parse('2000-01-01T00:00:00Z');
    const to = Date.parse('2090-01-01T00:00:00Z');
    fc.assert(
      fc.property(fc.integer({ min: from, max: to }), (ms) => {
        const label = financialYearOf(new Date(ms));
        const start = Number(label.slice(0, 4));
        expect(ms).toBeGreaterThanOrEqual(Date.parse(`${start}-04-01T00:00:00+05:30`));
        expect(ms).toBeLessThan(Date.parse(`${start + 1}-04-01T00:00:00+05:30`));
        expect(label.slice(5)).toBe(String((start + 1) % 100).padStart(2, '0'));
      }),
    );
  });
});

describe('receipt numbers', () => {
  it('print as PX/2026-27/000123 and read back', () => {
    expect(formatReceiptNumber('2026-27', 123)).toBe('PX/2026-27/000123');
    expect(formatReceiptNumber('2026-27', 1234567)).toBe('PX/2026-27/1234567');
    expect(parseReceiptNumber('PX/2026-27/000123')).toEqual({ financialYear: '2026-27', sequence: 123 });
    expect(parseReceiptNumber('PX/2026-27/123')).toBeNull();
    expect(() => formatReceiptNumber('2026', 1)).toThrow(RangeError);
    expect(() => formatReceiptNumber('2026-27', 0)).toThrow(RangeError);
  });

  it('sort in sequence order within a year', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 999_998 }), (sequence) => {
        const a = formatReceiptNumber('2026-27', sequence);
        const b = formatReceiptNumber('2026-27', sequence + 1);
        expect(a < b).toBe(true);
        expect(parseReceiptNumber(a)?.sequence).toBe(sequence);
      }),
    );
  });
});
