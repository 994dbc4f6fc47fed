import { z } from 'zod';
import { q_ded_age } from './i18n/paraglide/messages/q_ded_age.js';
import { q_ded_calls } from './i18n/paraglide/messages/q_ded_calls.js';
import { q_ded_missing } from './i18n/paraglide/messages/q_ded_missing.js';
import { q_ded_not_working } from './i18n/paraglide/messages/q_ded_not_working.js';
import { q_ded_on_body } from './i18n/paraglide/messages/q_ded_on_body.js';
import { q_ded_on_screen } from './i18n/paraglide/messages/q_ded_on_screen.js';
import { q_ded_out_of_warranty } from './i18n/paraglide/messages/q_ded_out_of_warranty.js';
import { q_ded_screen } from './i18n/paraglide/messages/q_ded_screen.js';
import { q_ded_touch } from './i18n/paraglide/messages/q_ded_touch.js';
import type { Locale } from './i18n.ts';
import {
  ACCESSORY_OPTIONS,
  BEND_OPTIONS,
  BODY_DENT_OPTIONS,
  BODY_SCRATCH_OPTIONS,
  type ConditionAnswers,
  FUNCTIONAL_OPTIONS,
  inLocale,
  type Option,
  PANEL_OPTIONS,
  SCREEN_LINE_OPTIONS,
  SCREEN_PHYSICAL_OPTIONS,
  SCREEN_SPOT_OPTIONS,
  type Text,
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

/** A deduction's words made from an option's: SPEC's English suffix, and the message that says it in a language. */
type Phrase = (option: Option) => { label: string; message: Text };
const phrase =
  (suffix: string, wrap: (defect: string, options: { locale?: Locale }) => string): Phrase =>
  (option) => ({
    label: option.label + suffix,
    message: (_, options = {}) => wrap(option.message({}, options), options),
  });
const asIs: Phrase = (option) => ({ label: option.label, message: option.message });

const withDefect = (options: readonly Option[], words: Phrase) =>
  options.filter((option) => option.code !== '').map((option) => ({ code: option.code, ...words(option) }));

/**
 * Every condition that can cost money, with the words the itemised quote uses for it: `label` in SPEC's
 * English (the operations console's and the stored quote's), `message` in the seller's language
 * (deductionLabel).
 */
export const DEDUCTIONS = [
  { code: 'calls_not_working', label: 'Cannot make or receive calls', message: q_ded_calls },
  { code: 'touch_not_working', label: 'Touch screen not working', message: q_ded_touch },
  ...withDefect(
    SCREEN_SPOT_OPTIONS,
    phrase(' on screen', (defect, options) => q_ded_on_screen({ defect }, options)),
  ),
  ...withDefect(SCREEN_LINE_OPTIONS, asIs),
  ...withDefect(
    SCREEN_PHYSICAL_OPTIONS,
    phrase(' (screen)', (defect, options) => q_ded_screen({ defect }, options)),
  ),
  ...withDefect(
    BODY_SCRATCH_OPTIONS,
    phrase(' on body', (defect, options) => q_ded_on_body({ defect }, options)),
  ),
  ...withDefect(
    BODY_DENT_OPTIONS,
    phrase(' on body', (defect, options) => q_ded_on_body({ defect }, options)),
  ),
  ...withDefect(PANEL_OPTIONS, asIs),
  ...withDefect(BEND_OPTIONS, asIs),
  ...withDefect(
    FUNCTIONAL_OPTIONS,
    phrase(' not working', (part, options) => q_ded_not_working({ part }, options)),
  ),
  ...ACCESSORY_OPTIONS.map((option) => ({
    code: `no_${option.code}` as const,
    label: `${option.label} missing`,
    message: ((_, options = {}) =>
      q_ded_missing({ accessory: option.message({}, options) }, options)) as Text,
  })),
  ...WARRANTY_OPTIONS.map((option) => ({
    code: option.code,
    label: `Phone age ${option.label} (under warranty)`,
    message: ((_, options = {}) => q_ded_age({ age: option.message({}, options) }, options)) as Text,
  })),
  { code: 'out_of_warranty', label: 'Out of warranty', message: q_ded_out_of_warranty },
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
const messages = new Map<string, Text>(DEDUCTIONS.map((deduction) => [deduction.code, deduction.message]));

/**
 * A quote line's words in a language (else the current render's): the seller's breakdown. A code this
 * release does not know keeps the words it came with (`fallback`, the server's English), else its code.
 */
export function deductionLabel(code: string, locale?: Locale, fallback?: string): string {
  const message = messages.get(code);
  return message ? message({}, inLocale(locale)) : (fallback ?? code);
}

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
