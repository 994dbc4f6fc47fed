import { z } from 'zod';
import { type PricingChanges, type SampleAnswers, sampleAnswersSchema } from './console-api.ts';
import type { PricingRules, Quote } from './pricing.ts';
import { quoteLineSchema } from './quote-api.ts';

/**
 * The guard on the console's price edits (issue 21, decision record 070): a change that moves what a seller
 * is paid a lot, or puts a Get Upto price below the pricing floor, is applied only when the request confirms
 * it after seeing a preview. This file is the one home of the rule; the server applies it
 * (apps/server/src/modules/pricing/price-guard.ts) and the console shows the preview it returns.
 */

/**
 * A change of more than this share of a variant's Get Upto price asks for confirmation: a new Get Upto price,
 * or a pricing-rule change that moves a sample phone's quote (or one deduction) by more than this much of
 * the Get Upto price.
 */
export const PRICE_CHANGE_CONFIRM_SHARE = 0.2;

/**
 * The sample phone the preview quotes: a seller's typical answers (works, light screen and body scratches,
 * no box, 6-11 months old), on the variant being changed.
 */
export const SAMPLE_PHONE_ANSWERS: SampleAnswers = {
  callingerr: 'yes',
  toucherr: 'yes',
  screenspoterror: '',
  screenlineerror: '',
  screenphysicalcondition: 'SLight',
  bodyscratches: 'B1',
  bodydent: '',
  panelerror: '',
  benderror: '',
  functionalerror: [],
  accessories: ['Chr'],
  warranty: 'warranty611',
};

export const PRICE_RISKS = ['large_change', 'below_floor'] as const;
export type PriceRisk = (typeof PRICE_RISKS)[number];

/** What each risk means, as the confirmation dialog says it. */
export const PRICE_RISK_TEXT: Record<PriceRisk, string> = {
  large_change: `It changes what a seller is paid by more than ${PRICE_CHANGE_CONFIRM_SHARE * 100}% of the Get Upto price.`,
  below_floor:
    'A Get Upto price would be below the minimum offer: every phone of that variant, however damaged, would be paid its full Get Upto price.',
};

/** True when going from `before` to `after` rupees moves by more than the confirm share of `rate`. */
export function movesTooMuch(before: number, after: number, rate: number): boolean {
  return Math.abs(after - before) > rate * PRICE_CHANGE_CONFIRM_SHARE;
}

/**
 * The risks of a new Get Upto price: more than the confirm share away from the old one, or below the
 * minimum offer (the floor the deductions stop at: below it, no deduction applies any more).
 */
export function rateChangeRisks(oldRate: number, newRate: number, minimumOffer: number): PriceRisk[] {
  const risks: PriceRisk[] = [];
  if (movesTooMuch(oldRate, newRate, oldRate)) risks.push('large_change');
  if (newRate < minimumOffer && newRate < oldRate) risks.push('below_floor');
  return risks;
}

/**
 * The risks of a pricing-rule change: one deduction moved by more than the confirm share (in points of the
 * Get Upto price: a phone with that condition moves that much), the sample phone's quote moved by more than
 * the confirm share of its Get Upto price (`sampleBefore`, `sampleAfter`: on the variant the change moves
 * most), or the minimum offer raised above the cheapest Get Upto price.
 */
export function ruleChangeRisks(input: {
  current: PricingRules;
  next: PricingRules;
  sampleBefore: Quote;
  sampleAfter: Quote;
  cheapestRate: number;
}): PriceRisk[] {
  const risks: PriceRisk[] = [];
  const deductionMoved = Object.entries(input.next.deductions).some(([code, percent]) =>
    movesTooMuch(input.current.deductions[code] ?? 0, percent, 100),
  );
  const sampleMoved = movesTooMuch(
    input.sampleBefore.finalValue,
    input.sampleAfter.finalValue,
    input.sampleBefore.basePrice,
  );
  if (deductionMoved || sampleMoved) risks.push('large_change');
  if (input.next.minimumOffer > input.cheapestRate && input.next.minimumOffer > input.current.minimumOffer) {
    risks.push('below_floor');
  }
  return risks;
}

/** The rules with a change applied (the pricing screen's save and its guard). */
export const withPricingChanges = (rules: PricingRules, changes: PricingChanges): PricingRules => ({
  deductions: { ...rules.deductions, ...changes.deductions } as Record<string, number>,
  minimumOffer: changes.minimum_offer ?? rules.minimumOffer,
  roundingStep: changes.rounding_step ?? rules.roundingStep,
});

const quoteSchema = z.object({
  finalValue: z.number().int(),
  basePrice: z.number().int(),
  deductions: z.array(quoteLineSchema),
  totalDeduction: z.number().int(),
  minimumOfferApplied: z.boolean(),
});
const fromTo = z.object({ before: z.number().int(), after: z.number().int() });

/** What the console shows before a risky price change is confirmed (the 409's `preview`, or the check call). */
export const priceChangePreviewSchema = z.object({
  risks: z.array(z.enum(PRICE_RISKS)),
  /** The confirm share as a percentage (20). */
  threshold_percent: z.number(),
  variant_id: z.number().int(),
  /** 'Apple iPhone 15 (128GB)'. */
  device: z.string(),
  /** The storefront's "Get Upto" price of that variant. */
  get_upto: fromTo,
  minimum_offer: fromTo,
  /** The sample phone (SAMPLE_PHONE_ANSWERS on that variant), quoted by the pricing engine before and after. */
  sample: z.object({ answers: sampleAnswersSchema, before: quoteSchema, after: quoteSchema }),
});
export type PriceChangePreview = z.infer<typeof priceChangePreviewSchema>;

export const priceCheckResponseSchema = z.object({
  success: z.literal(true),
  /** True when saving this change needs `confirm: true`. */
  needs_confirmation: z.boolean(),
  preview: priceChangePreviewSchema,
});
export type PriceCheckResponse = z.infer<typeof priceCheckResponseSchema>;
