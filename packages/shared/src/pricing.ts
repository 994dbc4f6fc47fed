import { z } from 'zod';
import {
  ACCESSORY_OPTIONS,
  BEND_OPTIONS,
  BODY_DENT_OPTIONS,
  BODY_SCRATCH_OPTIONS,
  type ConditionAnswers,
  FUNCTIONAL_OPTIONS,
  type Option,
  PANEL_OPTIONS,
  SCREEN_LINE_OPTIONS,
  SCREEN_PHYSICAL_OPTIONS,
  SCREEN_SPOT_OPTIONS,
  WARRANTY_OPTIONS,
} from './questionnaire.ts';

/**
 * The pricing engine. A quote starts from the variant's Rate (the "Get Upto" price of a flawless, boxed,
 * 0-3 month old phone) and subtracts, for every condition the answers report, a percentage of that Rate.
 * The percentages, the minimum offer and the rounding step are data (the pricing tables), never constants
 * here, so operations can tune them without a release.
 *
 * Deductions add up (rather than multiply) so each line of the itemised quote is an amount the seller can
 * read on its own, and so a worse answer can only add a deduction: the price is monotone by construction.
 */

const withDefect = (options: readonly Option[], suffix = '') =>
  options
    .filter((option) => option.code !== '')
    .map((option) => ({ code: option.code, label: option.label + suffix }));

/** Every condition that can cost money, with the words the itemised quote uses for it. */
export const DEDUCTIONS = [
  { code: 'calls_not_working', label: 'Cannot make or receive calls' },
  { code: 'touch_not_working', label: 'Touch screen not working' },
  ...withDefect(SCREEN_SPOT_OPTIONS, ' on screen'),
  ...withDefect(SCREEN_LINE_OPTIONS),
  ...withDefect(SCREEN_PHYSICAL_OPTIONS, ' (screen)'),
  ...withDefect(BODY_SCRATCH_OPTIONS, ' on body'),
  ...withDefect(BODY_DENT_OPTIONS, ' on body'),
  ...withDefect(PANEL_OPTIONS),
  ...withDefect(BEND_OPTIONS),
  ...withDefect(FUNCTIONAL_OPTIONS, ' not working'),
  ...ACCESSORY_OPTIONS.map((option) => ({ code: `no_${option.code}`, label: `${option.label} missing` })),
  ...WARRANTY_OPTIONS.map((option) => ({
    code: option.code,
    label: `Phone age ${option.label} (under warranty)`,
  })),
  { code: 'out_of_warranty', label: 'Out of warranty' },
] as const;
export type DeductionCode = (typeof DEDUCTIONS)[number]['code'];
export const DEDUCTION_CODES = DEDUCTIONS.map((deduction) => deduction.code) as DeductionCode[];

export const pricingRulesSchema = z.object({
  /** Percent of the Rate taken off for each condition, 0-100. */
  deductions: z.record(z.string(), z.number().min(0).max(100)),
  /** The lowest price offered for any phone we accept (never more than its Rate). */
  minimumOffer: z.number().int().positive(),
  /** Quotes are rounded down to a multiple of this many rupees. */
  roundingStep: z.number().int().positive(),
});
export type PricingRules = z.infer<typeof pricingRulesSchema>;

/** Checks that a set of rules prices every condition; loading incomplete rules is a bug, not a free pass. */
export function assertCompleteRules(rules: PricingRules): void {
  const missing = DEDUCTION_CODES.filter((code) => rules.deductions[code] === undefined);
  if (missing.length > 0) throw new Error(`Pricing rules have no deduction for: ${missing.join(', ')}`);
}

/** The conditions an answer record reports, in questionnaire order. */
export function deductionCodesFor(answers: ConditionAnswers): DeductionCode[] {
  const found: string[] = [];
  if (answers.callingerr === 'no') found.push('calls_not_working');
  if (answers.toucherr === 'no') found.push('touch_not_working');
  for (const code of [
    answers.screenspoterror,
    answers.screenlineerror,
    answers.screenphysicalcondition,
    answers.bodyscratches,
    answers.bodydent,
    answers.panelerror,
    answers.benderror,
  ]) {
    if (code) found.push(code);
  }
  for (const option of FUNCTIONAL_OPTIONS) {
    if (answers.functionalerror.includes(option.code)) found.push(option.code);
  }
  for (const option of ACCESSORY_OPTIONS) {
    if (!answers.accessories.includes(option.code)) found.push(`no_${option.code}`);
  }
  found.push(answers.warranty || 'out_of_warranty');
  return found as DeductionCode[];
}

export interface QuoteLine {
  code: DeductionCode;
  label: string;
  percent: number;
  /** Rupees taken off for this condition. */
  amount: number;
}

export interface Quote {
  basePrice: number;
  deductions: QuoteLine[];
  totalDeduction: number;
  /** True when the deductions went below the minimum offer and the minimum was paid instead. */
  minimumOfferApplied: boolean;
  finalValue: number;
}

const labels = new Map<string, string>(DEDUCTIONS.map((deduction) => [deduction.code, deduction.label]));

/** Rupees one condition takes off a phone whose variant has `rate`. */
export function deductionAmount(rate: number, percent: number): number {
  return Math.round((rate * percent) / 100);
}

/** The exact value of a phone whose variant has `rate`, given the seller's answers. */
export function quote(rate: number, answers: ConditionAnswers, rules: PricingRules): Quote {
  const lines: QuoteLine[] = [];
  for (const code of deductionCodesFor(answers)) {
    const percent = rules.deductions[code];
    if (percent === undefined) throw new Error(`Pricing rules have no deduction for ${code}`);
    if (percent === 0) continue;
    lines.push({
      code,
      label: labels.get(code) ?? code,
      percent,
      amount: deductionAmount(rate, percent),
    });
  }
  const totalDeduction = lines.reduce((sum, line) => sum + line.amount, 0);
  const remaining = rate - totalDeduction;
  const rounded =
    totalDeduction === 0 ? rate : Math.floor(remaining / rules.roundingStep) * rules.roundingStep;
  const floor = Math.min(rate, rules.minimumOffer);
  return {
    basePrice: rate,
    deductions: lines,
    totalDeduction,
    minimumOfferApplied: rounded < floor,
    finalValue: Math.max(rounded, floor),
  };
}
