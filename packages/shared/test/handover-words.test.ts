import { describe, expect, it } from 'vitest';
import {
  describePayout,
  finalAmountProblem,
  HANDOVER_MESSAGES,
  ID_TYPE_RULES,
  ID_TYPES,
  type MaskedPayout,
  PAYOUT_METHOD_LABELS,
  PAYOUT_METHODS,
  SELLER_ID_REASON,
  WIPE_CHECKLIST,
  WIPE_GUIDE_KEYS,
  WIPE_GUIDES,
} from '../src/handover.ts';
import { handoverErrorWords } from '../src/handover-error-words.ts';
import {
  finalAmountProblemWords,
  idLastFourMessage,
  idTypeLabel,
  payoutDescription,
  payoutMethodLabel,
  sellerIdReason,
  wipeChecklistWords,
} from '../src/handover-words.ts';
import { wipeGuideIn } from '../src/wipe-guide-words.ts';

const TELUGU = /[\u0C00-\u0C7F]/;
const HINDI = /[\u0900-\u097F]/;

const PAYOUTS: MaskedPayout[] = [
  { method: 'upi', vpa: 'XXXXXX3210@ybl' },
  {
    method: 'bank',
    account_holder: 'Ravi',
    account_number: 'XXXXXXXX4321',
    ifsc: 'HDFC0001234',
    bank_name: 'HDFC Bank',
  },
  {
    method: 'bank',
    account_holder: 'Ravi',
    account_number: 'XXXXXXXX4321',
    ifsc: 'HDFC0001234',
    bank_name: null,
  },
  { method: 'wallet', provider: 'amazonpay', mobile: 'XXXXXX3210' },
  { method: 'cheque', payee_name: 'Ravi Kumar' },
];

describe("the handover's words in each language", () => {
  it('are the shared English constants in English', () => {
    for (const type of ID_TYPES) {
      expect(idTypeLabel(type, 'en')).toBe(ID_TYPE_RULES[type].label);
      expect(idLastFourMessage(type, 'en')).toBe(ID_TYPE_RULES[type].lastFourMessage);
    }
    expect(sellerIdReason('en')).toBe(SELLER_ID_REASON);
    for (const item of WIPE_CHECKLIST) {
      expect(wipeChecklistWords(item.code, 'en')).toEqual({
        label: item.label,
        instruction: item.instruction,
      });
    }
    for (const method of PAYOUT_METHODS)
      expect(payoutMethodLabel(method, 'en')).toBe(PAYOUT_METHOD_LABELS[method]);
    for (const payout of PAYOUTS) expect(payoutDescription(payout, 'en')).toBe(describePayout(payout));
    expect(finalAmountProblemWords(15_000, 17_900, 'en')).toBe(finalAmountProblem(15_000, 17_900));
    expect(finalAmountProblemWords(17_900, 17_900, 'te')).toBeNull();
  });

  it('are Hindi and Telugu in their scripts, brand names, masked numbers and UPI kept', () => {
    expect(idTypeLabel('aadhaar', 'hi')).toBe('आधार');
    expect(sellerIdReason('te')).toMatch(TELUGU);
    for (const item of WIPE_CHECKLIST) {
      expect(wipeChecklistWords(item.code, 'hi').instruction).toMatch(HINDI);
      expect(wipeChecklistWords(item.code, 'te').label).toMatch(TELUGU);
    }
    expect(payoutMethodLabel('upi', 'te')).toBe('UPI');
    // A label, no postposition after the number: the heading that shows it adds none either (issue 32).
    expect(payoutDescription(PAYOUTS[1] as MaskedPayout, 'hi')).toBe(
      'बैंक ट्रांसफ़र, खाता XXXXXXXX4321 (HDFC Bank, IFSC HDFC0001234)',
    );
    expect(payoutDescription(PAYOUTS[3] as MaskedPayout, 'te')).toBe('Amazon Pay వాలెట్ XXXXXX3210');
    expect(finalAmountProblemWords(15_000, 17_900, 'te')).toContain('₹17,900');
  });

  it("gives the shared rules' form messages in the language asked for, others as they came", () => {
    expect(handoverErrorWords(HANDOVER_MESSAGES.imeiInvalid, 'en')).toBe(HANDOVER_MESSAGES.imeiInvalid);
    expect(handoverErrorWords(HANDOVER_MESSAGES.imeiInvalid, 'te')).toMatch(/^ఈ IMEI సరైనది కాదు/);
    expect(handoverErrorWords(ID_TYPE_RULES.pan.lastFourMessage, 'hi')).toBe(idLastFourMessage('pan', 'hi'));
    expect(handoverErrorWords('must be at most 200 characters', 'hi')).toBe(
      'ज़्यादा से ज़्यादा 200 अक्षर हो सकते हैं',
    );
    expect(handoverErrorWords('Something the rules never say', 'te')).toBe('Something the rules never say');
  });
});

