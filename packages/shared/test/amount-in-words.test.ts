import { describe, expect, it } from 'vitest';
import { amountInWords, numberInWords } from '../src/amount-in-words.ts';

describe('amounts in words in each language (DR 145)', () => {
  it('keeps the English receipt line as it was', () => {
    expect(amountInWords(12500)).toBe('Rupees Twelve Thousand Five Hundred Only');
    expect(numberInWords(12500, 'en')).toBe('Twelve Thousand Five Hundred');
  });

  it('writes Hindi with hazaar, lakh and crore', () => {
    expect(numberInWords(12500, 'hi')).toBe('बारह हज़ार पांच सौ');
    expect(numberInWords(123456, 'hi')).toBe('एक लाख तेईस हज़ार चार सौ छप्पन');
    expect(numberInWords(2500000, 'hi')).toBe('पच्चीस लाख');
  });

  it('writes Telugu in the forms each place takes before రూపాయలు', () => {
    expect(numberInWords(12500, 'te')).toBe('పన్నెండు వేల ఐదు వందల');
    expect(numberInWords(41000, 'te')).toBe('నలభై ఒక్క వేల');
    expect(numberInWords(123456, 'te')).toBe('ఒక లక్ష ఇరవై మూడు వేల నాలుగు వందల యాభై ఆరు');
    expect(numberInWords(1500, 'te')).toBe('వెయ్యి ఐదు వందల');
    expect(numberInWords(100, 'te')).toBe('వంద');
    expect(numberInWords(150, 'te')).toBe('నూట యాభై');
    expect(numberInWords(200000, 'te')).toBe('రెండు లక్షల');
    expect(numberInWords(10000000, 'te')).toBe('ఒక కోటి');
    expect(numberInWords(21500000, 'te')).toBe('రెండు కోట్ల పదిహేను లక్షల');
    expect(numberInWords(99, 'te')).toBe('తొంభై తొమ్మిది');
  });

  it('refuses what is not a whole rupee amount', () => {
    for (const locale of ['en', 'hi', 'te'] as const) {
      expect(() => numberInWords(12.5, locale)).toThrow(RangeError);
      expect(() => numberInWords(-1, locale)).toThrow(RangeError);
    }
  });
});
