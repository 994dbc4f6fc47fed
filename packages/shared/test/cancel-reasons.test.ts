import { describe, expect, it } from 'vitest';
import { CANCEL_REASON_LABELS, CANCEL_REASONS, isKnownReason, reasonIn } from '../src/cancel-reasons.ts';
import { cancel_reason_other } from '../src/i18n/paraglide/messages/cancel_reason_other.js';
import { timelineBlocksIn } from '../src/order-texts.ts';

/** Only the company's name and the glossary's IMEI may stay in Latin letters. */
const SCRIPTS = {
  hi: /^[^A-Za-z]*((Phonix|IMEI)[^A-Za-z]*)*$/,
  te: /^[^A-Za-z]*((Phonix|IMEI)[^A-Za-z]*)*$/,
} as const;

/** Issue 32: a cancellation's reason reads in the seller's language, never in English on a hi/te page. */
describe('cancellation reasons', () => {
  it('keeps every coded reason within an SMS variable (DLT: 30 characters) in every language', () => {
    for (const code of CANCEL_REASONS)
      for (const locale of ['en', 'hi', 'te'] as const)
        expect(
          reasonIn(CANCEL_REASON_LABELS[code], locale).length,
          `${code} in ${locale}`,
        ).toBeLessThanOrEqual(30);
  });

  it('has every coded reason in English as stored, and in Hindi and Telugu without English words', () => {
    for (const code of CANCEL_REASONS) {
      const english = CANCEL_REASON_LABELS[code];
      expect(isKnownReason(english)).toBe(true);
      expect(reasonIn(english, 'en')).toBe(english);
      expect(reasonIn(english, 'hi'), code).toMatch(SCRIPTS.hi);
      expect(reasonIn(english, 'te'), code).toMatch(SCRIPTS.te);
      expect(reasonIn(english, 'hi')).not.toBe(reasonIn(english, 'te'));
    }
  });

  it("words the server's own reasons, and free text typed before the codes, in the reader's language", () => {
    expect(reasonIn('Cancelled by the seller', 'hi')).toBe('विक्रेता ने कैंसल किया');
    expect(reasonIn('Cancelled by the seller', 'te')).toBe('అమ్మకందారు క్యాన్సిల్ చేశారు');
    expect(reasonIn('Seller sold it elsewhere', 'te')).toBe(cancel_reason_other({}, { locale: 'te' }));
    expect(reasonIn('Seller sold it elsewhere', 'en')).toBe('Seller sold it elsewhere');
    expect(isKnownReason('Seller sold it elsewhere')).toBe(false);
  });

  it('shows the timeline\'s cancellation in Telugu, not "Cancelled by the seller"', () => {
    const at = '2026-11-20T05:00:00.000Z';
    const blocks = timelineBlocksIn(
      [
        { type: 'created', at, by: 'customer' },
        { type: 'cancelled', at, by: 'customer', reason: 'Cancelled by the seller' },
      ],
      'te',
    );
    expect(blocks.at(-1)?.detail).toBe('అమ్మకందారు క్యాన్సిల్ చేశారు');
    expect(JSON.stringify(blocks)).not.toMatch(/Cancelled/);
  });
});

describe('series names', () => {
  it('says "Series" and our describing words in the language, the product line as the brand writes it', async () => {
    const { seriesNameIn } = await import('../src/series-names.ts');
    expect(seriesNameIn('Galaxy S Series', 'en')).toBe('Galaxy S Series');
    expect(seriesNameIn('Galaxy S Series', 'hi')).toBe('Galaxy S सीरीज़');
    expect(seriesNameIn('Redmi Note Series', 'te')).toBe('Redmi Note సిరీస్');
    expect(seriesNameIn('OnePlus Numbered Series', 'hi')).toBe('OnePlus नंबर सीरीज़');
    expect(seriesNameIn('Xiaomi Flagship Series', 'te')).toBe('Xiaomi ఫ్లాగ్‌షిప్ సిరీస్');
    expect(seriesNameIn('Foldables', 'te')).toBe('Foldables');
  });
});
