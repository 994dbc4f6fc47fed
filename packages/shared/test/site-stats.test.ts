import { describe, expect, it } from 'vitest';
import { formatQuoteTime, SITE_STATS, siteStats } from '../src/site-stats.ts';

describe('site stats', () => {
  const at = new Date('2025-03-05T09:30:00Z');
  const { minimum } = SITE_STATS;

  it('shows every figure at its minimum and hides each one below it', () => {
    const enough = {
      ordersBooked: minimum.ordersBooked,
      citiesServed: minimum.citiesServed,
      pincodesCovered: minimum.pincodesCovered,
      quoteSamples: minimum.quoteSamples,
      averageQuoteSeconds: 94.6,
    };
    expect(siteStats(enough, at)).toEqual({
      success: true,
      periodDays: SITE_STATS.periodDays,
      ordersBooked: minimum.ordersBooked,
      citiesServed: minimum.citiesServed,
      pincodesCovered: minimum.pincodesCovered,
      averageQuoteSeconds: 95,
      countedAt: '2025-03-05T09:30:00.000Z',
    });
    const tooFew = {
      ordersBooked: minimum.ordersBooked - 1,
      citiesServed: minimum.citiesServed - 1,
      pincodesCovered: 0,
      quoteSamples: minimum.quoteSamples - 1,
      averageQuoteSeconds: 90,
    };
    expect(siteStats(tooFew, at)).toMatchObject({
      ordersBooked: null,
      citiesServed: null,
      pincodesCovered: null,
      averageQuoteSeconds: null,
    });
    expect(siteStats({ ...enough, averageQuoteSeconds: null }, at).averageQuoteSeconds).toBeNull();
  });

  it('writes quote times as a seller reads them', () => {
    expect(formatQuoteTime(45)).toBe('45 sec');
    expect(formatQuoteTime(60)).toBe('1 min');
    expect(formatQuoteTime(94)).toBe('1 min 30 sec');
    expect(formatQuoteTime(178)).toBe('3 min');
    expect(formatQuoteTime(125)).toBe('2 min 10 sec');
  });

  it('writes quote times in Hindi and Telugu words, Latin digits', () => {
    expect(formatQuoteTime(45, 'hi')).toBe('45 सेकंड');
    expect(formatQuoteTime(94, 'hi')).toBe('1 मिनट 30 सेकंड');
    expect(formatQuoteTime(178, 'te')).toBe('3 నిమిషాలు');
    expect(formatQuoteTime(125, 'te')).toBe('2 నిమిషాలు 10 సెకన్లు');
    expect(formatQuoteTime(125, 'en')).toBe('2 min 10 sec');
  });
});
