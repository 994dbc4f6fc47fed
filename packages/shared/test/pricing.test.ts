import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deductionLabel } from '../src/deduction-text.ts';
import { formatINR } from '../src/money.ts';
import { DEDUCTION_CODES, DEDUCTIONS, type PricingRules, quote } from '../src/pricing.ts';
import {
  ACCESSORY_OPTIONS,
  BEND_OPTIONS,
  BODY_DENT_OPTIONS,
  BODY_SCRATCH_OPTIONS,
  type ConditionAnswers,
  FUNCTIONAL_OPTIONS,
  PANEL_OPTIONS,
  SCREEN_LINE_OPTIONS,
  SCREEN_PHYSICAL_OPTIONS,
  SCREEN_SPOT_OPTIONS,
  WARRANTY_OPTIONS,
} from '../src/questionnaire.ts';

const PERFECT: ConditionAnswers = {
  callingerr: 'yes',
  toucherr: 'yes',
  screenspoterror: '',
  screenlineerror: '',
  screenphysicalcondition: '',
  bodyscratches: '',
  bodydent: '',
  panelerror: '',
  benderror: '',
  functionalerror: [],
  accessories: ['Box', 'Chr', 'EarPhone'],
  warranty: 'warranty03',
};

const codesOf = (options: readonly { code: string }[]) => options.map((option) => option.code);
const pick = <T extends string>(options: readonly { code: T }[]) =>
  fc.constantFrom(...options.map((o) => o.code));
const subset = <T extends string>(options: readonly { code: T }[]) => fc.subarray(options.map((o) => o.code));

const answersArb: fc.Arbitrary<ConditionAnswers> = fc.record({
  callingerr: fc.constantFrom('yes' as const, 'no' as const),
  toucherr: fc.constantFrom('yes' as const, 'no' as const),
  screenspoterror: pick(SCREEN_SPOT_OPTIONS),
  screenlineerror: pick(SCREEN_LINE_OPTIONS),
  screenphysicalcondition: pick(SCREEN_PHYSICAL_OPTIONS),
  bodyscratches: pick(BODY_SCRATCH_OPTIONS),
  bodydent: pick(BODY_DENT_OPTIONS),
  panelerror: pick(PANEL_OPTIONS),
  benderror: pick(BEND_OPTIONS),
  functionalerror: subset(FUNCTIONAL_OPTIONS),
  accessories: subset(ACCESSORY_OPTIONS),
  warranty: fc.constantFrom(
    '' as const,
    ...(codesOf(WARRANTY_OPTIONS) as ('warranty03' | 'warranty36' | 'warranty611' | 'warrantyAbove11')[]),
  ),
});

/** Rules as operations might set them; the age deductions grow with age, as any sane table does. */
const rulesArb: fc.Arbitrary<PricingRules> = fc
  .record({
    percents: fc.array(fc.integer({ min: 0, max: 4000 }), {
      minLength: DEDUCTION_CODES.length,
      maxLength: DEDUCTION_CODES.length,
    }),
    ages: fc.array(fc.integer({ min: 0, max: 2000 }), { minLength: 5, maxLength: 5 }),
    minimumOffer: fc.integer({ min: 1, max: 3000 }),
    roundingStep: fc.constantFrom(1, 10, 50, 100),
  })
  .map(({ percents, ages, minimumOffer, roundingStep }) => {
    const deductions: Record<string, number> = {};
    DEDUCTION_CODES.forEach((code, index) => {
      deductions[code] = (percents[index] ?? 0) / 100;
    });
    const sortedAges = [...ages].sort((a, b) => a - b).map((value) => value / 100);
    ['warranty03', 'warranty36', 'warranty611', 'warrantyAbove11', 'out_of_warranty'].forEach(
      (code, index) => {
        deductions[code] = sortedAges[index] ?? 0;
      },
    );
    return { deductions, minimumOffer, roundingStep };
  });

const rateArb = fc.integer({ min: 1, max: 2_000 }).map((hundreds) => hundreds * 100);

/** Every way of making one answer worse: a defect where there was none, a lost accessory, an older phone. */
function worsen(answers: ConditionAnswers): fc.Arbitrary<ConditionAnswers> {
  const ages = ['warranty03', 'warranty36', 'warranty611', 'warrantyAbove11', ''] as const;
  const options: fc.Arbitrary<ConditionAnswers>[] = [
    fc.constant({ ...answers, callingerr: 'no' }),
    fc.constant({ ...answers, toucherr: 'no' }),
    pick(FUNCTIONAL_OPTIONS).map((code) => ({
      ...answers,
      functionalerror: [...new Set([...answers.functionalerror, code])],
    })),
    pick(ACCESSORY_OPTIONS).map((code) => ({
      ...answers,
      accessories: answers.accessories.filter((c) => c !== code),
    })),
    fc
      .constantFrom(...ages.slice(ages.indexOf(answers.warranty)))
      .map((warranty) => ({ ...answers, warranty })),
  ];
  const fields = [
    ['screenspoterror', SCREEN_SPOT_OPTIONS],
    ['screenlineerror', SCREEN_LINE_OPTIONS],
    ['screenphysicalcondition', SCREEN_PHYSICAL_OPTIONS],
    ['bodyscratches', BODY_SCRATCH_OPTIONS],
    ['bodydent', BODY_DENT_OPTIONS],
    ['panelerror', PANEL_OPTIONS],
    ['benderror', BEND_OPTIONS],
  ] as const;
  for (const [field, choices] of fields) {
    if (answers[field] === '') {
      options.push(
        pick(choices.filter((option) => option.code !== '')).map((code) => ({ ...answers, [field]: code })),
      );
    }
  }
  return fc.oneof(...options);
}