describe('the wipe guides in each language', () => {
  it('are WIPE_GUIDES in English, and the same steps in Hindi and Telugu', () => {
    for (const key of WIPE_GUIDE_KEYS) {
      expect(wipeGuideIn(key, 'en')).toEqual(WIPE_GUIDES[key]);
      for (const [locale, script] of [
        ['hi', HINDI],
        ['te', TELUGU],
      ] as const) {
        const guide = wipeGuideIn(key, locale);
        expect(guide.key).toBe(key);
        expect(guide.steps).toHaveLength(WIPE_GUIDES[key].steps.length);
        for (const step of guide.steps) {
          expect(step.title).toMatch(script);
          expect(step.detail).toMatch(script);
        }
      }
    }
    expect(wipeGuideIn('android', 'te').title).toBe('ఆండ్రాయిడ్ ఫోన్లు');
    expect(wipeGuideIn('apple', 'hi').title).toBe('iPhone (iOS)');
  });
});

describe("the wipe guides keep the phone's menu names as the phone shows them (issue 32)", () => {
  /** The menu names of an English step: each part of "Settings > General > ..." that starts with a capital. */
  const menuNames = (detail: string): string[] =>
    detail
      .split(/[.;](?:\s|$)|, or /)
      .filter((sentence) => sentence.includes(' > '))
      // A path starts after "On the iPhone: " or "look under ", its first menu maybe one of two ("Additional
      // settings or System management"); "Watch app" is the app named Watch, and "Accounts (or Users &
      // accounts)" is Accounts.
      .flatMap((path) => {
        const [first = '', ...rest] = path.replace(/^.*(?:: | under )/, '').split(' > ');
        return [...first.split(' or '), ...rest];
      })
      .map((part) => part.replace(/\s*\(.*$|,.*$| app$/, '').trim())
      .filter((part) => /^[A-Z]/.test(part));

  it('writes every menu name in Latin letters in Hindi and Telugu, exactly as in English', () => {
    let checked = 0;
    for (const key of WIPE_GUIDE_KEYS) {
      const english = wipeGuideIn(key, 'en');
      for (const locale of ['hi', 'te'] as const) {
        wipeGuideIn(key, locale).steps.forEach((step, index) => {
          for (const name of menuNames((english.steps[index] as { detail: string }).detail)) {
            expect(step.detail, `${key} ${locale} step ${index + 1}`).toContain(name);
            checked += 1;
          }
        });
      }
    }
    expect(checked).toBeGreaterThan(80);
    expect(wipeGuideIn('apple', 'hi').steps[3]?.detail).toMatch(
      /^Settings > General > Transfer or Reset iPhone > Erase All Content and Settings।/,
    );
    expect(wipeGuideIn('samsung', 'te').steps[2]?.detail).toMatch(
      /^Settings > General management > Reset > Factory data reset > Reset > Delete all\./,
    );
  });

  it('says "delete all the phone\'s data", never "wipe" or "erase the phone", in all three languages', () => {
    const texts = (locale: 'en' | 'hi' | 'te') => [
      ...WIPE_GUIDE_KEYS.flatMap((key) =>
        wipeGuideIn(key, locale).steps.flatMap((step) => [step.title, step.detail]),
      ),
      ...WIPE_CHECKLIST.map((item) => wipeChecklistWords(item.code, locale).instruction),
    ];
    // The menu names themselves ("Erase all data") are the phone's, not our words.
    const ours = (text: string) => text.replace(/[A-Z][A-Za-z&, ]*(?= >|\.|\))/g, ' ');
    for (const text of texts('en'))
      expect(ours(text)).not.toMatch(/\bwipe\b|\berase (the|your) (phone|iPhone)/i);
    for (const text of texts('hi')) expect(text).not.toMatch(/मिटा/);
    for (const text of texts('te')) expect(text).not.toMatch(/తుడిచ|తొలగింపు/);
    expect(wipeGuideIn('apple', 'en').steps[3]?.title).toBe('Delete all the iPhone’s data');
    expect(wipeGuideIn('apple', 'hi').steps[3]?.title).toBe('iPhone का सारा डेटा डिलीट करें');
    expect(wipeGuideIn('apple', 'te').steps[3]?.title).toBe('iPhone లోని డేటా అంతా డిలీట్ చేయండి');
  });
});