describe('pricing engine', () => {
  const rules: PricingRules = {
    deductions: Object.fromEntries(DEDUCTION_CODES.map((code) => [code, 5])),
    minimumOffer: 500,
    roundingStep: 50,
  };
  rules.deductions.warranty03 = 0;

  it('pays the full Rate for a perfect, boxed, 0-3 month old phone', () => {
    expect(quote(64_999, PERFECT, rules)).toEqual({
      basePrice: 64_999,
      deductions: [],
      totalDeduction: 0,
      minimumOfferApplied: false,
      finalValue: 64_999,
    });
  });

  it('itemises each deduction and rounds the result down to the step', () => {
    const result = quote(30_000, { ...PERFECT, bodydent: 'D1', accessories: ['Chr', 'EarPhone'] }, rules);
    expect(result.deductions).toEqual([
      { code: 'D1', label: '1-2 Minor Dents on body', percent: 5, amount: 1500 },
      {
        code: 'no_Box',
        label: 'Original Box with same IMEI/Serial Number missing',
        percent: 5,
        amount: 1500,
      },
    ]);
    expect(result.finalValue).toBe(27_000);
    expect(quote(30_010, { ...PERFECT, bodydent: 'D1' }, rules).finalValue).toBe(28_500);
  });

  it('refuses rules that do not price a condition', () => {
    const incomplete = { ...rules, deductions: { ...rules.deductions } };
    delete incomplete.deductions.Sbr1;
    expect(() => quote(10_000, { ...PERFECT, screenphysicalcondition: 'Sbr1' }, incomplete)).toThrow(/Sbr1/);
  });

  it('keeps every quote between the minimum offer and the Rate, in whole rupees on the step', () => {
    fc.assert(
      fc.property(rateArb, answersArb, rulesArb, (rate, answers, anyRules) => {
        const result = quote(rate, answers, anyRules);
        expect(Number.isInteger(result.finalValue)).toBe(true);
        expect(result.finalValue).toBeGreaterThan(0);
        expect(result.finalValue).toBeLessThanOrEqual(rate);
        expect(result.finalValue).toBeGreaterThanOrEqual(Math.min(rate, anyRules.minimumOffer));
        if (!result.minimumOfferApplied && result.totalDeduction > 0) {
          expect(result.finalValue % anyRules.roundingStep).toBe(0);
        }
        expect(result.totalDeduction).toBe(result.deductions.reduce((sum, line) => sum + line.amount, 0));
      }),
      { numRuns: 2000 },
    );
  });

  it('is monotone: a worse answer never raises the price', () => {
    fc.assert(
      fc.property(
        rateArb,
        rulesArb,
        answersArb.chain((answers) => fc.tuple(fc.constant(answers), worsen(answers))),
        (rate, anyRules, [better, worse]) => {
          expect(quote(rate, worse, anyRules).finalValue).toBeLessThanOrEqual(
            quote(rate, better, anyRules).finalValue,
          );
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('never pays more than the perfect phone', () => {
    fc.assert(
      fc.property(rateArb, answersArb, rulesArb, (rate, answers, anyRules) => {
        expect(quote(rate, answers, anyRules).finalValue).toBeLessThanOrEqual(
          quote(rate, PERFECT, anyRules).finalValue,
        );
      }),
    );
  });
});

describe("deduction lines in the seller's language (issue 22)", () => {
  it("reads in English exactly as the console's labels", () => {
    for (const deduction of DEDUCTIONS) expect(deductionLabel(deduction.code, 'en')).toBe(deduction.label);
    expect(deductionLabel('calls_not_working')).toBe('Cannot make or receive calls');
  });

  it('reads every line in Hindi and Telugu, with no Latin word but IMEI', () => {
    for (const [locale, script] of [
      ['hi', /[\u0900-\u097F]/],
      ['te', /[\u0C00-\u0C7F]/],
    ] as const) {
      for (const deduction of DEDUCTIONS) {
        const text = deductionLabel(deduction.code, locale);
        expect(text, deduction.code).toMatch(script);
        expect(text.replace('IMEI', ''), deduction.code).not.toMatch(/[A-Za-z]/);
      }
    }
    expect(deductionLabel('Sp3', 'te')).toBe('స్క్రీన్ మీద పసుపు మచ్చలు');
    expect(deductionLabel('D1', 'hi')).toBe('बॉडी पर 1-2 छोटे डेंट');
    expect(deductionLabel('no_Chr', 'te')).toBe('ఒరిజినల్ ఛార్జర్ లేదు');
    expect(deductionLabel('warranty611', 'hi')).toBe('फ़ोन की उम्र 6-11 महीने (वारंटी में)');
  });

  it('keeps the words a line came with for a code it does not know', () => {
    expect(deductionLabel('new_code', 'te', 'Something new')).toBe('Something new');
    expect(deductionLabel('new_code', 'te')).toBe('new_code');
  });
});

describe('money', () => {
  it('formats rupees the Indian way', () => {
    expect(formatINR(123456)).toBe('₹1,23,456');
    expect(formatINR(999)).toBe('₹999');
    expect(formatINR(10000000)).toBe('₹1,00,00,000');
  });
});
